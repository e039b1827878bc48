/**
 * The resource families the emulator serves, and what they store, derived from the registry
 * (provider/families.ts): each family is served by the generic collection (emulator/collection.ts)
 * from its wire facts, with the service rules its own emulator module states, if any, filed here in
 * {@link RULES}. A family whose service does nothing beyond its wire schemas needs no line in the
 * emulator at all; one with rules adds its module and one line in {@link RULES}. The state's
 * collections are the families' wire keys and the supporting ones (emulator/supporting.ts).
 * The router matches patterns in the order of the registry, then the supporting collections.
 */
import { FAMILIES as REGISTRY, type FamilyName } from "../provider/families";
import { abuseReportRules } from "./abuseReports";
import { aiGatewayApiKeyRules } from "./aiGatewayApiKeys";
import { apiKeyRules, credentialRules } from "./credentials";
import type { Endpoint } from "./api";
import { collectionEndpoints, type AnyFacts, type AnyRules, type PlainItem, type Rules, type StoredItem } from "./collection";
import { endpointRules } from "./cloudEndpoints";
import { eventDestinationRules } from "./eventDestinations";
import { eventSubscriptionRules } from "./eventSubscriptions";
import { reservedDomainRules } from "./reservedDomains";
import { ipPolicyRuleRules, ipPolicyRules } from "./ipPolicies";
import { ipRestrictionRules } from "./ipRestrictions";
import { routeRules } from "./httpsEdgeRoutes";
import { sshCertificateAuthorityRules } from "./sshCertificateAuthorities";
import { sshCredentialRules } from "./sshCredentials";
import { serviceUserRules } from "./serviceUsers";
import { SUPPORTING_KEYS, supportingEndpoints, type SupportingState } from "./supporting";
import { tcpAddressRules } from "./tcpAddresses";
import { tlsCertificateRules } from "./tlsCertificates";
import { vaultRules } from "./vaults";
import { vaultSecretRules } from "./secrets";
import { certificateAuthorityRules } from "./certificateAuthorities";
import { agentIngressRules } from "./agentIngresses";

type Registry = typeof REGISTRY;
/** A family's collection: the API client's member (`tlsCertificates`). */
type Collection = Registry[FamilyName]["collection"];

/** The service rules of the families that have some, each checked against its family's own wire facts. */
export const RULES = {
  TlsCertificate: tlsCertificateRules,
  HttpsEdgeRoute: routeRules,
  EventSubscription: eventSubscriptionRules,
  AbuseReport: abuseReportRules,
  CloudEndpoint: endpointRules,
  EventDestination: eventDestinationRules,
  ReservedDomain: reservedDomainRules,
  Vault: vaultRules,
  Secret: vaultSecretRules,
  IpPolicy: ipPolicyRules,
  IpPolicyRule: ipPolicyRuleRules,
  TcpAddress: tcpAddressRules,
  CertificateAuthority: certificateAuthorityRules,
  AgentIngress: agentIngressRules,
  IpRestriction: ipRestrictionRules,
  SshCertificateAuthority: sshCertificateAuthorityRules,
  SshCredential: sshCredentialRules,
  ServiceUser: serviceUserRules,
  Credential: credentialRules,
  ApiKey: apiKeyRules,
  AiGatewayApiKey: aiGatewayApiKeyRules,
} satisfies { [N in FamilyName]?: AnyRules<Registry[N]["wire"]> };

/** What a family stores: the shape its rules give, else the create body's fields. */
type StoredOf<N extends FamilyName> = N extends keyof typeof RULES ? ((typeof RULES)[N] extends Rules<AnyFacts, infer S, infer _P> ? S : never) : PlainItem;

/** Every resource, each collection keyed by id in creation order: one per family (its wire key), and the supporting ones. */
export type State = {
  /** Time component of the last id handed out; keeps ids ordered across restarts. */
  id_clock: number;
} & { [N in FamilyName as Registry[N]["wire"]["key"]]: Record<string, StoredOf<N>> } & SupportingState;

/** The registry's families, in its order. */
const families = Object.entries(REGISTRY) as [FamilyName, Registry[FamilyName]][];

/** Each family's endpoints, by its collection (the client's member). */
const served = {} as Record<Collection, readonly Endpoint[]>;
for (const [name, f] of families) {
  served[f.collection] = collectionEndpoints<AnyFacts, StoredItem, unknown>(f.wire, (RULES as Partial<Record<FamilyName, AnyRules>>)[name]);
}

/** Each family's endpoints, by its collection (the client's member), and the supporting ones. */
export const FAMILIES: Readonly<Record<Collection | "supporting", readonly Endpoint[]>> = { ...served, supporting: supportingEndpoints };

/** Every endpoint of every family, in the order of {@link FAMILIES}. */
export const ENDPOINTS: readonly Endpoint[] = Object.values(FAMILIES).flat();

/** The key of every collection of the state: the families' and the supporting ones. */
const COLLECTION_KEYS: readonly string[] = [...families.map(([, f]) => f.wire.key), ...SUPPORTING_KEYS];

/**
 * A collection of the state holding `items`, without a prototype: a request's id is looked up as
 * sent, and `__proto__`, `toString` or `constructor` must name only an item of the collection's
 * own (else `PATCH /vaults/__proto__` would change every object's prototype).
 */
const collectionOf = (items: Readonly<Record<string, unknown>>): Record<string, unknown> => Object.assign(Object.create(null) as Record<string, unknown>, items);

/** A state with every collection empty; the state file's schema takes its collections from it. */
export const emptyState = (): State => withCollections({ id_clock: 0 });

/** `state` with each of its collections (an absent one empty) held as {@link collectionOf} holds them: for a state read from a file. */
export const withCollections = (state: Readonly<Record<string, unknown>>): State =>
  ({
    ...state,
    ...Object.fromEntries(COLLECTION_KEYS.map((key) => [key, collectionOf((state[key] ?? {}) as Record<string, unknown>)])),
  }) as State;
