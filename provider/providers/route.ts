/**
 * Where the state files of 0.1.0 require the httpsEdgeRoute provider from (`__provider`): kept so they
 * refresh, update and destroy; new resources name provider/resources/httpsEdgeRoute/provider.ts.
 */
import provider from "../resources/httpsEdgeRoute/provider";

export = provider;
