/**
 * The wire registry and the client's members, listed once. {@link FAMILY_WIRES} holds each family's
 * wire collection under its client member (its type's plural), in the registry's order: the member
 * is built from it alone (`collectionOver`) unless the family adds calls (HTTPS edge routes,
 * reserved domains: {@link WITH_CALLS}), and the emulator serves each family from the same facts.
 * The members that are no family's (what routes point at, what the account observes) follow. It
 * imports only wire facts and those classes, never the registry (provider/families.ts) or a
 * family's lifecycle: the emulator reads this list without them, and they load the client (through
 * provider/process/runtime.ts), so importing them here would be a cycle.
 */
import { collectionOver, type CollectionOf } from "../client/collectionCalls";
import type { Transport } from "../client/request";
import { ApplicationSessions, ApplicationUsers, KubernetesOperators, TunnelGroupBackends, TunnelSessions } from "../client/readOnly";
import { Edges, HttpsEdgeRoutes } from "../resources/httpsEdgeRoute/client";
import { ReservedDomains } from "../resources/reservedDomain/client";
import { ROUTES } from "../resources/httpsEdgeRoute/wire";
import { RESERVED_DOMAINS } from "../resources/reservedDomain/wire";
import { ABUSE_REPORTS } from "../resources/abuseReport/wire";
import { AGENT_INGRESSES } from "../resources/agentIngress/wire";
import { AI_GATEWAY_API_KEYS } from "../resources/aiGatewayApiKey/wire";
import { API_KEYS } from "../resources/apiKey/wire";
import { CERTIFICATE_AUTHORITIES } from "../resources/certificateAuthority/wire";
import { ENDPOINTS } from "../resources/cloudEndpoint/wire";
import { CREDENTIALS } from "../resources/credential/wire";
import { EVENT_DESTINATIONS } from "../resources/eventDestination/wire";
import { EVENT_SUBSCRIPTIONS } from "../resources/eventSubscription/wire";
import { IP_POLICIES } from "../resources/ipPolicy/wire";
import { IP_POLICY_RULES } from "../resources/ipPolicyRule/wire";
import { IP_RESTRICTIONS } from "../resources/ipRestriction/wire";
import { VAULT_SECRETS } from "../resources/secret/wire";
import { SERVICE_USERS } from "../resources/serviceUser/wire";
import { SSH_CERTIFICATE_AUTHORITIES } from "../resources/sshCertificateAuthority/wire";
import { SSH_CREDENTIALS } from "../resources/sshCredential/wire";
import { TCP_ADDRESSES } from "../resources/tcpAddress/wire";
import { TLS_CERTIFICATES } from "../resources/tlsCertificate/wire";
import { VAULTS } from "../resources/vault/wire";

/** Each family's wire collection, under its client member (its type's plural), in the registry's order; the TSDoc of each entry is the member's. */
export const FAMILY_WIRES = {
  /** TLS certificates: create, get, list, update, delete. */
  tlsCertificates: TLS_CERTIFICATES,
  /** HTTPS edge routes: create, get, update, delete, and per-module replace and delete. */
  httpsEdgeRoutes: ROUTES,
  /** Event subscriptions: create, get, list, update, delete. */
  eventSubscriptions: EVENT_SUBSCRIPTIONS,
  /** Abuse reports: create, get. */
  abuseReports: ABUSE_REPORTS,
  /** Cloud endpoints: create, get, update, delete; the list holds endpoints of every type (`/endpoints`). */
  cloudEndpoints: ENDPOINTS,
  /** Event destinations, which subscriptions send to: create, get, list, update, delete. */
  eventDestinations: EVENT_DESTINATIONS,
  /** Reserved domains: create, get, list, update, delete, and detach a certificate or its management policy. */
  reservedDomains: RESERVED_DOMAINS,
  /** Vaults, which hold the secrets Traffic Policies read: create, get, list, update, delete. */
  vaults: VAULTS,
  /** Secrets of vaults: create, get, list, update, delete (the value is sent, never returned). */
  secrets: VAULT_SECRETS,
  /** IP policies, which routes' IP restrictions name: create, get, list, update, delete. */
  ipPolicies: IP_POLICIES,
  /** IP policy rules, each allowing or denying a CIDR for its policy: create, get, list, update, delete. */
  ipPolicyRules: IP_POLICY_RULES,
  /** TCP addresses, which public tcp:// cloud endpoints are on: create, get, list, update, delete. */
  tcpAddresses: TCP_ADDRESSES,
  /** Certificate authorities, which mutual TLS trusts: create, get, list, update, delete. */
  certificateAuthorities: CERTIFICATE_AUTHORITIES,
  /** Agent ingresses, a domain of the account's own for its agents to connect to: create, get, list, update, delete. */
  agentIngresses: AGENT_INGRESSES,
  /** IP restrictions, each keeping what its IP policies do not allow out of the dashboard, the API, the agents or the endpoints: create, get, list, update, delete. */
  ipRestrictions: IP_RESTRICTIONS,
  /** SSH certificate authorities, whose key pairs the service makes and keeps: create, get, list, update, delete. */
  sshCertificateAuthorities: SSH_CERTIFICATE_AUTHORITIES,
  /** SSH credentials, public keys agents authenticate with over SSH: create, get, list, update, delete. */
  sshCredentials: SSH_CREDENTIALS,
  /** Service users, which own credentials and API keys: create, get, list, update, delete. */
  serviceUsers: SERVICE_USERS,
  /** Credentials (agents' authtokens): create, get, list, update, delete (the token is in the create's answer only). */
  credentials: CREDENTIALS,
  /** API keys: create, get, list, update, delete (the token is in the create's answer only). */
  apiKeys: API_KEYS,
  /** AI gateway API keys, each authenticating requests to one AI gateway endpoint: create, get, list, update, delete (the token is in the create's answer only). */
  aiGatewayApiKeys: AI_GATEWAY_API_KEYS,
} as const;

/** A family's client member, the key of its wire collection. */
export type FamilyMember = keyof typeof FAMILY_WIRES;

/** The families whose collections add calls of their own, and their classes. */
const WITH_CALLS = {
  httpsEdgeRoutes: (t: Transport) => new HttpsEdgeRoutes(t),
  reservedDomains: (t: Transport) => new ReservedDomains(t),
} as const satisfies { [M in FamilyMember]?: (transport: Transport) => object };

/** What a family's member is: its class's instance where it adds calls, else the collection its wire facts are served by. */
type Served<M extends FamilyMember> = M extends keyof typeof WITH_CALLS ? ReturnType<(typeof WITH_CALLS)[M]> : CollectionOf<(typeof FAMILY_WIRES)[M]>;

/** The members that are no family's: what routes point at, and what the lookups observe. */
const READ_ONLY = {
  /** HTTPS edges, each with its routes: get, list. */
  edges: (t: Transport) => new Edges(t),
  /** Tunnel group backends, which routes send traffic to: get, list. */
  tunnelGroupBackends: (t: Transport) => new TunnelGroupBackends(t),
  /** Kubernetes operators the ngrok operator registered: get, list. */
  kubernetesOperators: (t: Transport) => new KubernetesOperators(t),
  /** Tunnel sessions, the agents' connections: get, list (with a CEL `filter`). */
  tunnelSessions: (t: Transport) => new TunnelSessions(t),
  /** Application sessions of users signed in through an endpoint's identity provider: get, list. */
  applicationSessions: (t: Transport) => new ApplicationSessions(t),
  /** Application users, who signed in through an endpoint's identity provider: get, list. */
  applicationUsers: (t: Transport) => new ApplicationUsers(t),
} as const;

/**
 * The collection members of a client: each family's and the read-only ones. Mapped over the lists'
 * own keys, so each member keeps its entry's TSDoc.
 */
export type Members = { readonly [M in keyof typeof FAMILY_WIRES]: Served<M> } & { readonly [K in keyof typeof READ_ONLY]: ReturnType<(typeof READ_ONLY)[K]> };

/** The client's members that hold a collection of the API (`tlsCertificates`, `edges`, …). */
// Extract (the keys are all strings) so the compiler's messages name the type rather than spell out its keys.
export type ClientMember = Extract<keyof Members, string>;

/** What builds each member over the client's transport. */
export const MEMBERS = {
  ...Object.fromEntries(
    (Object.entries(FAMILY_WIRES) as [FamilyMember, (typeof FAMILY_WIRES)[FamilyMember]][]).map(([member, wire]) => [
      member,
      (WITH_CALLS as Partial<Record<FamilyMember, (t: Transport) => object>>)[member] ?? collectionOver(wire),
    ]),
  ),
  ...READ_ONLY,
} as { readonly [K in ClientMember]: (transport: Transport) => Members[K] };

/** Every member of the list, each over `transport` (the client's one request path). */
export function membersOver(transport: Transport): Members {
  const built: Partial<Record<ClientMember, object>> = {};
  for (const name of Object.keys(MEMBERS) as ClientMember[]) built[name] = MEMBERS[name](transport);
  return built as Members;
}
