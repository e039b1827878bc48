/**
 * The collection classes whose names changed so that each family goes by one noun, re-exported by
 * the client's index under their earlier names too.
 */
export { CloudEndpoints } from "../resources/cloudEndpoint/client";
export { HttpsEdgeRoutes } from "../resources/httpsEdgeRoute/client";
export { Secrets } from "../resources/secret/client";
