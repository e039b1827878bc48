// `npm run demo:edges` (its part after scripts/pretest.js): it must exit 0, narrate every step,
// show the drift refresh caught and its repair, and clean up.
import { existsSync } from "node:fs";
import * as path from "node:path";
import { DEMO_STEPS, demoSteps, programDir, runDemoScript } from "../support/demo";
import { ENGINE_TEST_TIMEOUT_MS } from "../support/engine";

test("the edges demo runs examples/quickstart end to end, exits 0 and cleans up", async () => {
  const { code, stdout, stderr } = await runDemoScript("demo-edges.ts");
  expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
  expect(demoSteps(stdout)).toEqual(DEMO_STEPS);
  expect(stdout).toContain("TlsCertificate api: description: quick start certificate -> edited by hand in the console");
  expect(stdout).toMatch(/HttpsEdgeRoute api: requestHeaders: .*pulumi-ingress.* -> .*someone-else/);
  expect(stdout).toMatch(/API call: PATCH \/tls_certificates\/cert_\w+ -> 200 {2}\{"description":"quick start certificate"\}/);
  expect(stdout).toContain("Done: every step did what it said");
  const workDir = programDir(stdout);
  expect(workDir).toMatch(/^\/.+\/pulumi-ingress-user-project-[0-9a-f]{10}\/engine\/run-\d+-[0-9a-f]+\/quickstart$/);
  expect(existsSync(path.dirname(workDir ?? "/"))).toBe(false);
}, ENGINE_TEST_TIMEOUT_MS);
