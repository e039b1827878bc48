/**
 * The Traffic Policy document a Cloud Endpoint runs: phases of rules, each rule a list of CEL
 * expressions and a list of actions. Field names, limits and units are the ones the action
 * references give (ngrok-docs snippets/traffic-policy/actions/<action>/config.mdx; the document's
 * shape: traffic-policy/how-it-works.mdx, "Rule fields"). Durations are strings as the docs write
 * them (`10s`, `2m`, `1h30m`), never numbers of seconds.
 */
import { z } from "zod";
import { parse as parseYaml, stringify as stringifyYaml } from "yaml";
import { dotted, formatIssues, nonEmpty } from "./issues";

/** Phases, in the order traffic passes them (traffic-policy/how-it-works.mdx, "Phases"). */
export const PHASES = ["on_tcp_connect", "on_http_request", "on_http_response"] as const;
export type Phase = (typeof PHASES)[number];

const DURATION = /^(?:\d+(?:\.\d+)?(?:ns|us|µs|ms|s|m|h))+$/;
const UNIT_SECONDS: Record<string, number> = { ns: 1e-9, us: 1e-6, µs: 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600 };

/** Seconds in a duration string such as `1h30m` (Go's `time.ParseDuration` syntax, which the docs use). */
export function durationSeconds(text: string): number {
  let total = 0;
  for (const m of text.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)) total += Number(m[1]) * (UNIT_SECONDS[m[2] ?? "s"] ?? 1);
  return total;
}

/** A whole number of seconds written the way the docs write durations: `90s` → `1m30s`, `3600` → `1h`. */
export function durationText(seconds: number): string {
  if (seconds === 0) return "0s";
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h ? `${h}h` : ""}${m ? `${m}m` : ""}${s ? `${s}s` : ""}`;
}

/** A duration string, optionally bounded in seconds (inclusive). */
const duration = (min?: number, max?: number) =>
  z.string().superRefine((text, ctx) => {
    if (!DURATION.test(text)) {
      ctx.addIssue({ code: "custom", message: `must be a duration such as "10s", "2m" or "1h30m"; got ${JSON.stringify(text)}` });
      return;
    }
    const secs = durationSeconds(text);
    if ((min !== undefined && secs < min) || (max !== undefined && secs > max)) {
      ctx.addIssue({ code: "custom", message: `must be from ${durationText(min ?? 0)} to ${durationText(max ?? 0)}; got ${JSON.stringify(text)}` });
    }
  });

const strings = z.array(z.string());
const stringMap = z.record(z.string(), z.string());
/**
 * A header map of `min` to `max` entries. add-headers states "Minimum `1`"; custom-response and
 * redirect state a maximum only, and the docs' gateway example (gateway/examples/
 * ip-restrictions-basic-auth.mdx) gives custom-response `headers: {}`.
 */
const headerMap = (max: number, min = 0) =>
  stringMap.superRefine((m, ctx) => {
    const n = Object.keys(m).length;
    if (n < min || n > max) ctx.addIssue({ code: "custom", message: min > 0 ? `must have from ${min} to ${max} headers; got ${n}` : `must have at most ${max} headers; got ${n}` });
  });
const statusCode = z.number().int({ error: "must be a whole number" }).min(100).max(599);

/** An action whose reference marks a config field required. */
function action<T extends string, C extends z.ZodType>(type: T, config: C) {
  return z.strictObject({ type: z.literal(type), config });
}
/** An action whose config may be left out (every field has a default). */
function actionWithDefaults<T extends string, C extends z.ZodType>(type: T, config: C) {
  return z.strictObject({ type: z.literal(type), config: config.optional() });
}

/**
 * Documented action types (traffic-policy/actions/*.mdx) that neither the translation nor the
 * engine-side checks use: a policy may hold them, with any config object, which the service
 * checks. Refusing them would refuse valid policies.
 */
const UNCHECKED_ACTIONS = {
  /** Those listed before terminate-tls in the list of action types (its place in messages). */
  beforeTerminateTls: ["ai-gateway", "http-request", "jwt-validation", "owasp-crs-request", "owasp-crs-response"],
  afterTerminateTls: ["request-body-find-replace", "response-body-find-replace", "sse-find-replace"],
} as const;
type Unchecked = (typeof UNCHECKED_ACTIONS)[keyof typeof UNCHECKED_ACTIONS][number];
function unchecked<U extends Unchecked>(types: readonly U[]) {
  return Object.fromEntries(types.map((t) => [t, actionWithDefaults(t, z.record(z.string(), z.unknown()))])) as {
    [T in U]: ReturnType<typeof actionWithDefaults<T, z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
  };
}

/** A certificate authority's id as the service gives it (`ca_…`, ngrok-docs snippets/api/resources/examples/_certificate_authorities_*.mdx). */
const CA_ID = /^ca_[A-Za-z0-9]+$/;

/** Every `ca_…` id a policy's `terminate-tls` actions trust for mutual TLS, in document order, each once. */
export function certificateAuthorityIds(policy: TrafficPolicy): string[] {
  const ids = new Set<string>();
  for (const phase of PHASES) {
    for (const rule of policy[phase] ?? []) {
      for (const a of rule.actions) {
        if (a.type !== "terminate-tls") continue;
        for (const entry of a.config?.mutual_tls_certificate_authorities ?? []) if (CA_ID.test(entry)) ids.add(entry);
      }
    }
  }
  return [...ids];
}

/**
 * One entry of `terminate-tls`'s `mutual_tls_certificate_authorities`: "PEM-encoded Certificate
 * Authority certificates and/or Certificate Authority IDs" (traffic-policy/actions/terminate-tls.mdx),
 * or a CEL interpolation (`${…}`) that gives one at run time.
 */
const mutualTlsAuthority = z.string().superRefine((s, ctx) => {
  if (CA_ID.test(s) || s.includes("-----BEGIN CERTIFICATE-----") || s.includes("${")) return;
  ctx.addIssue({ code: "custom", message: `must be a certificate authority's id (ca_…) or a PEM-encoded CA certificate (-----BEGIN CERTIFICATE-----); got ${JSON.stringify(s.length > 40 ? `${s.slice(0, 40)}…` : s)}` });
});
const TLS_VERSIONS = ["1.2", "1.3"] as const;

/**
 * The settings oauth and openid-connect share, around the one they name differently (the idle
 * timeout), in the order their references list them.
 */
const loginSession = {
  auth_id: z.string().optional(),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
  scopes: strings.optional(),
  authz_url_params: stringMap.optional(),
  max_session_duration: duration().optional(),
};
const loginClient = {
  userinfo_refresh_interval: duration().optional(),
  allow_cors_preflight: z.boolean().optional(),
  auth_cookie_domain: z.string().optional(),
};

/** Action types with their documented configs (snippets/traffic-policy/actions/<type>/config.mdx). */
const ACTIONS = {
  /** add-headers: `headers` map of 1 to 10 entries; values support CEL interpolation. */
  "add-headers": action("add-headers", z.strictObject({ headers: headerMap(10, 1) })),
  /** remove-headers: `headers` list of 1 to 10 header names. */
  "remove-headers": action("remove-headers", z.strictObject({ headers: strings.min(1).max(10) })),
  /** restrict-ips: CIDR lists and IP policy ids; `enforce` defaults to true. */
  "restrict-ips": action(
    "restrict-ips",
    z.strictObject({ enforce: z.boolean().optional(), allow: strings.optional(), deny: strings.optional(), ip_policies: strings.optional() }),
  ),
  /** circuit-breaker: `error_threshold` a fraction 0.0–1.0; windows as durations from 1s to 2m. */
  "circuit-breaker": action(
    "circuit-breaker",
    z.strictObject({
      error_threshold: z.number().min(0).max(1),
      volume_threshold: z.number().int().min(1).max(2_000_000_000).optional(),
      window_duration: duration(1, 120).optional(),
      tripped_duration: duration(1, 120).optional(),
      num_buckets: z.number().int().optional(),
      enforce: z.boolean().optional(),
    }),
  ),
  /** compress-response: optional list of algorithms; defaults to all four. */
  "compress-response": actionWithDefaults("compress-response",
    z.strictObject({ algorithms: z.array(z.enum(["br", "compress", "deflate", "gzip"])).optional() })),
  /** verify-webhook: provider identifier and its secret; `enforce` defaults to true. */
  "verify-webhook": action(
    "verify-webhook",
    z.strictObject({ provider: nonEmpty(), secret: z.string(), enforce: z.boolean().optional() }),
  ),
  /** oauth: durations for sessions; `client_id`/`client_secret` absent for ngrok's managed app. */
  oauth: action(
    "oauth",
    z.strictObject({ provider: nonEmpty(), ...loginSession, idle_session_timeout: duration().optional(), ...loginClient }),
  ),
  /** openid-connect: note `idle_session_duration` here where oauth says `idle_session_timeout`. */
  "openid-connect": action(
    "openid-connect",
    z.strictObject({ issuer_url: nonEmpty(), ...loginSession, idle_session_duration: duration().optional(), ...loginClient }),
  ),
  /** forward-internal: the internal endpoint's URL; `on_error` `halt` (default) or `continue`. */
  "forward-internal": action(
    "forward-internal",
    z.strictObject({ url: nonEmpty(), on_error: z.enum(["halt", "continue"]).optional() }),
  ),
  /** set-vars: a list of one-entry maps, name to any CEL value. */
  "set-vars": action(
    "set-vars",
    z.strictObject({
      vars: z.array(
        z.record(z.string(), z.unknown()).superRefine((m, ctx) => {
          const n = Object.keys(m).length;
          if (n !== 1) ctx.addIssue({ code: "custom", message: `must hold exactly one variable; got ${n}` });
        }),
      ).min(1),
    }),
  ),
  /** custom-response: `status_code` defaults to 200; at most 10 headers. */
  "custom-response": actionWithDefaults("custom-response",
    z.strictObject({ status_code: statusCode.optional(), body: z.string().optional(), headers: headerMap(10).optional() })),
  /** url-rewrite: `from` (a regular expression, optional) and `to`, both with CEL interpolation. */
  "url-rewrite": action("url-rewrite", z.strictObject({ from: z.string().optional(), to: nonEmpty() })),
  /** redirect: `to` required; `status_code` a 3xx, default 302; at most 10 headers. */
  redirect: action(
    "redirect",
    z.strictObject({ from: z.string().optional(), to: nonEmpty(), status_code: z.number().int().min(300).max(399).optional(), headers: headerMap(10).optional() }),
  ),
  /** rate-limit: `rate` a duration from 60s to 24h, a multiple of 10s; `capacity` requests per `rate`. */
  "rate-limit": action(
    "rate-limit",
    z.strictObject({
      name: nonEmpty(),
      enforce: z.boolean().optional(),
      algorithm: z.enum(["sliding_window"]),
      capacity: z.number().int().min(1),
      rate: duration(60, 86400),
      bucket_key: strings.min(1),
    }),
  ),
  /** basic-auth: `credentials` as `user:password` strings; `realm` defaults to `ngrok`. */
  "basic-auth": action("basic-auth", z.strictObject({ credentials: strings.min(1), realm: z.string().optional(), enforce: z.boolean().optional() })),
  /** log: `metadata`, any values (CEL interpolation in strings). */
  log: action("log", z.strictObject({ metadata: z.record(z.string(), z.unknown()) })),
  /** close-connection: no settings. */
  "close-connection": actionWithDefaults("close-connection", z.strictObject({})),
  /** deny: `status_code` defaults to 403 (HTTP phases). */
  deny: actionWithDefaults("deny", z.strictObject({ status_code: statusCode.optional() })),
  ...unchecked(UNCHECKED_ACTIONS.beforeTerminateTls),
  /** terminate-tls: TLS versions, a custom certificate, mutual TLS (the CAs trusted by id or PEM, the strategy). */
  "terminate-tls": actionWithDefaults(
    "terminate-tls",
    z.strictObject({
      min_version: z.enum(TLS_VERSIONS).optional(),
      max_version: z.enum(TLS_VERSIONS).optional(),
      server_private_key: z.string().optional(),
      server_certificate: z.string().optional(),
      mutual_tls_certificate_authorities: z.array(mutualTlsAuthority).optional(),
      mutual_tls_verification_strategy: z.enum(["require-and-verify", "require-any", "request"]).optional(),
    }),
  ),
  ...unchecked(UNCHECKED_ACTIONS.afterTerminateTls),
} as const;

export type ActionType = keyof typeof ACTIONS;
const ACTION_TYPES = Object.keys(ACTIONS) as ActionType[];

type ActionSchemas = (typeof ACTIONS)[ActionType];
const actionList = Object.values(ACTIONS) as [ActionSchemas, ...ActionSchemas[]];

/** One action: a documented `type` and its `config`. */
export const TrafficPolicyAction = z.discriminatedUnion("type", actionList, {
  error: (iss) =>
    iss.code === "invalid_union"
      ? `must be one of the action types ${ACTION_TYPES.map((t) => JSON.stringify(t)).join(", ")}; got ${JSON.stringify((iss.input as { type?: unknown } | undefined)?.type)}`
      : undefined,
});
export type TrafficPolicyAction = z.infer<typeof TrafficPolicyAction>;

/** One rule: optional name; expressions all true (none = every request); actions in order. */
export const TrafficPolicyRule = z.strictObject({
  name: z.string().optional(),
  expressions: z.array(nonEmpty()).optional(),
  actions: z.array(TrafficPolicyAction).min(1),
});
export type TrafficPolicyRule = z.infer<typeof TrafficPolicyRule>;

const REQ = "on_http_request";
const RES = "on_http_response";
const TCP = "on_tcp_connect";

/**
 * The phases each action runs in ("Supported phases" of traffic-policy/actions/<type>.mdx; the
 * service refuses another, ERR_NGROK_2202 "Action type TYP is not supported for PHASE traffic
 * policy rule"). Where the action's page and the docs' action hub (snippets/ActionHub.jsx) differ,
 * both are allowed: compress-response (page: response; hub: request and response) and restrict-ips
 * (page: all three; hub: no response). Absent: no phase of this document is documented for it
 * (ai-gateway names none; sse-find-replace runs in `on_event_stream_message`), left to the service.
 */
const ACTION_PHASES: { readonly [T in ActionType]?: readonly Phase[] } = {
  "add-headers": [REQ, RES],
  "remove-headers": [REQ, RES],
  "restrict-ips": [TCP, REQ, RES],
  "circuit-breaker": [REQ],
  "compress-response": [REQ, RES],
  "verify-webhook": [REQ],
  oauth: [REQ],
  "openid-connect": [REQ],
  "forward-internal": [TCP, REQ],
  "set-vars": [TCP, REQ, RES],
  "custom-response": [REQ, RES],
  "url-rewrite": [REQ],
  redirect: [REQ],
  "rate-limit": [REQ],
  "basic-auth": [REQ],
  log: [TCP, REQ, RES],
  "close-connection": [TCP, REQ],
  deny: [TCP, REQ],
  "http-request": [REQ, RES],
  "jwt-validation": [REQ],
  "owasp-crs-request": [REQ],
  "owasp-crs-response": [RES],
  "terminate-tls": [TCP],
  "request-body-find-replace": [REQ],
  "response-body-find-replace": [RES],
};

/** An action in a phase it does not run in, at its `type`. */
function actionsInTheirPhases(doc: { readonly [P in Phase]?: readonly { actions: readonly { type: ActionType }[] }[] | undefined }, ctx: z.core.$RefinementCtx): void {
  for (const phase of PHASES) {
    (doc[phase] ?? []).forEach((rule, i) =>
      rule.actions.forEach(({ type }, j) => {
        const phases = ACTION_PHASES[type];
        if (phases === undefined || phases.includes(phase)) return;
        ctx.addIssue({ code: "custom", path: [phase, i, "actions", j, "type"], message: `must be an action the ${phase} phase runs (${type} runs in ${phases.join(", ")})` });
      }),
    );
  }
}

/** A Traffic Policy document: each phase a list of rules, run in order, each action in a phase it runs in. */
export const TrafficPolicy = z
  .strictObject({
    on_tcp_connect: z.array(TrafficPolicyRule).optional(),
    on_http_request: z.array(TrafficPolicyRule).optional(),
    on_http_response: z.array(TrafficPolicyRule).optional(),
  })
  .superRefine(actionsInTheirPhases);
export type TrafficPolicy = z.infer<typeof TrafficPolicy>;

/** A zod path inside a document, named for a reader: `on_http_request[0] (rule "x").actions[1].config.url`. */
function pathOf(doc: unknown, field: string) {
  return (path: readonly PropertyKey[]): string => {
    let s = field;
    let node: unknown = doc;
    path.forEach((p, i) => {
      s += typeof p === "number" ? `[${p}]` : s ? `.${String(p)}` : String(p);
      node = node !== null && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[p] : undefined;
      // The rule's name, when it has one, so a reader finds it in a long document.
      if (i === 1 && typeof p === "number" && node !== null && typeof node === "object") {
        const name = (node as { name?: unknown }).name;
        if (typeof name === "string" && name) s += ` (rule ${JSON.stringify(name)})`;
      }
    });
    return s;
  };
}

/** Problems with a document, for a provider's `check()`: property as the reader names it, and the rule broken. */
export function policyIssues(value: unknown, field: string): { property: string; reason: string }[] {
  if (typeof value === "string") {
    return value.trim() === "" ? [{ property: field, reason: `${field} must not be empty` }] : [];
  }
  const r = TrafficPolicy.safeParse(value, { reportInput: true });
  if (r.success) return [];
  // The property is the plain path (what a tool matches on); the reason also names the rule.
  const plain = formatIssues(r.error.issues, (path) => dotted([...(field ? [field] : []), ...path]));
  return problems(r.error.issues, value, field).map((p, i) => ({ property: plain[i]?.path ?? p.path, reason: p.message }));
}

/** Field problems, unknown keys pointed at the Traffic Policy reference rather than the API's. */
function problems(issues: readonly z.core.$ZodIssue[], doc: unknown, field: string) {
  return formatIssues(issues, pathOf(doc, field)).map((p) => ({
    path: p.path,
    message: p.message.replace("(allowed fields are listed in the API reference)", "(allowed fields are listed in the Traffic Policy reference)"),
  }));
}

function validated(value: unknown, field: string): TrafficPolicy {
  const r = TrafficPolicy.safeParse(value, { reportInput: true });
  if (r.success) return r.data;
  const lines = problems(r.error.issues, value, field).map((p) => `  - ${p.message}`);
  throw new Error(`invalid traffic policy:\n${lines.join("\n")}`);
}

/**
 * What the service's `traffic_policy` field gets. A string passes unchanged (the user's own
 * document, checked by the service); an object is validated and written as JSON, keys in the
 * schema's order, so the same policy always gives the same text and diffs stay quiet.
 */
export function policyText(value: TrafficPolicy | string): string {
  if (typeof value === "string") return value;
  return JSON.stringify(validated(value, ""));
}

/** The document as YAML, for people to read (the docs write policies in YAML). */
export function policyYaml(policy: TrafficPolicy): string {
  return stringifyYaml(validated(policy, ""), { lineWidth: 0 });
}

/** Reads a document written in YAML or JSON (JSON is YAML); throws naming the path and rule of each problem. */
export function parsePolicy(text: string): TrafficPolicy {
  let value: unknown;
  try {
    value = parseYaml(text);
  } catch (e) {
    throw new Error(`invalid traffic policy: not YAML or JSON: ${((e as Error).message.split("\n")[0] ?? "").replace(/:$/, "")}`, { cause: e });
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new Error(`invalid traffic policy: must be a map of phases (${PHASES.join(", ")}); got ${value === null ? "nothing" : Array.isArray(value) ? "a list" : typeof value}`);
  }
  return validated(value, "");
}
