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
import type { FamilyFacts } from "./family";
import type { FamilyFunctions } from "./providers/provider";
import { toCamel } from "./inputs/naming";
import abuseReportProvider from "./providers/abuseReport";
import cloudEndpointProvider from "./providers/cloudEndpoint";
import eventDestinationProvider from "./providers/eventDestination";
import eventSubscriptionProvider from "./providers/eventSubscription";
import reservedDomainProvider from "./providers/reservedDomain";
import ipPolicyProvider from "./providers/ipPolicy";
import ipPolicyRuleProvider from "./providers/ipPolicyRule";
import routeProvider from "./providers/route";
import secretProvider from "./providers/secret";
import tlsCertificateProvider from "./providers/tlsCertificate";
import vaultProvider from "./providers/vault";
import * as abuseReport from "./resources/abuseReport";
import * as cloudEndpoint from "./resources/cloudEndpoint";
import * as eventDestination from "./resources/eventDestination";
import * as eventSubscription from "./resources/eventSubscription";
import * as reservedDomain from "./resources/reservedDomain";
import * as ipPolicy from "./resources/ipPolicy";
import * as ipPolicyRule from "./resources/ipPolicyRule";
import * as route from "./resources/route";
import * as secret from "./resources/secret";
import * as tlsCertificate from "./resources/tlsCertificate";
import * as vault from "./resources/vault";
import { secretPaths } from "./wire/secrets";

export type { FamilyFacts, Recovery } from "./family";

/**
 * A family's facts, its functions (provider/resources/<family>.ts: what both hosts call, the dynamic
 * provider and the provider plugin) and its dynamic provider: the module export that state files `require`.
 */
export interface Family<Type extends string = string> extends FamilyFacts<Type> {
  readonly provider: pulumi.dynamic.ResourceProvider;
  readonly functions: FamilyFunctions<Record<string, unknown>, Record<string, unknown>>;
}

const registry = <R extends { [K in keyof R]: Family<K & string> }>(r: R): R => r;

export const FAMILIES = registry({
  TlsCertificate: { ...tlsCertificate.FACTS, provider: tlsCertificateProvider, functions: tlsCertificate },
  HttpsEdgeRoute: { ...route.FACTS, provider: routeProvider, functions: route },
  EventSubscription: { ...eventSubscription.FACTS, provider: eventSubscriptionProvider, functions: eventSubscription },
  AbuseReport: { ...abuseReport.FACTS, provider: abuseReportProvider, functions: abuseReport },
  CloudEndpoint: { ...cloudEndpoint.FACTS, provider: cloudEndpointProvider, functions: cloudEndpoint },
  EventDestination: { ...eventDestination.FACTS, provider: eventDestinationProvider, functions: eventDestination },
  ReservedDomain: { ...reservedDomain.FACTS, provider: reservedDomainProvider, functions: reservedDomain },
  Vault: { ...vault.FACTS, provider: vaultProvider, functions: vault },
  Secret: { ...secret.FACTS, provider: secretProvider, functions: secret },
  IpPolicy: { ...ipPolicy.FACTS, provider: ipPolicyProvider, functions: ipPolicy },
  IpPolicyRule: { ...ipPolicyRule.FACTS, provider: ipPolicyRuleProvider, functions: ipPolicyRule },
});

export type FamilyName = keyof typeof FAMILIES;

/** Every family's name, in registry order. */
export const FAMILY_NAMES = Object.keys(FAMILIES) as FamilyName[];

/** The family of a resource type name (`TlsCertificate`), if it is one of ours. */
export const familyNamed = (type: unknown): FamilyName | undefined => FAMILY_NAMES.find((f) => f === type);

/** The family's secret inputs, as paths with the SDK's names (`["oidc", "clientSecret"]`). */
export const secretInputs = (family: FamilyFacts): string[][] => secretPaths(family.wire.create).map((path) => path.map(toCamel));
