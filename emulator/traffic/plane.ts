/**
 * The traffic plane: an HTTP server that serves every cloud endpoint of the emulator's account
 * through its Traffic Policy, run by the package's simulator (`pulumi-ingress/traffic`).
 *
 * - The Host header picks the endpoint: a public http or https cloud endpoint whose URL has that
 *   host (an exact host before a wildcard `*.` one; the first created when several pool it). None:
 *   404 with `ngrok-error-code: ERR_NGROK_3200` and the page's message "The endpoint is offline."
 *   (ngrok-docs errors/err_ngrok_3200.mdx; the header as endpoints/cloud-endpoints/http.mdx
 *   "Errors" says ngrok marks its own errors; the page gives no status, 404 is the one ngrok
 *   answers for it).
 * - `x-ingress-client-ip` sets `conn.client_ip` (else the peer's address) and is never forwarded.
 * - The policy sees the account as it is at that request: IP policies and their rules, internal
 *   endpoints and their policies, vault secrets' values (emulator/traffic/secretValues.ts).
 * - A request forwarded to an upstream mapped by `upstreams` is sent there as forwarded; its answer
 *   runs through `on_http_response`. An upstream not mapped: 502 `ERR_NGROK_3200` naming it; one
 *   that refuses the connection: 502 `ERR_NGROK_8012` (errors/err_ngrok_8012.mdx).
 * Bodies are read as UTF-8 text (the simulator's bodies are text).
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { type Dispatcher, Pool } from "undici";
import { isIP } from "node:net";
import { secretMask, simulate } from "../../trafficPolicy/simulate";
import { TextCache } from "../../trafficPolicy/simulate/base/cache";
import { reachedUrl } from "../../trafficPolicy/simulate/base/internal";
import type { ForwardedRequest, Outcome, SimContext, SimIpRule, SimRequest, SimResponse, SimState } from "../../trafficPolicy/simulate/base/types";
import { parseEndpointUrl } from "../../trafficPolicy/model/endpointUrl";
import type { State } from "../machinery/state";
import { endpointsIn, type StoredCloudEndpoint } from "../resources/cloudEndpoint/rules";
import { ipPoliciesIn } from "../resources/ipPolicy/rules";
import { ipPolicyRulesIn } from "../resources/ipPolicyRule/rules";
import { listen } from "../machinery/listen";
import { readBody } from "../machinery/requestBody";
import { outcomeFields, type TrafficLogEntry } from "./log";
import type { SecretValues } from "./secretValues";
import type { Upstreams } from "./upstreams";

/** The request header that sets `conn.client_ip`; never forwarded. */
const CLIENT_IP_HEADER = "x-ingress-client-ip";

const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** Headers of one connection, not of the request (RFC 9110 §7.6.1), and what the plane recomputes. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "trailer", "content-length"]);

/** What the plane reads of the emulator, and where its entries go. */
export interface PlaneSource {
  state(): State;
  secrets: SecretValues;
  upstreams: Upstreams;
  now(): Date;
  record(entry: TrafficLogEntry): void;
}

/** An answer the plane gives itself, marked with the service's error code. */
function planeError(status: number, code: string, message: string): SimResponse {
  return { status, headers: { "content-type": ["text/plain; charset=utf-8"], "ngrok-error-code": [code] }, body: `${message}\n` };
}

/** Methods sent without a body, and so without `content-length`, when the forwarded body is empty. */
const BODILESS = new Set(["GET", "HEAD", "DELETE", "OPTIONS"]);

/** Endpoint URLs parsed once each: every request looks its host up among them. */
const endpointAddresses = new TextCache<ReturnType<typeof parseEndpointUrl>>(4096);

/** The public http(s) endpoint serving `host`, with its scheme: an exact host first, then the longest wildcard; the first created among equals. */
function endpointForHost(state: State, host: string): { endpoint: StoredCloudEndpoint; scheme: "http" | "https" } | undefined {
  let best: { endpoint: StoredCloudEndpoint; scheme: "http" | "https"; score: number } | undefined;
  for (const e of Object.values(endpointsIn(state))) {
    if (e.binding !== "public") continue;
    const r = endpointAddresses.get(e.url, parseEndpointUrl);
    if (!r.ok) continue;
    const { scheme, host: h } = r.address;
    if (scheme !== "http" && scheme !== "https") continue;
    const score = h === host ? Infinity : h.startsWith("*.") && host.endsWith(h.slice(1)) ? h.length : -1;
    if (score >= 0 && (best === undefined || score > best.score)) best = { endpoint: e, scheme, score };
  }
  return best === undefined ? undefined : { endpoint: best.endpoint, scheme: best.scheme };
}

/** The headers the policy sees: as received, less the client-ip header; the host without a port. */
function requestHeaders(headers: IncomingHttpHeaders, host: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER || HOP_BY_HOP.has(name)) continue;
    out[name] = value;
  }
  out["host"] = host;
  return out;
}

/**
 * The account as the simulator reads it. A mapped upstream that no cloud endpoint holds stands for
 * an agent endpoint serving that URL (a policy-less internal endpoint, which forwards as is); a
 * cloud internal endpoint runs its own policy.
 */
function accountContext(state: State, secrets: SecretValues, upstreams: Upstreams): Pick<SimContext, "ipPolicies" | "secrets" | "internalEndpoints"> {
  const ipPolicies: Record<string, SimIpRule[]> = {};
  for (const p of Object.keys(ipPoliciesIn(state))) ipPolicies[p] = [];
  for (const r of Object.values(ipPolicyRulesIn(state))) (ipPolicies[r.ip_policy_id] ??= []).push({ cidr: r.cidr, action: r.action });
  const internalEndpoints: Record<string, string | null> = {};
  for (const url of upstreams.keys()) internalEndpoints[url] = null;
  for (const e of Object.values(endpointsIn(state))) if (e.binding === "internal") internalEndpoints[e.url] = e.traffic_policy;
  return { ipPolicies, secrets: secrets.byVault(state), internalEndpoints };
}

/**
 * An upstream's response headers as lists, names lower case, less the connection's and any
 * `ngrok-error-code` ("ngrok guarantees that the upstream service may never set" it,
 * endpoints/cloud-endpoints/http.mdx "Errors").
 */
function responseHeaders(headers: IncomingHttpHeaders): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || name === "ngrok-error-code") continue;
    out[name] = Array.isArray(value) ? value : [value];
  }
  return out;
}

/** Headers for node:http: one value as a string (it refuses a list for `host` and the like), several as a list; less the connection's. */
function outgoing(headers: Readonly<Record<string, readonly string[]>>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, values] of Object.entries(headers)) {
    if (HOP_BY_HOP.has(name) || values.length === 0) continue;
    out[name] = values.length === 1 ? (values[0] as string) : [...values];
  }
  return out;
}

export class TrafficPlane {
  readonly #source: PlaneSource;
  readonly #http: Server;
  /** One pool of keep-alive connections per mapped origin. */
  readonly #pools = new Map<string, Pool>();
  /** Rate-limit windows and circuit breakers, kept across requests as the service keeps them. */
  readonly #simState: SimState = {};
  #url = "";

  private constructor(source: PlaneSource) {
    this.#source = source;
    this.#http = createServer({ keepAlive: true }, (req, res) => {
      this.#serve(req, res).catch((e: unknown) => {
        if (req.complete) console.error("emulator traffic plane: request failed", e);
        if (!res.headersSent) res.destroy();
      });
    });
  }

  /** Listens on `host`:`port` (0 picks one). */
  static async start(source: PlaneSource, port: number, host: string): Promise<TrafficPlane> {
    const plane = new TrafficPlane(source);
    plane.#url = await listen(plane.#http, port, host);
    return plane;
  }

  /** `http://host:port`, without a trailing slash. */
  get url(): string {
    return this.#url;
  }

  close(): Promise<void> {
    return new Promise<void>((resolve) => {
      this.#http.close(() => resolve());
      this.#http.closeAllConnections();
      for (const pool of this.#pools.values()) void pool.destroy();
    });
  }

  async #serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    const host = (req.headers.host ?? "").replace(/:\d+$/, "").toLowerCase();
    const entry: TrafficLogEntry = {
      kind: "traffic",
      at: this.#source.now().toISOString(),
      method: req.method ?? "GET",
      host,
      path: q < 0 ? url : url.slice(0, q),
      query: q < 0 ? "" : url.slice(q + 1),
      clientIp: (req.socket.remoteAddress ?? "").replace(/^::ffff:/, ""),
      status: 0,
      rules: [],
      actions: [],
      notSimulated: [],
    };
    const body = await readBody(req, MAX_BODY_BYTES);
    const given = req.headers[CLIENT_IP_HEADER];
    if (given !== undefined) {
      const ip = String(given).trim();
      if (isIP(ip) === 0) return this.#answer(res, entry, planeError(400, "ERR_INGRESS_CLIENT_IP", `${CLIENT_IP_HEADER} must be an IPv4 or IPv6 address; got ${JSON.stringify(given)}`));
      entry.clientIp = ip;
    }
    if (body.kind === "tooLarge") return this.#answer(res, entry, planeError(413, "ERR_INGRESS_BODY_TOO_LARGE", `request body is larger than ${MAX_BODY_BYTES} bytes`));
    const state = this.#source.state();
    const serving = endpointForHost(state, host);
    if (serving === undefined) return this.#answer(res, entry, planeError(404, "ERR_NGROK_3200", "The endpoint is offline."));
    const { endpoint, scheme } = serving;
    entry.endpointId = endpoint.id;
    let outcome: Outcome;
    try {
      const account = accountContext(state, this.#source.secrets, this.#source.upstreams);
      const request: SimRequest = {
        method: entry.method,
        url: `${scheme}://${host}${url}`,
        headers: requestHeaders(req.headers, host),
        ...(body.text === "" ? {} : { body: body.text }),
        clientIp: entry.clientIp,
      };
      outcome = await this.#simulate(endpoint, request, account);
    } catch (e) {
      // An expression that is not a bool, an action config that cannot be used: the simulator's one line.
      return this.#answer(res, entry, planeError(500, "ERR_INGRESS_POLICY_FAILED", `the traffic policy of ${endpoint.id} failed: ${(e as Error).message}`));
    }
    // The simulator masks its trace; the fields of what was sent are masked with the same marks.
    Object.assign(entry, outcomeFields(outcome));
    const mask = secretMask(outcome);
    if (!mask.empty) Object.assign(entry, { path: mask.show(entry.path), query: mask.show(entry.query) });
    if (outcome.kind === "closed") {
      this.#source.record(entry);
      req.socket.destroy();
      return;
    }
    const answer = outcome.kind === "response" ? outcome : (outcome.response ?? planeError(502, "ERR_NGROK_3200", `The endpoint ${outcome.upstream} is offline.`));
    this.#answer(res, entry, answer);
  }

  /**
   * Runs the endpoint's policy on the request, with the account as it is now. Policies go as their
   * stored text: the simulator parses each text once, and a stored policy only changes with an
   * update, which brings a new text.
   */
  #simulate(endpoint: StoredCloudEndpoint, request: SimRequest, account: ReturnType<typeof accountContext>): Promise<Outcome> {
    return simulate(endpoint.traffic_policy, request, {
      endpoint: { url: endpoint.url, id: endpoint.id },
      ...account,
      now: this.#source.now(),
      state: this.#simState,
      upstream: (to, forwarded) => this.#forward(to, forwarded),
    });
  }

  /** Sends the forwarded request to the local server mapped to `to`; its answer, or the plane's error. */
  #forward(to: string, forwarded: ForwardedRequest): Promise<SimResponse> {
    // Upstreams are keyed by canonical URL, the form the simulator's internal endpoints are matched in.
    const origin = this.#source.upstreams.get(reachedUrl(to));
    if (origin === undefined) return Promise.resolve(planeError(502, "ERR_NGROK_3200", `The endpoint ${to} is offline: map it to a local server with --upstream ${to}=http://127.0.0.1:PORT.`));
    const headers = outgoing(forwarded.headers);
    const payload = forwarded.body === "" ? undefined : Buffer.from(forwarded.body, "utf8");
    if (payload !== undefined || !BODILESS.has(forwarded.method)) headers["content-length"] = String(payload?.length ?? 0);
    let pool = this.#pools.get(origin);
    if (pool === undefined) this.#pools.set(origin, (pool = new Pool(origin)));
    const failed = (what: string, e: Error) => planeError(502, "ERR_NGROK_8012", `The upstream ${origin} for ${to} ${what}: ${e.message}`);
    return new Promise<SimResponse>((resolve) => {
      let answer: { status: number; headers: Record<string, string[]> } | undefined;
      const chunks: Buffer[] = [];
      // Undici's dispatcher, not its `request`: the answer is read straight into one buffer, with no stream between.
      pool.dispatch(
        // The path goes as the policy forwarded it, on the mapped origin (never resolved against it: `//host/x` stays a path).
        { path: forwarded.path, method: forwarded.method as Dispatcher.HttpMethod, headers, body: payload ?? null },
        {
          // Its presence marks the handler as undici's current kind (else dispatch wants the deprecated onConnect).
          onRequestStart: () => undefined,
          onResponseStart: (_c, status, received) => void (answer = { status, headers: responseHeaders(received) }),
          onResponseData: (_c, chunk) => void chunks.push(chunk),
          onResponseEnd: () => resolve({ status: answer?.status ?? 502, headers: answer?.headers ?? {}, body: Buffer.concat(chunks).toString("utf8") }),
          onResponseError: (_c, e) => resolve(answer === undefined ? failed("could not be reached", e) : failed("failed mid-answer", e)),
        },
      );
    });
  }

  /** Records the entry, then answers: the log entry exists before the client can read the answer. */
  #answer(res: ServerResponse, entry: TrafficLogEntry, answer: SimResponse): void {
    entry.status = answer.status;
    const code = answer.headers["ngrok-error-code"]?.[0];
    if (code !== undefined) entry.errorCode = code;
    this.#source.record(entry);
    const headers = outgoing(answer.headers);
    if (answer.encoded !== undefined) {
      // An answer compress-response encoded goes as its bytes, chunked and with no Content-Length, as
      // ngrok's page says (traffic-policy/actions/compress-response.mdx).
      res.writeHead(answer.status, headers);
      res.write(Buffer.from(answer.encoded));
      res.end();
      return;
    }
    const payload = Buffer.from(answer.body, "utf8");
    headers["content-length"] = String(payload.length);
    res.writeHead(answer.status, headers);
    res.end(payload);
  }
}
