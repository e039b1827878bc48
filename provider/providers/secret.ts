/**
 * Where the state files of 0.1.0 require the secret provider from (`__provider`): kept so they
 * refresh, update and destroy; new resources name provider/resources/secret/provider.ts.
 */
import provider from "../resources/secret/provider";

export = provider;
