// The EventDestination provider's check, diff, create, read, update and delete, called directly
// against the emulator in process: every call it makes, every body it sends, its outputs exactly,
// and each refusal's message (made by check, before any API call).
import * as evd from "../../provider/resources/eventDestination/family";
import { SECRETS_APPLIED, SECRETS_CHANGED } from "../../provider/lifecycle/secretRotation";
import { useProviderService } from "../support/providerService";

const TIME = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

const service = useProviderService({ seed: {} });
const { mark, calls, bodies } = service;

const creds = (secret: string) => ({ awsAccessKeyId: "AKIA1", awsSecretAccessKey: secret });
const FIREHOSE = { deliveryStreamArn: "arn:aws:firehose:us-east-1:1:deliverystream/s", auth: { creds: creds("aws-s3cret") } };
const DATADOG = { apiKey: "dd-s3cret", ddsite: "datadoghq.eu" };

describe("check refuses bad inputs before any API call, naming the field and the rule", () => {
  const cases: [string, Record<string, unknown>, { property: string; reason: string }[]][] = [
    [
      "two target kinds",
      { target: { firehose: FIREHOSE, datadog: DATADOG } },
      [{ property: "", reason: "target must set exactly one of firehose, kinesis, cloudwatchLogs, datadog, azureLogsIngestion; got 2: firehose, datadog" }],
    ],
    ["no target kind", { target: {} }, [{ property: "", reason: "target must set exactly one of firehose, kinesis, cloudwatchLogs, datadog, azureLogsIngestion; got none" }]],
    ["no target", {}, [{ property: "", reason: "target is required" }]],
    [
      "two kinds of AWS auth",
      { target: { cloudwatchLogs: { logGroupArn: "arn:l", auth: { role: { roleArn: "arn:r" }, creds: creds("x") } } } },
      [{ property: "", reason: "target.cloudwatchLogs.auth must set exactly one of role, creds; got 2: role, creds" }],
    ],
    ["an AWS target without auth", { target: { kinesis: { streamArn: "arn:k" } } }, [{ property: "", reason: "target.kinesis.auth is required" }]],
    // A problem with a credential is the resource's: the engine would print the property's value.
    ["an empty Datadog API key", { target: { datadog: { apiKey: "" } } }, [{ property: "", reason: "target.datadog.apiKey must not be empty" }]],
    ["a target kind the API does not have", { target: { s3: { bucketArn: "arn:b" } } }, [
      { property: "", reason: "target.s3 is not a known field (allowed fields are listed in the API reference)" },
      { property: "", reason: "target must set exactly one of firehose, kinesis, cloudwatchLogs, datadog, azureLogsIngestion; got none" },
    ]],
    ["another format", { format: "xml", target: { datadog: DATADOG } }, [{ property: "format", reason: 'format must be json, the only format (ERR_NGROK_235); got "xml"' }]],
    ["a description over 255 bytes", { description: "é".repeat(128), target: { datadog: DATADOG } }, [{ property: "description", reason: "description must be at most 255 bytes (UTF-8); got 256 bytes" }]],
  ];
  test.each(cases)("%s", async (_name, news, failures) => {
    mark();
    expect((await evd.check({}, news)).failures).toEqual(failures);
    expect(calls()).toEqual([]);
  });

  test("a valid target passes, format defaulting to json", async () => {
    expect((await evd.check({}, { target: { datadog: DATADOG } })).failures).toEqual([]);
  });

  test("the format is taken in either case, as the spec writes JSON and the service json", async () => {
    expect((await evd.check({}, { format: "JSON", target: { datadog: DATADOG } })).failures).toEqual([]);
  });
});

describe("lifecycle", () => {
  let id = "";
  let outs: evd.EvdOutputs;
  const inputs: evd.EvdInputs = { description: "siem", target: { firehose: FIREHOSE } };

  test("create: one POST with format json and the target whole; outputs hold no credential", async () => {
    mark();
    const created = await evd.create(inputs);
    id = created.id;
    outs = created.outs as evd.EvdOutputs;
    expect(calls()).toEqual(["POST /event_destinations 201"]);
    expect(bodies()).toEqual([
      { format: "json", description: "siem", target: { firehose: { delivery_stream_arn: FIREHOSE.deliveryStreamArn, auth: { creds: { aws_access_key_id: "AKIA1", aws_secret_access_key: "aws-s3cret" } } } } },
    ]);
    expect(outs).toEqual({
      uri: `${service.emulator.baseUrl}/event_destinations/${id}`,
      createdAt: TIME,
      description: "siem",
      metadata: null,
      format: "json",
      target: { firehose: { deliveryStreamArn: FIREHOSE.deliveryStreamArn, auth: { creds: { awsAccessKeyId: "AKIA1" } } } },
    });
    expect(JSON.stringify(outs)).not.toContain("s3cret");
  });

  test("diff: the same program is no change, whatever the credential the service cannot show", async () => {
    expect(await evd.diff(id, outs, inputs)).toEqual({ changes: false, replaces: [], deleteBeforeReplace: false });
    expect(await evd.diff(id, outs, { ...inputs, format: "JSON" })).toEqual({ changes: false, replaces: [], deleteBeforeReplace: false });
  });

  test("read: one GET, the same outputs", async () => {
    mark();
    expect(await evd.read(id, outs)).toEqual({ id, props: outs });
    expect(calls()).toEqual([`GET /event_destinations/${id} 200`]);
  });

  test("a rotated credential: check records it, diff sees it, update sends the target with it, and then it is applied", async () => {
    const news = { ...inputs, target: { firehose: { ...FIREHOSE, auth: { creds: creds("aws-n3w") } } } };
    const checked = (await evd.check(inputs, news)).inputs as evd.EvdInputs;
    expect(checked[SECRETS_CHANGED]).toEqual({ paths: ["target.firehose.auth.creds.awsSecretAccessKey"], generation: 1 });
    expect((await evd.diff(id, outs, checked)).changes).toBe(true);
    mark();
    const updated = (await evd.update(id, outs, checked)).outs as evd.EvdOutputs;
    expect(calls()).toEqual([`PATCH /event_destinations/${id} 200`]);
    expect(bodies()).toEqual([{ target: { firehose: { delivery_stream_arn: FIREHOSE.deliveryStreamArn, auth: { creds: { aws_access_key_id: "AKIA1", aws_secret_access_key: "aws-n3w" } } } } }]);
    expect(updated).toEqual({ ...outs, [SECRETS_APPLIED]: 1 });
    expect((await evd.diff(id, updated, checked)).changes).toBe(false);
    outs = updated;
  });

  test("update: one PATCH with only what changed; a change of kind sends the new target", async () => {
    const news: evd.EvdInputs = { target: { datadog: DATADOG } };
    mark();
    outs = (await evd.update(id, outs, news)).outs as evd.EvdOutputs;
    expect(calls()).toEqual([`PATCH /event_destinations/${id} 200`]);
    expect(bodies()).toEqual([{ description: "", target: { datadog: { api_key: "dd-s3cret", ddsite: "datadoghq.eu" } } }]);
    expect(outs.target).toEqual({ datadog: { ddsite: "datadoghq.eu" } });
    // The description left out is cleared with "", which the service leaves out of its answer: null.
    expect(outs.description).toBeNull();
    expect((await evd.diff(id, outs, news)).changes).toBe(false);
  });

  test("delete: one DELETE; a destination already gone is no error", async () => {
    mark();
    await evd.remove(id);
    await evd.remove(id);
    expect(calls()).toEqual([`DELETE /event_destinations/${id} 204`, `DELETE /event_destinations/${id} 404`]);
  });
});
