// Replaying what the engine sent the provider plugin, in the way of Pulumi's providertest `replay`:
// a recorded exchange (the engine's own gRPC log, PULUMI_DEBUG_GRPC) is fed request by request to
// the plugin's gRPC server running in this process, and each answer is compared with the recorded
// one. What differs by nature between two runs is carried over rather than hidden: an id, token or
// key the service makes anew is learnt from the answer that first gives it (recorded → this run's)
// and written into every later request and expected answer; the base URL likewise. The clock is
// the recording's (the emulator runs on the fixed time the fixture names), so timestamps compare
// exactly.
import * as path from "node:path";
import { load, type Messages } from "../../plugin/src/rpc";
import { SIG_KEY } from "../../plugin/src/secrets";
import { listen } from "../../plugin/src/server";

type Json = unknown;
type Obj = Record<string, Json>;

/** One call of the provider protocol as the engine made it, and what the plugin answered. */
export interface Exchange {
  /** The protocol's method, e.g. `Check`. */
  method: string;
  request: Obj;
  /** The answer (absent for a failed call). */
  response?: Obj;
  /** The failure's message, for a call that failed. */
  error?: string;
}

/** A recording: the exchanges in the order the engine started them, and the run's constants. */
export interface Recording {
  /** The emulator's fixed clock during the run (ISO). */
  now: string;
  /** The emulator's seed during the run. */
  seed: Record<string, unknown[]>;
  /** The API key the run's provider was configured with. */
  apiKey: string;
  /** The base URL the run's provider was configured with. */
  baseUrl: string;
  exchanges: Exchange[];
}

/** Methods the replay leaves out: the plugin's start and the engine's housekeeping. */
const HOUSEKEEPING = new Set(["Handshake", "GetPluginInfo", "GetSchema", "Cancel", "DiffConfig", "Attach", "SignalCancellation"]);
/** Request members the engine makes up per run (the resource status service's address and token, check's random seed). */
const PER_RUN = new Set(["resourceStatusAddress", "resourceStatusToken", "randomSeed"]);

interface DebugEntry {
  method: string;
  request?: Obj;
  response?: Obj;
  errors?: string[];
  metadata?: { kind?: string; name?: string };
  progress?: string;
  timestamp?: string;
  duration?: number;
}

/** The plugin `name`'s exchanges in the engine's gRPC log (its JSON lines), ordered by when each call started. */
export function exchangesOf(log: string, name = "ingress"): Exchange[] {
  const entries = log
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as DebugEntry)
    .filter((e) => e.progress === "response_completed" && e.metadata?.kind === "resource" && e.metadata.name === name)
    .map((e) => ({ e, started: Date.parse(e.timestamp ?? "") - (e.duration ?? 0) / 1e6 }))
    .filter(({ e }) => !HOUSEKEEPING.has(e.method.slice(e.method.lastIndexOf("/") + 1)));
  entries.sort((a, b) => a.started - b.started);
  return entries.map(({ e }) => ({
    method: e.method.slice(e.method.lastIndexOf("/") + 1),
    // Configure's `id` is the provider resource's, made anew by each run's engine.
    request: Object.fromEntries(Object.entries(e.request ?? {}).filter(([k]) => !PER_RUN.has(k) && !(k === "id" && e.method.endsWith("/Configure")))),
    ...(e.errors !== undefined && e.errors.length > 0 ? { error: e.errors.join("\n") } : { response: e.response ?? {} }),
  }));
}

/** `value` with each string in it mapped by `f`. */
function mapStrings(value: Json, f: (s: string) => string): Json {
  if (typeof value === "string") return f(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, f));
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, f)]));
  return value;
}

/** `value` with every string's occurrences of each `from` written as its `to`. */
const substitute = (value: Json, pairs: ReadonlyMap<string, string>): Json =>
  mapStrings(value, (s) => [...pairs].reduce((t, [from, to]) => t.split(from).join(to), s));

/** Outputs whose value the service makes anew for each item, as it does the item's id: learnt, not compared. */
const MADE = new Set(["token", "publicKey", "cnameTarget"]);

/**
 * The members of an answer the service made anew, by path: the item's id (the answer's own `id`)
 * and its {@link MADE} outputs at any depth (a secret's wrapper holds the output's value under
 * `value`: it is still that output's).
 */
function madeIn(response: Obj, keys: ReadonlySet<string> = MADE): [string, string][] {
  const found: [string, string][] = typeof response["id"] === "string" && response["id"] !== "" ? [["id", response["id"]]] : [];
  const walk = (value: Json, key: string, at: string): void => {
    if (typeof value === "string") {
      if (keys.has(key) && value !== "") found.push([at, value]);
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, key, `${at}[${i}]`));
    else if (value !== null && typeof value === "object") {
      const wrapped = SIG_KEY in value;
      for (const [k, v] of Object.entries(value)) if (k !== SIG_KEY) walk(v, wrapped ? key : k, `${at}.${k}`);
    }
  };
  walk(response["properties"], "", "properties");
  return found;
}

/** The values the service made anew in `actual` where `recorded` has others, by the same path: recorded → actual. */
function learn(recorded: Obj, actual: Obj, into: Map<string, string>): void {
  const now = new Map(madeIn(actual));
  for (const [at, value] of madeIn(recorded)) {
    const mine = now.get(at);
    if (mine !== undefined && mine !== value && !into.has(value)) into.set(value, mine);
  }
}

/* eslint-disable @typescript-eslint/no-explicit-any -- generated protobuf classes, used through setters found by name */
type Message = any;

/** A request message of the protocol from its JSON form: each member through the setter of its name. */
function requestOf(messages: Messages, method: string, json: Obj): Message {
  const Class = messages.provider[`${method === "CheckConfig" ? "Check" : method}Request`];
  if (Class === undefined) throw new Error(`no request message for ${method}`);
  const message = new Class();
  const setters = new Map<string, string>();
  for (let proto = Object.getPrototypeOf(message); proto !== null; proto = Object.getPrototypeOf(proto)) {
    for (const name of Object.getOwnPropertyNames(proto)) if (name.startsWith("set")) setters.set(name.toLowerCase(), name);
  }
  for (const [key, value] of Object.entries(json)) {
    if (method === "Configure" && key === "variables") {
      const map = message.getVariablesMap();
      for (const [k, v] of Object.entries(value as Record<string, string>)) map.set(k, v);
      continue;
    }
    const setter = setters.get(`set${key.toLowerCase()}${Array.isArray(value) ? "list" : ""}`);
    if (setter === undefined) throw new Error(`${method}Request has no member ${key}: the protocol changed; record the fixture again`);
    const isStruct = value !== null && typeof value === "object" && !Array.isArray(value);
    message[setter](isStruct ? messages.struct.Struct.fromJavaScript(value as Obj) : value);
  }
  return message;
}

const DIFF_CHANGES = ["DIFF_UNKNOWN", "DIFF_NONE", "DIFF_SOME"];

/** An answer in the JSON form the engine's log gives it (members at their defaults left out). */
function responseJson(method: string, r: Message): Obj {
  const struct = (s: Message): Obj | undefined => (s === undefined || s === null ? undefined : (s.toJavaScript() as Obj));
  const defined = (o: Obj): Obj => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== "" && v !== false && !(Array.isArray(v) && v.length === 0)));
  switch (method) {
    case "Check":
    case "CheckConfig":
      return defined({
        inputs: struct(r.getInputs()),
        failures: r.getFailuresList().map((f: Message) => ({ property: f.getProperty(), reason: f.getReason() })),
      });
    case "Diff":
      return defined({
        replaces: r.getReplacesList(),
        deleteBeforeReplace: r.getDeletebeforereplace(),
        changes: r.getChanges() === 0 ? undefined : DIFF_CHANGES[r.getChanges()],
      });
    case "Create":
      return defined({ id: r.getId(), properties: struct(r.getProperties()) });
    case "Read":
      return defined({ id: r.getId(), properties: struct(r.getProperties()), inputs: struct(r.getInputs()) });
    case "Update":
      return defined({ properties: struct(r.getProperties()) });
    case "Configure":
      return defined({ acceptSecrets: r.getAcceptsecrets(), acceptResources: r.getAcceptresources(), acceptOutputs: r.getAcceptoutputs(), supportsPreview: r.getSupportspreview() });
    default:
      return {};
  }
}

/** The plugin's gRPC server in this process and a client of it. */
export interface PluginServer {
  /** Calls `method` with the request in its JSON form; the answer in the same form, or the failure's message. */
  call(method: string, request: Obj): Promise<{ response?: Obj; error?: string }>;
  stop(): void;
}

/** Starts the plugin's server (plugin/src/server.ts `listen`) in this process, with a client. */
export async function startPluginServer(): Promise<PluginServer> {
  const protocol = load();
  const listening = await listen(protocol);
  const pulumiDir = path.dirname(require.resolve("@pulumi/pulumi/package.json"));
  /* eslint-disable @typescript-eslint/no-require-imports -- the program's @pulumi/pulumi's generated client, as the plugin loads its server */
  const { ResourceProviderClient } = require(path.join(pulumiDir, "proto", "provider_grpc_pb.js")) as { ResourceProviderClient: new (address: string, credentials: unknown) => Message };
  const grpc = require(require.resolve("@grpc/grpc-js", { paths: [pulumiDir] })) as { credentials: { createInsecure(): unknown } };
  /* eslint-enable @typescript-eslint/no-require-imports */
  const client = new ResourceProviderClient(`127.0.0.1:${listening.port}`, grpc.credentials.createInsecure());
  return {
    call: (method, request) =>
      new Promise((resolve) => {
        const name = method.charAt(0).toLowerCase() + method.slice(1);
        client[name](requestOf(protocol.messages, method, request), (err: Message, r: Message) =>
          resolve(err !== null && err !== undefined ? { error: String(err.details ?? err.message) } : { response: responseJson(method, r) }),
        );
      }),
    stop: () => {
      client.close();
      listening.stop();
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** `value` with each object's members in the order of their names (the log's protojson sorts a Struct's members). */
function canonical(value: Json): Json {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Obj)[k])]));
  return value;
}

/** One step of a replay that did not answer as recorded. */
export interface Mismatch {
  index: number;
  method: string;
  urn: string;
  expected: { response?: Json; error?: string };
  actual: { response?: Json; error?: string };
}

/**
 * Feeds each recorded request to `server` (the recorded base URL and API key written as this
 * emulator's, and each value the service made anew as this run's) and compares each answer with
 * the recorded one, carried over the same way. Returns the answers that differ (none when the
 * plugin answers as it did).
 */
export async function replay(recording: Recording, server: PluginServer, emulator: { baseUrl: string; apiKey: string }): Promise<Mismatch[]> {
  const made = new Map<string, string>([
    [recording.baseUrl, emulator.baseUrl],
    [recording.apiKey, emulator.apiKey],
  ]);
  const mismatches: Mismatch[] = [];
  for (const [index, x] of recording.exchanges.entries()) {
    const actual = await server.call(x.method, substitute(x.request, made) as Obj);
    if (x.response !== undefined && actual.response !== undefined) learn(x.response, actual.response, made);
    const expected = x.error !== undefined ? { error: substitute(x.error, made) as string } : { response: canonical(substitute(x.response, made)) };
    if (JSON.stringify(expected) !== JSON.stringify(canonical(actual))) {
      mismatches.push({ index, method: x.method, urn: String(x.request["urn"] ?? ""), expected, actual });
    }
  }
  return mismatches;
}

/** Outputs that differ from run to run: what the service makes, and a certificate's serial number (each run makes its own certificates). */
const PER_RUN_OUTPUTS = new Set([...MADE, "serialNumber"]);

/** A PEM block (the certificates and keys a run makes for itself). */
const PEM = /-----BEGIN ([A-Z ]+)-----[\s\S]*?-----END \1-----\n?/g;
/** An RFC 3339 time of the second. */
const TIME = /\b\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\b/g;

/**
 * What the engine sent in a recording, with what each run makes for itself written as placeholders:
 * the values the service made (by the resource they belong to), the base URL, the run's certificates
 * and keys, times. Two recordings of the same program compare equal whatever run made them, and
 * differ where the engine sends something else. Sorted, since the engine runs independent steps in
 * no fixed order.
 */
export function sentBy(recording: Recording): string[] {
  const made = new Map<string, string>([
    [recording.baseUrl, "<base URL>"],
    [recording.apiKey, "<API key>"],
  ]);
  const name = (urn: Json) => String(urn).slice(String(urn).lastIndexOf("::") + 2);
  for (const x of recording.exchanges) {
    if (x.response === undefined) continue;
    for (const [at, value] of madeIn(x.response, PER_RUN_OUTPUTS)) if (!made.has(value)) made.set(value, `<${at} of ${name(x.request["urn"])}>`);
  }
  const text = (value: Json): string =>
    JSON.stringify(canonical(mapStrings(substitute(value, made), (s) => s.replace(PEM, "<$1>").replace(TIME, "<time>")))) ?? "";
  return recording.exchanges.map((x) => `${x.method} ${text(x.request)}`).sort();
}
