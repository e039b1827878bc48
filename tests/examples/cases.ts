// The single-resource examples as the engine suite runs them (tests/examples/examples.test.ts): the
// stack config and seed each gets, and the inputs its one resource then registers with the engine.
// The engine suite proves the program registers exactly these (the state's inputs, secrets
// encrypted); tests/provider/examples.test.ts answers them in process, as the engine's preview and
// destroy would (no change and no call; one DELETE, or none for the abuse report).
import type { Seed } from "../../emulator/types";
import { REPORT_URN } from "../../provider/resources/abuseReport/family";
import type { ChainSpec, TestChain } from "../support/certs";

/** An input the engine stores encrypted: its plain value goes to the provider. */
class SecretInput {
  constructor(readonly value: string) {}
}

/** The single-resource examples. */
export type SingleExample = "abuse-report" | "event-subscription" | "https-edge-route" | "tls-certificate";

export interface ExampleCase {
  example: SingleExample;
  /** Stack config: the example's own keys (plain text), or `{ value, secret: true }`. */
  config: Record<string, string | { value: string; secret: true }>;
  /** The emulator's seed: what the config's ids name. */
  seed?: Seed;
  /** Files written next to the program. */
  files?: Record<string, string>;
  /** The resource's name in the program. */
  resource: string;
  /** What the program registers for that config (SecretInput where the engine stores a secret). */
  inputs: Record<string, unknown>;
}

const EDGE = "edghts_example";

/** The https-edge-route example's OIDC client secret, given as secret config. */
export const HTTPS_EDGE_ROUTE_CLIENT_SECRET = "example-oidc-client-secret-42";

/** The chain the certificate example's case is made with. */
export const TLS_CERTIFICATE_CHAIN: ChainSpec = { keyType: "rsa", commonName: "www.example.com", dnsNames: ["www.example.com", "*.www.example.com"], caCommonName: "Example Issuing CA" };

/** The examples' cases; the certificate example's chain is made by the suite (it reads it from files). */
export function exampleCases(chain: TestChain): Record<SingleExample, ExampleCase> {
  const urls = ["https://login.phish.invalid/reset", "http://Cdn.Phish.invalid/kit.zip"];
  return {
    "abuse-report": {
      example: "abuse-report",
      config: { urls: JSON.stringify(urls), ticket: "SEC-1234" },
      resource: "report",
      // The SDK adds the report's URN, for the warning its delete gives.
      inputs: { [REPORT_URN]: "urn:pulumi:abuse-report::abuse-report::pulumi-nodejs:dynamic/ingress:AbuseReport::report", urls, metadata: "SEC-1234" },
    },
    "event-subscription": {
      example: "event-subscription",
      config: { destinationIds: JSON.stringify(["ed_siem", "ed_chat"]) },
      seed: { eventDestinations: [{ id: "ed_siem" }, { id: "ed_chat" }] },
      resource: "ip-policy-audit",
      inputs: {
        sources: ["ip_policy_created.v0", "ip_policy_updated.v0", "ip_policy_deleted.v0"],
        destinationIds: ["ed_siem", "ed_chat"],
        description: "IP policy audit trail",
      },
    },
    "https-edge-route": {
      example: "https-edge-route",
      config: {
        edgeId: EDGE,
        backendId: "bkdtg_app",
        ipPolicyIds: JSON.stringify(["ipp_office", "ipp_vpn"]),
        oidcIssuer: "https://accounts.example.com",
        oidcClientId: "app-client",
        oidcClientSecret: { value: HTTPS_EDGE_ROUTE_CLIENT_SECRET, secret: true },
      },
      seed: { edges: [{ id: EDGE }], backends: [{ id: "bkdtg_app" }], ipPolicies: [{ id: "ipp_office" }, { id: "ipp_vpn" }] },
      resource: "app",
      inputs: {
        edgeId: EDGE,
        matchType: "path_prefix",
        match: "/app",
        description: "app behind OIDC",
        backend: { backendId: "bkdtg_app" },
        ipRestriction: { ipPolicyIds: ["ipp_office", "ipp_vpn"] },
        circuitBreaker: { errorThresholdPercentage: 0.5, volumeThreshold: 20 },
        compression: {},
        // pulumi.getStack(): the stack is named after the project.
        requestHeaders: { add: { "X-Forwarded-Env": "https-edge-route" } },
        responseHeaders: { add: { "Strict-Transport-Security": "max-age=63072000" }, remove: ["Server"] },
        oidc: { issuer: "https://accounts.example.com", clientId: "app-client", clientSecret: new SecretInput(HTTPS_EDGE_ROUTE_CLIENT_SECRET), scopes: ["openid", "email"] },
      },
    },
    "tls-certificate": {
      example: "tls-certificate",
      config: { owner: "web-team" },
      files: { "tls.crt": chain.certificatePem, "tls.key": chain.privateKeyPem },
      resource: "site",
      inputs: {
        certificatePem: chain.certificatePem,
        privateKeyPem: new SecretInput(chain.privateKeyPem),
        description: "managed by pulumi-ingress",
        metadata: '{"owner":"web-team"}',
      },
    },
  };
}

/** `inputs` as the provider gets them: every secret's plain value. */
export function plainInputs(inputs: unknown): unknown {
  if (inputs instanceof SecretInput) return inputs.value;
  if (Array.isArray(inputs)) return inputs.map(plainInputs);
  if (typeof inputs === "object" && inputs !== null) return Object.fromEntries(Object.entries(inputs).map(([k, v]) => [k, plainInputs(v)]));
  return inputs;
}

/** `inputs` as the engine's state shows them: every secret as `SECRET_SHOWN`. */
export function maskedInputs(inputs: unknown): unknown {
  if (inputs instanceof SecretInput) return SECRET_SHOWN;
  if (Array.isArray(inputs)) return inputs.map(maskedInputs);
  if (typeof inputs === "object" && inputs !== null) return Object.fromEntries(Object.entries(inputs).map(([k, v]) => [k, maskedInputs(v)]));
  return inputs;
}

/** What the state's encrypted values are read as (tests/examples/examples.test.ts). */
export const SECRET_SHOWN = "[secret]";
