// AbuseReport under the real engine against the emulator, slimmed to what only the engine proves:
// the warning of a report a replacement forgets is shown under the report, not the stack (the URN
// the SDK hands the dynamic provider reaches the engine's log). Two ups. Everything else this suite
// checked moved to tests/provider/abuseReport.test.ts; the refusal of a key not authorized for abuse
// reports is tests/provider/authorization.test.ts's (its line), a refused create as the engine prints
// it tests/engine/failureLines.test.ts's.
import { ABUSE_REPORT_NOT_WITHDRAWN } from "../../provider/resources/abuseReport/family";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Run, startRun } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let s: Run;

const program = (args: string) => `
const report = new ingress.AbuseReport("report", { ${args} });
exports.id = report.id;
`;

beforeAll(async () => {
  s = await startRun("abuse", { body: program(`urls: ["https://phish.evil.test/login", "http://Spam.evil.test/x"], metadata: "ticket 1"`) });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

test("any input change files a new report; the old one is forgotten without an API call", async () => {
  const id = String((await s.stack.up()).outputs["id"]?.value);
  await s.setProgram(program(`urls: ["https://phish.evil.test/login"], metadata: "ticket 1"`));
  s.mark();
  const up = await s.stack.up();
  expect(s.calls()).toEqual(["POST /abuse_reports 201"]);
  expect(up.outputs["id"]?.value).not.toBe(id);
  // The warning is the forgotten report's own, shown under it, not the stack's.
  expect(up.stdout).toContain(`pulumi-nodejs:dynamic/ingress:AbuseReport (report):\n    warning: ${id}: ${ABUSE_REPORT_NOT_WITHDRAWN}\n`);
  expect(up.stdout).not.toMatch(/pulumi:pulumi:Stack \([^)]*\):\n(?: {4}.*\n)*? {4}warning: abrp_/);
  expect(Object.keys(s.emulator.snapshot().abuse_reports)).toHaveLength(2);
});
