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
import type { ActionType, TrafficPolicy as TrafficPolicyWire, TrafficPolicyAction as TrafficPolicyActionWire } from "../../trafficPolicy/model/document";
import type { EventDestination } from "../../provider/resources/eventDestination/wire";
import type { Edge } from "../../provider/resources/httpsEdgeRoute/edge";
import type { TunnelGroupBackend } from "../../provider/wire/backends";
import type { EventDestinationInfo } from "../../sdk/eventDestination";
import type { HttpsEdgeInfo, TunnelGroupBackendInfo } from "../../sdk/httpsEdgeRoute";
import type { TrafficPolicy, TrafficPolicyAction } from "../../sdk/trafficPolicyTypes";

/** A value with every Input, Output and Promise wrapper taken off, and no null or undefined. */
export type Plain<T> = NonNullable<T extends pulumi.OutputInstance<infer U> ? U : T extends Promise<infer U> ? U : T>;
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
export type ListDrift<L extends readonly string[], C> =
  | { [K in Exclude<L[number], keyof DeclaredOutputs<C>>]: `${K} is an output field the class does not declare` }[Exclude<L[number], keyof DeclaredOutputs<C>>]
  | { [K in Exclude<StringKeys<DeclaredOutputs<C>>, L[number]>]: `${K} is declared by the class but not an output field` }[Exclude<StringKeys<DeclaredOutputs<C>>, L[number]>];

// Each family's entries are in its own file, tests/types/parity/<Type>.ts, which
// tests/unit/families.test.ts requires of every family of the registry; the deliberate differences
// between the wire and the SDK are stated there. What they share:

/** Arguments: `adoptId` is the SDK's own (adoption). */
export type Sdk<T> = Omit<T, "adoptId">;

/** Outputs never hold a client or webhook secret (provider/resources/httpsEdgeRoute/plan.ts `SECRET_PATHS`). */
export type WithoutSecrets<T> = T extends readonly (infer U)[]
  ? WithoutSecrets<U>[]
  : T extends object
    ? { [K in keyof T as K extends "secret" | "clientSecret" ? never : K]: WithoutSecrets<T[K]> }
    : T;

// Lookup items of what the families point at: the responses' items with the SDK's names.
// An edge's routes as route outputs hold them: no secret.
export type HttpsEdgeInfoParity = NoDrift<KeyDrift<WithoutSecrets<Camelize<Edge>>, HttpsEdgeInfo>>;
export type EventDestinationInfoParity = NoDrift<KeyDrift<Camelize<EventDestination>, EventDestinationInfo>>;
export type TunnelGroupBackendInfoParity = NoDrift<KeyDrift<Camelize<TunnelGroupBackend>, TunnelGroupBackendInfo>>;

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
