/**
 * Cloud endpoints: request and response shapes (`/endpoints`, type `cloud`). The facts behind each
 * rule, with the documentation they come from, are listed in emulator/resources/cloudEndpoint/rules.ts.
 */
import { z } from "zod";
import { wireCollection } from "../../wire/collection";
import { describedBody, Ref } from "../../wire/common";
import type { TrafficPolicy } from "../../../trafficPolicy/model/document";
import { type EndpointAddress, type EndpointScheme, parseEndpointUrl } from "../../../trafficPolicy/model/endpointUrl";

/** The bindings an endpoint may have (the API's `bindings` values). */
export const ENDPOINT_BINDINGS = ["public", "internal", "kubernetes"] as const;
/**
 * How traffic reaches an endpoint: `public` (the internet), `internal` (only `forward-internal` from the account's endpoints), `kubernetes` (clusters running the operator).
 * @useDeclaredType
 */
export type EndpointBinding = (typeof ENDPOINT_BINDINGS)[number];
/** Public endpoints listen on these ports only (`tcp` ones on the port of their TCP address). */
const PUBLIC_PORT: Readonly<Record<EndpointScheme, number | undefined>> = { http: 80, https: 443, tls: 443, tcp: undefined };
/** An `.internal` hostname has at most 5 labels before `.internal`. */
const INTERNAL_MAX_SUBDOMAINS = 5;

/** The binding an endpoint has when none is given: `internal` for an `.internal` hostname, else `public`. */
export const inferredBinding = (a: Pick<EndpointAddress, "host">): EndpointBinding => (isInternalHost(a.host) ? "internal" : "public");

const isInternalHost = (host: string): boolean => host === "internal" || host.endsWith(".internal");

/** What the binding requires of the URL, as a sentence about the URL; undefined when they agree. */
export function bindingProblem(a: EndpointAddress, binding: EndpointBinding): string | undefined {
  const labels = a.host.split(".");
  switch (binding) {
    case "internal":
      if (!isInternalHost(a.host) || labels.length < 2) return `must have a hostname ending in .internal for the internal binding; got ${JSON.stringify(a.url)}`;
      if (labels.length - 1 > INTERNAL_MAX_SUBDOMAINS) return `must have at most ${INTERNAL_MAX_SUBDOMAINS} labels before .internal; got ${labels.length - 1}`;
      return undefined;
    case "kubernetes":
      if (a.scheme !== "http" && a.scheme !== "tcp") return `must use http or tcp for the kubernetes binding; got ${a.scheme}`;
      if (labels.length !== 2 || labels[0] === "*") return `must have a hostname of the form name.namespace (two labels, no wildcard) for the kubernetes binding; got ${JSON.stringify(a.host)}`;
      return undefined;
    case "public": {
      if (isInternalHost(a.host)) return `must not use a .internal hostname for the public binding (use the internal binding); got ${JSON.stringify(a.url)}`;
      if (labels.length < 2) return `must have a public domain name (with a dot) for the public binding; got ${JSON.stringify(a.host)}`;
      const port = PUBLIC_PORT[a.scheme];
      if (port !== undefined && a.port !== port) return `must use port ${port} for a public ${a.scheme} endpoint; got ${a.port}`;
      return undefined;
    }
  }
}

const url = z.string().superRefine((s, ctx) => {
  const r = parseEndpointUrl(s);
  if (!r.ok) ctx.addIssue({ code: "custom", message: r.rule });
});
/** One binding: the API takes a list, and "Currently only one binding may be provided" (ngrok-docs agent/config/v3.mdx, an endpoint's `bindings`). */
const bindings = z.array(z.enum(ENDPOINT_BINDINGS)).superRefine((list, ctx) => {
  if (list.length !== 1) ctx.addIssue({ code: "custom", message: `must have exactly 1 entry (an endpoint has one binding); got ${list.length}` });
});
/** The policy's text (YAML or JSON); a cloud endpoint must have a non-empty one. Its content is checked by the traffic policy module. */
const trafficPolicy = z.string().refine((s) => s.trim() !== "", { error: "must not be empty (a cloud endpoint handles its traffic with its policy alone)" });

/** URL and binding judged together, when both are known and valid on their own. */
function urlAgreesWithBinding(body: { url?: string | undefined; bindings?: readonly EndpointBinding[] | undefined }, ctx: z.core.$RefinementCtx): void {
  if (body.url === undefined) return;
  const r = parseEndpointUrl(body.url);
  if (!r.ok) return;
  const binding = body.bindings?.[0] ?? inferredBinding(r.address);
  const problem = bindingProblem(r.address, binding);
  if (problem !== undefined) ctx.addIssue({ code: "custom", path: ["url"], message: problem });
}

export const EndpointCreate = z
  .strictObject({
    url,
    /** Only `cloud` endpoints can be created; the service defaults to it. */
    type: z
      .string()
      .refine((t) => t === "cloud", { error: (iss) => `must be "cloud" (only cloud endpoints can be created); got ${JSON.stringify(iss.input)}` })
      .optional(),
    traffic_policy: trafficPolicy,
    // Not documented for /endpoints: other resources' limits of description and metadata, in bytes.
    ...describedBody(),
    bindings: bindings.optional(),
    pooling_enabled: z.boolean().optional(),
  })
  .superRefine(urlAgreesWithBinding);
export type EndpointCreate = z.infer<typeof EndpointCreate>;

/** PATCH body: a field left out is not modified; `""` clears description and metadata. */
export const EndpointUpdate = z
  .strictObject({
    url: url.optional(),
    traffic_policy: trafficPolicy.optional(),
    ...describedBody(),
    bindings: bindings.optional(),
    pooling_enabled: z.boolean().optional(),
  })
  .superRefine(urlAgreesWithBinding);
export type EndpointUpdate = z.infer<typeof EndpointUpdate>;

/**
 * An endpoint as the API returns it. Lists hold every type (`cloud`, and `agent`/`ephemeral`/`edge`
 * ones that this package only reads), so only what every type carries is required.
 */
export const Endpoint = z.object({
  id: z.string(),
  type: z.string(),
  created_at: z.string(),
  updated_at: z.string().nullish(),
  uri: z.string().nullish(),
  url: z.string().nullish(),
  public_url: z.string().nullish(),
  proto: z.string().nullish(),
  hostport: z.string().nullish(),
  description: z.string().nullish(),
  metadata: z.string().nullish(),
  traffic_policy: z.string().nullish(),
  bindings: z.array(z.string()).nullish().transform((v) => v ?? []),
  pooling_enabled: z.boolean().nullish().transform((v) => v ?? false),
  domain: Ref.nullish(),
  tcp_addr: Ref.nullish(),
  edge: Ref.nullish(),
  // Members the spec's Endpoint has that no documented cloud endpoint answer carries (the Go
  // client omits them when empty): read when present, absent read as null, never a failure.
  name: z.string().nullish(),
  principal: Ref.nullish(),
  region: z.string().nullish(),
  scheme: z.string().nullish(),
  host: z.string().nullish(),
  port: z.number().nullish(),
  upstream_url: z.string().nullish(),
  upstream_protocol: z.string().nullish(),
});
export type Endpoint = z.infer<typeof Endpoint>;

/** `/endpoints`: create, read, update and delete cloud endpoints; list endpoints of every type. */
export const ENDPOINTS = wireCollection({ key: "endpoints", idPrefix: "ep_", anItem: "an endpoint", item: Endpoint, create: EndpointCreate, update: EndpointUpdate });

/** The phases a policy uses, as far as the phase rules need them. */
type Phases = Pick<TrafficPolicy, "on_tcp_connect" | "on_http_request" | "on_http_response">;

/** The schemes whose connections are TLS, which `terminate-tls` terminates ("Supported schemes", traffic-policy/actions/terminate-tls.mdx). */
const TLS_SCHEMES: readonly EndpointScheme[] = ["https", "tls"];

/**
 * What the endpoint's protocol and binding forbid in its policy's phases, as a sentence about the
 * policy; undefined when they agree. TCP and TLS endpoints have no HTTP phases (ERR_NGROK_2230);
 * internal HTTP(S) endpoints receive no connections of their own, so no `on_tcp_connect`
 * (ERR_NGROK_2262); `terminate-tls` runs on https and tls endpoints only.
 */
export function phaseProblem(a: Pick<EndpointAddress, "scheme">, binding: EndpointBinding, policy: Phases): string | undefined {
  const http = a.scheme === "http" || a.scheme === "https";
  if (!http) {
    const phase = (["on_http_request", "on_http_response"] as const).find((p) => policy[p] !== undefined);
    if (phase !== undefined) return `must not use the ${phase} phase on a ${a.scheme} endpoint (only on_tcp_connect applies)`;
  } else if (binding === "internal" && policy.on_tcp_connect !== undefined) {
    return `must not use the on_tcp_connect phase on an internal ${a.scheme} endpoint (use a tcp or tls endpoint)`;
  }
  const terminates = (policy.on_tcp_connect ?? []).some((rule) => rule.actions.some((action) => action.type === "terminate-tls"));
  if (terminates && !TLS_SCHEMES.includes(a.scheme)) {
    return `must not use terminate-tls on a ${a.scheme} endpoint (it terminates the TLS of https and tls endpoints only)`;
  }
  return undefined;
}

/** A traffic policy parser's failure (`invalid traffic policy:` and a list of problems) on one line. */
export function policyFault(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  const lines = text.replace(/^invalid traffic policy:/, "").split("\n").map((l) => l.trim().replace(/^- /, "")).filter((l) => l !== "");
  return lines.join("; ");
}
