// AbuseReport under the real engine against the emulator: create-only, replaced on change, never deleted.
import { ABUSE_REPORT_NOT_WITHDRAWN } from "../../provider/resources/abuseReport/family";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, failureOf, findResource, type Run, startRun } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let s: Run;
let id = "";

const program = (args: string) => `
const report = new ingress.AbuseReport("report", { ${args} });
exports.id = report.id;
exports.status = report.status;
exports.hostnames = report.hostnames;
`;


beforeAll(async () => {
  s = await startRun("abuse", { body: program(`urls: ["https://phish.evil.test/login", "http://Spam.evil.test/x"], metadata: "ticket 1"`) });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

test("up files the report with exactly one API call; it and its hostnames start PENDING", async () => {
  s.mark();
  const up = await s.stack.up();
  expect(s.calls()).toEqual(["POST /abuse_reports 201"]);
  id = String(up.outputs["id"]?.value);
  expect(id).toMatch(/^abrp_[A-Za-z0-9]+$/);
  expect(up.outputs["status"]?.value).toBe("PENDING");
  expect(up.outputs["hostnames"]?.value).toEqual([
    { hostname: "phish.evil.test", status: "PENDING" },
    { hostname: "spam.evil.test", status: "PENDING" },
  ]);
});

test("a second preview reports no changes and makes no API call", async () => {
  s.mark();
  expect((await s.stack.preview()).summary).toEqual({ same: 2 });
  expect(s.calls()).toEqual([]);
});

test("refresh brings the service's current status", async () => {
  await new Promise((r) => setTimeout(r, 600)); // the emulator processes reports after 500 ms
  s.mark();
  await s.stack.refresh();
  expect(s.calls()).toEqual([`GET /abuse_reports/${id} 200`]);
  const outputs = findResource(await s.stack.exportState(), "report").outputs ?? {};
  expect(outputs["status"]).toBe("PROCESSED");
  expect(outputs["hostnames"]).toEqual([
    { hostname: "phish.evil.test", status: "BANNED" },
    { hostname: "spam.evil.test", status: "BANNED" },
  ]);
});

test("any input change files a new report; the old one is forgotten without an API call", async () => {
  await s.setProgram(program(`urls: ["https://phish.evil.test/login"], metadata: "ticket 1"`));
  s.mark();
  const up = await s.stack.up();
  expect(s.calls()).toEqual(["POST /abuse_reports 201"]);
  expect(up.outputs["id"]?.value).not.toBe(id);
  // The warning is the forgotten report's own, shown under it, not the stack's.
  expect(up.stdout).toContain(`pulumi-nodejs:dynamic/ingress:AbuseReport (report):\n    warning: ${id}: ${ABUSE_REPORT_NOT_WITHDRAWN}\n`);
  expect(up.stdout).not.toMatch(/pulumi:pulumi:Stack \([^)]*\):\n(?: {4}.*\n)*? {4}warning: abrp_/);
  id = String(up.outputs["id"]?.value);
  expect(Object.keys(s.emulator.snapshot().abuse_reports)).toHaveLength(2);
});

describe("bad inputs fail at preview, naming the field and the rule, with no API call", () => {
  const cases: [string, string, string][] = [
    ["empty urls", `urls: []`, "urls must have at least 1 entry"],
    ["a URL without a hostname", `urls: ["mailto:x@evil.test"]`, `urls[0] must be an absolute http:// or https:// URL with a hostname; got "mailto:x@evil.test"`],
    ["metadata over 4096 bytes", `urls: ["https://a.evil.test/"], metadata: "é".repeat(2049)`, "metadata must be at most 4096 bytes (UTF-8); got 4098 bytes"],
  ];
  test.each(cases)("%s", async (_name, args, message) => {
    await s.setProgram(program(args));
    s.mark();
    expect(await failureOf(s.stack.preview())).toContain(message);
    expect(s.calls()).toEqual([]);
  });
});

test("destroy forgets the reports and makes no API call", async () => {
  await s.setProgram(program(`urls: ["https://phish.evil.test/login"], metadata: "ticket 1"`));
  s.mark();
  const down = await s.stack.destroy();
  expect(s.calls()).toEqual([]);
  expect(down.summary).toEqual({ delete: 2 });
  expect(Object.keys(s.emulator.snapshot().abuse_reports)).toHaveLength(2);
});

test("an account not authorized for abuse reports gets a clear error naming that cause", async () => {
  await s.setProgram(program(`urls: ["https://phish.evil.test/login"]`));
  await s.stack.setConfig({ "ingress:apiKey": { value: s.emulator.restrictedApiKey, secret: true } });
  expect(await failureOf(s.stack.up())).toContain("this account is not authorized to file abuse reports");
});
