/**
 * `/endpoints`: create, get, list, update and delete cloud endpoints, as ngrok's API reference and
 * endpoint guides describe them (paths in the ngrok-docs repository):
 *
 * - Fields (api-reference/endpoints/{create,get,list,update,delete}.mdx, whose tables were
 *   api/resources/endpoints.mdx; snippets/api/resources/examples/_endpoints_*.mdx; ngrok-api-go
 *   datatypes.go `EndpointCreate`/`EndpointUpdate`; agent/cli-api.mdx "ngrok api endpoints"):
 *   create takes `url`, `type`, `traffic_policy`, `description`, `metadata`, `bindings`,
 *   `pooling_enabled`; update takes the same less `type`. Only `cloud` can be created and it is
 *   the default (ERR_NGROK_248 for another type). The example answers `https://…:443` with
 *   `url` `https://…`, `hostport` `…:443`, `proto` `https`: the default port is dropped.
 * - Answer members no cloud endpoint example carries (the spec's Endpoint, snippets/obs/_endpoint.mdx;
 *   ngrok-api-go `Endpoint`, every one `omitempty`): `scheme`, `host` and `port` are answered,
 *   split from the URL as `proto` and `hostport` are (the default port included, as in `hostport`);
 *   `region` is left out (no documented value for an endpoint); `name`, `principal`, `upstream_url`
 *   and `upstream_protocol` are left out, as the examples carry them only on the agent
 *   (`ephemeral`) endpoint of the list example and the create takes none of them.
 * - Required: `url` with scheme and hostname ("you must always specify both a scheme and
 *   hostname", endpoints/cloud-endpoints/http.mdx) and a non-empty `traffic_policy`
 *   (endpoints/cloud-endpoints/index.mdx, "Differences from Agent Endpoints").
 * - Nothing is immutable: `url` is updated in place ("change the URL of your Cloud Endpoint with
 *   zero downtime", endpoints/cloud-endpoints/change-domain-endpoint.mdx; `--url` of `ngrok api
 *   endpoints update`), and so are policy, description, metadata, bindings and pooling (the update
 *   body has them). endpoints/endpoint-pooling.mdx ("Conflicts") says instead that url and pooling
 *   "may not be updated after an endpoint has been created"; the API's own shapes win here, and an
 *   update is checked for the same conflicts as a create.
 * - URLs (snippets/gateway/shared/public-endpoints-source.mdx, "URLs"; internal-endpoints-source.mdx;
 *   kubernetes-endpoints-source.mdx; endpoints/cloud-endpoints/{http,tcp,tls}.mdx): schemes http,
 *   https, tls, tcp; public http on port 80, https and tls on 443, tcp with a port; internal
 *   hostnames end in `.internal` with at most 5 labels before it, any port 1–65535; kubernetes
 *   URLs are `http|tcp://name.namespace[:port]`; wildcards (`*.example.com`) are allowed except for
 *   kubernetes. ERR_NGROK_249 (not a valid URL), ERR_NGROK_9029 (internal binding without
 *   `.internal`), ERR_NGROK_9030 (port out of range).
 * - Bindings (endpoints/bindings.mdx; agent/config/v3.mdx "bindings": "Currently only one binding
 *   may be provided", the default is `public`, `internal` is inferred for `.internal`;
 *   endpoints/internal-endpoints.mdx "Inferred binding"): one of public, internal, kubernetes.
 * - A public URL must match a reserved Domain or TCP address of the account (ERR_NGROK_318,
 *   ERR_NGROK_319). The emulator checks it for `tcp://` URLs: a public TCP endpoint's hostport must
 *   be one of the account's TCP addresses ("after you create the TCP Address
 *   `1.tcp.jp.ngrok.io:12345`, you can create the Endpoint `tcp://1.tcp.jp.ngrok.io:12345`",
 *   domains/tcp-addresses.mdx), else 400 `ERR_NGROK_319` with the documented text, and the
 *   endpoint names it in `tcp_addr`. It does not check domains (its users make https endpoints
 *   without reserving domains first); a public endpoint whose host a reserved domain covers names
 *   it in `domain` (emulator/resources/reservedDomain/rules.ts `domainServing`), and that domain cannot be
 *   released meanwhile.
 * - Limits of description and metadata: not documented for `/endpoints`; the API's limits of
 *   other resources are used (255 and 4096 bytes, api-reference/kubernetes-operators.mdx).
 * - Traffic policy: parsed as a document (YAML or JSON); one that cannot be parsed, or breaks an
 *   action's documented config, is refused (ERR_NGROK_2236 "The traffic policy was not able to be
 *   parsed", ERR_NGROK_2226 invalid action config); so are HTTP phases on tcp/tls endpoints
 *   (ERR_NGROK_2230) and `on_tcp_connect` on internal HTTP(S) ones (ERR_NGROK_2262). Here:
 *   400 `ERR_INVALID_TRAFFIC_POLICY`. A policy that does not terminate traffic is accepted: the
 *   service reports it when traffic arrives (ERR_NGROK_6029). A `terminate-tls` action trusting a
 *   certificate authority by id (`mutual_tls_certificate_authorities`) must name one the account
 *   holds: 400 `ERR_NGROK_1672` "The CA ID `ID` specified for the Mutual TLS module does not exist."
 *   (the docs' one error for an unknown CA id; its words still say "module", from edges).
 * - Same URL twice (endpoints/endpoint-pooling.mdx, "Conflicts": "If you create a second endpoint
 *   with the same URL and binding as an existing endpoint, both the new endpoint and existing
 *   endpoint must have pooling enabled"): see {@link checkConflicts}. The same hostport and binding
 *   with another protocol cannot pool either ("The URLs of all endpoints in a pool must share the
 *   same protocol"); no error is documented for it: 409 `ERR_ENDPOINT_URL_IN_USE`, the emulator's own.
 * - An edge hostport and a cloud endpoint on the same domain: the API refuses neither (the list
 *   example holds an `edge` and a `cloud` endpoint on `endpoint-example2.com:443`); traffic to that
 *   hostport then fails with ERR_NGROK_6027 ("The Endpoint HOSTPORT has both a Cloud Endpoint
 *   (CLEPID) and Edge (EDGID) configured") until one of them lets go of it. {@link hostportServing}
 *   says what the traffic plane would do.
 *
 * Lists hold only cloud endpoints here (the service also lists agent and edge endpoints). Served by
 * the generic collection (emulator/machinery/servedCollection.ts) with {@link endpointRules}.
 */
import { rfc3339 } from "../../../provider/wire/time";
import { certificateAuthorityIds, parsePolicy, type TrafficPolicy } from "../../../trafficPolicy/model/document";
import { type EndpointAddress, parseEndpointUrl } from "../../../trafficPolicy/model/endpointUrl";
import {
  bindingProblem,
  type EndpointBinding,
  ENDPOINTS,
  inferredBinding,
  phaseProblem,
  policyFault,
  type Endpoint as EndpointWire,
} from "../../../provider/resources/cloudEndpoint/wire";
import { RESERVED_DOMAINS } from "../../../provider/resources/reservedDomain/wire";
import { applyDescribed, described, describedFields, ref } from "../../machinery/items";
import type { Rules } from "../../machinery/servedCollection";
import { ApiFailure } from "../../machinery/errors";
import { itemsIn, type State } from "../../machinery/state";
import { certificateAuthoritiesIn } from "../certificateAuthority/rules";
import { edgesIn } from "../httpsEdgeRoute/edges";
import { domainCovers, domainServing, type StoredReservedDomain } from "../reservedDomain/rules";
import { TCP_ADDRESSES } from "../../../provider/resources/tcpAddress/wire";
import { tcpAddressServing } from "../tcpAddress/rules";

/** The account's cloud endpoints, by id: the part of the state this family declares. */
export const endpointsIn = (state: State): Record<string, StoredCloudEndpoint> => itemsIn(state, ENDPOINTS.key);

/** A cloud endpoint as stored: its URL in the service's canonical form. */
export interface StoredCloudEndpoint {
  id: string;
  created_at: string;
  updated_at: string;
  description?: string;
  metadata?: string;
  url: string;
  traffic_policy: string;
  binding: EndpointBinding;
  pooling_enabled: boolean;
}

/** The address of a stored (hence valid) URL. */
function addressOf(url: string): EndpointAddress {
  const r = parseEndpointUrl(url);
  if (!r.ok) throw new Error(`stored endpoint url ${url} is invalid: ${r.rule}`);
  return r.address;
}

function renderEndpoint(baseUrl: string, e: StoredCloudEndpoint, state?: State): EndpointWire {
  const a = addressOf(e.url);
  // A public endpoint names the reserved domain its host is served under (emulator/resources/reservedDomain/rules.ts).
  const domain = e.binding === "public" && state !== undefined && a.scheme !== "tcp" ? domainServing(state, a.host) : undefined;
  const tcpAddr = e.binding === "public" && state !== undefined && a.scheme === "tcp" ? tcpAddressServing(state, a.hostport) : undefined;
  return {
    id: e.id,
    uri: `${baseUrl}${ENDPOINTS.path}/${e.id}`,
    type: "cloud",
    created_at: e.created_at,
    updated_at: e.updated_at,
    url: e.url,
    public_url: e.url,
    proto: a.scheme,
    hostport: a.hostport,
    scheme: a.scheme,
    host: a.host,
    port: a.port,
    ...described(e),
    traffic_policy: e.traffic_policy,
    bindings: [e.binding],
    pooling_enabled: e.pooling_enabled,
    ...(domain === undefined ? {} : { domain: ref(baseUrl, RESERVED_DOMAINS.key, domain.id) }),
    ...(tcpAddr === undefined ? {} : { tcp_addr: ref(baseUrl, TCP_ADDRESSES.key, tcpAddr.id) }),
  };
}

/** The policy as a document, or the 400 the service answers (see the module comment). */
function checkedPolicy(state: State, text: string, a: EndpointAddress, binding: EndpointBinding): TrafficPolicy {
  let policy: TrafficPolicy;
  try {
    policy = parsePolicy(text);
  } catch (e) {
    throw new ApiFailure("ERR_INVALID_TRAFFIC_POLICY", `traffic_policy is not a valid traffic policy: ${policyFault(e)}`);
  }
  const problem = phaseProblem(a, binding, policy);
  if (problem !== undefined) throw new ApiFailure("ERR_INVALID_TRAFFIC_POLICY", `traffic_policy ${problem}`);
  const unknownCa = certificateAuthorityIds(policy).find((id) => certificateAuthoritiesIn(state)[id] === undefined);
  if (unknownCa !== undefined) throw new ApiFailure("ERR_NGROK_1672", `The CA ID ${unknownCa} specified for the Mutual TLS module does not exist.`);
  return policy;
}

/**
 * The service's refusals of a cloud endpoint (created, or updated onto its new state) that would
 * share its URL and binding with another endpoint without both pooling, from ngrok-docs
 * errors/err_ngrok_18016.mdx and err_ngrok_18017.mdx:
 * - pooling disabled, another endpoint on the URL (pooled or not): `ERR_NGROK_18017`, status and text
 *   as the service answered them in k8s/crds/cloudendpoint.mdx ("Failed to create Cloud Endpoint:
 *   HTTP 400: The provided Cloud Endpoint was invalid because pooling was set to disabled when
 *   another endpoint exists for this url. [ERR_NGROK_18017]"; the error page writes "cloud endpoint");
 * - pooling enabled, another endpoint on the URL with pooling disabled: `ERR_NGROK_18016`, the error
 *   page's text; its status is not documented, 18017's is taken (the same check's other case).
 * endpoints/endpoint-pooling.mdx calls both "a conflict error", naming no status.
 */
const POOLING_ENABLED_CONFLICT =
  "The provided cloud endpoint was invalid because pooling was set to enabled when another endpoint exists for this url that has pooling disabled.";
/** See {@link POOLING_ENABLED_CONFLICT}. */
const POOLING_DISABLED_CONFLICT = "The provided Cloud Endpoint was invalid because pooling was set to disabled when another endpoint exists for this url.";

/** Refuses `self` (a create's draft, or an update's next state) when another endpoint holds its hostport and binding and they cannot pool. */
function checkConflicts(state: State, self: Pick<StoredCloudEndpoint, "id" | "url" | "binding" | "pooling_enabled">): void {
  const a = addressOf(self.url);
  const sharing = Object.values(endpointsIn(state)).filter((other) => other.id !== self.id && other.binding === self.binding && addressOf(other.url).hostport === a.hostport);
  const otherProtocol = sharing.find((other) => addressOf(other.url).scheme !== a.scheme);
  if (otherProtocol !== undefined) {
    throw new ApiFailure(
      "ERR_ENDPOINT_URL_IN_USE",
      `url ${self.url}: endpoint ${otherProtocol.id} serves ${otherProtocol.url} on the same host and port; endpoints sharing a host and port must use the same protocol`,
    );
  }
  if (sharing.length === 0) return;
  if (!self.pooling_enabled) throw new ApiFailure("ERR_NGROK_18017", POOLING_DISABLED_CONFLICT);
  if (sharing.some((other) => !other.pooling_enabled)) throw new ApiFailure("ERR_NGROK_18016", POOLING_ENABLED_CONFLICT);
}

/** A URL's address and binding, or the 400 naming the rule they break together. */
function addressFor(url: string, binding: EndpointBinding): EndpointAddress {
  const a = addressOf(url);
  const problem = bindingProblem(a, binding);
  if (problem !== undefined) throw new ApiFailure("ERR_VALIDATION", `url ${problem}`);
  return a;
}

/** A public TCP endpoint is on one of the account's TCP addresses, or the service's ERR_NGROK_319 (its text, without an account). */
function checkReserved(state: State, a: EndpointAddress, binding: EndpointBinding): void {
  if (binding !== "public" || a.scheme !== "tcp" || tcpAddressServing(state, a.hostport) !== undefined) return;
  throw new ApiFailure(
    "ERR_NGROK_319",
    `You must reserve a custom hostname for your account before it can be used to create endpoints.\nFailed to create an endpoint with the domain \`${a.hostport}\`.\n\nReserve this name on your dashboard: https://dashboard.ngrok.com/domains/new`,
  );
}

/**
 * The service's rules beyond the schemas (the module comment): the URL in its canonical form, the
 * binding given or inferred, the policy read and checked against both, and no unpoolable sharing of
 * a hostport; an update is checked as a create and moves `updated_at`.
 */
export const endpointRules: Rules<typeof ENDPOINTS, StoredCloudEndpoint> = {
  create: (body, ctx) => {
    const url = addressOf(body.url);
    const binding = body.bindings?.[0] ?? inferredBinding(url);
    checkedPolicy(ctx.store.state, body.traffic_policy, addressFor(url.url, binding), binding);
    checkReserved(ctx.store.state, url, binding);
    const draft = { id: "", url: url.url, binding, pooling_enabled: body.pooling_enabled ?? false };
    checkConflicts(ctx.store.state, draft);
    return {
      updated_at: rfc3339(ctx.now),
      ...describedFields(body),
      url: url.url,
      traffic_policy: body.traffic_policy,
      binding,
      pooling_enabled: draft.pooling_enabled,
    };
  },
  update: (e, body, ctx) => {
    const next = {
      id: e.id,
      url: body.url === undefined ? e.url : addressOf(body.url).url,
      binding: body.bindings?.[0] ?? e.binding,
      pooling_enabled: body.pooling_enabled ?? e.pooling_enabled,
    };
    const policy = body.traffic_policy ?? e.traffic_policy;
    const address = addressFor(next.url, next.binding);
    checkedPolicy(ctx.store.state, policy, address, next.binding);
    checkReserved(ctx.store.state, address, next.binding);
    checkConflicts(ctx.store.state, next);
    applyDescribed(e, body);
    Object.assign(e, { url: next.url, binding: next.binding, pooling_enabled: next.pooling_enabled, traffic_policy: policy, updated_at: rfc3339(ctx.now) });
  },
  render: (e, ctx) => renderEndpoint(ctx.baseUrl, e, ctx.store.state),
  // A reserved domain still served on cannot be released (ERR_NGROK_446).
  onDeleteOf: {
    [RESERVED_DOMAINS.key]: {
      refuse: (held, ctx) => {
        const d = held as StoredReservedDomain;
        const users = domainUsers(ctx.store.state, d.domain);
        if (users.length > 0) {
          throw new ApiFailure("ERR_NGROK_446", `The domain ${d.domain} could not be deleted because it is still referenced by an edge or cloud endpoint (${users.join(", ")}) (ERR_NGROK_446)`);
        }
      },
    },
  },
};

/** What still serves on a domain (ERR_NGROK_446): a public cloud endpoint or an edge, by id; empty when nothing does. */
function domainUsers(state: State, domain: string): string[] {
  const endpoints = Object.values(endpointsIn(state))
    .filter((e) => e.binding === "public")
    .filter((e) => {
      const r = parseEndpointUrl(e.url);
      return r.ok && domainCovers(domain, r.address.host);
    })
    .map((e) => e.id);
  const edges = Object.values(edgesIn(state))
    .filter((ed) => ed.hostports.some((hp) => domainCovers(domain, hp.replace(/:\d+$/, ""))))
    .map((ed) => ed.id);
  return [...endpoints, ...edges];
}

/** What traffic to a hostport (`app.example.com:443`) meets, per the module comment's last fact. */
export type Serving =
  | { kind: "none" }
  | { kind: "edge"; edgeId: string }
  | { kind: "cloud"; endpointIds: string[] }
  | { kind: "conflict"; error: "ERR_NGROK_6027"; edgeId: string; endpointIds: string[] };

/** Who serves a public hostport: an edge, cloud endpoints (a pool when several), or both: a conflict. */
export function hostportServing(state: State, hostport: string): Serving {
  const edge = Object.values(edgesIn(state)).find((ed) => ed.hostports.includes(hostport));
  const endpointIds = Object.values(endpointsIn(state))
    .filter((e) => e.binding === "public" && addressOf(e.url).hostport === hostport)
    .map((e) => e.id);
  if (edge && endpointIds.length > 0) return { kind: "conflict", error: "ERR_NGROK_6027", edgeId: edge.id, endpointIds };
  if (edge) return { kind: "edge", edgeId: edge.id };
  return endpointIds.length > 0 ? { kind: "cloud", endpointIds } : { kind: "none" };
}
