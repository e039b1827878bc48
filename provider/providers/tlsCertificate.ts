/**
 * Where the state files of 0.1.0 require the tlsCertificate provider from (`__provider`): kept so they
 * refresh, update and destroy; new resources name provider/resources/tlsCertificate/provider.ts.
 */
import provider from "../resources/tlsCertificate/provider";

export = provider;
