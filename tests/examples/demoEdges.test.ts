// `npm run demo` (its part after scripts/pretest.js, which `npm test` has already run): it must
// exit 0, narrate every step, show the drift refresh caught and its repair, and clean up.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import * as path from "node:path";
import { ENGINE_TEST_TIMEOUT_MS, REPO_ROOT } from "../support/engine";

test("the demo runs examples/quickstart end to end, exits 0 and cleans up", async () => {
  const { code, stdout, stderr } = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ["-r", "ts-node/register/transpile-only", path.join("scripts", "demo.ts")],
      { cwd: REPO_ROOT, maxBuffer: 16 << 20 },
      (err, out, errOut) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout: out, stderr: errOut }),
    );
  });
  expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
  const steps = [...stdout.matchAll(/Step (\d)\/8: (.*)/g)].map((m) => `${m[1]} ${m[2]}`);
  expect(steps).toEqual([
    "1 start the emulator",
    "2 prepare the program",
    "3 pulumi up",
    "4 a change outside the program",
    "5 pulumi refresh",
    "6 pulumi preview",
    "7 pulumi up",
    "8 pulumi destroy",
  ]);
  expect(stdout).toContain("TlsCertificate api: description: quick start certificate -> edited by hand in the console");
  expect(stdout).toMatch(/HttpsEdgeRoute api: requestHeaders: .*pulumi-ingress.* -> .*someone-else/);
  expect(stdout).toMatch(/API call: PATCH \/tls_certificates\/cert_\w+ -> 200 {2}\{"description":"quick start certificate"\}/);
  expect(stdout).toContain("Done: every step did what it said");
  const workDir = /copied to (\S+)/.exec(stdout)?.[1];
  expect(workDir).toMatch(/^\/.+\/pulumi-ingress-user-project-[0-9a-f]{10}\/engine\/run-\d+-[0-9a-f]+\/quickstart$/);
  expect(existsSync(path.dirname(workDir ?? "/"))).toBe(false);
}, ENGINE_TEST_TIMEOUT_MS);
