/**
 * The client programs use (`pulumi-ingress/client`): {@link IngressClient}, each of its members'
 * types and the types of their items, and the machinery's errors and options.
 */
import type { Members } from "./members";

export * from "../client";
export { IngressClient } from "./ingressClient";
export type { ClientMember } from "./members";
export { Edges, HttpsEdgeRoutes, type Edge, type ModuleName, type ModuleRequest, type ModuleResponse, type Route, type RouteCreate, type RouteUpdate } from "../resources/httpsEdgeRoute/client";
export { ReservedDomains, type ReservedDomain, type ReservedDomainCreate, type ReservedDomainUpdate } from "../resources/reservedDomain/client";
export {
  ApplicationSessions,
  ApplicationUsers,
  KubernetesOperators,
  TunnelGroupBackends,
  TunnelSessions,
  type ApplicationSession,
  type ApplicationUser,
  type KubernetesOperator,
  type TunnelGroupBackend,
  type TunnelSession,
} from "../client/readOnly";
export type { AgentIngress, AgentIngressCreate, AgentIngressUpdate } from "../resources/agentIngress/wire";
export type { AiGatewayApiKey, AiGatewayApiKeyCreate, AiGatewayApiKeyUpdate } from "../resources/aiGatewayApiKey/wire";
export type { AbuseReport, AbuseReportCreate } from "../resources/abuseReport/wire";
export type { ApiKey, ApiKeyCreate, ApiKeyUpdate } from "../resources/apiKey/wire";
export type { CertificateAuthority, CertificateAuthorityCreate, CertificateAuthorityUpdate } from "../resources/certificateAuthority/wire";
export type { Endpoint, EndpointCreate, EndpointUpdate } from "../resources/cloudEndpoint/wire";
export type { Credential, CredentialCreate, CredentialUpdate } from "../resources/credential/wire";
export type { EventDestination, EventDestinationCreate, EventDestinationUpdate } from "../resources/eventDestination/wire";
export type { EventSubscription, EventSubscriptionCreate, EventSubscriptionUpdate } from "../resources/eventSubscription/wire";
export type { IpPolicy, IpPolicyCreate, IpPolicyUpdate } from "../resources/ipPolicy/wire";
export type { IpPolicyRule, IpPolicyRuleCreate, IpPolicyRuleUpdate } from "../resources/ipPolicyRule/wire";
export type { IpRestriction, IpRestrictionCreate, IpRestrictionUpdate } from "../resources/ipRestriction/wire";
export type { VaultSecret, VaultSecretCreate, VaultSecretUpdate } from "../resources/secret/wire";
export type { ServiceUser, ServiceUserCreate, ServiceUserUpdate } from "../resources/serviceUser/wire";
export type { SshCertificateAuthority, SshCertificateAuthorityCreate, SshCertificateAuthorityUpdate } from "../resources/sshCertificateAuthority/wire";
export type { SshCredential, SshCredentialCreate, SshCredentialUpdate } from "../resources/sshCredential/wire";
export type { TcpAddress, TcpAddressCreate, TcpAddressUpdate } from "../resources/tcpAddress/wire";
export type { TlsCertificate, TlsCertificateCreate, TlsCertificateUpdate } from "../resources/tlsCertificate/wire";
export type { Vault, VaultCreate, VaultUpdate } from "../resources/vault/wire";

// The members served from a family's wire facts alone, by the names of their classes in earlier releases.
/** The type of {@link IngressClient}'s `agentIngresses`. */
export type AgentIngresses = Members["agentIngresses"];
/** The type of {@link IngressClient}'s `aiGatewayApiKeys`. */
export type AiGatewayApiKeys = Members["aiGatewayApiKeys"];
/** The type of {@link IngressClient}'s `abuseReports`. */
export type AbuseReports = Members["abuseReports"];
/** The type of {@link IngressClient}'s `apiKeys`. */
export type ApiKeys = Members["apiKeys"];
/** The type of {@link IngressClient}'s `certificateAuthorities`. */
export type CertificateAuthorities = Members["certificateAuthorities"];
/** The type of {@link IngressClient}'s `cloudEndpoints`. */
export type CloudEndpoints = Members["cloudEndpoints"];
/** The type of {@link IngressClient}'s `credentials`. */
export type Credentials = Members["credentials"];
/** The type of {@link IngressClient}'s `eventDestinations`. */
export type EventDestinations = Members["eventDestinations"];
/** The type of {@link IngressClient}'s `eventSubscriptions`. */
export type EventSubscriptions = Members["eventSubscriptions"];
/** The type of {@link IngressClient}'s `ipPolicies`. */
export type IpPolicies = Members["ipPolicies"];
/** The type of {@link IngressClient}'s `ipPolicyRules`. */
export type IpPolicyRules = Members["ipPolicyRules"];
/** The type of {@link IngressClient}'s `ipRestrictions`. */
export type IpRestrictions = Members["ipRestrictions"];
/** The type of {@link IngressClient}'s `secrets`. */
export type Secrets = Members["secrets"];
/** The type of {@link IngressClient}'s `serviceUsers`. */
export type ServiceUsers = Members["serviceUsers"];
/** The type of {@link IngressClient}'s `sshCertificateAuthorities`. */
export type SshCertificateAuthorities = Members["sshCertificateAuthorities"];
/** The type of {@link IngressClient}'s `sshCredentials`. */
export type SshCredentials = Members["sshCredentials"];
/** The type of {@link IngressClient}'s `tcpAddresses`. */
export type TcpAddresses = Members["tcpAddresses"];
/** The type of {@link IngressClient}'s `tlsCertificates`. */
export type TlsCertificates = Members["tlsCertificates"];
/** The type of {@link IngressClient}'s `vaults`. */
export type Vaults = Members["vaults"];

// The collections' names in earlier releases.
/** @deprecated The same collection as {@link CloudEndpoints}. */
export type Endpoints = CloudEndpoints;
/** @deprecated The same class as {@link HttpsEdgeRoutes}. */
export { HttpsEdgeRoutes as Routes } from "../resources/httpsEdgeRoute/client";
/** @deprecated The same collection as {@link Secrets}. */
export type VaultSecrets = Secrets;
