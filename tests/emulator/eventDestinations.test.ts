/** `/event_destinations` as the emulator serves it: the wire model's rules, credentials never stored nor returned, the delete of a destination in use refused. */
import type { Emulator } from "../../emulator";
import { EVENT_DESTINATIONS } from "../../provider/resources/eventDestination/wire";
import { expectError, idOf, start, TIME, type Api } from "./helpers";

let emulator: Emulator;
let api: Api;
beforeEach(async () => ({ emulator, api } = await start({ seed: {} })));
afterEach(() => emulator.close());

const FIREHOSE = { delivery_stream_arn: "arn:aws:firehose:us-east-1:1:deliverystream/s", auth: { creds: { aws_access_key_id: "AKIA1", aws_secret_access_key: "aws-s3cret" } } };
const DATADOG = { api_key: "dd-s3cret", ddsite: "datadoghq.eu" };

test("create 201 stores and answers the target without its credentials; get, list, delete", async () => {
  const r = await api.post("/event_destinations", { description: "siem", format: "json", target: { firehose: FIREHOSE } });
  expect(r.status).toBe(201);
  const id = r.body.id as string;
  const held = { firehose: { delivery_stream_arn: FIREHOSE.delivery_stream_arn, auth: { creds: { aws_access_key_id: "AKIA1" } } } };
  expect(r.body).toStrictEqual({ id: idOf("ed_"), uri: `${emulator.baseUrl}/event_destinations/${id}`, created_at: TIME, description: "siem", format: "json", target: held });
  expect(JSON.stringify(emulator.snapshot())).not.toContain("aws-s3cret");
  expect((await api.get(`/event_destinations/${id}`)).body).toEqual(r.body);
  expect(EVENT_DESTINATIONS.page.parse((await api.get("/event_destinations")).body).event_destinations).toEqual([r.body]);
  expect((await api.del(`/event_destinations/${id}`)).status).toBe(204);
  expectError(await api.get(`/event_destinations/${id}`), 404, "ERR_NOT_FOUND", `event destination ${id} not found`);
});

test("PATCH: a field left out is kept, a target replaces the whole target", async () => {
  const id = (await api.post("/event_destinations", { description: "d", format: "json", target: { firehose: FIREHOSE } })).body.id as string;
  const r = await api.patch(`/event_destinations/${id}`, { target: { datadog: DATADOG } });
  expect(r.status).toBe(200);
  expect(r.body).toMatchObject({ description: "d", format: "json", target: { datadog: { ddsite: "datadoghq.eu" } } });
  expect(Object.keys(r.body.target as object)).toEqual(["datadog"]);
  expect(JSON.stringify(emulator.snapshot())).not.toContain("dd-s3cret");
});

test.each([
  ["no target", { format: "json" }, "target is required"],
  ["an empty target", { format: "json", target: {} }, "target must set exactly one of firehose, kinesis, cloudwatch_logs, datadog, azure_logs_ingestion; got none"],
  ["two target kinds", { format: "json", target: { firehose: FIREHOSE, datadog: DATADOG } }, "target must set exactly one of firehose, kinesis, cloudwatch_logs, datadog, azure_logs_ingestion; got 2: firehose, datadog"],
  ["two kinds of AWS auth", { format: "json", target: { kinesis: { stream_arn: "arn:k", auth: { role: { role_arn: "arn:r" }, creds: FIREHOSE.auth.creds } } } }, "target.kinesis.auth must set exactly one of role, creds; got 2: role, creds"],
  ["an AWS target without auth", { format: "json", target: { cloudwatch_logs: { log_group_arn: "arn:l" } } }, "target.cloudwatch_logs.auth is required"],
  ["a Datadog target without its API key", { format: "json", target: { datadog: { ddsite: "datadoghq.eu" } } }, "target.datadog.api_key is required"],
  ["another format", { format: "xml", target: { datadog: DATADOG } }, 'format must be json, the only format (ERR_NGROK_235); got "xml"'],
])("create refuses %s with 400", async (_name, body, msg) => {
  expectError(await api.post("/event_destinations", body), 400, "ERR_VALIDATION", msg);
  expect(emulator.snapshot().event_destinations).toEqual({});
});

test("a destination an event subscription sends to cannot be deleted (ERR_NGROK_5112); once the subscription lets go, it can", async () => {
  const id = (await api.post("/event_destinations", { format: "json", target: { datadog: DATADOG } })).body.id as string;
  const sub = (await api.post("/event_subscriptions", { sources: [{ type: "ip_policy_created.v0" }], destination_ids: [id] })).body.id as string;
  expectError(await api.del(`/event_destinations/${id}`), 400, "ERR_NGROK_5112", `Event Destination "${id}" cannot be deleted because it is still in use by at least one Event Stream (${sub})`);
  expect((await api.del(`/event_subscriptions/${sub}`)).status).toBe(204);
  expect((await api.del(`/event_destinations/${id}`)).status).toBe(204);
});
