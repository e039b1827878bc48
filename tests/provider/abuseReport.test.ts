// AbuseReport's dynamic provider in process against the emulator, step by step as the engine drives it
// (tests/support/providerSteps.ts): create-only, replaced on change, never deleted. Moved from
// tests/engine/abuseReport.test.ts, each test under its name there. The inputs carry the report's URN
// as the SDK sets it (REPORT_URN), so its warning is the one the provider gives the engine; out of
// the engine it is printed (console.warn). What only the engine proves stays under
// the engine (tests/engine/leftWithoutDelete.test.ts, two ups of a stack it shares with routes): that warning shown under the report, not the stack. The
// refusal of a key not authorized for abuse reports is tests/provider/authorization.test.ts's (its
// line), a refused create as the engine prints it tests/engine/failureLines.test.ts's.
import * as abuseReport from "../../provider/resources/abuseReport/family";
import { ENV_API_KEY } from "../../provider/process/settings";
import { useProviderService } from "../support/providerService";
import { stepsOf } from "../support/providerSteps";

const { ABUSE_REPORT_NOT_WITHDRAWN, REPORT_URN } = abuseReport;
// Processed as soon as it is read; its create is answered PENDING all the same.
const service = useProviderService({ abuseProcessingDelayMs: 0 });
const { mark, calls } = service;
const report = stepsOf(abuseReport);
const URN = "urn:pulumi:abuse::abuse::pulumi-nodejs:dynamic/ingress:AbuseReport::report";
const args = (more: Record<string, unknown>) => ({ [REPORT_URN]: URN, ...more });

/** What the provider printed while `step` ran, each call's arguments. */
async function warnings(step: () => Promise<unknown>): Promise<unknown[][]> {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  try {
    await step();
    return warn.mock.calls;
  } finally {
    warn.mockRestore();
  }
}

test("up files the report with exactly one API call; it and its hostnames start PENDING", async () => {
  mark();
  expect(await report.up(args({ urls: ["https://phish.evil.test/login", "http://Spam.evil.test/x"], metadata: "ticket 1" }))).toBe("create");
  expect(calls()).toEqual(["POST /abuse_reports 201"]);
  expect(report.id).toMatch(/^abrp_[A-Za-z0-9]+$/);
  expect(report.outputs["status"]).toBe("PENDING");
  expect(report.outputs["hostnames"]).toEqual([
    { hostname: "phish.evil.test", status: "PENDING" },
    { hostname: "spam.evil.test", status: "PENDING" },
  ]);
});

test("a second preview reports no changes and makes no API call", async () => {
  mark();
  expect(await report.preview(args({ urls: ["https://phish.evil.test/login", "http://Spam.evil.test/x"], metadata: "ticket 1" }))).toBe("same");
  expect(calls()).toEqual([]);
});

test("refresh brings the service's current status", async () => {
  mark();
  await report.refresh();
  expect(calls()).toEqual([`GET /abuse_reports/${report.id} 200`]);
  expect(report.outputs["status"]).toBe("PROCESSED");
  expect(report.outputs["hostnames"]).toEqual([
    { hostname: "phish.evil.test", status: "BANNED" },
    { hostname: "spam.evil.test", status: "BANNED" },
  ]);
});

test("any input change files a new report; the old one is forgotten without an API call", async () => {
  const id = report.id;
  mark();
  const warned = await warnings(async () => expect(await report.up(args({ urls: ["https://phish.evil.test/login"], metadata: "ticket 1" }))).toBe("replace"));
  expect(calls()).toEqual(["POST /abuse_reports 201"]);
  expect(report.id).not.toBe(id);
  expect(warned).toEqual([[`warning: ${id}: ${ABUSE_REPORT_NOT_WITHDRAWN}`]]);
  expect(Object.keys(service.emulator.snapshot().abuse_reports)).toHaveLength(2);
});

describe("bad inputs fail at preview, naming the field and the rule, with no API call", () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ["empty urls", { urls: [] }, "urls", "urls must have at least 1 entry"],
    ["a URL without a hostname", { urls: ["mailto:x@evil.test"] }, "urls", 'urls[0] must be an absolute http:// or https:// URL with a hostname; got "mailto:x@evil.test"'],
    ["metadata over 4096 bytes", { urls: ["https://a.evil.test/"], metadata: "é".repeat(2049) }, "metadata", "metadata must be at most 4096 bytes (UTF-8); got 4098 bytes"],
  ];
  test.each(cases)("%s", async (_name, more, property, reason) => {
    mark();
    await expect(report.preview(args(more))).rejects.toHaveProperty("failures", [{ property, reason }]);
    expect(calls()).toEqual([]);
  });
});

test("destroy forgets the reports and makes no API call", async () => {
  const id = report.id;
  mark();
  expect(await warnings(() => report.destroy())).toEqual([[`warning: ${id}: ${ABUSE_REPORT_NOT_WITHDRAWN}`]]);
  expect(calls()).toEqual([]);
  expect(report.held).toBeUndefined();
  expect(Object.keys(service.emulator.snapshot().abuse_reports)).toHaveLength(2);
});

test("an account not authorized for abuse reports gets a clear error naming that cause", async () => {
  const key = process.env[ENV_API_KEY];
  process.env[ENV_API_KEY] = service.emulator.restrictedApiKey;
  try {
    mark();
    await expect(report.up(args({ urls: ["https://phish.evil.test/login"] }))).rejects.toThrow(
      new RegExp(
        "^this account is not authorized to file abuse reports: ask the service to authorize it for abuse reports " +
          "\\(POST /abuse_reports failed: 403 ERR_ABUSE_REPORTS_NOT_AUTHORIZED this account is not authorized to create abuse reports \\(operation op_[0-9A-Za-z]{27}\\)\\)$",
      ),
    );
    expect(calls()).toEqual(["POST /abuse_reports 403"]);
  } finally {
    process.env[ENV_API_KEY] = key;
  }
});
