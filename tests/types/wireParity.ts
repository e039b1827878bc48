/**
 * Compile-time parity of the SDK with the wire model (provider/wire): every field of a request
 * schema is an argument of the SDK, every field of a response schema an output of its class and
 * a field of its lookup items, at any depth, and nothing else; the output-field lists the
 * providers fill match the classes.
 * A field added to a wire schema and not to the SDK fails `npm run lint` here, naming its path
 * (tests/types/wireParity.ts proves it). Type-only: nothing here exists at run time.
 */
import type * as pulumi from "@pulumi/pulumi";
import type { Camelize } from "../../provider/inputs/naming";
import type { ABUSE_OUTPUT_FIELDS } from "../../provider/resources/abuseReport";
import type { ESB_OUTPUT_FIELDS } from "../../provider/resources/eventSubscription";
import type { ROUTE_OUTPUT_FIELDS } from "../../provider/resources/route";
import type { TLS_OUTPUT_FIELDS } from "../../provider/resources/tlsCertificate";
import type { AbuseReport as AbuseReportWire, AbuseReportCreate } from "../../provider/wire/abuseReports";
import type { EventSubscription as EventSubscriptionWire, EventSubscriptionCreate } from "../../provider/wire/eventSubscriptions";
import type { ActionType, TrafficPolicy as TrafficPolicyWire, TrafficPolicyAction as TrafficPolicyActionWire } from "../../provider/trafficPolicy/document";
import type { Route, RouteCreate } from "../../provider/wire/routes";
import type { TlsCertificate as TlsCertificateWire, TlsCertificateCreate } from "../../provider/wire/tlsCertificates";
import type { AbuseReport, AbuseReportArgs } from "../../sdk/abuseReport";
import type { EventSubscription, EventSubscriptionArgs } from "../../sdk/eventSubscription";
import type { HttpsEdgeRoute, HttpsEdgeRouteArgs } from "../../sdk/httpsEdgeRoute";
import type { Edge, EventDestination, IpPolicy, TunnelGroupBackend } from "../../provider/wire/supporting";
import type { EventDestinationInfo, EventSubscriptionInfo, HttpsEdgeInfo, IpPolicyInfo, TlsCertificateInfo, TunnelGroupBackendInfo } from "../../sdk/lookups";
import type { TlsCertificate, TlsCertificateArgs } from "../../sdk/tlsCertificate";
import type { TrafficPolicy, TrafficPolicyAction } from "../../sdk/trafficPolicyTypes";

/** A value with every Input, Output and Promise wrapper taken off, and no null or undefined. */
type Plain<T> = NonNullable<T extends pulumi.OutputInstance<infer U> ? U : T extends Promise<infer U> ? U : T>;
type StringKeys<T> = keyof T & string;

/**
 * The paths at which two shapes differ in their keys, as messages; `never` when they agree.
 * Lists compare their items, objects their keys and then each common member.
 */
export type KeyDrift<W, S, P extends string = ""> = unknown extends W
  ? never // opaque on the wire (the route's `policy`): nothing to compare
  : [Plain<S>] extends [never]
    ? never // null-only in the SDK: nothing to compare
    : Plain<W> extends readonly (infer WI)[]
    ? Plain<S> extends readonly (infer SI)[]
      ? KeyDrift<WI, SI, `${P}[]`>
      : `${P} is a list in the wire model, not in the SDK`
    : Plain<W> extends object
      ? Plain<S> extends object
        ?
            | { [K in Exclude<StringKeys<Plain<W>>, keyof Plain<S>>]: `${P}${K} is in the wire model but missing from the SDK` }[Exclude<StringKeys<Plain<W>>, keyof Plain<S>>]
            | { [K in Exclude<StringKeys<Plain<S>>, keyof Plain<W>>]: `${P}${K} is in the SDK but not in the wire model` }[Exclude<StringKeys<Plain<S>>, keyof Plain<W>>]
            | { [K in StringKeys<Plain<W>> & StringKeys<Plain<S>>]: KeyDrift<Plain<W>[K], Plain<S>[K], `${P}${K}.`> }[StringKeys<Plain<W>> & StringKeys<Plain<S>>]
        : `${P} is an object in the wire model, not in the SDK`
      : never;

/** Compiles only when `T` is `never`: the error message shows the drift. */
export type NoDrift<T extends never> = T;

/** The Output members a resource class declares (besides the engine's `id` and `urn`). */
export type DeclaredOutputs<C> = {
  [K in keyof C as K extends "id" | "urn" ? never : C[K] extends pulumi.Output<unknown> ? K : never]: C[K];
};

/** Output-field list `L` names exactly the declared outputs of class `C`. */
type ListDrift<L extends readonly string[], C> =
  | { [K in Exclude<L[number], keyof DeclaredOutputs<C>>]: `${K} is an output field the class does not declare` }[Exclude<L[number], keyof DeclaredOutputs<C>>]
  | { [K in Exclude<StringKeys<DeclaredOutputs<C>>, L[number]>]: `${K} is declared by the class but not an output field` }[Exclude<StringKeys<DeclaredOutputs<C>>, L[number]>];

// Arguments: the request schema with the SDK's names. Deliberate differences, stated here:
// `adoptId` is the SDK's own (adoption); a route's `edgeId` is a path parameter on the wire; the
// wire's one OAuth provider shape refuses `teams` and `organizations` outside github, which the
// SDK's types leave out; an event subscription's sources are event type strings (the wire wraps
// each as {type}).
type Sdk<T> = Omit<T, "adoptId">;
type WireOAuth = Plain<Camelize<RouteCreate>["oauth"]>;
type GithubOnly<P> = { [K in keyof P]: K extends "github" ? P[K] : Omit<Plain<P[K]>, "teams" | "organizations"> };
type RouteArgsWire = Omit<Camelize<RouteCreate>, "oauth"> & {
  edgeId: string;
  oauth: Omit<WireOAuth, "provider"> & { provider: GithubOnly<WireOAuth["provider"]> };
};
export type TlsCertificateArgsParity = NoDrift<KeyDrift<Camelize<TlsCertificateCreate>, Sdk<TlsCertificateArgs>>>;
export type HttpsEdgeRouteArgsParity = NoDrift<KeyDrift<RouteArgsWire, Sdk<HttpsEdgeRouteArgs>>>;
export type EventSubscriptionArgsParity = NoDrift<
  KeyDrift<Omit<Camelize<EventSubscriptionCreate>, "sources"> & { sources: string[] }, Sdk<EventSubscriptionArgs>>
>;
export type AbuseReportArgsParity = NoDrift<KeyDrift<Camelize<AbuseReportCreate>, Sdk<AbuseReportArgs>>>;

// Outputs: the response schema with the SDK's names, plus what the providers add, less the client
// and webhook secrets, which outputs never hold (routeDiff.ts SECRET_PATHS).
type WithoutSecrets<T> = T extends readonly (infer U)[]
  ? WithoutSecrets<U>[]
  : T extends object
    ? { [K in keyof T as K extends "secret" | "clientSecret" ? never : K]: WithoutSecrets<T[K]> }
    : T;
export type TlsCertificateOutputParity = NoDrift<KeyDrift<Omit<Camelize<TlsCertificateWire>, "id">, DeclaredOutputs<TlsCertificate>>>;
export type HttpsEdgeRouteOutputParity = NoDrift<KeyDrift<WithoutSecrets<Omit<Camelize<Route>, "id">>, DeclaredOutputs<HttpsEdgeRoute>>>;
export type EventSubscriptionOutputParity = NoDrift<
  KeyDrift<Omit<Camelize<EventSubscriptionWire>, "id"> & { destinationIds: string[] }, DeclaredOutputs<EventSubscription>>
>;
export type AbuseReportOutputParity = NoDrift<KeyDrift<Omit<Camelize<AbuseReportWire>, "id">, DeclaredOutputs<AbuseReport>>>;

// The output-field lists the providers fill (every field present, null when unset).
export type TlsOutputFieldsParity = NoDrift<ListDrift<typeof TLS_OUTPUT_FIELDS, TlsCertificate>>;
export type RouteOutputFieldsParity = NoDrift<ListDrift<typeof ROUTE_OUTPUT_FIELDS, HttpsEdgeRoute>>;
export type EsbOutputFieldsParity = NoDrift<ListDrift<typeof ESB_OUTPUT_FIELDS, EventSubscription>>;
export type AbuseOutputFieldsParity = NoDrift<ListDrift<typeof ABUSE_OUTPUT_FIELDS, AbuseReport>>;

// Lookup items: the list responses' items with the SDK's names.
export type TlsCertificateInfoParity = NoDrift<KeyDrift<Camelize<TlsCertificateWire>, TlsCertificateInfo>>;
export type EventSubscriptionInfoParity = NoDrift<KeyDrift<Camelize<EventSubscriptionWire>, EventSubscriptionInfo>>;
// An edge's routes as route outputs hold them: no secret.
export type HttpsEdgeInfoParity = NoDrift<KeyDrift<WithoutSecrets<Camelize<Edge>>, HttpsEdgeInfo>>;
export type EventDestinationInfoParity = NoDrift<KeyDrift<Camelize<EventDestination>, EventDestinationInfo>>;
export type TunnelGroupBackendInfoParity = NoDrift<KeyDrift<Camelize<TunnelGroupBackend>, TunnelGroupBackendInfo>>;
export type IpPolicyInfoParity = NoDrift<KeyDrift<Camelize<IpPolicy>, IpPolicyInfo>>;

// The Traffic Policy document: the SDK's interfaces and the schemas' types (document.ts) are
// assignable both ways, so a type, a required field or an action type that differs fails; keys are
// compared too, since an optional field on one side only is assignable both ways. Keys of a union
// are only those of every member, so the actions are compared one type at a time.
type Assignable<A, B, What extends string> = [A] extends [B]
  ? [B] extends [A]
    ? never
    : `${What}: the wire type is not assignable to the SDK's`
  : `${What}: the SDK type is not assignable to the wire's`;
type ActionDrift<T extends ActionType> = T extends ActionType
  ? KeyDrift<Extract<TrafficPolicyActionWire, { type: T }>, Extract<TrafficPolicyAction, { type: T }>, `${T}.`>
  : never;
export type TrafficPolicyAssignable = NoDrift<Assignable<TrafficPolicy, TrafficPolicyWire, "TrafficPolicy">>;
export type TrafficPolicyParity = NoDrift<KeyDrift<TrafficPolicyWire, TrafficPolicy>>;
export type TrafficPolicyActionParity = NoDrift<ActionDrift<ActionType>>;
