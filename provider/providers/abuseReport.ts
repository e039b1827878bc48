/**
 * Where the state files of 0.1.0 require the abuseReport provider from (`__provider`): kept so they
 * refresh, update and destroy; new resources name provider/resources/abuseReport/provider.ts.
 */
import provider from "../resources/abuseReport/provider";

export = provider;
