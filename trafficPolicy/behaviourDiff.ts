/**
 * What a policy change does, before it is live: the requests whose outcome differs between two
 * policies, each as one line `GET https://shop.example.com/ from 203.0.113.1: 200 "hello" by
 * on_http_request[1] -> 403 by on_http_request[0] "office only"`. The requests are the user's
 * cases and the probes both policies name (./probes.ts), run through the simulator offline;
 * bounded in requests and in time, and saying so when it cuts. The CloudEndpoint family's diff
 * (both hosts) and `pulumi-ingress traffic diff` print it.
 */
import { decidedBy } from "./cases";
import { parsePolicy, type TrafficPolicy } from "./model/document";
import { namedBy, probeRequests, requestKey } from "./probes";
import { simulate } from "./simulate";
import { secretMask, type SecretMask, unionMask, UNMASKED } from "./simulate/base/secretMarks";
import type { Outcome, SimContext, SimRequest } from "./simulate/base/types";

/** One side of the change: the policy, the endpoint's URL, and what the account holds on that side (over the common context). */
export interface PolicySide {
  policy: TrafficPolicy | string;
  url: string;
  context?: Omit<SimContext, "endpoint" | "state" | "upstream">;
}

/** What a behaviour diff runs. */
export interface BehaviourInput {
  before: PolicySide;
  after: PolicySide;
  /** The user's own requests (case files), run first. */
  requests?: readonly SimRequest[];
  /** What the account holds (IP policies, secrets, internal endpoints, the time), for both sides. */
  context?: Omit<SimContext, "endpoint" | "state" | "upstream">;
  /** At most this many requests (default {@link MAX_REQUESTS}) and this many milliseconds (default {@link MAX_MS}). */
  limits?: { requests?: number; ms?: number };
}

/** The requests whose outcome changed, as lines; how many were run; and one line when the run was cut. */
export interface BehaviourDiff {
  lines: string[];
  run: number;
  cut?: string;
}

/** Requests run per endpoint at most: a policy naming more things is cut, and says so. */
const MAX_REQUESTS = 200;
/** Time per endpoint at most, in milliseconds. */
const MAX_MS = 2000;
const BODY_CHARS = 40;

const asDocument = (p: TrafficPolicy | string): TrafficPolicy => (typeof p === "string" ? parsePolicy(p) : p);

/** A body as a line quotes it: shown first (`[secret]` for a secret one), then cut, then quoted. */
const quotedBody = (body: string, mask: SecretMask): string => {
  const shown = mask.show(body, "res.body");
  return JSON.stringify(shown.length > BODY_CHARS ? `${shown.slice(0, BODY_CHARS)}…` : shown);
};

/**
 * What the client gets, in a few words, without the rule: `200 "hello"`, `forwarded to
 * https://api.internal/orders`, `closed`; each value shown by `mask` (default: as it is).
 */
function outcomeText(o: Outcome, mask: SecretMask = secretMask(o)): string {
  const gaps = o.trace.notSimulated.map((n) => ` (${n.type} not simulated)`).join("");
  if (o.kind === "closed") return `closed${gaps}`;
  if (o.kind === "upstream") {
    const answer = o.response === undefined ? "" : ` answered ${o.response.status}${o.response.body === "" ? "" : ` ${quotedBody(o.response.body, mask)}`}`;
    return `forwarded to ${mask.show(o.upstream)}${mask.show(o.request.path, "req.url")}${answer}${gaps}`;
  }
  return `${o.status}${o.body === "" ? "" : ` ${quotedBody(o.body, mask)}`}${gaps}`;
}

/** The headers the client gets (or the upstream, as forwarded). */
const headersOf = (o: Outcome): Record<string, string[]> => (o.kind === "closed" ? {} : o.kind === "response" ? o.headers : (o.response ?? o.request).headers);

/** Names of the headers that differ between two outcomes, sorted. */
function changedHeaders(a: Outcome, b: Outcome): string[] {
  const ha = headersOf(a);
  const hb = headersOf(b);
  return [...new Set([...Object.keys(ha), ...Object.keys(hb)])].filter((k) => JSON.stringify(ha[k]) !== JSON.stringify(hb[k])).sort();
}

/** A side's result: its outcome, or the one line the simulator threw. */
type Result = Outcome | Error;

const sideText = (r: Result, mask: SecretMask): string => (r instanceof Error ? `error: ${r.message}` : `${outcomeText(r, mask)} by ${decidedBy(r.trace)}`);
/** What the client gets of a result, values whole (not cut, not masked): two results that differ here answer differently. */
function answerOf(r: Result): unknown {
  if (r instanceof Error) return r.message;
  const gaps = r.trace.notSimulated.map((n) => n.type);
  if (r.kind === "closed") return [r.kind, gaps];
  if (r.kind === "response") return [r.kind, r.status, r.body, gaps];
  return [r.kind, r.upstream, r.request.path, r.response?.status, r.response?.body, gaps];
}

/** Whether two results give the client the same answer, headers aside. */
const sameAnswer = (a: Result, b: Result): boolean => JSON.stringify(answerOf(a)) === JSON.stringify(answerOf(b));

/** Whether two results are the same to the client. */
const sameOutcome = (a: Result, b: Result): boolean => sameAnswer(a, b) && (a instanceof Error || b instanceof Error || changedHeaders(a, b).length === 0);

/** The request in a line: `GET https://shop.example.com/api with x-env: beta from 203.0.113.1`, each value shown by `mask`. */
function requestText(r: SimRequest, mask: SecretMask = UNMASKED): string {
  const headers = Object.entries(r.headers ?? {}).map(([k, v]) => `${k}: ${mask.show(typeof v === "string" ? v : v.join(", "))}`);
  return `${r.method} ${mask.show(r.url)}${headers.length === 0 ? "" : ` with ${headers.join(", ")}`} from ${r.clientIp}`;
}

/** The mask of a line showing both sides: a value either side's run holds secret is secret (a side that threw gives the marks of its run too). */
const maskOf = (sides: readonly Result[]): SecretMask => unionMask(sides.map((side) => secretMask(side)));

/** The line for a request whose outcome changed: `<request>: <before> -> <after>`, values shown as either side's marks say. */
function changeLine(r: SimRequest, before: Result, after: Result, mask: SecretMask = maskOf([before, after])): string {
  // Headers are named only where they are all that changed.
  const headers = before instanceof Error || after instanceof Error || !sameAnswer(before, after) ? [] : changedHeaders(before, after);
  const note = headers.length === 0 ? "" : ` (headers changed: ${headers.join(", ")})`;
  return `${requestText(r, mask)}: ${sideText(before, mask)} -> ${sideText(after, mask)}${note}`;
}

async function run(side: PolicySide, doc: TrafficPolicy, request: SimRequest, context: SimContext): Promise<Result> {
  try {
    return await simulate(doc, request, { ...context, ...side.context, endpoint: { url: side.url } });
  } catch (e) {
    return e instanceof Error ? e : new Error(String(e));
  }
}

/**
 * Runs the user's requests, then the probes both policies name, through both policies, and gives
 * a line for each request whose outcome changed (secrets masked by each side's marks), in the order run.
 */
export async function behaviourDiff(input: BehaviourInput): Promise<BehaviourDiff> {
  const before = asDocument(input.before.policy);
  const after = asDocument(input.after.policy);
  const max = input.limits?.requests ?? MAX_REQUESTS;
  const ms = input.limits?.ms ?? MAX_MS;
  const requests: SimRequest[] = [];
  const seen = new Set<string>();
  // The CIDRs of the IP policies the account holds are named too (restrict-ips names them by id).
  const named = namedBy([before, after]);
  const held = [input.context, input.before.context, input.after.context].flatMap((c) => Object.values(c?.ipPolicies ?? {}).flat());
  for (const rule of held) if (!named.cidrs.includes(rule.cidr)) named.cidrs.push(rule.cidr);
  for (const r of [...(input.requests ?? []), ...probeRequests(named, input.after.url)]) {
    if (!seen.has(requestKey(r))) requests.push(r);
    seen.add(requestKey(r));
  }
  const context: SimContext = { now: new Date(), ...input.context };
  const started = Date.now();
  const lines: string[] = [];
  let done = 0;
  let cut: string | undefined;
  for (const r of requests) {
    if (done === max) {
      cut = `ran ${done} of ${requests.length} requests (at most ${max} per endpoint); the rest were not run`;
      break;
    }
    if (Date.now() - started > ms) {
      cut = `ran ${done} of ${requests.length} requests (at most ${ms / 1000} s per endpoint); the rest were not run`;
      break;
    }
    const [b, a] = [await run(input.before, before, r, context), await run(input.after, after, r, context)];
    done++;
    if (sameOutcome(b, a)) continue;
    const mask = maskOf([b, a]);
    // Two sides that read the same once shown differ in a secret: said, never shown.
    const secretOnly = !sameAnswer(b, a) && sideText(b, mask) === sideText(a, mask);
    lines.push(`${changeLine(r, b, a, mask)}${secretOnly ? " (what differs is secret)" : ""}`);
  }
  return { lines, run: done, ...(cut === undefined ? {} : { cut }) };
}

/** The message at preview: a first line saying how many requests answer differently, then each, then the cut. */
export function behaviourMessage(d: BehaviourDiff): string {
  const of = `${d.run} request${d.run === 1 ? "" : "s"}`;
  const head = d.lines.length === 0 ? `behaviour at preview: none of ${of} answers differently` : `behaviour at preview: ${d.lines.length} of ${of} answer${d.lines.length === 1 ? "s" : ""} differently:`;
  return [head, ...d.lines.map((l) => `  ${l}`), ...(d.cut === undefined ? [] : [`  ${d.cut}`])].join("\n");
}
