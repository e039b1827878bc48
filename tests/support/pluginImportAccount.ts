// The account the plugin's import suites adopt from (tests/provider/pluginImport.test.ts in process,
// tests/engine/pluginImport.test.ts under the engine): a certificate, a route with modules and a
// subscription, made out of band, and the inputs a program declares for each.
import type { Emulator } from "../../emulator/types";
import { makeChain } from "./certs";
import { outOfBand } from "./outOfBand";

export const SEED = {
  edges: [{ id: "edghts_app", hostports: ["app.example.com:443"] }],
  backends: [{ id: "bkdtg_app" }],
  ipPolicies: [{ id: "ipp_office" }],
  eventDestinations: [
    { id: "ed_siem", description: "SIEM", target: { kinesis: { stream_arn: "arn:aws:kinesis:eu-west-1:123456789012:stream/siem", auth: { role: { role_arn: "arn:aws:iam::123456789012:role/siem" } } } } },
  ],
};

/** The route's modules as the service takes them. */
const ROUTE_BODY = {
  match_type: "path_prefix",
  match: "/api",
  description: "Public API",
  backend: { backend_id: "bkdtg_app" },
  ip_restriction: { ip_policy_ids: ["ipp_office"] },
  compression: {},
  response_headers: { add: { "Strict-Transport-Security": "max-age=63072000" }, remove: ["Server"] },
  circuit_breaker: { error_threshold_percentage: 0.5, volume_threshold: 20 },
};

/** The route's inputs as a program declares them (the modules as the SDK names them). */
const ROUTE_INPUTS = {
  edgeId: "edghts_app",
  matchType: "path_prefix",
  match: "/api",
  description: "Public API",
  backend: { backendId: "bkdtg_app" },
  ipRestriction: { ipPolicyIds: ["ipp_office"] },
  circuitBreaker: { errorThresholdPercentage: 0.5, volumeThreshold: 20 },
  compression: {},
  responseHeaders: { add: { "Strict-Transport-Security": "max-age=63072000" }, remove: ["Server"] },
};

/** What {@link makeAccount} made: the items' ids, and the inputs a program declares for each, by type. */
export interface Account {
  ids: { cert: string; route: string; subscription: string };
  declared: { TlsCertificate: Record<string, unknown>; HttpsEdgeRoute: Record<string, unknown>; EventSubscription: Record<string, unknown> };
}

/** Makes the certificate, the route and the subscription on `emulator`, as someone outside the program. */
export async function makeAccount(emulator: Emulator): Promise<Account> {
  const chain = await makeChain({ commonName: "api.example.com", dnsNames: ["api.example.com"] });
  const id = async (pathname: string, body: unknown) => ((await outOfBand(emulator, "POST", pathname, body)) as { id: string }).id;
  return {
    declared: {
      TlsCertificate: { certificatePem: chain.certificatePem, description: "API" },
      HttpsEdgeRoute: ROUTE_INPUTS,
      EventSubscription: { sources: ["ip_policy_created.v0"], destinationIds: ["ed_siem"], description: "Audit" },
    },
    ids: {
      cert: await id("/tls_certificates", { certificate_pem: chain.certificatePem, private_key_pem: chain.privateKeyPem, description: "API" }),
      route: await id("/edges/https/edghts_app/routes", ROUTE_BODY),
      subscription: await id("/event_subscriptions", { sources: [{ type: "ip_policy_created.v0" }], destination_ids: ["ed_siem"], description: "Audit" }),
    },
  };
}
