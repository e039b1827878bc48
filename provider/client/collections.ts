/**
 * The client's collections, listed once: each member of `IngressClient` that holds a collection of
 * the API, by name, with the class that serves it. The client's members are typed and built from
 * this list, and a family's `collection` names one of its entries. It imports only the collection
 * classes, never the registry (provider/families.ts) or a family's lifecycle: those load the client
 * (through provider/process/runtime.ts), so importing them here would be a cycle at load time.
 */
import { AbuseReports } from "../resources/abuseReport/client";
import { AgentIngresses } from "../resources/agentIngress/client";
import { AiGatewayApiKeys } from "../resources/aiGatewayApiKey/client";
import { ApiKeys } from "../resources/apiKey/client";
import { CertificateAuthorities } from "../resources/certificateAuthority/client";
import { CloudEndpoints } from "../resources/cloudEndpoint/client";
import { Credentials } from "../resources/credential/client";
import { EventDestinations } from "../resources/eventDestination/client";
import { EventSubscriptions } from "../resources/eventSubscription/client";
import { IpPolicies } from "../resources/ipPolicy/client";
import { IpPolicyRules } from "../resources/ipPolicyRule/client";
import { IpRestrictions } from "../resources/ipRestriction/client";
import { ReservedDomains } from "../resources/reservedDomain/client";
import { Secrets } from "../resources/secret/client";
import { ServiceUsers } from "../resources/serviceUser/client";
import { SshCertificateAuthorities } from "../resources/sshCertificateAuthority/client";
import { SshCredentials } from "../resources/sshCredential/client";
import { TcpAddresses } from "../resources/tcpAddress/client";
import { TlsCertificates } from "../resources/tlsCertificate/client";
import { Vaults } from "../resources/vault/client";
import { Edges, HttpsEdgeRoutes } from "../resources/httpsEdgeRoute/client";
import type { Transport } from "./request";
import { ApplicationSessions, ApplicationUsers, KubernetesOperators, TunnelGroupBackends, TunnelSessions } from "./supporting";

/** Each collection member of the client, with the class it is an instance of; the TSDoc of each entry is the member's. */
export const COLLECTIONS = {
  /** TLS certificates: create, get, list, update, delete. */
  tlsCertificates: TlsCertificates,
  /** HTTPS edges, each with its routes: get, list. */
  edges: Edges,
  /** Event destinations, which subscriptions send to: create, get, list, update, delete. */
  eventDestinations: EventDestinations,
  /** Tunnel group backends, which routes send traffic to: get, list. */
  tunnelGroupBackends: TunnelGroupBackends,
  /** IP policies, which routes' IP restrictions name: create, get, list, update, delete. */
  ipPolicies: IpPolicies,
  /** IP policy rules, each allowing or denying a CIDR for its policy: create, get, list, update, delete. */
  ipPolicyRules: IpPolicyRules,
  /** HTTPS edge routes: create, get, update, delete, and per-module replace and delete. */
  httpsEdgeRoutes: HttpsEdgeRoutes,
  /** Abuse reports: create, get. */
  abuseReports: AbuseReports,
  /** Event subscriptions: create, get, list, update, delete. */
  eventSubscriptions: EventSubscriptions,
  /** Cloud endpoints: create, get, update, delete; the list holds endpoints of every type (`/endpoints`). */
  cloudEndpoints: CloudEndpoints,
  /** Reserved domains: create, get, list, update, delete, and detach a certificate or its management policy. */
  reservedDomains: ReservedDomains,
  /** Vaults, which hold the secrets Traffic Policies read: create, get, list, update, delete. */
  vaults: Vaults,
  /** Secrets of vaults: create, get, list, update, delete (the value is sent, never returned). */
  secrets: Secrets,
  /** TCP addresses, which public tcp:// cloud endpoints are on: create, get, list, update, delete. */
  tcpAddresses: TcpAddresses,
  /** Certificate authorities, which mutual TLS trusts: create, get, list, update, delete. */
  certificateAuthorities: CertificateAuthorities,
  /** Agent ingresses, a domain of the account's own for its agents to connect to: create, get, list, update, delete. */
  agentIngresses: AgentIngresses,
  /** IP restrictions, each keeping what its IP policies do not allow out of the dashboard, the API, the agents or the endpoints: create, get, list, update, delete. */
  ipRestrictions: IpRestrictions,
  /** SSH certificate authorities, whose key pairs the service makes and keeps: create, get, list, update, delete. */
  sshCertificateAuthorities: SshCertificateAuthorities,
  /** SSH credentials, public keys agents authenticate with over SSH: create, get, list, update, delete. */
  sshCredentials: SshCredentials,
  /** Kubernetes operators the ngrok operator registered: get, list. */
  kubernetesOperators: KubernetesOperators,
  /** Tunnel sessions, the agents' connections: get, list (with a CEL `filter`). */
  tunnelSessions: TunnelSessions,
  /** Application sessions of users signed in through an endpoint's identity provider: get, list. */
  applicationSessions: ApplicationSessions,
  /** Application users, who signed in through an endpoint's identity provider: get, list. */
  applicationUsers: ApplicationUsers,
  /** Service users, which own credentials and API keys: create, get, list, update, delete. */
  serviceUsers: ServiceUsers,
  /** Credentials (agents' authtokens): create, get, list, update, delete (the token is in the create's answer only). */
  credentials: Credentials,
  /** API keys: create, get, list, update, delete (the token is in the create's answer only). */
  apiKeys: ApiKeys,
  /** AI gateway API keys, each authenticating requests to one AI gateway endpoint: create, get, list, update, delete (the token is in the create's answer only). */
  aiGatewayApiKeys: AiGatewayApiKeys,
} as const satisfies Record<string, new (transport: Transport) => object>;

/** The client's members that hold a collection of the API (`tlsCertificates`, `edges`, …). */
// Extract (the keys are all strings) so the compiler's messages name the type rather than spell out its keys.
export type ClientMember = Extract<keyof typeof COLLECTIONS, string>;

/**
 * The collection members of a client, each an instance of its entry's class. Mapped over
 * `keyof typeof COLLECTIONS` itself (not an alias of it), so each member keeps its entry's TSDoc.
 */
export type Collections = { readonly [K in keyof typeof COLLECTIONS]: InstanceType<(typeof COLLECTIONS)[K]> };

/** Every collection of the list, each over `transport` (the client's one request path). */
export function collectionsOver(transport: Transport): Collections {
  const built: Partial<Record<ClientMember, object>> = {};
  for (const name of Object.keys(COLLECTIONS) as ClientMember[]) built[name] = new COLLECTIONS[name](transport);
  return built as Collections;
}
