/**
 * The emulator's registry: the resource families it serves, and what they store, read from the
 * wire registry (provider/ingressClient/members.ts: each family's wire facts under its client
 * member, in the provider registry's order; no lifecycle): each family is served by the generic collection
 * (emulator/machinery/servedCollection.ts) from its wire facts, with the service rules its own folder
 * states (emulator/resources/<family>/rules.ts), if any, filed here in {@link RULES}; a family's
 * part in the delete of another's items (`onDeleteOf`) is handed to that collection. A family whose
 * service does nothing beyond its wire schemas needs no line in the emulator at all; one with rules
 * adds its folder and one line in {@link RULES}. The state's collections are the families' wire keys
 * and the supporting ones (edges, the route family's; backends and what the lookups observe,
 * emulator/supporting/). The router matches patterns in the order of the registry, then the
 * supporting collections.
 */
import { FAMILY_WIRES, type FamilyMember } from "../provider/ingressClient/members";
import { memberOf, type MemberOf } from "../provider/inputs/naming";
import { abuseReportRules } from "./resources/abuseReport/rules";
import { aiGatewayApiKeyRules } from "./resources/aiGatewayApiKey/rules";
import { apiKeyRules } from "./resources/apiKey/rules";
import { credentialRules } from "./resources/credential/rules";
import type { Operation } from "./machinery/router";
import { collectionOperations, type AnyFacts, type AnyRules, type DeleteHooks, type PlainItem, type Rules, type StoredItem } from "./machinery/servedCollection";
import { endpointRules } from "./resources/cloudEndpoint/rules";
import { eventDestinationRules } from "./resources/eventDestination/rules";
import { eventSubscriptionRules } from "./resources/eventSubscription/rules";
import { reservedDomainRules } from "./resources/reservedDomain/rules";
import { ipPolicyRules } from "./resources/ipPolicy/rules";
import { ipPolicyRuleRules } from "./resources/ipPolicyRule/rules";
import { ipRestrictionRules } from "./resources/ipRestriction/rules";
import { sshCertificateAuthorityRules } from "./resources/sshCertificateAuthority/rules";
import { sshCredentialRules } from "./resources/sshCredential/rules";
import { serviceUserRules } from "./resources/serviceUser/rules";
import { edgeCollection, routeRules } from "./resources/httpsEdgeRoute/rules";
import type { StoredEdge } from "./resources/httpsEdgeRoute/edges";
import { backendCollection, type StoredBackend } from "./supporting/backends";
import { OBSERVED, type ObservedState } from "./supporting/observed";
import { tcpAddressRules } from "./resources/tcpAddress/rules";
import { tlsCertificateRules } from "./resources/tlsCertificate/rules";
import { vaultRules } from "./resources/vault/rules";
import { vaultSecretRules } from "./resources/secret/rules";
import { certificateAuthorityRules } from "./resources/certificateAuthority/rules";
import { agentIngressRules } from "./resources/agentIngress/rules";

type Wires = typeof FAMILY_WIRES;

/**
 * The rules of the families that have some, by type, each checked against the wire collection of
 * its type's member: a type whose member the wire registry lacks is refused.
 */
const byType = <R extends { [N in keyof R]: N extends string ? (MemberOf<N> extends FamilyMember ? AnyRules<Wires[MemberOf<N>]> : never) : never }>(rules: R): R => rules;

/** The service rules of the families that have some, by type, each checked against its family's own wire facts. */
export const RULES = byType({
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
});

/** The same rules, by the family's member. */
type RulesByMember = { [N in keyof typeof RULES as MemberOf<N>]: (typeof RULES)[N] };
const RULES_BY_MEMBER = Object.fromEntries(Object.entries(RULES).map(([type, rules]) => [memberOf(type), rules])) as Partial<Record<FamilyMember, AnyRules>>;

/** What a family stores: the shape its rules give, else the create body's fields. */
type StoredOf<M extends FamilyMember> = M extends keyof RulesByMember ? (RulesByMember[M] extends Rules<AnyFacts, infer S, infer _P> ? S : never) : PlainItem;

/** The collections that are no family's: what routes point at (edges, the route family's; backends) and what the lookups observe. */
const SUPPORTING = { edges: edgeCollection, backends: backendCollection, ...OBSERVED };

/** The supporting collections of the state, each keyed by id. */
type SupportingState = { edges: Record<string, StoredEdge>; backends: Record<string, StoredBackend> } & ObservedState;

/** Every resource, each collection keyed by id in creation order: one per family (its wire key), and the supporting ones. */
export type State = {
  /** Time component of the last id handed out; keeps ids ordered across restarts. */
  id_clock: number;
} & { [M in FamilyMember as Wires[M]["key"]]: Record<string, StoredOf<M>> } & SupportingState;

/** The registry's families, in its order. */
const families = Object.entries(FAMILY_WIRES) as [FamilyMember, Wires[FamilyMember]][];

/** Each family's part in the delete of an item of the collection `key` (Rules.onDeleteOf), in the registry's order. */
const deleteHooksOf = (key: string): DeleteHooks[] =>
  families.flatMap(([member]) => {
    const hooks = RULES_BY_MEMBER[member]?.onDeleteOf?.[key];
    return hooks === undefined ? [] : [hooks];
  });

/** Each family's operations, by its collection (the client's member). */
const served = {} as Record<FamilyMember, readonly Operation[]>;
for (const [member, wire] of families) {
  served[member] = collectionOperations<AnyFacts, StoredItem, unknown>(wire, RULES_BY_MEMBER[member], deleteHooksOf(wire.key));
}

/** The supporting collections' operations. */
const supportingOperations: Operation[] = Object.values(SUPPORTING).flatMap((c) => collectionOperations<AnyFacts, StoredItem, unknown>(c.facts, c.rules as AnyRules, deleteHooksOf(c.facts.key)));

/** Each family's operations, by its collection (the client's member), and the supporting ones. */
export const OPERATIONS_BY_COLLECTION: Readonly<Record<FamilyMember | "supporting", readonly Operation[]>> = { ...served, supporting: supportingOperations };

/** Every operation of every family, in the order of {@link OPERATIONS_BY_COLLECTION}: the router's table. */
export const OPERATIONS: readonly Operation[] = Object.values(OPERATIONS_BY_COLLECTION).flat();

/** The key of every collection of the state: the families' and the supporting ones. */
export const COLLECTION_KEYS: readonly string[] = [...families.map(([, wire]) => wire.key), ...Object.keys(SUPPORTING)];
