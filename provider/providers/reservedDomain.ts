/**
 * Where the state files of 0.1.0 require the reservedDomain provider from (`__provider`): kept so they
 * refresh, update and destroy; new resources name provider/resources/reservedDomain/provider.ts.
 */
import provider from "../resources/reservedDomain/provider";

export = provider;
