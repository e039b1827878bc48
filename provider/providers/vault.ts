/**
 * Where the state files of 0.1.0 require the vault provider from (`__provider`): kept so they
 * refresh, update and destroy; new resources name provider/resources/vault/provider.ts.
 */
import provider from "../resources/vault/provider";

export = provider;
