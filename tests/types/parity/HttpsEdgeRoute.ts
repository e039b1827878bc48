// Parity of the HttpsEdgeRoute SDK with the wire model (machinery in ../wireParity.ts). A route's
// `edgeId` is a path parameter on the wire; the wire's one OAuth provider shape refuses `teams` and
// `organizations` outside github, which the SDK's types leave out. Routes are read with their edge
// (getHttpsEdge: ../wireParity.ts HttpsEdgeInfoParity).
import type { Camelize } from "../../../provider/inputs/naming";
import type { OutputNames } from "../../../provider/fields/table";
import type { FACTS } from "../../../provider/resources/httpsEdgeRoute/family";
import type { Route, RouteCreate } from "../../../provider/resources/httpsEdgeRoute/wire";
import type { HttpsEdgeRoute, HttpsEdgeRouteArgs } from "../../../sdk/httpsEdgeRoute";
import type { DeclaredOutputs, KeyDrift, ListDrift, NoDrift, Plain, Sdk, WithoutSecrets } from "../wireParity";

type WireOAuth = Plain<Camelize<RouteCreate>["oauth"]>;
type GithubOnly<P> = { [K in keyof P]: K extends "github" ? P[K] : Omit<Plain<P[K]>, "teams" | "organizations"> };
type RouteArgsWire = Omit<Camelize<RouteCreate>, "oauth"> & {
  edgeId: string;
  oauth: Omit<WireOAuth, "provider"> & { provider: GithubOnly<WireOAuth["provider"]> };
};
export type ArgsParity = NoDrift<KeyDrift<RouteArgsWire, Sdk<HttpsEdgeRouteArgs>>>;
export type OutputParity = NoDrift<KeyDrift<WithoutSecrets<Omit<Camelize<Route>, "id">>, DeclaredOutputs<HttpsEdgeRoute>>>;
export type OutputFieldsParity = NoDrift<ListDrift<OutputNames<typeof FACTS>[], HttpsEdgeRoute>>;
