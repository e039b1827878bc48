/**
 * The live acceptance suite (`npm run test:live`, docs/development.md): one test per family, each
 * driving the family's lifecycle functions (FAMILIES[type].functions, as both hosts call them)
 * through check, create, read, update, adopt (create with `adoptId`) and delete, against an account.
 *
 * Every name and description written carries the run prefix (`pulumi-ingress-live-<run>`); the
 * sweeper deletes what carries it, and nothing else, before and after the families. A family the
 * account refuses (its plan, or ngrok's sunset of edges) is reported not run with the service's
 * error code, never passed.
 */
import { ApiError, type IngressClient } from "../../provider/ingressClient";
import { FAMILIES, type FamilyName } from "../../provider/families";
import type { FamilyFunctions } from "../../provider/lifecycle/dynamicProvider";
import { configure, getClient } from "../../provider/process/runtime";
import { CONFIG_API_KEY, CONFIG_BASE_URL, CONFIG_RATE_LIMIT } from "../../provider/process/settings";
import { makeChain } from "../support/certs";
import { ed25519PublicKeyLine } from "../support/sshKey";

/** What the suite runs against. */
export interface LiveSettings {
  apiKey: string;
  baseUrl: string;
  /** The account's budget, `<requests>/<window>s`: the client paces every call to it. */
  rateLimit: string;
  /** The run's id: the prefix is `pulumi-ingress-live-<runId>`. */
  runId: string;
  /** File an abuse report, which the service can never withdraw (off on a real account unless asked). */
  abuseReports: boolean;
}

/** One family's outcome. */
export type Outcome = { family: FamilyName; result: "passed"; steps: string[] } | { family: FamilyName; result: "not run"; reason: string } | { family: FamilyName; result: "failed"; reason: string };

/** The prefix every name and description of the run starts with. */
export const runPrefix = (runId: string): string => `pulumi-ingress-live-${runId}`;

type Inputs = Record<string, unknown>;

/** A family's lifecycle functions over plain records: the suite's inputs are each family's, built per family below. */
const functionsOf = (family: FamilyName): FamilyFunctions<Inputs, Inputs> => FAMILIES[family].functions as unknown as FamilyFunctions<Inputs, Inputs>;

/** What one family's test has: the prefix, the client, and a way to make what the family points at (removed after). */
interface Ctx {
  readonly prefix: string;
  readonly label: string;
  readonly client: IngressClient;
  readonly settings: LiveSettings;
  /** Creates one item of `family` with its lifecycle, to be removed after the test; its id and outputs. */
  make(family: FamilyName, inputs: Inputs): Promise<{ id: string; outs: Inputs }>;
}

/** A family's test: its inputs with a description (or name), what an update changes, and its exceptions. */
interface Spec {
  inputs(ctx: Ctx, description: string): Promise<Inputs>;
  /** The output an update changes, and its value for a description; default `description`. */
  updated?: { field: string; value: (description: string) => string };
  /** The service cannot change or delete the item (a filed abuse report): update and delete are not steps. */
  permanent?: string;
  /** Why the family is not run on this account, asked before anything is made. */
  notRun?: (ctx: Ctx) => Promise<string | undefined>;
}

/** A host name label unique to the run (a domain's first label: letters, digits and hyphens). */
const hostLabel = (ctx: Ctx, what: string): string => `${ctx.label}-${what}`.toLowerCase().replace(/[^a-z0-9-]/g, "-").slice(0, 63);

const AI_GATEWAY_POLICY = "on_http_request:\n  - actions:\n      - type: ai-gateway\n";

/** A cloud endpoint on a domain the run reserves first (a public endpoint's URL must be reserved). */
async function endpointOn(ctx: Ctx, what: string, trafficPolicy: string, description: string): Promise<Inputs> {
  const domain = `${hostLabel(ctx, what)}.ngrok.app`;
  await ctx.make("ReservedDomain", { domain, description: `${ctx.prefix} for ${what}` });
  return { url: `https://${domain}`, trafficPolicy, description };
}

// Partial, so that a family added to the registry compiles without one: it then fails here, by name, until it has its test.
const SPECS: { readonly [F in FamilyName]?: Spec } = {
  TlsCertificate: {
    inputs: async (_ctx, description) => {
      const chain = await makeChain({ keyType: "ecdsa", commonName: "live.example.com", dnsNames: ["live.example.com"] });
      return { certificatePem: chain.certificatePem, privateKeyPem: chain.privateKeyPem, description };
    },
  },
  HttpsEdgeRoute: {
    // The package cannot create edges: a route goes on an edge the account has (the emulator's is seeded).
    notRun: async (ctx) => {
      for await (const edge of ctx.client.edges.list()) if (edge.id.startsWith("edghts_")) return undefined;
      return "the account has no HTTPS edge to put a route on (ngrok's edges are gone)";
    },
    inputs: async (ctx, description) => {
      let edgeId = "";
      for await (const edge of ctx.client.edges.list()) if (edge.id.startsWith("edghts_")) edgeId ||= edge.id;
      return { edgeId, matchType: "path_prefix", match: `/${ctx.label}`, description };
    },
  },
  EventSubscription: {
    inputs: async (ctx, description) => {
      const destination = await ctx.make("EventDestination", { description: `${ctx.prefix} for EventSubscription`, target: { datadog: { apiKey: "live-dd-key", ddsite: "datadoghq.eu" } } });
      return { sources: ["ip_policy_created.v0"], destinationIds: [destination.id], description };
    },
  },
  AbuseReport: {
    permanent: "a filed abuse report cannot be changed or withdrawn: update and delete are not steps, and the report stays filed",
    notRun: async (ctx) =>
      ctx.settings.abuseReports ? undefined : "filing an abuse report cannot be undone: set INGRESS_LIVE_ABUSE_REPORTS=1 to file one",
    inputs: async (ctx) => ({ urls: [`https://${hostLabel(ctx, "abuse")}.example.test/login`] }),
  },
  CloudEndpoint: {
    inputs: (ctx, description) => endpointOn(ctx, "ep", "on_http_request:\n  - actions:\n      - type: custom-response\n        config:\n          status_code: 200\n", description),
  },
  EventDestination: {
    inputs: async (_ctx, description) => ({ description, target: { datadog: { apiKey: "live-dd-key", ddsite: "datadoghq.eu" } } }),
  },
  ReservedDomain: {
    inputs: async (ctx, description) => ({ domain: `${hostLabel(ctx, "rd")}.ngrok.app`, description }),
  },
  Vault: {
    inputs: async (ctx, description) => ({ name: `${ctx.prefix}-vault`, description }),
  },
  Secret: {
    inputs: async (ctx, description) => {
      const vault = await ctx.make("Vault", { name: `${ctx.prefix}-secrets`, description: `${ctx.prefix} for Secret` });
      return { vaultId: vault.id, name: `${ctx.prefix}-secret`, value: "live-value", description };
    },
  },
  IpPolicy: { inputs: async (_ctx, description) => ({ description }) },
  IpPolicyRule: {
    inputs: async (ctx, description) => {
      const policy = await ctx.make("IpPolicy", { description: `${ctx.prefix} for IpPolicyRule` });
      return { ipPolicyId: policy.id, cidr: "198.51.100.0/24", action: "allow", description };
    },
  },
  TcpAddress: { inputs: async (_ctx, description) => ({ description }) },
  CertificateAuthority: {
    inputs: async (_ctx, description) => ({ caPem: (await makeChain({ keyType: "ecdsa", caCommonName: "Live clients CA" })).caPem, description }),
  },
  AgentIngress: {
    inputs: async (ctx, description) => ({ domain: `${hostLabel(ctx, "connect")}.example.com`, description }),
  },
  IpRestriction: {
    // Not enforced: an enforced restriction with an empty policy would shut the account's endpoints.
    inputs: async (ctx, description) => {
      const policy = await ctx.make("IpPolicy", { description: `${ctx.prefix} for IpRestriction` });
      return { type: "endpoints", ipPolicyIds: [policy.id], enforced: false, description };
    },
  },
  SshCertificateAuthority: { inputs: async (_ctx, description) => ({ privateKeyType: "ed25519", description }) },
  SshCredential: {
    inputs: async (ctx, description) => ({ publicKey: ed25519PublicKeyLine(ctx.prefix), acl: ["bind:*.live.example.com"], description }),
  },
  ServiceUser: {
    inputs: async (_ctx, description) => ({ name: description }),
    updated: { field: "name", value: (description) => description },
  },
  Credential: {
    inputs: async (ctx, description) => {
      const owner = await ctx.make("ServiceUser", { name: `${ctx.prefix} for Credential` });
      return { ownerId: owner.id, acl: ["bind:*.live.example.com"], description };
    },
  },
  ApiKey: { inputs: async (_ctx, description) => ({ description }) },
  AiGatewayApiKey: {
    inputs: async (ctx, description) => {
      const endpoint = await ctx.make("CloudEndpoint", await endpointOn(ctx, "ai", AI_GATEWAY_POLICY, `${ctx.prefix} for AiGatewayApiKey`));
      return { endpointId: endpoint.id, description };
    },
  },
};

/** The order the sweeper deletes in: what points at an item before the item. */
const SWEEP_ORDER: readonly FamilyName[] = [
  "AiGatewayApiKey", "CloudEndpoint", "ApiKey", "Credential", "ServiceUser", "SshCredential", "SshCertificateAuthority", "IpRestriction", "IpPolicyRule",
  "IpPolicy", "AgentIngress", "CertificateAuthority", "TcpAddress", "Secret", "Vault", "ReservedDomain", "EventSubscription", "EventDestination", "TlsCertificate",
];

interface Listable {
  list(): AsyncIterable<{ id: string; description?: string | null; name?: string | null }>;
  delete(id: string): Promise<void>;
}

/** Whether an item carries the prefix, in its description or its name. */
const carries = (item: { description?: string | null; name?: string | null }, prefix: string): boolean =>
  (item.description ?? "").startsWith(prefix) || (item.name ?? "").startsWith(prefix);

/**
 * Deletes every item of the listable families that carries `prefix` (and nothing else); what it
 * deleted, as `<Family> <id>`. A route lives under an edge (deleted with its test); an abuse report
 * can neither be listed nor deleted.
 */
async function sweep(client: IngressClient, prefix: string): Promise<string[]> {
  const deleted: string[] = [];
  for (const family of SWEEP_ORDER) {
    const calls = client[FAMILIES[family].collection] as unknown as Listable;
    const found: string[] = [];
    for await (const item of calls.list()) if (carries(item, prefix)) found.push(item.id);
    for (const id of found) {
      await calls.delete(id);
      deleted.push(`${family} ${id}`);
    }
  }
  return deleted;
}

/** The client the lifecycle functions use, configured with the account, its base URL and its budget. */
function configureClient(settings: LiveSettings): IngressClient {
  const config: Record<string, string> = { [CONFIG_API_KEY]: settings.apiKey, [CONFIG_BASE_URL]: settings.baseUrl, [CONFIG_RATE_LIMIT]: settings.rateLimit };
  configure({ config: { get: (key) => config[key] } });
  return getClient();
}

/** The service's refusal of the account (its plan, a sunset), as `<code>: <msg>`; undefined for any other failure. */
function refusal(e: unknown): string | undefined {
  if (!(e instanceof ApiError) || (e.status !== 402 && e.status !== 403)) return undefined;
  return `${e.errorCode ?? `HTTP ${e.status}`}: ${e.msg}`;
}

/** Fails with `what` unless `actual` is `expected`. */
function expectSame(what: string, actual: unknown, expected: unknown): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

/** Runs one family's test: its outcome, and everything it made removed (its supporting items last made, first removed). */
async function runFamily(family: FamilyName, settings: LiveSettings): Promise<Outcome> {
  const prefix = runPrefix(settings.runId);
  const spec = SPECS[family];
  if (spec === undefined) return { family, result: "failed", reason: "no live test: add the family's entry to SPECS in tests/live/suite.ts" };
  const fns = functionsOf(family);
  const made: Array<{ family: FamilyName; id: string; outs: Inputs }> = [];
  const checked = async (of: FamilyName, olds: Inputs, news: Inputs): Promise<Inputs> => {
    const { inputs, failures } = await functionsOf(of).check(olds, news);
    if (failures !== undefined && failures.length > 0) throw new Error(`${of} check: ${JSON.stringify(failures)}`);
    return inputs ?? news;
  };
  const ctx: Ctx = {
    prefix,
    label: `pil-${settings.runId}`,
    client: getClient(),
    settings,
    make: async (of, inputs) => {
      const { id, outs } = await functionsOf(of).create(await checked(of, {}, inputs));
      made.push({ family: of, id, outs: outs as Inputs });
      return { id, outs: outs as Inputs };
    },
  };
  const steps: string[] = [];
  let stage = "setup";
  try {
    const skip = await spec.notRun?.(ctx);
    if (skip !== undefined) return { family, result: "not run", reason: skip };
    const field = spec.updated?.field ?? "description";
    const value = spec.updated?.value ?? ((d: string) => d);
    const first = `${prefix} ${family}`;
    const inputs = await checked(family, {}, await spec.inputs(ctx, first));
    stage = "create";
    const { id, outs } = await fns.create(inputs);
    // Removed after the test whatever happens (a second remove is done: a 404 is done).
    made.unshift({ family, id, outs: outs as Inputs });
    steps.push("create");
    stage = "read";
    const read = await fns.read(id, outs as Inputs);
    expectSame(`${family} read id`, read.id, id);
    if (!spec.permanent) expectSame(`${family} read ${field}`, read.props?.[field], value(first));
    steps.push("read");
    let current = inputs;
    let olds = (read.props ?? outs) as Inputs;
    if (!spec.permanent) {
      stage = "update";
      const second = `${prefix} ${family} updated`;
      current = await checked(family, inputs, { ...inputs, [field]: value(second) });
      const diff = await fns.diff(id, olds, current);
      expectSame(`${family} diff`, { changes: diff.changes, replaces: diff.replaces }, { changes: true, replaces: [] });
      const updated = await fns.update(id, olds, current);
      expectSame(`${family} update ${field}`, updated.outs?.[field], value(second));
      olds = updated.outs as Inputs;
      steps.push("update");
    }
    stage = "adopt";
    const adopted = await fns.create(await checked(family, {}, { ...current, adoptId: id }));
    expectSame(`${family} adopt id`, adopted.id, id);
    if (!spec.permanent) expectSame(`${family} adopt ${field}`, (adopted.outs as Inputs)[field], olds[field]);
    steps.push("adopt");
    if (spec.permanent) {
      steps.push(`no delete (${spec.permanent})`);
    } else {
      stage = "delete";
      await fns.remove(id, olds);
      expectSame(`${family} read after delete`, (await fns.read(id, olds)).id, "");
      steps.push("delete");
    }
    return { family, result: "passed", steps };
  } catch (e) {
    const refused = refusal(e);
    // Refused before the family made its own item: the account's plan (or a sunset) says no.
    if (refused !== undefined && (stage === "setup" || stage === "create")) return { family, result: "not run", reason: `refused by the service (${refused})` };
    return { family, result: "failed", reason: `${stage}: ${e instanceof Error ? e.message : String(e)}` };
  } finally {
    for (const m of made.reverse()) await functionsOf(m.family).remove(m.id, m.outs).catch(() => undefined);
  }
}

/** Sweeps before, runs every family one after another (the budget paces them), sweeps after. */
export async function runLive(settings: LiveSettings, families: readonly FamilyName[], log: (line: string) => void): Promise<{ outcomes: Outcome[]; sweptBefore: string[]; sweptAfter: string[] }> {
  const client = configureClient(settings);
  const prefix = runPrefix(settings.runId);
  const sweptBefore = await sweep(client, prefix);
  for (const s of sweptBefore) log(`swept before: ${s}`);
  const outcomes: Outcome[] = [];
  for (const family of families) {
    const outcome = await runFamily(family, settings);
    log(outcome.result === "passed" ? `passed  ${family}: ${outcome.steps.join(", ")}` : `${outcome.result.padEnd(7)} ${family}: ${outcome.reason}`);
    outcomes.push(outcome);
  }
  const sweptAfter = await sweep(client, prefix).catch((e: unknown) => [`sweep failed: ${String(e)}`]);
  for (const s of sweptAfter) log(`swept after: ${s}`);
  return { outcomes, sweptBefore, sweptAfter };
}
