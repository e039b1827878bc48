// The live suite (./suite.ts) run in CI against the emulator through a proxy that answers as
// ngrok's service does (./proxy.ts): every family passes its create, read, update, adopt and
// delete, and the run leaves nothing behind. `npm run test:live` runs the same suite against an account.
import { startEmulator } from "../../emulator";
import type { Emulator } from "../../emulator/types";
import { FAMILY_NAMES } from "../../provider/families";
import { startNgrokProxy, type NgrokProxy } from "./proxy";
import { runLive, runPrefix } from "./suite";

let emulator: Emulator;
let proxy: NgrokProxy;
const env = { ...process.env };

beforeAll(async () => {
  // The route's edge: the package cannot create one (ngrok's accounts have none since the sunset).
  emulator = await startEmulator({ seed: { edges: [{ id: "edghts_live" }] } });
  proxy = await startNgrokProxy(emulator.baseUrl);
});

afterAll(async () => {
  process.env = env;
  await proxy.close();
  await emulator.close();
});

test("every family passes through the proxy, paced, and the run leaves nothing behind", async () => {
  const lines: string[] = [];
  const settings = { apiKey: emulator.apiKey, baseUrl: proxy.baseUrl, rateLimit: "120/60s", runId: "ci", abuseReports: true };
  const { outcomes, sweptBefore, sweptAfter } = await runLive(settings, FAMILY_NAMES, (l) => lines.push(l));
  expect(lines.filter((l) => !l.startsWith("passed"))).toEqual([]);
  expect(outcomes.filter((o) => o.result !== "passed")).toEqual([]);
  expect(outcomes.map((o) => o.family)).toEqual(FAMILY_NAMES);
  expect(lines.filter((l) => !l.startsWith("passed"))).toEqual([]);
  expect(sweptBefore).toEqual([]);
  expect(sweptAfter).toEqual([]);
  // Every request went through the proxy, which refuses one without Ngrok-Version.
  expect(emulator.log.every((e) => e.requestHeaders["ngrok-version"] === "2")).toBe(true);
  expect(JSON.stringify(emulator.snapshot()).includes(runPrefix("ci"))).toBe(false);
});
