// EventDestination's dynamic provider in process against the emulator, step by step as the engine
// drives it (tests/support/providerSteps.ts): every call, every body, the outputs, the refusals. Moved
// from tests/engine/eventDestination.test.ts, each test under its name there, the first without "nor
// the state in plaintext": what only the engine proves stays under the engine, now in
// tests/engine/secretInputsInState.test.ts (two ups of a stack shared with two other families), that its credential, a secret input, is in no plaintext in the state at up and after a
// rotation. An id handed on as an Output to a subscription's destinationIds, and the subscription
// deleted before the destination, are tests/engine/wholeAccount.test.ts's (siem and audit). Each
// function alone, every check rule and the bookkeeping of a rotation are
// tests/unit/eventDestinationProvider.test.ts's; not repeated here.
import * as eventDestination from "../../provider/resources/eventDestination/family";
import * as eventSubscription from "../../provider/resources/eventSubscription/family";
import { outOfBand } from "../support/outOfBand";
import { useProviderService } from "../support/providerService";
import { stepsOf } from "../support/providerSteps";

const service = useProviderService();
const { mark, calls, bodies } = service;
const dest = stepsOf(eventDestination);
const sub = stepsOf(eventSubscription);
const datadog = (apiKey: string) => ({ datadog: { apiKey, ddsite: "datadoghq.eu" } });

test("up creates the destination with exactly one API call; its credential is not in the outputs", async () => {
  mark();
  expect(await dest.up({ target: datadog("dd-s3cret-1"), description: "v1" })).toBe("create");
  expect(dest.id).toMatch(/^ed_[A-Za-z0-9]+$/);
  expect(calls()).toEqual(["POST /event_destinations 201"]);
  expect(bodies()).toEqual([{ format: "json", description: "v1", target: { datadog: { api_key: "dd-s3cret-1", ddsite: "datadoghq.eu" } } }]);
  expect(dest.outputs["format"]).toBe("json");
  expect(dest.outputs["target"]).toEqual({ datadog: { ddsite: "datadoghq.eu" } });
  expect(JSON.stringify(dest.outputs)).not.toContain("dd-s3cret-1");
  expect(JSON.stringify(service.emulator.snapshot())).not.toContain("dd-s3cret-1");
});

test("a second preview reports no changes and makes no API call", async () => {
  mark();
  expect(await dest.preview({ target: datadog("dd-s3cret-1"), description: "v1" })).toBe("same");
  expect(calls()).toEqual([]);
});

test("a description change is one PATCH holding only it, the same id", async () => {
  const id = dest.id;
  mark();
  expect(await dest.up({ target: datadog("dd-s3cret-1"), description: "v2" })).toBe("update");
  expect(dest.id).toBe(id);
  expect(calls()).toEqual([`PATCH /event_destinations/${id} 200`]);
  expect(bodies()).toEqual([{ description: "v2" }]);
});

test("refresh is one GET and finds no drift", async () => {
  const before = dest.outputs;
  mark();
  expect(await dest.refresh()).toEqual(before);
  expect(calls()).toEqual([`GET /event_destinations/${dest.id} 200`]);
});

test("a rotated API key is one PATCH sending the target with it; then nothing is left to do", async () => {
  const rotated = { target: datadog("dd-s3cret-2"), description: "v2" };
  mark();
  expect(await dest.preview(rotated)).toBe("update");
  expect(await dest.up(rotated)).toBe("update");
  expect(calls()).toEqual([`PATCH /event_destinations/${dest.id} 200`]);
  expect(bodies()).toEqual([{ target: { datadog: { api_key: "dd-s3cret-2", ddsite: "datadoghq.eu" } } }]);
  expect(JSON.stringify(dest.outputs)).not.toContain("dd-s3cret-2");
  mark();
  expect(await dest.preview(rotated)).toBe("same");
  const after = dest.outputs;
  expect(await dest.refresh()).toEqual(after);
  expect(await dest.preview(rotated)).toBe("same");
  expect(calls()).toEqual([`GET /event_destinations/${dest.id} 200`]);
});

test("an out-of-band change of the target is caught by refresh and put back by up", async () => {
  await outOfBand(service.emulator, "PATCH", `/event_destinations/${dest.id}`, { target: { datadog: { api_key: "someone-else", ddsite: "datadoghq.com" } } });
  await dest.refresh();
  expect(dest.outputs["target"]).toEqual({ datadog: { ddsite: "datadoghq.com" } });
  expect(await dest.preview({ target: datadog("dd-s3cret-2"), description: "v2" })).toBe("update");
  mark();
  expect(await dest.up({ target: datadog("dd-s3cret-2"), description: "v2" })).toBe("update");
  expect(bodies()).toEqual([{ target: { datadog: { api_key: "dd-s3cret-2", ddsite: "datadoghq.eu" } } }]);
  expect(service.emulator.snapshot().event_destinations[dest.id]?.target).toEqual({ datadog: { ddsite: "datadoghq.eu" } });
});

test("a change of target kind is made in place: one PATCH with the new target", async () => {
  const firehose = { firehose: { deliveryStreamArn: "arn:aws:firehose:us-east-1:1:deliverystream/s", auth: { role: { roleArn: "arn:aws:iam::1:role/ngrok" } } } };
  const id = dest.id;
  mark();
  expect(await dest.up({ target: firehose, description: "v2" })).toBe("update");
  expect(dest.id).toBe(id);
  expect(calls()).toEqual([`PATCH /event_destinations/${id} 200`]);
  expect(bodies()).toEqual([
    { target: { firehose: { delivery_stream_arn: "arn:aws:firehose:us-east-1:1:deliverystream/s", auth: { role: { role_arn: "arn:aws:iam::1:role/ngrok" } } } } },
  ]);
  expect(dest.outputs["target"]).toEqual(firehose);
});

test("an event subscription takes the destination's id in destinationIds, as it takes a literal id", async () => {
  expect(await dest.up({ target: datadog("dd-s3cret-2"), description: "v2" })).toBe("update");
  expect(await sub.up({ sources: ["ip_policy_created.v0"], destinationIds: [dest.id] })).toBe("create");
  expect(sub.outputs["destinationIds"]).toEqual([dest.id]);
  expect(service.emulator.snapshot().event_subscriptions[sub.id]?.destination_ids).toEqual([dest.id]);
});

describe("bad inputs fail at preview, naming the field and the rule, with no API call", () => {
  // A target's failures are the resource's (property ""): the engine would print the target, which holds a credential.
  const cases: [string, Record<string, unknown>, string][] = [
    [
      "two target kinds",
      { target: { datadog: { apiKey: "k" }, kinesis: { streamArn: "arn:k", auth: { role: { roleArn: "arn:r" } } } } },
      "target must set exactly one of firehose, kinesis, cloudwatchLogs, datadog, azureLogsIngestion; got 2: kinesis, datadog",
    ],
    [
      "two kinds of AWS auth",
      { target: { kinesis: { streamArn: "arn:k", auth: { role: { roleArn: "arn:r" }, creds: { awsAccessKeyId: "A", awsSecretAccessKey: "S" } } } } },
      "target.kinesis.auth must set exactly one of role, creds; got 2: role, creds",
    ],
    ["a Datadog target without its API key", { target: { datadog: { ddsite: "datadoghq.eu" } } }, "target.datadog.apiKey is required"],
  ];
  test.each(cases)("%s", async (_name, args, reason) => {
    mark();
    await expect(dest.preview(args)).rejects.toHaveProperty("failures", [{ property: "", reason }]);
    expect(calls()).toEqual([]);
  });
});

test("destroy deletes the subscription, then the destination it depends on: one DELETE each", async () => {
  const [subId, id] = [sub.id, dest.id];
  mark();
  await sub.destroy();
  await dest.destroy();
  expect(calls()).toEqual([`DELETE /event_subscriptions/${subId} 204`, `DELETE /event_destinations/${id} 204`]);
  expect(service.emulator.snapshot().event_destinations).toEqual({});
});
