/**
 * ngrok's own API clients against the emulator (issue 41, item 7b): npm `@ngrok/ngrok-api` and PyPI
 * `ngrok-api`, each at the newest version the registries serve, and Go `ngrok-api-go` v8.0.0
 * (vendored in tests/clients/go, issue 49), drive create, get, update, list and delete of every
 * family they cover (tests/clients/ngrokApi*.test.ts). This module holds what they
 * share: the families' table and the checks of what each step answered.
 *
 * A family added to the registry is one entry of {@link CLIENT_FAMILIES}; the registry test below
 * fails until it has one.
 */
import { FAMILIES, type FamilyName } from "../../provider/families";
import type { Api } from "../emulator/helpers";
import { makeChain } from "../support/certs";

/** The wire's create body and the update's fields, both snake_case, as the service documents them. */
export interface Bodies {
  readonly create: Record<string, unknown>;
  readonly update: Record<string, unknown>;
  /** What the update's answer holds (matched as a subset); default: the update's fields. */
  readonly shows?: Record<string, unknown>;
}

/** How the clients reach one family, and what the test sends it. */
export interface ClientFamily {
  /** The npm client's service (`new Ngrok(...).<npm>`); absent when that client has none. */
  readonly npm?: string;
  /** The prefix of the ids the npm client's service makes, when not the family's. */
  readonly npmIdPrefix?: string;
  /** The Python client's service (`ngrok.Client(...).<python>`); absent when that client has none. */
  readonly python?: string;
  /** The Go client's service package (`github.com/ngrok/ngrok-api-go/v8/<go>`); absent when that client has none. */
  readonly go?: string;
  /** Makes what the create names (through the emulator's own API) and gives the bodies. */
  readonly bodies: (api: Api) => Promise<Bodies>;
}

const SSH_KEY = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIEM9FBvpHt/6HNIj+gqSfj5xn2etxZWhO0K5FrWYrIt4 device132@example.com";
const FIREHOSE = { delivery_stream_arn: "arn:aws:firehose:us-east-1:1:deliverystream/s", auth: { creds: { aws_access_key_id: "AKIA1", aws_secret_access_key: "aws-s3cret" } } };
const DENY = "on_http_request:\n  - actions:\n      - type: deny\n";
/** A policy running the AI gateway, which an AI gateway API key's endpoint must have. */
const AI_GATEWAY = "on_http_request:\n  - actions:\n      - type: ai-gateway\n";
const described = { description: "by a client", metadata: '{"by":"client"}' };
const redescribed = { description: "changed by a client", metadata: '{"by":"client","changed":true}' };

/** An id the emulator's own API gives for a body posted to a collection. */
async function made(api: Api, path: string, body: unknown): Promise<string> {
  const r = await api.post(path, body);
  if (r.status !== 201) throw new Error(`POST ${path}: ${r.status} ${r.text}`);
  return r.body.id as string;
}

/** A counter, so that names and domains are new on each call (each client runs every family). */
let serial = 0;
const fresh = (what: string): string => `${what}-${++serial}`;

/**
 * The families of the registry and how the clients reach them. `undefined`: the family is not in
 * this branch's registry yet, or neither client has it (the registry test names which).
 */
export const CLIENT_FAMILIES: { readonly [N in FamilyName]?: ClientFamily } = {
  Vault: {
    python: "vaults",
    go: "vaults",
    bodies: async () => ({ create: { name: fresh("vault"), ...described }, update: { name: fresh("renamed"), ...redescribed } }),
  },
  Secret: {
    python: "secrets",
    go: "secrets",
    bodies: async (api) => {
      const name = fresh("vault");
      await made(api, "/vaults", { name });
      // By name: ngrok-api-go v7.7.0's vault_name.
      return { create: { vault_name: name, name: fresh("secret"), value: "s3cret-value", ...described }, update: { name: fresh("renamed"), ...redescribed } };
    },
  },
  ReservedDomain: {
    npm: "reservedDomains",
    python: "reserved_domains",
    go: "reserved_domains",
    bodies: async () => ({ create: { domain: `${fresh("app")}.example.com`, region: "eu", ...described }, update: redescribed }),
  },
  IpPolicy: {
    npm: "ipPolicies",
    python: "ip_policies",
    go: "ip_policies",
    bodies: async () => ({ create: described, update: redescribed }),
  },
  IpPolicyRule: {
    npm: "ipPolicyRules",
    python: "ip_policy_rules",
    go: "ip_policy_rules",
    bodies: async (api) => ({
      create: { ip_policy_id: await made(api, "/ip_policies", {}), cidr: "192.0.2.0/24", action: "allow", ...described },
      update: { cidr: "198.51.100.0/24", ...redescribed },
    }),
  },
  TcpAddress: {
    npm: "reservedAddrs",
    python: "reserved_addrs",
    go: "reserved_addrs",
    bodies: async () => ({ create: described, update: redescribed }),
  },
  EventDestination: {
    npm: "eventDestinations",
    python: "event_destinations",
    go: "event_destinations",
    bodies: async () => ({ create: { format: "json", target: { firehose: FIREHOSE }, ...described }, update: redescribed }),
  },
  EventSubscription: {
    npm: "eventSubscriptions",
    python: "event_subscriptions",
    go: "event_subscriptions",
    bodies: async (api) => {
      const sent = { sources: [{ type: "ip_policy_created.v0" }], destination_ids: [await made(api, "/event_destinations", { format: "json", target: { firehose: FIREHOSE } })] };
      // CLIENT_QUIRKS.pythonEmptyList: the update restates the sources and destinations.
      return { create: { ...sent, ...described }, update: { ...sent, ...redescribed }, shows: redescribed };
    },
  },
  IpRestriction: {
    npm: "ipRestrictions",
    python: "ip_restrictions",
    go: "ip_restrictions",
    bodies: async (api) => {
      const ipPolicyIds = [await made(api, "/ip_policies", {})];
      // CLIENT_QUIRKS.pythonEmptyList: the update restates the policies.
      return {
        create: { type: "endpoints", ip_policy_ids: ipPolicyIds, ...described },
        update: { ip_policy_ids: ipPolicyIds, ...redescribed },
        shows: { ip_policies: [expect.objectContaining({ id: ipPolicyIds[0] })], ...redescribed },
      };
    },
  },
  SshCredential: {
    npm: "sshCredentials",
    python: "ssh_credentials",
    go: "ssh_credentials",
    bodies: async () => ({ create: { public_key: SSH_KEY, acl: ["bind:132.devices.company.com"], ...described }, update: { acl: ["bind:133.devices.company.com"], ...redescribed } }),
  },
  ServiceUser: {
    // The npm client (0.11.0) has no service users but bot users, their former name (/bot_users), whose ids are bot_.
    npm: "botUsers",
    npmIdPrefix: "bot_",
    python: "service_users",
    go: "service_users",
    bodies: async () => ({ create: { name: fresh("bots") }, update: { name: fresh("renamed-bots"), active: false } }),
  },
  Credential: {
    npm: "credentials",
    python: "credentials",
    go: "credentials",
    bodies: async (api) => ({
      create: { acl: ["bind:agents.example.com"], owner_id: await made(api, "/service_users", { name: fresh("owner") }), ...described },
      update: { acl: ["bind:*.example.com"], ...redescribed },
    }),
  },
  ApiKey: {
    npm: "apiKeys",
    python: "api_keys",
    go: "api_keys",
    bodies: async (api) => ({ create: { owner_id: await made(api, "/service_users", { name: fresh("owner") }), ...described }, update: redescribed }),
  },
  SshCertificateAuthority: {
    npm: "sshCertificateAuthorities",
    python: "ssh_certificate_authorities",
    go: "ssh_certificate_authorities",
    bodies: async () => ({ create: { private_key_type: "ed25519", ...described }, update: redescribed }),
  },
  CertificateAuthority: {
    npm: "certificateAuthorities",
    python: "certificate_authorities",
    go: "certificate_authorities",
    bodies: async () => ({ create: { ca_pem: (await makeChain({ keyType: "ecdsa", caCommonName: fresh("client CA") })).caPem, ...described }, update: redescribed }),
  },
  TlsCertificate: {
    npm: "tlsCertificates",
    python: "tls_certificates",
    go: "tls_certificates",
    bodies: async () => {
      const chain = await makeChain({ keyType: "ecdsa" });
      return { create: { certificate_pem: chain.certificatePem, private_key_pem: chain.privateKeyPem, ...described }, update: redescribed };
    },
  },
  // The npm client's Endpoints service (0.11.0) only lists and gets.
  CloudEndpoint: {
    python: "endpoints",
    go: "endpoints",
    bodies: async () => {
      const host = `${fresh("ep")}.example.com`;
      // The URL's parts the service returns beside it (scheme, host, port), read by the client as the service answers them.
      return { create: { type: "cloud", url: `https://${host}`, traffic_policy: DENY, ...described }, update: redescribed, shows: { ...redescribed, scheme: "https", host, port: 443 } };
    },
  },
  AgentIngress: {
    npm: "agentIngresses",
    python: "agent_ingresses",
    go: "agent_ingresses",
    bodies: async () => ({ create: { domain: `${fresh("connect")}.example.com`, ...described }, update: redescribed }),
  },
  // npm @ngrok/ngrok-api 0.11.0 and PyPI ngrok-api 0.19.0 have no ai_gateway_api_keys service: the Go client alone drives it.
  AiGatewayApiKey: {
    go: "ai_gateway_api_keys",
    bodies: async (api) => {
      const endpointId = await made(api, "/endpoints", { url: `https://${fresh("ai")}.example.com`, traffic_policy: AI_GATEWAY });
      return { create: { endpoint_id: endpointId, ...described }, update: redescribed, shows: { endpoint: expect.objectContaining({ id: endpointId }), ...redescribed } };
    },
  },
};

/**
 * The families of the registry no client test drives, and why: the five steps do not apply.
 * Every other family of the registry has an entry in {@link CLIENT_FAMILIES}.
 */
export const NOT_DRIVEN: { readonly [N in FamilyName]?: string } = {
  AbuseReport: "the API creates and gets an abuse report, nothing else (no update, list or delete)",
  HttpsEdgeRoute: "a route lives under its edge (/edges/https/{edge_id}/routes): the clients' calls take the edge id besides the route's, which the table's steps do not",
};

/** What a client's five steps answered, each as plain JSON (snake_case). */
export interface Steps {
  created: Record<string, unknown>;
  got: Record<string, unknown>;
  updated: Record<string, unknown>;
  listed: string[];
  /** What the delete gave: "deleted", or the client's error message. */
  deleted: string;
  /** The HTTP status of a get after the delete. */
  goneStatus: number;
}

/**
 * The checks of one family's steps: the id (of `idPrefix`), the fields sent read back, the update's
 * fields after it, the list, the delete. A zero the update sets (`false`, `""`, `0`) is absent from
 * what the client read, as the service leaves it out (ngrok-api-go datatypes.go tags every member
 * `omitempty`, and the emulator writes as the service does); the rest must be as sent.
 */
export function expectSteps(name: FamilyName, steps: Steps, bodies: Bodies, expectFn: typeof expect, idPrefix = FAMILIES[name].wire.idPrefix): void {
  const id = steps.created.id as string;
  expectFn(id.startsWith(idPrefix)).toBe(true);
  expectFn(steps.got.id).toBe(id);
  expectFn(steps.got.description).toBe(bodies.create.description);
  expectFn(steps.got.metadata).toBe(bodies.create.metadata);
  const shows = bodies.shows ?? bodies.update;
  const zeros = Object.keys(shows).filter((k) => shows[k] === false || shows[k] === "" || shows[k] === 0);
  for (const k of zeros) expectFn(steps.updated).not.toHaveProperty(k);
  expectFn(steps.updated).toMatchObject({ id, ...Object.fromEntries(Object.entries(shows).filter(([k]) => !zeros.includes(k))) });
  expectFn(steps.listed).toContain(id);
  expectFn(steps.goneStatus).toBe(404);
}
