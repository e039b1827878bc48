/**
 * Where the state files of 0.1.0 require the eventDestination provider from (`__provider`): kept so they
 * refresh, update and destroy; new resources name provider/resources/eventDestination/provider.ts.
 */
import provider from "../resources/eventDestination/provider";

export = provider;
