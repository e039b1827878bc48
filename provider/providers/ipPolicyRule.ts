/**
 * Where the state files of 0.1.0 require the ipPolicyRule provider from (`__provider`): kept so they
 * refresh, update and destroy; new resources name provider/resources/ipPolicyRule/provider.ts.
 */
import provider from "../resources/ipPolicyRule/provider";

export = provider;
