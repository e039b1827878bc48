/**
 * `pulumi-ingress/traffic`: runs a Traffic Policy on one request offline, as ngrok's engine does
 * (traffic-policy/how-it-works.mdx), and says what happens: the answer, or the upstream reached
 * and the request as forwarded, with the rules matched, the actions run, `vars`, log entries and
 * what could not be simulated.
 */
import { parsePolicy, TrafficPolicy } from "../model/document";
import { headerMap, plainResponse } from "./exchange/exchange";
import { runEndpoint } from "./engine";
import { HANDLERS } from "./actions";
import { TextCache } from "./base/cache";
import { attachMarks, quoted, REDACTED, SecretMarks, showDetails, type SecretMask } from "./base/secretMarks";
import type { Outcome, SimContext, SimRequest, Trace } from "./base/types";

export type * from "./base/types";
export { REDACTED, secretMask, type SecretMask } from "./base/secretMarks";
export { NOT_SIMULATED } from "./exchange/notSimulated";
export { IDENTITY_HEADER } from "./actions/login";

/** The action types the simulator runs faithfully. */
export const SIMULATED_ACTIONS: readonly string[] = Object.keys(HANDLERS).sort();

/** Documents by their text, parsed once: parsing (YAML, then the model) costs more than running a policy. */
const documents = new TextCache<TrafficPolicy>(256);

/**
 * A policy object or text, checked against the document model. A text's document is kept (callers
 * such as the emulator's traffic plane pass the same text on every request); an object is checked
 * on each call, since its owner may change it between calls.
 */
function policyOf(policy: TrafficPolicy | string): TrafficPolicy {
  if (typeof policy === "string") return documents.get(policy, parsePolicy);
  const r = TrafficPolicy.safeParse(policy);
  if (!r.success) return parsePolicy(JSON.stringify(policy));
  return r.data;
}

/** The request's URL, or one line saying why it is not one. */
function requestUrl(url: string, marks: SecretMask): URL {
  try {
    const u = new URL(url);
    if (u.protocol !== "http:" && u.protocol !== "https:") throw new Error("scheme");
    return u;
  } catch {
    throw new Error(marks.line`request.url must be a full http(s) URL such as "https://shop.example.com/path"; got ${quoted(url)}`);
  }
}

/** The trace as reported: each value in it printed as the run's marks say (secretMarks.ts). */
function maskTrace(trace: Trace, marks: SecretMarks): void {
  // A run that saw no secret keeps no marks: secretMask gives it the mask that changes nothing.
  if (marks.empty) return;
  attachMarks(trace, marks);
  showDetails(trace.actions, marks);
  for (const l of trace.logs) l.metadata = marks.value(l.metadata);
  trace.vars = Object.fromEntries(Object.entries(trace.vars).map(([k, v]) => [k, marks.holdsAt(`vars.${k}`) ? REDACTED : marks.value(v)]));
}

/**
 * Runs `policy` on `request` and returns what the client gets.
 *
 * @param policy - A Traffic Policy: the document model, or its YAML/JSON text.
 * @param request - The request: method, full URL, headers, body, client IP.
 * @param context - What the account holds (IP policies, vault secrets, internal endpoints, JWKS),
 *   the time, state kept between requests, a logged-in identity, and the upstream's answer.
 * @returns The outcome, with its trace. Throws one line naming the phase, rule and expression
 *   when an expression does not evaluate to a bool or an action's config cannot be used. The
 *   trace, and a failure's line, hold no secret: a vault secret's value, a credential, and every
 *   value computed from a secret read `[secret]` there; the forwarded request and the answer hold
 *   the real values, which {@link secretMask} masks for a log.
 */
export async function simulate(policy: TrafficPolicy | string, request: SimRequest, context: SimContext = {}): Promise<Outcome> {
  const doc = policyOf(policy);
  const marks = new SecretMarks(context.secrets);
  const url = requestUrl(request.url, marks);
  const headers = headerMap(request.headers);
  if (!headers.has("host")) headers.set("host", [url.host]);
  const trace: Trace = { rules: [], actions: [], vars: {}, logs: [], notSimulated: [], incomplete: false };
  const live = { method: request.method.toUpperCase(), url, headers, body: request.body ?? "" };
  let r;
  try {
    // A failure's line shows each value it quotes as the marks say, where it is thrown.
    r = await runEndpoint(doc, live, request.clientIp, context, trace, marks, policyOf, undefined);
  } catch (e) {
    // What a printer shows beside the line (the request that failed) is masked with the same marks.
    if (e instanceof Error && !marks.empty) attachMarks(e, marks);
    throw e;
  }
  maskTrace(trace, marks);
  if (r.kind === "closed") return { kind: "closed", trace };
  if (r.kind === "response") return { kind: "response", ...plainResponse(r.response), trace };
  return { kind: "upstream", upstream: r.upstream, request: r.request, ...(r.response ? { response: plainResponse(r.response) } : {}), trace };
}
