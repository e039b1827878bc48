/** What the traffic plane records of each request it serves: apart from the API's request log. */
import { TextCache } from "../../trafficPolicy/simulate/base/cache";
import { ruleLabel } from "../../trafficPolicy/ruleLabel";
import { secretMask } from "../../trafficPolicy/simulate/base/secretMarks";
import type { Outcome, Trace } from "../../trafficPolicy/simulate/base/types";

export { REDACTED } from "../../trafficPolicy/simulate/base/secretMarks";

/** One request through the traffic plane. Never a header nor a body: secrets are in some. */
export interface TrafficLogEntry {
  /** Tells these entries from the API's in the `--log` file. */
  kind: "traffic";
  /** Arrival time, RFC 3339 with milliseconds. */
  at: string;
  method: string;
  /** The Host header's host name (lower case, without a port). */
  host: string;
  /** Path without the query. */
  path: string;
  /** Query string without the `?`; `""` when none. */
  query: string;
  /** `conn.client_ip`: the `x-ingress-client-ip` header, else the peer's address. */
  clientIp: string;
  /** The endpoint that served it; absent when no endpoint has the host. */
  endpointId?: string;
  /** Status answered, or `"closed"` when the policy closed the connection. */
  status: number | "closed";
  /** The `ngrok-error-code` of an answer the plane itself gave (`ERR_NGROK_3200` for an unknown host). */
  errorCode?: string;
  /** The upstream URL the request reached, and the path and query it reached it with. */
  upstream?: string;
  forwardedPath?: string;
  /** Rules whose expressions held, as `on_http_request[0] "name"`, with `@https://x.internal` for an internal endpoint's. */
  rules: string[];
  /** Actions run, as `on_http_request[0] restrict-ips: <what it did>`. */
  actions: string[];
  /** Actions met but not simulated, as `on_http_request[1] owasp-crs: <why>`. */
  notSimulated: string[];
}

/**
 * A line as the log keeps it: one string for each distinct line (of the last few thousand). The
 * log holds up to 100 000 entries and the same requests give the same lines, so each entry holds
 * little more than its own fields: the copy made for a request dies young, which the garbage
 * collector finds cheap, where every copy kept would be copied again and promoted.
 */
const keptLines = new TextCache<string>(4096);
const shared = (line: string): string => keptLines.get(line, (l) => l);

/**
 * Lines kept by the parts they are made of, as {@link keptLines} keeps them by their text: the parts
 * are strings the policy and the engine hold (phases, names, types), whose hashes the runtime
 * keeps, so finding a line hashes no text built for the request but an action's detail. Bounded:
 * emptied past 4096 lines.
 */
class LinesByParts {
  #root = new Map<unknown, unknown>();
  #size = 0;

  get(parts: readonly unknown[], make: () => string): string {
    if (this.#size >= 4096) {
      this.#root = new Map();
      this.#size = 0;
    }
    let m = this.#root;
    for (let i = 0; i < parts.length - 1; i++) {
      let next = m.get(parts[i]) as Map<unknown, unknown> | undefined;
      if (next === undefined) m.set(parts[i], (next = new Map()));
      m = next;
    }
    const last = parts[parts.length - 1];
    let line = m.get(last) as string | undefined;
    if (line === undefined) {
      line = shared(make());
      m.set(last, line);
      this.#size++;
    }
    return line;
  }
}

const linesByParts = new LinesByParts();

/**
 * The trace's rules, actions and gaps as the log's lines. An action's detail may quote what it did
 * (`added x-api-token: <value>`): the simulator's trace already reads `[secret]` for every secret
 * and every value computed from one (trafficPolicy/simulate/base/secretMarks.ts).
 */
export function traceLines(trace: Trace): Pick<TrafficLogEntry, "rules" | "actions" | "notSimulated"> {
  return {
    rules: trace.rules.map((r) => linesByParts.get(["rule", r.phase, r.endpoint, r.index, r.name], () => ruleLabel(r, r.index, r.name))),
    actions: trace.actions.map((a) => linesByParts.get(["action", a.phase, a.endpoint, a.rule, a.type, a.detail], () => `${ruleLabel(a, a.rule)} ${a.type}: ${a.detail}`)),
    notSimulated: trace.notSimulated.map((n) => shared(`${ruleLabel(n, n.rule)} ${n.type}: ${n.reason}`)),
  };
}

/** The entry's fields an outcome gives; what it sent (the upstream, the forwarded path) masked as the trace is. */
export function outcomeFields(outcome: Outcome): Pick<TrafficLogEntry, "status" | "upstream" | "forwardedPath" | "rules" | "actions" | "notSimulated"> {
  const lines = traceLines(outcome.trace);
  if (outcome.kind === "closed") return { status: "closed", ...lines };
  if (outcome.kind === "response") return { status: outcome.status, ...lines };
  // A rewrite or a forward may put a secret in the path or the upstream, too.
  const mask = secretMask(outcome);
  return { status: outcome.response?.status ?? 502, upstream: mask.show(outcome.upstream), forwardedPath: shared(mask.show(outcome.request.path, "req.url")), ...lines };
}
