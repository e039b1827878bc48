// `npm run demo:edges` (its part after scripts/pretest.js): it must exit 0, narrate every step,
// show the drift refresh caught and its repair, and clean up.
// It runs examples/quickstart with the certificate and key in files, through every step: the
// preview and destroy tests/examples/quickstart.test.ts had are checked here, under their names
// there, on what the demo shows (its up with them through stack config is
// tests/examples/examples.test.ts's, and so is the program's type-check: the demo runs it
// transpile-only).
import { existsSync } from "node:fs";
import * as path from "node:path";
import { DEMO_STEPS, type DemoRun, demoSteps, programDir, runDemoScript } from "../support/demo";
import { ENGINE_SETUP_TIMEOUT_MS, userProject } from "../support/engine";

let demo: DemoRun;

beforeAll(async () => {
  demo = await runDemoScript("demo-edges.ts");
}, ENGINE_SETUP_TIMEOUT_MS);

/** What the demo printed under step `n`, up to the next step. */
function stepText(n: number): string {
  const start = demo.stdout.indexOf(`Step ${n}/8: `);
  if (start < 0) throw new Error(`the demo printed no step ${n}:\n${demo.stdout}`);
  const end = demo.stdout.indexOf("\n\n[", start);
  return demo.stdout.slice(start, end < 0 ? undefined : end);
}

/** The API calls a step printed, as `METHOD /path status`. */
const calls = (n: number): string[] => [...stepText(n).matchAll(/^ {4}API call: (\w+) (\S+) -> (\d+)/gm)].map((m) => `${m[1]} ${m[2]} ${m[3]}`);

/** An output step 3 printed. */
const output = (name: string): string | undefined => new RegExp(`^ {4}${name} +(\\S+)$`, "m").exec(stepText(3))?.[1];

test("the edges demo runs examples/quickstart end to end, exits 0 and cleans up", async () => {
  const { code, stdout, stderr } = demo;
  expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
  expect(demoSteps(stdout)).toEqual(DEMO_STEPS);
  expect(stdout).toContain("TlsCertificate api: description: quick start certificate -> edited by hand in the console");
  expect(stdout).toMatch(/HttpsEdgeRoute api: requestHeaders: .*pulumi-ingress.* -> .*someone-else/);
  expect(stdout).toMatch(/API call: PATCH \/tls_certificates\/cert_\w+ -> 200 {2}\{"description":"quick start certificate"\}/);
  expect(stdout).toContain("Done: every step did what it said");
  const workDir = programDir(stdout);
  // In the user project the engine tests use (a matrix cell's own, under \`npm run test:matrix\`).
  expect(path.relative(path.join(await userProject(), "engine"), workDir ?? "")).toMatch(/^run-\d+-[0-9a-f]+\/quickstart$/);
  expect(existsSync(path.dirname(workDir ?? "/"))).toBe(false);
});

test("preview then makes no API call and plans only the repair of what was edited outside the program", () => {
  expect(stepText(6).split("\n").slice(2)).toEqual(["    API calls: none", "    plan: 2 to update (the certificate and the route), 3 unchanged"]);
});

test("destroy deletes all but the abuse report (which cannot be withdrawn), one DELETE each", () => {
  expect(calls(8).sort()).toEqual([
    `DELETE /edges/https/edghts_demo/routes/${output("routeId")} 204`,
    `DELETE /event_subscriptions/${output("subscriptionId")} 204`,
    `DELETE /tls_certificates/${output("certificateId")} 204`,
  ]);
  expect(stepText(8).endsWith("\n    left on the service: 1 abuse report (filed reports stay)")).toBe(true);
});
