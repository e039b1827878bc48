import * as pulumi from "@pulumi/pulumi";
import { collect, type FilteredLookupOptions } from "./lookup";
import { FAMILIES } from "../provider/families";
import type { EndpointBinding } from "../provider/resources/cloudEndpoint/wire";
import { IngressResource } from "./resource";
import { policyCarried } from "./policyCarried";
import type { Ref } from "./routeModules";
import type { TrafficPolicy } from "./trafficPolicyTypes";
import { typeToken } from "../provider/tokens";
import type { Vault } from "./vault";

export type { EndpointBinding } from "../provider/resources/cloudEndpoint/wire";

/** Inputs of a {@link CloudEndpoint}. Every input is checked before any API call; every change is made in place. */
export interface CloudEndpointArgs {
  /**
   * The endpoint's URL: `scheme://hostname[:port]`, no path. Schemes `https`, `http`, `tls` and
   * `tcp`; a public endpoint uses a domain reserved on the account (a wildcard such as
   * `https://*.example.com` needs a reserved wildcard domain) on port 443 (`https`, `tls`) or 80
   * (`http`), and a `tcp://` URL names a reserved TCP address with its port. An `.internal`
   * hostname (`https://api.internal`, any port) makes an internal endpoint, reachable only through
   * `forward-internal`. The service drops a default port (`https://x.com:443` reads back as
   * `https://x.com`), which is not a change. Changed in place, without replacing the endpoint.
   */
  url: pulumi.Input<string>;
  /**
   * The Traffic Policy that handles every request or connection (a cloud endpoint forwards nothing
   * by itself): a document object, checked field by field and sent as JSON, or its text in YAML or
   * JSON. Must not be empty. The same policy written differently is not a change. When the policy
   * holds a secret (an `oauth` or `openid-connect` `client_secret`, a `verify-webhook` `secret`,
   * `basic-auth` `credentials`), the input and the `trafficPolicy` output are made secret.
   */
  trafficPolicy: pulumi.Input<TrafficPolicy | string>;
  /** Human-readable description, at most 255 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  description?: pulumi.Input<string>;
  /** Machine-readable user data, at most 4096 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  metadata?: pulumi.Input<string>;
  /**
   * The endpoint's binding, as a list of exactly one: `public` (internet traffic), `internal`
   * (only through `forward-internal`; the URL must end in `.internal`) or `kubernetes` (inside
   * clusters running the Kubernetes operator; `http` or `tcp` URLs of the form
   * `name.namespace`). Default: `internal` for an `.internal` URL, else `public`.
   */
  bindings?: pulumi.Input<pulumi.Input<EndpointBinding>[]>;
  /**
   * Whether the endpoint may share its URL and binding with other endpoints (an endpoint pool that
   * balances traffic among them). Every endpoint on a shared URL must enable it, or the service
   * refuses the second one. Default: false.
   */
  poolingEnabled?: pulumi.Input<boolean>;
  /**
   * The vault the policy reads its secrets from (`${secrets.get('<vault name>', '<secret name>')}`):
   * a {@link Vault} of the program, so that the policy and the vault are one. The endpoint is then
   * created after the vault and deleted before it, and a policy that reads a secret from any other
   * vault is refused before any API call. Build the policy with the same vault
   * (`trafficPolicyOf(routes, { vault })`, or `vault.name` in the text). Not sent to the service;
   * a change is not a change of the endpoint. Default: none (the policy's vaults are not checked).
   */
  vault?: Vault;
  /**
   * What the policy reads from the account: the rules of the IP policies it names and the vault
   * secrets it gets, so that `pulumi preview` shows what a change to them does to the traffic, as it
   * does for a change of the policy (docs/traffic.md, "Behaviour at preview"). Pass the program's
   * {@link IpPolicyRule}s themselves (`ipPolicyRules: [officeRule]`): at preview a rule being
   * changed reads as its new values. Not sent to the service; a change alone updates the endpoint
   * without any API call. Default: none (the preview knows only the case files' IP policies and
   * secrets).
   */
  policyReads?: PolicyReads;
  /**
   * Id (`ep_…`) of an existing cloud endpoint to take over instead of creating one; read only when
   * the resource is created, after which the endpoint is reconciled to the program. Removing it
   * afterwards changes nothing. Default: none (create an endpoint).
   */
  adoptId?: pulumi.Input<string>;
}

/** An IP policy rule a policy reads: an {@link IpPolicyRule} of the program, or its values. */
export interface PolicyReadRule {
  /** Id (`ipp_…`) of the IP policy the rule belongs to, as the policy names it. */
  ipPolicyId: pulumi.Input<string>;
  /** The addresses the rule matches, in CIDR notation (`203.0.113.0/24`). */
  cidr: pulumi.Input<string>;
  /** `allow` or `deny`. */
  action: pulumi.Input<string>;
}

/** A vault secret a policy reads with `${secrets.get('<vault>', '<name>')}`. */
export interface PolicyReadSecret {
  /** The vault's name, as the policy names it (`vault.name`). */
  vault: pulumi.Input<string>;
  /** The secret's name. */
  name: pulumi.Input<string>;
  /** The secret's value; made secret. */
  value: pulumi.Input<string>;
}

/** What a CloudEndpoint's policy reads from the account, for the behaviour at preview. */
export interface PolicyReads {
  /** The rules of the IP policies the policy names, every rule of each (an IP policy missing here is taken from the case files). */
  ipPolicyRules?: PolicyReadRule[];
  /** The secrets the policy gets. */
  secrets?: PolicyReadSecret[];
}

/**
 * The reads as the provider takes them: each rule's three values (an {@link IpPolicyRule} is a
 * resource, which the engine would pass as a reference), each secret's value secret.
 * @internal
 */
export function readsInput({ ipPolicyRules, secrets }: PolicyReads): Record<string, unknown> {
  return {
    ...(ipPolicyRules === undefined ? {} : { ipPolicyRules: ipPolicyRules.map(({ ipPolicyId, cidr, action }) => ({ ipPolicyId, cidr, action })) }),
    ...(secrets === undefined ? {} : { secrets: secrets.map(({ vault, name, value }) => ({ vault, name, value: pulumi.secret(value) })) }),
  };
}

/**
 * The policy as the provider takes it: its text (an object written as JSON), secret when it holds a
 * secret. An invalid object is passed as it is, so that the provider's check names its faults.
 * @internal
 */
export function policyInput(value: pulumi.Input<TrafficPolicy | string>): pulumi.Input<unknown> {
  return pulumi.output(value).apply((v): pulumi.Input<unknown> => {
    const { text, secret } = policyCarried(v);
    return typeof text === "string" && secret ? pulumi.secret(text) : text;
  });
}

/**
 * The provider's inputs for the program's args: the policy as {@link policyInput} carries it, and
 * the vault as its name, which the provider checks the policy against and through which the engine
 * orders the endpoint after the vault.
 * @internal
 */
export function endpointInputs({ vault, policyReads, ...args }: CloudEndpointArgs): Record<string, unknown> {
  return {
    ...args,
    trafficPolicy: policyInput(args.trafficPolicy),
    ...(vault === undefined ? {} : { vault: vault.name }),
    ...(policyReads === undefined ? {} : { policyReads: readsInput(policyReads) }),
  };
}

/**
 * A cloud endpoint: a URL that is always online, whose Traffic Policy handles all its traffic
 * (typically `forward-internal` to internal endpoints run by agents). The resource's `id` is the
 * endpoint's id (`ep_…`). Every change is made in place, the URL included, with one PATCH.
 *
 * Moving a domain from an HTTPS edge to a cloud endpoint: while an edge and a cloud endpoint both
 * claim a hostport, the service answers its traffic with an error (ERR_NGROK_6027), so detach the
 * hostport from the edge right before the endpoint takes it (see docs/leaving-edges.md, "Keeping
 * traffic served").
 *
 * @example
 * new ingress.CloudEndpoint("app", {
 *   url: "https://app.example.com",
 *   trafficPolicy: { on_http_request: [{ actions: [{ type: "forward-internal", config: { url: "https://app.internal" } }] }] },
 * });
 */
export class CloudEndpoint extends IngressResource {
  /** The engine's type token of this class's resources (what `isInstance` compares). */
  static readonly __pulumiType = typeToken("CloudEndpoint");

  /** Absolute address of the endpoint on the API: `<base URL>/endpoints/<id>`. */
  declare readonly uri: pulumi.Output<string>;
  /** When the endpoint was created: an RFC 3339 timestamp in UTC (`2025-01-02T03:04:05Z`). */
  declare readonly createdAt: pulumi.Output<string>;
  /** When the endpoint was last changed: an RFC 3339 timestamp in UTC. Null when the service does not say. */
  declare readonly updatedAt: pulumi.Output<string | null>;
  /** The endpoint's type: always `cloud`. */
  declare readonly type: pulumi.Output<string>;
  /** The URL as the service holds it: lowercase, without the scheme's default port (`https://app.example.com`). */
  declare readonly url: pulumi.Output<string>;
  /** The protocol: `https`, `http`, `tls` or `tcp`. */
  declare readonly proto: pulumi.Output<string>;
  /** `hostname:port` the endpoint serves, default port included (`app.example.com:443`). */
  declare readonly hostport: pulumi.Output<string>;
  /** The policy's text as the service holds it. Secret when the policy holds a secret. */
  declare readonly trafficPolicy: pulumi.Output<string>;
  /** Human-readable description. Null when never set; `""` once removed from the program (the API clears a field with `""`). */
  declare readonly description: pulumi.Output<string | null>;
  /** Machine-readable user data. Null when never set; `""` once removed from the program. */
  declare readonly metadata: pulumi.Output<string | null>;
  /** The binding, as a list of one: `public`, `internal` or `kubernetes`. */
  declare readonly bindings: pulumi.Output<EndpointBinding[]>;
  /** Whether the endpoint pools with others on the same URL and binding. */
  declare readonly poolingEnabled: pulumi.Output<boolean>;
  /** The reserved domain of a public endpoint's hostname (`id` `rd_…` and `uri`); null for internal and kubernetes endpoints, and where the service names none. */
  declare readonly domain: pulumi.Output<Ref | null>;
  /** The endpoint's scheme, as the service splits its URL (`https`); null when the service leaves it out. */
  declare readonly scheme: pulumi.Output<string | null>;
  /** The endpoint's hostname, as the service splits its URL (`app.example.com`); null when the service leaves it out. */
  declare readonly host: pulumi.Output<string | null>;
  /** The endpoint's port, default port included (`443`); null when the service leaves it out. */
  declare readonly port: pulumi.Output<number | null>;
  /** Identifier of the region the endpoint belongs to; null when the service leaves it out. */
  declare readonly region: pulumi.Output<string | null>;
  /** The owner (service user or user) of an agent endpoint, `id` and `uri`; null for a cloud endpoint, where the service names none. */
  declare readonly principal: pulumi.Output<Ref | null>;
  /** The user-supplied name of an agent endpoint; null for a cloud endpoint, whose create takes no name. */
  declare readonly name: pulumi.Output<string | null>;
  /** The local address an agent forwards to; null for a cloud endpoint, which has no upstream of its own (its policy forwards). */
  declare readonly upstreamUrl: pulumi.Output<string | null>;
  /** The protocol an agent forwards with; null for a cloud endpoint. */
  declare readonly upstreamProtocol: pulumi.Output<string | null>;

  /**
   * Declares a cloud endpoint. Its inputs are checked before any API call.
   *
   * @param name - The resource's logical name, unique among the stack's endpoints of the same parent.
   * @param args - The URL, the Traffic Policy, the binding, pooling and the descriptive fields.
   * @param opts - Pulumi resource options (`parent`, `dependsOn`, `protect`, …).
   */
  constructor(name: string, args: CloudEndpointArgs, opts?: pulumi.CustomResourceOptions) {
    super(FAMILIES.CloudEndpoint, name, opts?.id === undefined && args !== undefined ? endpointInputs(args) : args, opts);
  }

  /**
   * A read-only reference to an existing cloud endpoint by id: nothing is created, changed or
   * deleted.
   *
   * @param name - The resource's logical name in the stack.
   * @param id - The endpoint's id (`ep_…`).
   * @param opts - Pulumi resource options.
   * @returns A resource whose outputs are the endpoint as `pulumi refresh` reads it.
   */
  static get(name: string, id: pulumi.Input<string>, opts?: pulumi.CustomResourceOptions): CloudEndpoint {
    return new CloudEndpoint(name, undefined as unknown as CloudEndpointArgs, { ...opts, id });
  }
}

/**
 * A cloud endpoint of the account, as {@link getCloudEndpoints} returns it: the fields of a
 * {@link CloudEndpoint}'s outputs as the API holds them, plain values, and its `id`. Fields the
 * API leaves out of an item are absent.
 */
export interface CloudEndpointInfo {
  /** The endpoint's id (`ep_…`), what `CloudEndpoint.get` and `adoptId` take. */
  id: string;
  /** Always `cloud`: the lookup leaves out the agent and edge endpoints the API also lists. */
  type: string;
  /** When the endpoint was created: an RFC 3339 timestamp in UTC. */
  createdAt: string;
  /** When the endpoint was last changed (RFC 3339). */
  updatedAt?: string | null;
  /** Absolute address of the endpoint on the API: `<base URL>/endpoints/<id>`. */
  uri?: string | null;
  /** The URL it serves (`https://app.example.com`, `https://api.internal`, `tcp://…:port`). */
  url?: string | null;
  /** The public URL, for a public endpoint. */
  publicUrl?: string | null;
  /** Its protocol: `https`, `http`, `tls` or `tcp`. */
  proto?: string | null;
  /** Its host and port (`app.example.com:443`). */
  hostport?: string | null;
  /** Human-readable description. Null when never set; `""` once cleared. */
  description: string | null;
  /** Machine-readable user data. Null when never set; `""` once cleared. */
  metadata: string | null;
  /** The Traffic Policy document as the API holds it (text). */
  trafficPolicy?: string | null;
  /** Its binding: `["public"]`, `["internal"]` or `["kubernetes"]`. */
  bindings: string[];
  /** Whether endpoints with the same URL share its traffic. */
  poolingEnabled: boolean;
  /** The reserved domain it serves, when the API names one. */
  domain?: Ref | null;
  /** The reserved TCP address it serves, when the API names one. */
  tcpAddr?: Ref | null;
  /** The edge it belongs to: null for a cloud endpoint. */
  edge?: Ref | null;
  /** Its scheme (`https`), when the API says. */
  scheme?: string | null;
  /** Its hostname (`app.example.com`), when the API says. */
  host?: string | null;
  /** Its port, default port included (`443`), when the API says. */
  port?: number | null;
  /** The region it belongs to, when the API says. */
  region?: string | null;
  /** The owner of an agent endpoint; absent for a cloud endpoint. */
  principal?: Ref | null;
  /** The user-supplied name of an agent endpoint; absent for a cloud endpoint. */
  name?: string | null;
  /** The local address an agent forwards to; absent for a cloud endpoint. */
  upstreamUrl?: string | null;
  /** The protocol an agent forwards with; absent for a cloud endpoint. */
  upstreamProtocol?: string | null;
}

/**
 * Every cloud endpoint of the account, newest first, read page by page when the program runs
 * (`pulumi preview` included); the agent and edge endpoints the API also lists are left out.
 * Needs the API key and base URL, from `opts` or as the resources find them.
 *
 * @param opts - Where to look, the page size, and a CEL `filter` the service keeps items by; by default every item, from the stack config, then the environment.
 * @returns The cloud endpoints, each with its Traffic Policy as the API holds it.
 *
 * @example
 * // The URLs the account's cloud endpoints serve.
 * export const urls = ingress.getCloudEndpoints().then((eps) => eps.map((e) => e.url));
 */
export async function getCloudEndpoints(opts: FilteredLookupOptions = {}): Promise<CloudEndpointInfo[]> {
  // The service keeps the cloud endpoints itself (its `filter`); the check here holds for a service that ignores it.
  const cloud = opts.filter === undefined ? 'obj.type == "cloud"' : `obj.type == "cloud" && (${opts.filter})`;
  return (await collect<CloudEndpointInfo>("cloudEndpoints", { ...opts, filter: cloud })).filter((e) => e.type === "cloud");
}
