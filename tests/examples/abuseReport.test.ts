// examples/abuse-report under the real engine against the emulator: up, preview with no changes,
// destroy (which forgets the report: a filed report cannot be withdrawn).
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Run, startExample, values } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let run: Run;

beforeAll(async () => {
  run = await startExample("abuse-report", {
    config: { urls: JSON.stringify(["https://login.phish.invalid/reset", "http://Cdn.Phish.invalid/kit.zip"]), ticket: "SEC-1234" },
  });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await run?.dispose();
});

test("up files the report with one POST; it and its hostnames start PENDING", async () => {
  run.mark();
  const up = await run.stack.up();
  const reports = run.emulator.snapshot().abuse_reports;
  const [id] = Object.keys(reports);
  expect(up.summary).toEqual({ create: 2 });
  expect(run.calls()).toEqual(["POST /abuse_reports 201"]);
  expect(values(up.outputs)).toEqual({
    id,
    status: "PENDING",
    hostnames: [
      { hostname: "login.phish.invalid", status: "PENDING" },
      { hostname: "cdn.phish.invalid", status: "PENDING" },
    ],
  });
  expect(reports[id ?? ""]?.metadata).toBe("SEC-1234");
});

test("preview then shows no changes and makes no API call", async () => {
  run.mark();
  expect((await run.stack.preview()).summary).toEqual({ same: 2 });
  expect(run.calls()).toEqual([]);
});

test("destroy forgets the report without any API call", async () => {
  const before = Object.keys(run.emulator.snapshot().abuse_reports);
  run.mark();
  expect((await run.stack.destroy()).summary).toEqual({ delete: 2 });
  expect(run.calls()).toEqual([]);
  expect(Object.keys(run.emulator.snapshot().abuse_reports)).toEqual(before);
});
