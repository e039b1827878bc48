// Authorization: a wrong API key, a missing key, a key not authorized for abuse reports and a base
// URL where nothing listens each fail fast, with one clear message for every resource, and without
// a retry storm: the calls are counted (the emulator's log; for the closed port, the provider's).
// The families' dynamic providers in process against the emulator, step by step as the engine
// drives them (tests/support/providerSteps.ts), seven resources of four families at once as the
// engine runs them in its one provider process, the stack config handed to `configure` as the
// dynamic provider host hands it. Moved from the engine suite tests/reliability/authorization.test.ts,
// each test under its name there.
//
// Proven elsewhere, not here again: the call guard for eight creates of one family and for four
// abuse reports alone (tests/reliability/recovery.test.ts); the messages of missing settings
// (tests/unit/settings.test.ts). Under the engine: stack config reaching the provider, and a
// refused key or a closed base URL printed by the engine on one line under each resource, the key
// of the environment read afresh by each step (tests/engine/credentials.test.ts); how the engine
// prints a failure of any operation (tests/engine/failureLines.test.ts).
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { Config } from "@pulumi/pulumi/cmd/dynamic-provider/config";
import * as abuseReport from "../../provider/resources/abuseReport/family";
import * as eventSubscription from "../../provider/resources/eventSubscription/family";
import * as httpsEdgeRoute from "../../provider/resources/httpsEdgeRoute/family";
import * as tlsCertificate from "../../provider/resources/tlsCertificate/family";
import { ENV_API_KEY } from "../../provider/process/settings";
import { Figures } from "../reliability/figures";
import { makeChain, type TestChain } from "../support/certs";
import { holdPort } from "../support/heldPort";
import { useProviderService } from "../support/providerService";
import { type ProviderSteps, stepsOf } from "../support/providerSteps";

const figures = new Figures("authorization");
const EDGE = "edghts_auth";
const service = useProviderService({ seed: { edges: [{ id: EDGE }], eventDestinations: [{ id: "ed_a" }] } });
const { mark, calls } = service;
let chains: TestChain[] = [];

type Json = Record<string, unknown>;
/** A stack: each resource of its program by name, with its inputs, and its steps (nothing held yet). */
type Stack = Map<string, { steps: ProviderSteps; args: Json }>;
const FAMILIES = { cert: tlsCertificate, sub: eventSubscription, route: httpsEdgeRoute, report: abuseReport };

/** The URN input the SDK gives every abuse report beside the program's arguments. */
const urn = (name: string): Json => ({ [abuseReport.REPORT_URN]: `urn:pulumi:auth::auth::pulumi-nodejs:dynamic/ingress:AbuseReport::${name}` });
/** Seven resources of every family, none depending on another: the engine starts them together. */
const program = (): [string, Json][] => [
  ...[0, 1].map((i): [string, Json] => [`cert-${i}`, { certificatePem: chains[i]?.certificatePem, privateKeyPem: chains[i]?.privateKeyPem }]),
  ...[0, 1].map((i): [string, Json] => [`sub-${i}`, { sources: ["ip_policy_created.v0"], destinationIds: ["ed_a"], description: `sub ${i}` }]),
  ...[0, 1].map((i): [string, Json] => [`route-${i}`, { edgeId: EDGE, matchType: "path_prefix", match: `/r${i}`, compression: {} }]),
  ["report", { urls: ["https://phish.evil.test/"], ...urn("report") }],
];
const NAMES = ["cert-0", "cert-1", "sub-0", "sub-1", "route-0", "route-1", "report"];
const stackOf = (resources: [string, Json][]): Stack =>
  new Map(resources.map(([name, args]) => [name, { steps: stepsOf(FAMILIES[name.split("-")[0] as keyof typeof FAMILIES]), args }]));

const RECORDED_CONFIG_HINT =
  "; `pulumi refresh` and `pulumi destroy` use the stack config recorded at the last `pulumi up`: after changing it, run them with --run-program";
/** The one message of a refused key, by where the key came from. */
const refusedKey = (from: string): string =>
  `the service refused the API key from ${from} (401 ERR_INVALID_CREDENTIALS: the API key is not valid); nothing more is sent with this key. ` +
  "Set the right key with `pulumi config set --secret ingress:apiKey <key>` or the INGRESS_API_KEY environment variable" +
  (from.startsWith("stack config") ? RECORDED_CONFIG_HINT : "");
/** Operation ids differ on every call: `op_3Nc…` becomes `op_…` for exact comparisons. */
const withoutOperationIds = (text: string): string => text.replace(/\bop_[A-Za-z0-9]+/g, "op_…");

/**
 * The stack config, as the dynamic provider host hands it to `configure` (its own Config) at the
 * first operation of a step; settings it leaves out come from the environment.
 */
async function stackConfig(values: Record<string, string>): Promise<void> {
  await stepsOf(eventSubscription).provider.configure?.({ config: new Config(values, "auth") });
}

/**
 * One step of every resource of `stack` at once, as `up --continue-on-error` (or refresh, destroy)
 * runs them: every one attempted. Returns each failed resource's message, by name, and the time.
 */
async function stepAll(stack: Stack, step: (steps: ProviderSteps, args: Json) => Promise<unknown>): Promise<{ errors: Map<string, string>; ms: number }> {
  const t = Date.now();
  const results = await Promise.allSettled([...stack.values()].map(({ steps, args }) => step(steps, args)));
  const errors = new Map<string, string>();
  [...stack.keys()].forEach((name, i) => {
    const r = results[i];
    if (r?.status === "rejected") errors.set(name, String((r.reason as Error).message));
  });
  return { errors, ms: Date.now() - t };
}
const upAll = (stack: Stack) => stepAll(stack, (steps, args) => steps.up(args));
/** Destroys what the stack holds. */
const destroyAll = (stack: Stack) => stepAll(new Map([...stack].filter(([, r]) => r.steps.held !== undefined)), (steps) => steps.destroy());

beforeAll(async () => {
  chains = await Promise.all([0, 1].map((i) => makeChain({ keyType: "ecdsa", commonName: `a${i}.auth.test`, variant: `auth-${i}` })));
  // Destroying a report only warns that it stays filed (tests/provider/faults.test.ts asserts the warning).
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
});

// Each test is a stack of its own: its settings, and the environment it left, go with it.
let apiKeyOfTheEnvironment: string | undefined;
beforeEach(() => {
  apiKeyOfTheEnvironment = process.env[ENV_API_KEY];
});
afterEach(async () => {
  if (apiKeyOfTheEnvironment === undefined) delete process.env[ENV_API_KEY];
  else process.env[ENV_API_KEY] = apiKeyOfTheEnvironment;
  delete process.env["INGRESS_LOG_FILE"];
  await stackConfig({});
});

afterAll(async () => {
  await figures.write();
});

test("a wrong API key: one request, refused; all seven resources fail at once with the same message", async () => {
  await stackConfig({ "ingress:baseUrl": service.emulator.baseUrl, "ingress:apiKey": "not-the-key" });
  mark();
  const { errors, ms } = await upAll(stackOf(program()));
  expect(calls()).toEqual([expect.stringMatching(/^POST \/\S+ 401$/)]);
  expect([...errors.keys()].sort()).toEqual([...NAMES].sort());
  expect(new Set(errors.values())).toEqual(new Set([refusedKey("stack config `ingress:apiKey`")]));
  figures.detail("wrong key, up of 7 resources: requests", calls().length);
  figures.detail("wrong key, up of 7 resources: time", `${(ms / 1000).toFixed(1)} s`);
  figures.passed();
});

test("a key that stops being valid: refresh of seven resources costs one GET", async () => {
  // Refresh and destroy configure the provider from the state (the stack config of the last up), so
  // a key revoked since is met through the environment, which the state never holds.
  await stackConfig({ "ingress:baseUrl": service.emulator.baseUrl });
  process.env[ENV_API_KEY] = service.emulator.apiKey;
  const stack = stackOf(program());
  expect((await upAll(stack)).errors).toEqual(new Map());
  process.env[ENV_API_KEY] = "revoked-key";
  mark();
  const { errors, ms } = await stepAll(stack, (steps) => steps.refresh());
  expect(calls()).toEqual([expect.stringMatching(/^GET \/\S+ 401$/)]);
  expect([...errors.keys()].sort()).toEqual([...NAMES].sort());
  expect(new Set(errors.values())).toEqual(new Set([refusedKey("the INGRESS_API_KEY environment variable")]));
  figures.detail("revoked key, refresh of 7 resources: requests", calls().length);
  figures.detail("revoked key, refresh of 7 resources: resources failed with the one message", errors.size);
  figures.detail("revoked key, refresh of 7 resources: time", `${(ms / 1000).toFixed(1)} s`);
  process.env[ENV_API_KEY] = service.emulator.apiKey;
  expect((await destroyAll(stack)).errors).toEqual(new Map());
  figures.passed();
});

test("no API key anywhere: no request at all; every resource names both places to set it", async () => {
  // INGRESS_API_KEY empty: whatever the environment running the tests holds, it counts as unset.
  await stackConfig({ "ingress:baseUrl": service.emulator.baseUrl });
  process.env[ENV_API_KEY] = "";
  mark();
  const { errors, ms } = await upAll(stackOf(program()));
  expect(calls()).toEqual([]);
  expect([...errors.keys()].sort()).toEqual([...NAMES].sort());
  expect(new Set(errors.values())).toEqual(
    new Set(["missing credentials: set the API key with `pulumi config set --secret ingress:apiKey <key>` or the INGRESS_API_KEY environment variable"]),
  );
  figures.detail("missing key, up of 7 resources: requests", 0);
  figures.detail("missing key, up of 7 resources: time", `${(ms / 1000).toFixed(1)} s`);
  figures.passed();
});

test("a key not authorized for abuse reports: one abuse report POST, refused; the other resources are created", async () => {
  await stackConfig({ "ingress:baseUrl": service.emulator.baseUrl, "ingress:apiKey": service.emulator.restrictedApiKey });
  const stack = stackOf([
    ...program(),
    ...[1, 2, 3].map((i): [string, Json] => [`report-${i}`, { urls: [`https://phish-${i}.evil.test/`], ...urn(`report-${i}`) }]),
  ]);
  mark();
  const { errors } = await upAll(stack);
  expect(calls().filter((c) => c.startsWith("POST /abuse_reports"))).toEqual(["POST /abuse_reports 403"]);
  expect(calls().filter((c) => !c.startsWith("POST /abuse_reports")).sort()).toEqual(
    ["POST /tls_certificates 201", "POST /tls_certificates 201", "POST /event_subscriptions 201", "POST /event_subscriptions 201", `POST /edges/https/${EDGE}/routes 201`, `POST /edges/https/${EDGE}/routes 201`].sort(),
  );
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
  expect((await destroyAll(stack)).errors).toEqual(new Map());
  figures.passed();
});

test("a base URL where nothing listens: a few attempts of one request, then every resource fails at once", async () => {
  // A port held closed for the test: refused at every attempt, never answered by another process that took it.
  const closed = await holdPort();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "pulumi-ingress-auth-"));
  try {
    const baseUrl = `http://127.0.0.1:${closed.port}`;
    const logFile = path.join(dir, "closed-port-provider.log");
    process.env["INGRESS_LOG_FILE"] = logFile;
    await stackConfig({ "ingress:baseUrl": baseUrl, "ingress:apiKey": service.emulator.apiKey });
    const { errors, ms } = await upAll(stackOf(program()));
    const attempts = (await fs.readFile(logFile, "utf8")).trim().split("\n");
    // The client's own retries of the first request (4 after the first, with backoff), and nothing else.
    expect(attempts.map((l) => l.replace(/^\S+ (\w+) (\S+) (\S+) \d+ms attempt (\d+)$/, "$1 $3 attempt $4"))).toEqual(
      [1, 2, 3, 4, 5].map((n) => `POST ECONNREFUSED attempt ${n}`),
    );
    expect(new Set(attempts.map((l) => l.split(" ")[2])).size).toBe(1);
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
  } finally {
    await closed.release();
    await fs.rm(dir, { recursive: true, force: true });
  }
});
