/**
 * Where the state files of 0.1.0 require the cloudEndpoint provider from (`__provider`): kept so they
 * refresh, update and destroy; new resources name provider/resources/cloudEndpoint/provider.ts.
 */
import provider from "../resources/cloudEndpoint/provider";

export = provider;
