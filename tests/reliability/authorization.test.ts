// Authorization: a wrong API key, a missing key, a key not authorized for abuse reports and a base
// URL where nothing listens each fail fast, with one clear message for every resource, and without
// a retry storm: the calls are counted (the emulator's log; for the closed port, the provider's).
import { createServer } from "node:net";
import { makeChain } from "../support/certs";
import {
  ENGINE_SETUP_TIMEOUT_MS,
  ENGINE_TEST_TIMEOUT_MS,
  failureOf,
  resourceErrors,
  type Run,
  startRun,
  upContinuing,
  withoutOperationIds,
} from "../support/engine";
import { Figures } from "./figures";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const figures = new Figures("authorization");
const EDGE = "edghts_auth";
let rig: Run;

/** Seven resources of every family, none depending on another: the engine starts them together. */
const PROGRAM = `
for (const i of [0, 1]) new ingress.TlsCertificate("cert-" + i, { certificatePem: read("cert-" + i + ".pem"), privateKeyPem: read("key-" + i + ".pem") });
for (const i of [0, 1]) new ingress.EventSubscription("sub-" + i, { sources: ["ip_policy_created.v0"], destinationIds: ["ed_a"], description: "sub " + i });
for (const i of [0, 1]) new ingress.HttpsEdgeRoute("route-" + i, { edgeId: "${EDGE}", matchType: "path_prefix", match: "/r" + i, compression: {} });
new ingress.AbuseReport("report", { urls: ["https://phish.evil.test/"] });
`;
const NAMES = ["cert-0", "cert-1", "sub-0", "sub-1", "route-0", "route-1", "report"];
const RECORDED_CONFIG_HINT =
  "; `pulumi refresh` and `pulumi destroy` use the stack config recorded at the last `pulumi up`: after changing it, run them with --run-program";
/** The one message of a refused key, by where the key came from. */
const refusedKey = (from: string): string =>
  `the service refused the API key from ${from} (401 ERR_INVALID_CREDENTIALS: the API key is not valid); nothing more is sent with this key. ` +
  "Set the right key with `pulumi config set --secret ingress:apiKey <key>` or the INGRESS_API_KEY environment variable" +
  (from.startsWith("stack config") ? RECORDED_CONFIG_HINT : "");

/** Files every stack's program reads. */
async function writeFiles(dir: (name: string, text: string) => Promise<void>): Promise<void> {
  for (const i of [0, 1]) {
    const c = await makeChain({ keyType: "ecdsa", commonName: `a${i}.auth.test`, variant: `auth-${i}` });
    await dir(`cert-${i}.pem`, c.certificatePem);
    await dir(`key-${i}.pem`, c.privateKeyPem);
  }
}

/** A stack of the program with the given settings; its steps' calls show in the emulator's log. */
async function stackWith(name: string, config: Record<string, { value: string; secret?: boolean }>, env: Record<string, string> = {}) {
  const extra = await rig.addStack(name, { config, env });
  await extra.setProgram(PROGRAM);
  await writeFiles((file, text) => import("node:fs").then((fs) => fs.promises.writeFile(`${extra.stack.dir}/${file}`, text)));
  return extra.stack;
}

/** Times a step that must fail; returns its output and how long it took. */
async function timed(step: Promise<unknown>): Promise<{ output: string; ms: number }> {
  const t = Date.now();
  const output = await failureOf(step);
  return { output, ms: Date.now() - t };
}

/** `up --continue-on-error`, which must fail: every resource is attempted, so a storm would show. */
const upFailing = (stack: Parameters<typeof upContinuing>[0]) =>
  timed(upContinuing(stack).then((r) => (r.ok ? r : Promise.reject(new Error(r.output)))));

beforeAll(async () => {
  rig = await startRun("auth", { emulator: { seed: { edges: [{ id: EDGE }], eventDestinations: [{ id: "ed_a" }] } }, body: PROGRAM });
  await writeFiles(rig.writeFile);
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await rig?.dispose();
  await figures.write();
});

test("a wrong API key: one request, refused; all seven resources fail at once with the same message", async () => {
  const stack = await stackWith("wrongkey", { "ingress:baseUrl": { value: rig.emulator.baseUrl }, "ingress:apiKey": { value: "not-the-key", secret: true } });
  rig.mark();
  const { output, ms } = await upFailing(stack);
  expect(rig.calls()).toEqual([expect.stringMatching(/^POST \/\S+ 401$/)]);
  const errors = resourceErrors(output);
  expect([...errors.keys()].sort()).toEqual([...NAMES].sort());
  expect(new Set(errors.values())).toEqual(new Set([refusedKey("stack config `ingress:apiKey`")]));
  figures.detail("wrong key, up of 7 resources: requests", rig.calls().length);
  figures.detail("wrong key, up of 7 resources: time", `${(ms / 1000).toFixed(1)} s`);
  figures.passed();
});

test("a key that stops being valid: refresh of seven resources costs one GET", async () => {
  // Refresh and destroy configure the provider from the state (the stack config of the last up), so
  // a key revoked since is met through the environment, which the state never holds.
  const stack = await stackWith("envkey", { "ingress:baseUrl": { value: rig.emulator.baseUrl } }, { INGRESS_API_KEY: rig.emulator.apiKey });
  await stack.up();
  stack.stack.workspace.envVars["INGRESS_API_KEY"] = "revoked-key";
  rig.mark();
  const { output, ms } = await timed(stack.refresh());
  expect(rig.calls()).toEqual([expect.stringMatching(/^GET \/\S+ 401$/)]);
  const errors = resourceErrors(output);
  expect(errors.size).toBeGreaterThan(0);
  expect(new Set(errors.values())).toEqual(new Set([refusedKey("the INGRESS_API_KEY environment variable")]));
  figures.detail("revoked key, refresh of 7 resources: requests", rig.calls().length);
  figures.detail("revoked key, refresh of 7 resources: resources failed with the one message", errors.size);
  figures.detail("revoked key, refresh of 7 resources: time", `${(ms / 1000).toFixed(1)} s`);
  stack.stack.workspace.envVars["INGRESS_API_KEY"] = rig.emulator.apiKey;
  await stack.destroy();
  figures.passed();
});

test("no API key anywhere: no request at all; every resource names both places to set it", async () => {
  // INGRESS_API_KEY empty: whatever the environment running the tests holds, it counts as unset.
  const stack = await stackWith("nokey", { "ingress:baseUrl": { value: rig.emulator.baseUrl } }, { INGRESS_API_KEY: "" });
  rig.mark();
  const { output, ms } = await upFailing(stack);
  expect(rig.calls()).toEqual([]);
  const errors = resourceErrors(output);
  expect([...errors.keys()].sort()).toEqual([...NAMES].sort());
  expect(new Set(errors.values())).toEqual(
    new Set(["missing credentials: set the API key with `pulumi config set --secret ingress:apiKey <key>` or the INGRESS_API_KEY environment variable"]),
  );
  figures.detail("missing key, up of 7 resources: requests", 0);
  figures.detail("missing key, up of 7 resources: time", `${(ms / 1000).toFixed(1)} s`);
  figures.passed();
});

test("a key not authorized for abuse reports: one abuse report POST, refused; the other resources are created", async () => {
  const stack = await stackWith("restricted", {
    "ingress:baseUrl": { value: rig.emulator.baseUrl },
    "ingress:apiKey": { value: rig.emulator.restrictedApiKey, secret: true },
  });
  await stack.setProgram(`"use strict";
const fs = require("node:fs");
const path = require("node:path");
const ingress = require("pulumi-ingress");
const read = (f) => fs.readFileSync(path.join(__dirname, f), "utf8");
${PROGRAM}
for (const i of [1, 2, 3]) new ingress.AbuseReport("report-" + i, { urls: ["https://phish-" + i + ".evil.test/"] });
`);
  rig.mark();
  const { output } = await upFailing(stack);
  expect(rig.calls().filter((c) => c.startsWith("POST /abuse_reports"))).toEqual(["POST /abuse_reports 403"]);
  expect(rig.calls().filter((c) => !c.startsWith("POST /abuse_reports")).sort()).toEqual(
    ["POST /tls_certificates 201", "POST /tls_certificates 201", "POST /event_subscriptions 201", "POST /event_subscriptions 201", `POST /edges/https/${EDGE}/routes 201`, `POST /edges/https/${EDGE}/routes 201`].sort(),
  );
  const errors = resourceErrors(output);
  expect([...errors.keys()].sort()).toEqual(["report", "report-1", "report-2", "report-3"]);
  expect(new Set([...errors.values()].map(withoutOperationIds))).toEqual(
    new Set([
      "this account is not authorized to file abuse reports: ask the service to authorize it for abuse reports " +
        "(POST /abuse_reports failed: 403 ERR_ABUSE_REPORTS_NOT_AUTHORIZED this account is not authorized to create abuse reports (operation op_…))",
    ]),
  );
  // The same refusal, not four: one operation id.
  expect(new Set(errors.values()).size).toBe(1);
  figures.detail("restricted key, 4 abuse reports: abuse report POSTs", 1);
  await stack.setProgram(`"use strict";\n`);
  await stack.destroy();
  figures.passed();
});

test("a base URL where nothing listens: a few attempts of one request, then every resource fails at once", async () => {
  // A port that was just free: listen on it, close it, and point the stack there.
  const port = await new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port: p } = server.address() as { port: number };
      server.close(() => resolve(p));
    });
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = `${rig.engine.dir}/closed-port-provider.log`;
  const stack = await stackWith("closedport", { "ingress:baseUrl": { value: baseUrl }, "ingress:apiKey": { value: rig.emulator.apiKey, secret: true } }, { INGRESS_LOG_FILE: logFile });
  const { output, ms } = await upFailing(stack);
  const attempts = (await import("node:fs")).readFileSync(logFile, "utf8").trim().split("\n");
  // The client's own retries of the first request (4 after the first, with backoff), and nothing else.
  expect(attempts.map((l) => l.replace(/^\S+ (\w+) (\S+) (\S+) \d+ms attempt (\d+)$/, "$1 $3 attempt $4"))).toEqual(
    [1, 2, 3, 4, 5].map((n) => `POST ECONNREFUSED attempt ${n}`),
  );
  expect(new Set(attempts.map((l) => l.split(" ")[2])).size).toBe(1);
  const errors = resourceErrors(output);
  expect([...errors.keys()].sort()).toEqual([...NAMES].sort());
  expect(new Set(errors.values())).toEqual(
    new Set([
      `cannot reach the API at ${baseUrl} (from stack config \`ingress:baseUrl\`): connection refused (ECONNREFUSED) on 5 attempts; nothing more is sent to it. ` +
        `Check \`ingress:baseUrl\` or the INGRESS_BASE_URL environment variable${RECORDED_CONFIG_HINT}`,
    ]),
  );
  expect(ms).toBeLessThan(30_000);
  figures.detail("closed port, up of 7 resources: connection attempts", attempts.length);
  figures.detail("closed port, up of 7 resources: time", `${(ms / 1000).toFixed(1)} s`);
  figures.passed();
});
