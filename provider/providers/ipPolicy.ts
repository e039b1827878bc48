/**
 * Where the state files of 0.1.0 require the ipPolicy provider from (`__provider`): kept so they
 * refresh, update and destroy; new resources name provider/resources/ipPolicy/provider.ts.
 */
import provider from "../resources/ipPolicy/provider";

export = provider;
