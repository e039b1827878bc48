// EventDestination under the real engine against the emulator: one stack, steps chained in order.
// Its credentials are secret inputs: never in the state in plaintext, never outputs.
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, failureOf, outOfBand, type Run, startRun } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let s: Run;
let id = "";

const datadog = (apiKey: string, more = "") => `target: { datadog: { apiKey: "${apiKey}", ddsite: "datadoghq.eu"${more} } }`;
const program = (args: string, extra = "") => `
const d = new ingress.EventDestination("dest", { ${args} });
exports.id = d.id;
exports.format = d.format;
exports.target = d.target;
exports.description = d.description;
${extra}`;

const stateText = async () => JSON.stringify(await s.stack.exportState());

beforeAll(async () => {
  s = await startRun("evd", { body: program(`${datadog("dd-s3cret-1")}, description: "v1"`) });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

test("up creates the destination with exactly one API call; its credential is in neither the outputs nor the state in plaintext", async () => {
  s.mark();
  const up = await s.stack.up();
  id = String(up.outputs["id"]?.value);
  expect(id).toMatch(/^ed_[A-Za-z0-9]+$/);
  expect(s.calls()).toEqual(["POST /event_destinations 201"]);
  expect(JSON.parse(s.entries()[0]?.requestBody ?? "")).toEqual({ format: "json", description: "v1", target: { datadog: { api_key: "dd-s3cret-1", ddsite: "datadoghq.eu" } } });
  expect(up.outputs["format"]?.value).toBe("json");
  expect(up.outputs["target"]?.value).toEqual({ datadog: { ddsite: "datadoghq.eu" } });
  expect(await stateText()).not.toContain("dd-s3cret-1");
  expect(JSON.stringify(s.emulator.snapshot())).not.toContain("dd-s3cret-1");
});

test("a second preview reports no changes and makes no API call", async () => {
  s.mark();
  expect((await s.stack.preview()).summary).toEqual({ same: 2 });
  expect(s.calls()).toEqual([]);
});

test("a description change is one PATCH holding only it, the same id", async () => {
  await s.setProgram(program(`${datadog("dd-s3cret-1")}, description: "v2"`));
  s.mark();
  const up = await s.stack.up();
  expect(String(up.outputs["id"]?.value)).toBe(id);
  expect(s.calls()).toEqual([`PATCH /event_destinations/${id} 200`]);
  expect(JSON.parse(s.entries()[0]?.requestBody ?? "")).toEqual({ description: "v2" });
});

test("refresh is one GET and finds no drift", async () => {
  s.mark();
  expect((await s.stack.refresh()).summary).toEqual({ same: 2 });
  expect(s.calls()).toEqual([`GET /event_destinations/${id} 200`]);
});

test("a rotated API key is one PATCH sending the target with it; then nothing is left to do", async () => {
  await s.setProgram(program(`${datadog("dd-s3cret-2")}, description: "v2"`));
  s.mark();
  expect((await s.stack.preview()).summary).toEqual({ same: 1, update: 1 });
  await s.stack.up();
  const changes = s.entries().filter((e) => e.method !== "GET");
  expect(changes.map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual([`PATCH /event_destinations/${id} 200`]);
  expect(JSON.parse(changes[0]?.requestBody ?? "")).toEqual({ target: { datadog: { api_key: "dd-s3cret-2", ddsite: "datadoghq.eu" } } });
  expect(await stateText()).not.toContain("dd-s3cret-2");
  s.mark();
  expect((await s.stack.preview()).summary).toEqual({ same: 2 });
  expect((await s.stack.refresh()).summary).toEqual({ same: 2 });
  expect((await s.stack.preview()).summary).toEqual({ same: 2 });
});

test("an out-of-band change of the target is caught by refresh and put back by up", async () => {
  await outOfBand(s.emulator, "PATCH", `/event_destinations/${id}`, { target: { datadog: { api_key: "someone-else", ddsite: "datadoghq.com" } } });
  await s.stack.refresh();
  expect((await s.stack.preview()).summary).toEqual({ same: 1, update: 1 });
  await s.stack.up();
  expect(s.emulator.snapshot().event_destinations[id]?.target).toEqual({ datadog: { ddsite: "datadoghq.eu" } });
});

test("a change of target kind is made in place: one PATCH with the new target", async () => {
  const firehose = `target: { firehose: { deliveryStreamArn: "arn:aws:firehose:us-east-1:1:deliverystream/s", auth: { role: { roleArn: "arn:aws:iam::1:role/ngrok" } } } }`;
  await s.setProgram(program(`${firehose}, description: "v2"`));
  s.mark();
  const up = await s.stack.up();
  expect(String(up.outputs["id"]?.value)).toBe(id);
  const changes = s.entries().filter((e) => e.method !== "GET");
  expect(changes.map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual([`PATCH /event_destinations/${id} 200`]);
  expect(up.outputs["target"]?.value).toEqual({ firehose: { deliveryStreamArn: "arn:aws:firehose:us-east-1:1:deliverystream/s", auth: { role: { roleArn: "arn:aws:iam::1:role/ngrok" } } } });
});

test("an event subscription takes the destination's id in destinationIds, as it takes a literal id", async () => {
  const sub = `const sub = new ingress.EventSubscription("sub", { sources: ["ip_policy_created.v0"], destinationIds: [d.id] });\nexports.sub = sub.destinationIds;`;
  await s.setProgram(program(`${datadog("dd-s3cret-2")}, description: "v2"`, sub));
  const up = await s.stack.up();
  expect(up.outputs["sub"]?.value).toEqual([id]);
  const [subscription] = Object.values(s.emulator.snapshot().event_subscriptions);
  expect(subscription?.destination_ids).toEqual([id]);
});

describe("bad inputs fail at preview, naming the field and the rule, with no API call", () => {
  const cases: [string, string, string][] = [
    [
      "two target kinds",
      `target: { datadog: { apiKey: "k" }, kinesis: { streamArn: "arn:k", auth: { role: { roleArn: "arn:r" } } } }`,
      "target must set exactly one of firehose, kinesis, cloudwatchLogs, datadog, azureLogsIngestion; got 2: kinesis, datadog",
    ],
    ["two kinds of AWS auth", `target: { kinesis: { streamArn: "arn:k", auth: { role: { roleArn: "arn:r" }, creds: { awsAccessKeyId: "A", awsSecretAccessKey: "S" } } } }`, "target.kinesis.auth must set exactly one of role, creds; got 2: role, creds"],
    ["a Datadog target without its API key", `target: { datadog: { ddsite: "datadoghq.eu" } }`, "target.datadog.apiKey is required"],
  ];
  test.each(cases)("%s", async (_name, args, message) => {
    await s.setProgram(program(args));
    s.mark();
    expect(await failureOf(s.stack.preview())).toContain(message);
    expect(s.calls()).toEqual([]);
  });
});

test("destroy deletes the subscription, then the destination it depends on: one DELETE each", async () => {
  s.mark();
  await s.stack.destroy();
  expect(s.calls().filter((c) => c.startsWith("DELETE"))).toEqual([expect.stringMatching(/^DELETE \/event_subscriptions\/esb_\w+ 204$/), `DELETE /event_destinations/${id} 204`]);
  expect(s.emulator.snapshot().event_destinations).toEqual({});
});
