// HttpsEdgeRoute under the real engine against the emulator, for what only the engine shows: the
// CLI's refresh with its preview, what the engine stores and prints of the route's client and
// webhook secrets, and the diff it prints. One stack: an up, a `pulumi refresh --yes`, an up that
// rotates a client secret, a preview; no destroy (the run's dispose drops the stack's directory and
// its emulator). Everything the provider answers (calls, bodies, outputs, refusals, module by module)
// is tests/provider/httpsEdgeRoute.test.ts's; every route secret through a whole stack's life,
// tests/reliability/secrets.test.ts's.
import { execFile } from "node:child_process";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Run, secretsInDebugTraces, startRun, visibleOutput } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const EDGE = "edghts_main";
const SECRETS = {
  github: "gh-client-secret-0123456789",
  oidc: "oidc-client-secret-0123456789",
  webhook: "webhook-secret-0123456789",
  rotated: "oidc-client-secret-rotated-42",
};

// The modules that hold a secret, beside a backend and the module the last preview changes.
const MODULES = {
  backend: { backendId: "bkdtg_a" },
  circuitBreaker: { trippedDuration: 10, rollingWindow: 10, numBuckets: 10, volumeThreshold: 20, errorThresholdPercentage: 0.5 },
  webhookVerification: { provider: "SLACK", secret: SECRETS.webhook },
  oauth: { provider: { github: { clientId: "gh-client", clientSecret: SECRETS.github, scopes: ["read:org"], teams: ["acme/ops"] } }, authCheckInterval: 300 },
  oidc: { issuer: "https://accounts.example.com", clientId: "oidc-client", clientSecret: SECRETS.oidc, scopes: ["openid", "email"] },
};
type Modules = Record<string, unknown>;

let s: Run;
let id = "";

const program = `
const spec = JSON.parse(read("route.json"));
const route = new ingress.HttpsEdgeRoute("route", { edgeId: "${EDGE}", matchType: "path_prefix", match: "/api", ...spec });
exports.id = route.id;
`;

const setRoute = (spec: Modules) => s.writeFile("route.json", JSON.stringify(spec));
const routePath = () => `/edges/https/${EDGE}/routes/${id}`;

beforeAll(async () => {
  s = await startRun("route", {
    emulator: { seed: { edges: [{ id: EDGE }], backends: [{ id: "bkdtg_a" }] } },
    body: program,
  });
  await setRoute({ description: "api", ...MODULES });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

test("pulumi refresh --yes, with its preview, reads the route twice (the README's call table)", async () => {
  s.mark();
  const up = await s.stack.up();
  id = String(up.outputs["id"]?.value);
  expect(s.calls()).toEqual([`POST /edges/https/${EDGE}/routes 201`]);
  const { workspace } = s.stack.stack;
  s.mark();
  // The CLI as a pipeline runs it (asynchronously: the emulator answers from this process).
  await new Promise<void>((resolve, reject) =>
    execFile(workspace.pulumiCommand.command, ["refresh", "--yes", "--non-interactive", "--stack", s.stack.name], { cwd: s.stack.dir, env: { ...process.env, ...workspace.envVars } }, (e) => (e ? reject(e) : resolve())),
  );
  expect(s.calls()).toEqual([`GET ${routePath()} 200`, `GET ${routePath()} 200`]);
});

test("after rotations, an update that leaves the secrets alone names only the changed module in its diff", async () => {
  // A rotated client secret: its record (`__secretsChanged`) stays in the inputs, internal to the engine.
  await setRoute({ description: "api", ...MODULES, oidc: { ...MODULES.oidc, clientSecret: SECRETS.rotated } });
  s.mark();
  await s.stack.up();
  expect(s.calls()).toEqual([`PATCH ${routePath()} 200`]);
  expect(JSON.parse(s.entries()[0]?.requestBody ?? "").oidc.client_secret).toBe(SECRETS.rotated);
  await setRoute({ description: "api", ...MODULES, oidc: { ...MODULES.oidc, clientSecret: SECRETS.rotated }, circuitBreaker: { ...MODULES.circuitBreaker, numBuckets: 30 } });
  const rows = (await s.stack.preview()).stdout.split("\n").filter((l) => / route .*\[diff: /.test(l));
  expect(rows.map((l) => l.trim().replace(/\s+/g, " "))).toEqual(["~ pulumi-nodejs:dynamic/ingress:HttpsEdgeRoute route update [diff: ~circuitBreaker]"]);
});

test("no client or webhook secret, nor the API key, in plaintext in the state or the engine's output", async () => {
  // After the create, the rotation and the preview (whose RPC traces carry the inputs).
  const everything = JSON.stringify(await s.stack.exportState()) + visibleOutput(s.stack.allOutput());
  for (const secret of [...Object.values(SECRETS), s.emulator.apiKey]) expect([secret, everything.includes(secret)]).toEqual([secret, false]);
  for (const trace of secretsInDebugTraces(s.stack.allOutput(), Object.values(SECRETS))) expect(trace).toContain("RegisterResource RPC finished");
});
