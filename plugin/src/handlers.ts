/**
 * The provider plugin's handlers: Pulumi's provider protocol served over the registry's families.
 *
 * It is its own server, not `@pulumi/pulumi/provider`'s `main`, for three reasons read in that
 * server (provider/server.ts): its Configure drops the configuration it receives, so explicit
 * providers with their own key could not work; its CheckConfig is unimplemented, so a provider's
 * key could not be made secret; and it prints `${e}: ${e.stack}` before answering check, diff,
 * read, delete and invoke failures, which the engine shows under the stack. Here every failure
 * answers the engine with one line and prints nothing.
 */
import { VERSION } from "../../provider/client/version";
import * as runtime from "../../provider/process/runtime";
import { importRead } from "./importRead";
import { invoke } from "./functions";
import * as ops from "./operations";
import type { Grpc, Messages, Struct } from "./rpc";
import { plainMap, secretOf, unwrap } from "./secrets";
import * as settings from "./settings";

type Props = Record<string, unknown>;
/* eslint-disable @typescript-eslint/no-explicit-any -- generated request and response classes */
export type Call = { request: any };
export type Callback = (err: unknown, value?: unknown) => void;
/* eslint-enable @typescript-eslint/no-explicit-any */

const props = (s: Struct | undefined): Props => (s === undefined ? {} : s.toJavaScript());

/** The handlers, by method name (each in server.ts's METHODS); methods left out answer UNIMPLEMENTED (the engine then does without them). */
export function handlers(grpc: Grpc, m: Messages, schema: () => string): Record<string, (call: Call, done: Callback) => void> {
  const struct = (v: Props): Struct => m.struct.Struct.fromJavaScript(v);
  const failed = (done: Callback, e: unknown) => done({ code: grpc.status["UNKNOWN"], details: e instanceof Error ? e.message : String(e) });
  // Each handler answers once: its value, or its failure as one line.
  const answer =
    <T>(work: (req: Call["request"]) => Promise<T>, reply: (value: T) => unknown) =>
    (call: Call, done: Callback) => {
      work(call.request).then(
        (value) => done(null, reply(value)),
        (e: unknown) => failed(done, e),
      );
    };

  return {
    getPluginInfo: answer(
      async () => VERSION,
      (version) => {
        const info = new m.plugin.PluginInfo();
        info.setVersion(version);
        return info;
      },
    ),
    getSchema: answer(
      async () => schema(),
      (schema) => {
        const resp = new m.provider.GetSchemaResponse();
        resp.setSchema(schema);
        return resp;
      },
    ),
    checkConfig: answer(
      async (req) => {
        // The API key is a secret, however the program passed it (a plain string to a provider's constructor).
        const news = props(req.getNews());
        const key = news["apiKey"];
        return key === undefined || key === null ? news : { ...news, apiKey: unwrap(key).secrets.length > 0 ? key : secretOf(key) };
      },
      (inputs) => {
        const resp = new m.provider.CheckResponse();
        resp.setInputs(struct(inputs));
        return resp;
      },
    ),
    configure: answer(
      async (req) => {
        settings.configure(plainMap(props(req.getArgs())), req.getUrn());
        runtime.configure({ config: settings.configSource() });
      },
      () => {
        const resp = new m.provider.ConfigureResponse();
        resp.setAcceptsecrets(true);
        // Resource references arrive as their ids, which is what the families take.
        resp.setAcceptresources(false);
        resp.setAcceptoutputs(false);
        resp.setSupportspreview(false);
        return resp;
      },
    ),
    check: answer(
      async (req) => ops.check(ops.familyOf(req.getType(), req.getUrn()), req.getUrn(), props(req.getOlds()), props(req.getNews())),
      ({ inputs, failures }) => {
        const resp = new m.provider.CheckResponse();
        resp.setInputs(struct(inputs));
        resp.setFailuresList(
          failures.map((f) => {
            const failure = new m.provider.CheckFailure();
            failure.setProperty(f.property);
            failure.setReason(f.reason);
            return failure;
          }),
        );
        return resp;
      },
    ),
    diff: answer(
      async (req) => ops.diff(ops.familyOf(req.getType(), req.getUrn()), req.getUrn(), req.getId(), props(req.getOlds()), props(req.getNews())),
      (d) => {
        const resp = new m.provider.DiffResponse();
        const changes = m.provider.DiffResponse.DiffChanges;
        resp.setChanges(d.changes === true ? changes.DIFF_SOME : d.changes === false ? changes.DIFF_NONE : changes.DIFF_UNKNOWN);
        resp.setReplacesList(d.replaces);
        resp.setDeletebeforereplace(d.deleteBeforeReplace);
        return resp;
      },
    ),
    create: answer(
      async (req) => ops.create(ops.familyOf(req.getType(), req.getUrn()), req.getUrn(), props(req.getProperties())),
      ({ id, outs }) => {
        const resp = new m.provider.CreateResponse();
        resp.setId(id);
        resp.setProperties(struct(outs));
        return resp;
      },
    ),
    read: answer(
      async (req) => {
        const family = ops.familyOf(req.getType(), req.getUrn());
        const state = props(req.getProperties());
        // An import: the engine knows the id alone, and needs the inputs a program would declare.
        if (Object.keys(state).length === 0) return importRead(family, req.getUrn(), req.getId());
        const r = await ops.read(family, req.getUrn(), req.getId(), state, props(req.getInputs()));
        return { ...r, inputs: undefined };
      },
      ({ id, outs, inputs }) => {
        const resp = new m.provider.ReadResponse();
        resp.setId(id);
        if (id !== "") resp.setProperties(struct(outs));
        if (inputs !== undefined) resp.setInputs(struct(inputs));
        return resp;
      },
    ),
    update: answer(
      async (req) => ops.update(ops.familyOf(req.getType(), req.getUrn()), req.getUrn(), req.getId(), props(req.getOlds()), props(req.getNews())),
      (outs) => {
        const resp = new m.provider.UpdateResponse();
        resp.setProperties(struct(outs));
        return resp;
      },
    ),
    delete: answer(
      async (req) => ops.remove(ops.familyOf(req.getType(), req.getUrn()), req.getUrn(), req.getId(), props(req.getProperties())),
      () => new m.empty.Empty(),
    ),
    invoke: answer(
      async (req) => invoke(req.getTok(), plainMap(props(req.getArgs()))),
      (outputs) => {
        const resp = new m.provider.InvokeResponse();
        resp.setReturn(struct(outputs));
        return resp;
      },
    ),
    cancel: answer(
      async () => undefined,
      () => new m.empty.Empty(),
    ),
    attach: answer(
      async () => undefined,
      () => new m.empty.Empty(),
    ),
  };
}
