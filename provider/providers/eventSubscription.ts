/**
 * Where the state files of 0.1.0 require the eventSubscription provider from (`__provider`): kept so they
 * refresh, update and destroy; new resources name provider/resources/eventSubscription/provider.ts.
 */
import provider from "../resources/eventSubscription/provider";

export = provider;
