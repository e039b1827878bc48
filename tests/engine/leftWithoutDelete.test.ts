// What leaves a stack with no DELETE, under the real engine against the emulator, on one stack and
// engine (issue 58: these were tests/engine/abuseReport.test.ts and edgesSunset.test.ts, two stacks
// and four ups; each test keeps its name there, under its family's). The first up files an abuse
// report and makes two routes of an edge, one with `retainOnDelete: true`; the account's edges then
// turn read-only (ngrok's sunset of edges, issue 33); the second up changes the report's inputs and
// drops the retained route. What only the engine proves:
// - AbuseReport: any input change files a new report, and the one the replacement forgets (the API
//   cannot withdraw it) gets its warning under the report, not the stack (the URN the SDK hands the
//   dynamic provider reaches the engine's log).
// - HttpsEdgeRoute on a read-only account: the explicit way out, `retainOnDelete: true`, drops the
//   route from the stack with no DELETE (the engine calls no provider for it); the service keeps it.
// Elsewhere: everything else of the report's provider is tests/provider/abuseReport.test.ts's, the
// refusal of a key not authorized for abuse reports tests/provider/authorization.test.ts's (its
// line), a refused create as the engine prints it tests/engine/failureLines.test.ts's; what the
// provider answers on a read-only or gone account (refresh, and changing, creating and removing a
// route each refused in one line naming the way forward, an up that only adds retainOnDelete no
// change) is tests/provider/edgesSunset.test.ts's, and the engine prints such a message as the one
// line under the resource (tests/engine/failureLines.test.ts).
import { ABUSE_REPORT_NOT_WITHDRAWN } from "../../provider/resources/abuseReport/family";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Run, startRun, type UpStepResult } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const EDGE = "edghts_main";

interface Spec {
  name: string;
  match: string;
  description: string;
  retain?: boolean;
}

const A: Spec = { name: "a", match: "/a", description: "first" };
const B: Spec = { name: "b", match: "/b", description: "second" };
const FIRST_REPORT = `urls: ["https://phish.evil.test/login", "http://Spam.evil.test/x"], metadata: "ticket 1"`;
const SECOND_REPORT = `urls: ["https://phish.evil.test/login"], metadata: "ticket 1"`;

let s: Run;
let firstReport = "";
/** The routes the service and the state held before the second up. */
let routesBefore: string[] = [];
let heldBefore: string[] = [];
/** The second up: its result and the calls it made (reads included). */
let second: UpStepResult;
let secondCalls: string[] = [];

const program = (report: string) => `
const report = new ingress.AbuseReport("report", { ${report} });
exports.reportId = report.id;
for (const r of JSON.parse(read("spec.json"))) {
  new ingress.HttpsEdgeRoute(r.name, { edgeId: "${EDGE}", matchType: "path_prefix", match: r.match, description: r.description }, r.retain ? { retainOnDelete: true } : {});
}
`;
const write = (routes: Spec[]) => s.writeFile("spec.json", JSON.stringify(routes));

/** The routes' ids the state holds, by name. */
async function heldRoutes(): Promise<Record<string, string>> {
  const state = await s.stack.exportState();
  const resources = (state.deployment as { resources: { urn: string; type: string; id?: string }[] }).resources;
  return Object.fromEntries(resources.filter((r) => r.type.endsWith(":HttpsEdgeRoute")).map((r) => [r.urn.split("::").pop() ?? "", r.id ?? ""]));
}
const serviceRoutes = (): string[] => Object.keys(s.emulator.snapshot().routes).sort();

beforeAll(async () => {
  s = await startRun("left", { emulator: { seed: { edges: [{ id: EDGE }] } }, body: program(FIRST_REPORT) });
  // Made before the sunset, b with the option already (adding it later is no change: see the provider test).
  await write([A, { ...B, retain: true }]);
  firstReport = String((await s.stack.up()).outputs["reportId"]?.value);
  s.emulator.setEdges("read-only");
  routesBefore = serviceRoutes();
  heldBefore = Object.values(await heldRoutes()).sort();
  await s.setProgram(program(SECOND_REPORT));
  await write([A]);
  s.mark();
  second = await s.stack.up();
  secondCalls = s.calls();
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

describe("AbuseReport", () => {
  test("any input change files a new report; the old one is forgotten without an API call", () => {
    expect(secondCalls.filter((c) => c.includes("/abuse_reports"))).toEqual(["POST /abuse_reports 201"]);
    expect(second.outputs["reportId"]?.value).not.toBe(firstReport);
    // The warning is the forgotten report's own, shown under it, not the stack's.
    expect(second.stdout).toContain(`pulumi-nodejs:dynamic/ingress:AbuseReport (report):\n    warning: ${firstReport}: ${ABUSE_REPORT_NOT_WITHDRAWN}\n`);
    expect(second.stdout).not.toMatch(/pulumi:pulumi:Stack \([^)]*\):\n(?: {4}.*\n)*? {4}warning: abrp_/);
    expect(Object.keys(s.emulator.snapshot().abuse_reports)).toHaveLength(2);
  });
});

describe("HttpsEdgeRoute on a read-only account", () => {
  test("read-only: retainOnDelete: true, then removing the route, drops it from the stack without a DELETE; the service keeps it", async () => {
    expect(heldBefore).toEqual(routesBefore);
    // The second up's only change is the new report's: nothing but reads reached a route.
    expect(secondCalls.filter((c) => !c.startsWith("GET "))).toEqual(["POST /abuse_reports 201"]);
    expect(Object.keys(await heldRoutes())).toEqual(["a"]);
    expect(serviceRoutes()).toEqual(routesBefore);
  });
});
