/**
 * pulumi-ingress: declarative management of the ingress Management API from Pulumi programs.
 *
 * Resources: {@link TlsCertificate}, {@link HttpsEdgeRoute} (with its 13 traffic modules),
 * {@link EventSubscription}, {@link AbuseReport}, {@link CloudEndpoint}, {@link EventDestination}, {@link ReservedDomain},
 * {@link Vault}, {@link Secret}, {@link IpPolicy} and {@link IpPolicyRule}. Lookups: {@link getTlsCertificates},
 * {@link getEventSubscriptions}, {@link getCloudEndpoints}, {@link getEventDestinations}, {@link getReservedDomains},
 * {@link getVaults}, {@link getSecrets}, {@link getIpPolicies}, {@link getIpPolicyRules} and {@link getHttpsEdges} (every item of the account), and
 * {@link getHttpsEdge}, {@link getEventDestination}, {@link getTunnelGroupBackend} and
 * {@link getIpPolicy} (one item by id: what routes and subscriptions point at); what the account holds
 * that no program creates: {@link getKubernetesOperators}, {@link getTunnelSessions} (with the service's
 * CEL `filter`), {@link getApplicationSessions}, {@link getApplicationUsers}, and each by id. Leaving edges:
 * {@link trafficPolicyOf} turns an edge's routes into the Traffic Policy of a {@link CloudEndpoint}.
 *
 * Settings: `ingress:apiKey` (secret) and `ingress:baseUrl` in the stack config, or the
 * `INGRESS_API_KEY` and `INGRESS_BASE_URL` environment variables.
 *
 * Conventions of every resource: inputs are checked before any API call; times are RFC 3339
 * timestamps (`2025-01-02T03:04:05Z`); `description` and `metadata` outputs are null when never
 * set; secret inputs (a certificate's private key, webhook and client secrets, a vault secret's
 * value) are stored encrypted in the state and are never outputs.
 *
 * @packageDocumentation
 */
// families:exports
export * from "./tlsCertificate";
export * from "./httpsEdgeRoute";
export * from "./eventSubscription";
export * from "./abuseReport";
export * from "./cloudEndpoint";
export * from "./eventDestination";
export * from "./reservedDomain";
export * from "./vault";
export * from "./secret";
export * from "./ipPolicy";
export * from "./ipPolicyRule";
export * from "./tcpAddress";
export * from "./certificateAuthority";
export * from "./agentIngress";
export * from "./ipRestriction";
export * from "./sshCertificateAuthority";
export * from "./sshCredential";
export * from "./serviceUser";
export * from "./credential";
export * from "./apiKey";
export * from "./aiGatewayApiKey";
// /families
export * from "./observed";
export type * from "./routeModules";
export type * from "./trafficPolicyTypes";
export {
  trafficPolicyOf,
  MigrationRefused,
  type TrafficPolicyOptions,
  type BackendTarget,
  type RouteReport,
  type ModuleReport,
  type RefusalLine,
  type UnsupportedModule,
} from "./trafficPolicy";
export { type ReadOptions, type LookupOptions, type FilteredLookupOptions, type DescribedInfo } from "./lookup";
