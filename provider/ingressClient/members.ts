/**
 * The client's members, listed once: each member of `IngressClient` that holds a collection of the
 * API, by name, with what builds it over the client's one request path. A family's member is built
 * from its wire facts alone (`collectionOver`); a family has a client class only when it adds calls
 * (HTTPS edge routes and their edges, reserved domains). The client's members are typed and built
 * from this list, and a family's `collection` names one of its entries. It imports only wire facts
 * and those classes, never the registry (provider/families.ts) or a family's lifecycle: those load
 * the client (through provider/process/runtime.ts), so importing them here would be a cycle.
 */
import { collectionOver } from "../client/collectionCalls";
import type { Transport } from "../client/request";
import { ApplicationSessions, ApplicationUsers, KubernetesOperators, TunnelGroupBackends, TunnelSessions } from "../client/readOnly";
import { Edges, HttpsEdgeRoutes } from "../resources/httpsEdgeRoute/client";
import { ReservedDomains } from "../resources/reservedDomain/client";
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

/** Each collection member of the client, with what builds it; the TSDoc of each entry is the member's. */
export const MEMBERS = {
  /** TLS certificates: create, get, list, update, delete. */
  tlsCertificates: collectionOver(TLS_CERTIFICATES),
  /** HTTPS edges, each with its routes: get, list. */
  edges: (t: Transport) => new Edges(t),
  /** Event destinations, which subscriptions send to: create, get, list, update, delete. */
  eventDestinations: collectionOver(EVENT_DESTINATIONS),
  /** Tunnel group backends, which routes send traffic to: get, list. */
  tunnelGroupBackends: (t: Transport) => new TunnelGroupBackends(t),
  /** IP policies, which routes' IP restrictions name: create, get, list, update, delete. */
  ipPolicies: collectionOver(IP_POLICIES),
  /** IP policy rules, each allowing or denying a CIDR for its policy: create, get, list, update, delete. */
  ipPolicyRules: collectionOver(IP_POLICY_RULES),
  /** HTTPS edge routes: create, get, update, delete, and per-module replace and delete. */
  httpsEdgeRoutes: (t: Transport) => new HttpsEdgeRoutes(t),
  /** Abuse reports: create, get. */
  abuseReports: collectionOver(ABUSE_REPORTS),
  /** Event subscriptions: create, get, list, update, delete. */
  eventSubscriptions: collectionOver(EVENT_SUBSCRIPTIONS),
  /** Cloud endpoints: create, get, update, delete; the list holds endpoints of every type (`/endpoints`). */
  cloudEndpoints: collectionOver(ENDPOINTS),
  /** Reserved domains: create, get, list, update, delete, and detach a certificate or its management policy. */
  reservedDomains: (t: Transport) => new ReservedDomains(t),
  /** Vaults, which hold the secrets Traffic Policies read: create, get, list, update, delete. */
  vaults: collectionOver(VAULTS),
  /** Secrets of vaults: create, get, list, update, delete (the value is sent, never returned). */
  secrets: collectionOver(VAULT_SECRETS),
  /** TCP addresses, which public tcp:// cloud endpoints are on: create, get, list, update, delete. */
  tcpAddresses: collectionOver(TCP_ADDRESSES),
  /** Certificate authorities, which mutual TLS trusts: create, get, list, update, delete. */
  certificateAuthorities: collectionOver(CERTIFICATE_AUTHORITIES),
  /** Agent ingresses, a domain of the account's own for its agents to connect to: create, get, list, update, delete. */
  agentIngresses: collectionOver(AGENT_INGRESSES),
  /** IP restrictions, each keeping what its IP policies do not allow out of the dashboard, the API, the agents or the endpoints: create, get, list, update, delete. */
  ipRestrictions: collectionOver(IP_RESTRICTIONS),
  /** SSH certificate authorities, whose key pairs the service makes and keeps: create, get, list, update, delete. */
  sshCertificateAuthorities: collectionOver(SSH_CERTIFICATE_AUTHORITIES),
  /** SSH credentials, public keys agents authenticate with over SSH: create, get, list, update, delete. */
  sshCredentials: collectionOver(SSH_CREDENTIALS),
  /** Kubernetes operators the ngrok operator registered: get, list. */
  kubernetesOperators: (t: Transport) => new KubernetesOperators(t),
  /** Tunnel sessions, the agents' connections: get, list (with a CEL `filter`). */
  tunnelSessions: (t: Transport) => new TunnelSessions(t),
  /** Application sessions of users signed in through an endpoint's identity provider: get, list. */
  applicationSessions: (t: Transport) => new ApplicationSessions(t),
  /** Application users, who signed in through an endpoint's identity provider: get, list. */
  applicationUsers: (t: Transport) => new ApplicationUsers(t),
  /** Service users, which own credentials and API keys: create, get, list, update, delete. */
  serviceUsers: collectionOver(SERVICE_USERS),
  /** Credentials (agents' authtokens): create, get, list, update, delete (the token is in the create's answer only). */
  credentials: collectionOver(CREDENTIALS),
  /** API keys: create, get, list, update, delete (the token is in the create's answer only). */
  apiKeys: collectionOver(API_KEYS),
  /** AI gateway API keys, each authenticating requests to one AI gateway endpoint: create, get, list, update, delete (the token is in the create's answer only). */
  aiGatewayApiKeys: collectionOver(AI_GATEWAY_API_KEYS),
} as const satisfies Record<string, (transport: Transport) => object>;

/** The client's members that hold a collection of the API (`tlsCertificates`, `edges`, …). */
// Extract (the keys are all strings) so the compiler's messages name the type rather than spell out its keys.
export type ClientMember = Extract<keyof typeof MEMBERS, string>;

/**
 * The collection members of a client, each what its entry builds. Mapped over `keyof typeof
 * MEMBERS` itself (not an alias of it), so each member keeps its entry's TSDoc.
 */
export type Members = { readonly [K in keyof typeof MEMBERS]: ReturnType<(typeof MEMBERS)[K]> };

/** Every member of the list, each over `transport` (the client's one request path). */
export function membersOver(transport: Transport): Members {
  const built: Partial<Record<ClientMember, object>> = {};
  for (const name of Object.keys(MEMBERS) as ClientMember[]) built[name] = MEMBERS[name](transport);
  return built as Members;
}
