/**
 * The registry of resource families: per family, its dynamic provider and its facts (type, client
 * member, name in messages, wire collection, output fields, recovery, import). Everything else that
 * must know the families reads them here: the SDK, the emulator, the import and recover commands,
 * the bench and the tests; the compiler checks that each entry is filed under its own type.
 *
 * A family's own files, and the four edits a new family makes outside them, are in
 * docs/architecture.md; tests/unit/scaffold.test.ts holds that list.
 */
import type * as pulumi from "@pulumi/pulumi";
import type { Listed } from "./importing/facts";
import type { IngressClient } from "./ingressClient/ingressClient";
import type { FamilyFacts } from "./contract/family";
import type { SearchFor } from "./lifecycle/recovery";
import type { FamilyFunctions } from "./lifecycle/dynamicProvider";
import { toCamel } from "./inputs/naming";
import abuseReportProvider from "./resources/abuseReport/provider";
import cloudEndpointProvider from "./resources/cloudEndpoint/provider";
import eventDestinationProvider from "./resources/eventDestination/provider";
import eventSubscriptionProvider from "./resources/eventSubscription/provider";
import reservedDomainProvider from "./resources/reservedDomain/provider";
import ipPolicyProvider from "./resources/ipPolicy/provider";
import ipPolicyRuleProvider from "./resources/ipPolicyRule/provider";
import ipRestrictionProvider from "./resources/ipRestriction/provider";
import routeProvider from "./resources/httpsEdgeRoute/provider";
import secretProvider from "./resources/secret/provider";
import sshCertificateAuthorityProvider from "./resources/sshCertificateAuthority/provider";
import sshCredentialProvider from "./resources/sshCredential/provider";
import serviceUserProvider from "./resources/serviceUser/provider";
import credentialProvider from "./resources/credential/provider";
import apiKeyProvider from "./resources/apiKey/provider";
import aiGatewayApiKeyProvider from "./resources/aiGatewayApiKey/provider";
import tlsCertificateProvider from "./resources/tlsCertificate/provider";
import tcpAddressProvider from "./resources/tcpAddress/provider";
import vaultProvider from "./resources/vault/provider";
import certificateAuthorityProvider from "./resources/certificateAuthority/provider";
import agentIngressProvider from "./resources/agentIngress/provider";
import * as abuseReport from "./resources/abuseReport/family";
import * as cloudEndpoint from "./resources/cloudEndpoint/family";
import * as eventDestination from "./resources/eventDestination/family";
import * as eventSubscription from "./resources/eventSubscription/family";
import * as reservedDomain from "./resources/reservedDomain/family";
import * as ipPolicy from "./resources/ipPolicy/family";
import * as ipPolicyRule from "./resources/ipPolicyRule/family";
import * as ipRestriction from "./resources/ipRestriction/family";
import * as route from "./resources/httpsEdgeRoute/family";
import * as secret from "./resources/secret/family";
import * as sshCertificateAuthority from "./resources/sshCertificateAuthority/family";
import * as sshCredential from "./resources/sshCredential/family";
import * as serviceUser from "./resources/serviceUser/family";
import * as credential from "./resources/credential/family";
import * as apiKey from "./resources/apiKey/family";
import * as aiGatewayApiKey from "./resources/aiGatewayApiKey/family";
import * as tlsCertificate from "./resources/tlsCertificate/family";
import * as tcpAddress from "./resources/tcpAddress/family";
import * as vault from "./resources/vault/family";
import * as certificateAuthority from "./resources/certificateAuthority/family";
import * as agentIngress from "./resources/agentIngress/family";
import { secretPaths } from "./wire/secretFields";
import { type FieldOf, fieldsOf, outputNamesOf } from "./fields/derive";

export type { FamilyFacts } from "./contract/family";

/**
 * A family's facts, its functions (provider/resources/<family>/family.ts: what both hosts call, the dynamic
 * provider and the provider plugin) and its dynamic provider: the module export that state files `require`.
 */
export interface Family<Type extends string = string> extends FamilyFacts<Type> {
  /** Every output, present (`null` when unset) after each create, read and update: its table's kept fields. */
  readonly outputFields: readonly string[];
  readonly provider: pulumi.dynamic.ResourceProvider;
  /** With the lifecycle's `search` when the family's module exports it (the recover command's, unless its recovery says another). */
  readonly functions: FamilyFunctions<Record<string, unknown>, Record<string, unknown>> & { readonly search?: SearchFor };
}

const registry = <R extends { [K in keyof R]: Family<K & string> }>(r: R): R => r;

/** A family's registry entry: its facts, the outputs its table keeps, its functions and its dynamic provider. */
const entry = <F extends FamilyFacts, P extends pulumi.dynamic.ResourceProvider, Fn extends Family["functions"]>(facts: F, provider: P, functions: Fn) => ({
  ...facts,
  outputFields: outputNamesOf(fieldsOf(facts.wire, facts.fields)),
  provider,
  functions,
});

export const FAMILIES = registry({
  TlsCertificate: entry(tlsCertificate.FACTS, tlsCertificateProvider, tlsCertificate),
  HttpsEdgeRoute: entry(route.FACTS, routeProvider, route),
  EventSubscription: entry(eventSubscription.FACTS, eventSubscriptionProvider, eventSubscription),
  AbuseReport: entry(abuseReport.FACTS, abuseReportProvider, abuseReport),
  CloudEndpoint: entry(cloudEndpoint.FACTS, cloudEndpointProvider, cloudEndpoint),
  EventDestination: entry(eventDestination.FACTS, eventDestinationProvider, eventDestination),
  ReservedDomain: entry(reservedDomain.FACTS, reservedDomainProvider, reservedDomain),
  Vault: entry(vault.FACTS, vaultProvider, vault),
  Secret: entry(secret.FACTS, secretProvider, secret),
  IpPolicy: entry(ipPolicy.FACTS, ipPolicyProvider, ipPolicy),
  IpPolicyRule: entry(ipPolicyRule.FACTS, ipPolicyRuleProvider, ipPolicyRule),
  TcpAddress: entry(tcpAddress.FACTS, tcpAddressProvider, tcpAddress),
  CertificateAuthority: entry(certificateAuthority.FACTS, certificateAuthorityProvider, certificateAuthority),
  AgentIngress: entry(agentIngress.FACTS, agentIngressProvider, agentIngress),
  IpRestriction: entry(ipRestriction.FACTS, ipRestrictionProvider, ipRestriction),
  SshCertificateAuthority: entry(sshCertificateAuthority.FACTS, sshCertificateAuthorityProvider, sshCertificateAuthority),
  SshCredential: entry(sshCredential.FACTS, sshCredentialProvider, sshCredential),
  ServiceUser: entry(serviceUser.FACTS, serviceUserProvider, serviceUser),
  Credential: entry(credential.FACTS, credentialProvider, credential),
  ApiKey: entry(apiKey.FACTS, apiKeyProvider, apiKey),
  AiGatewayApiKey: entry(aiGatewayApiKey.FACTS, aiGatewayApiKeyProvider, aiGatewayApiKey),
});

export type FamilyName = keyof typeof FAMILIES;

/** Every family's name, in registry order. */
export const FAMILY_NAMES = Object.keys(FAMILIES) as FamilyName[];

/**
 * How the recover command searches for what a create of `family` may have made: its recovery's
 * search, else its lifecycle's. A family the API cannot list has neither (its recovery says how to
 * find by hand); tests/unit/families.test.ts holds that every other family has one.
 */
export function recoverySearch(family: Family): SearchFor | undefined {
  return "howToFind" in family.recovery ? undefined : (family.recovery.search ?? family.functions.search);
}

/**
 * Every item of a family found by listing (`importing.find.from: "list"`) on the account, as
 * `pulumi-ingress import` reads them: its import's own list, else the walk of its collection.
 */
export function listedItems(family: Family, find: Listed, client: IngressClient): AsyncIterable<unknown> {
  if (find.list) return find.list(client);
  const member: object = client[family.collection];
  if (!("list" in member) || typeof member.list !== "function") throw new Error(`${family.type}: the client's ${family.collection} cannot list; its import must say how to find its items`);
  return (member.list as () => AsyncIterable<unknown>).call(member);
}

/** The family of a resource type name (`TlsCertificate`), if it is one of ours. */
export const familyNamed = (type: unknown): FamilyName | undefined => FAMILY_NAMES.find((f) => f === type);

/** A family's fields, as its table declares them (provider/fields/table.ts), in the table's order. */
export const familyFields = (family: FamilyFacts): readonly FieldOf[] => fieldsOf(family.wire, family.fields);

/** The family's secret inputs, the create body's and its local inputs', as paths with the SDK's names (`["oidc", "clientSecret"]`; a list is passed through). */
export const secretInputs = (family: FamilyFacts): string[][] =>
  [...secretPaths(family.wire.create), ...(family.localInputs === undefined ? [] : secretPaths(family.localInputs))].map((path) => path.map(toCamel));

/**
 * The family's secret outputs, as paths with the SDK's names (`["token"]`): the fields the item's
 * schema marks secret, which the service returns (once) and the state keeps encrypted.
 */
export const secretOutputs = (family: FamilyFacts): string[][] => secretPaths(family.wire.item).map((path) => path.map(toCamel));

/** A family's folder under provider/resources/ (and its provider module's): the type in camelCase (`tlsCertificate`). */
export const familyFolder = (type: FamilyName | (string & {})): string => type.charAt(0).toLowerCase() + type.slice(1);

/**
 * The provider modules that the states written by 0.1.0 require (`dist/provider/providers/<name>.js`),
 * each re-exporting its family's provider: they stay, so those states refresh, update and destroy.
 */
export const STATE_0_1_0_PROVIDERS = ["tlsCertificate", "route", "eventSubscription", "abuseReport", "cloudEndpoint", "eventDestination", "reservedDomain", "vault", "secret", "ipPolicy", "ipPolicyRule"] as const;
