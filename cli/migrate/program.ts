/**
 * The program `pulumi-ingress migrate --out DIR` writes, as data: what the import would write for
 * the edge's routes, the IP policies they name and the reserved domain of each hostport (every one
 * adopted with `adoptId`, cli/import/plan.ts), and around them what takes the edge's place: the
 * vault the policy reads the routes' secrets from (adopted when the account has it), one secret per
 * secret the policy reads (its value from stack config, under the key the route's own declaration
 * reads it by, so one `pulumi config set --secret` serves both), the policy itself, and one cloud
 * endpoint per hostport. The routes stay the program's until the user takes the documented step
 * that removes them (README.md of the written program): `retainOnDelete: true`, so that removing
 * them never sends a DELETE the service refuses on a read-only account, and `dependsOn` the
 * endpoints, so that nothing happens to a route before the endpoints exist.
 */
import type { Edge, IpPolicy, ReservedDomain, Vault, VaultSecret as StoredSecret } from "../../provider/ingressClient";
import { canonicalDomain } from "../../provider/resources/reservedDomain/wire";
import type { TrafficPolicy } from "../../sdk/trafficPolicyTypes";
import type { VaultSecret } from "../../provider/resources/httpsEdgeRoute/toPolicy/serviceRoute";
import { emptyAccount } from "../import/account";
import { Code, type Value } from "../import/literals";
import { Names, nameFrom, pascalCase } from "../import/naming";
import { words } from "../../provider/importing/wording";
import { type Constant, type Declaration, planProgram, type SecretSetting } from "../import/plan";
import type { Target } from "./options";

/** What the command read for the program: the edge, and the account's items the program adopts. */
export interface MigrationRead {
  edge: Edge;
  /** The IP policies the routes name. */
  ipPolicies: IpPolicy[];
  /** The reserved domains of the edge's hostports that the account holds. */
  domains: ReservedDomain[];
  /** The vault named by `--vault`, when the account has it. */
  vault: Vault | undefined;
  /** The secrets that vault already holds. */
  storedSecrets: StoredSecret[];
  /** Routes' names in the stack that manages them (`--stack`), by id. */
  routeNames: ReadonlyMap<string, string>;
}

/** A named constant of the program: an internal endpoint URL a backend maps to. */
export interface UrlConstant {
  name: string;
  url: string;
  comment: string;
}

/** The program, in the order it is written. */
export interface MigrationProgram {
  /** The import's constants: the edge and its backends, which the program does not declare. */
  constants: Constant[];
  urls: UrlConstant[];
  /** IP policies, reserved domains and an existing vault, adopted, in the import's order. */
  adopted: Declaration[];
  /** The vault when the account does not have it, then one secret per secret the policy reads. */
  vault: Declaration[];
  /** The policy: a literal, or a function of the adopted IP policies' ids. */
  policy: { ipPolicies: { key: string; resource: string }[]; document: Value };
  endpoints: Declaration[];
  /** The edge's routes, taken over as they are, each `retainOnDelete: true`. */
  routes: Declaration[];
  /** Every secret config key the program reads, with what it holds. */
  secrets: SecretSetting[];
}

/** Ids of the program's own: a declaration of an item it creates has none. */
const NEW = "";

/** `https://app.example.com`, `https://app.example.com:8443`: the endpoint URL of a hostport. */
const hostportUrl = (hostport: string): string => `https://${hostport.replace(/:443$/, "")}`;

/** The host of a hostport, as a domain is held. */
const hostOf = (hostport: string): string => canonicalDomain(hostport.replace(/:\d+$/, ""));

/** The policy document as the program writes it: backend URLs (`urls`: URL to constant) and IP policy ids (`ipPolicies`: id to resource, read as `ipPolicies.<resource>`) by the program's names. */
export function programPolicy(v: unknown, key: string, urls: ReadonlyMap<string, string>, ipPolicies: ReadonlyMap<string, string>): Value {
  if (typeof v === "string") {
    if (key === "url" && urls.has(v)) return new Code(urls.get(v) ?? v);
    if (key === "ip_policies" && ipPolicies.has(v)) return new Code(`ipPolicies.${ipPolicies.get(v) ?? v}`);
    return v;
  }
  if (Array.isArray(v)) return v.map((x) => programPolicy(x, key, urls, ipPolicies));
  if (v !== null && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, programPolicy(x, k, urls, ipPolicies)]));
  return v as Value;
}

/** Every URL a backend maps to, in the order given. */
const targetUrls = (backends: Readonly<Record<string, Target>>): string[] => [...new Set(Object.values(backends).flatMap((t) => (typeof t === "string" ? [t] : t.failover)))];

/** The config key of a route's secret: as the import's route declaration reads it (`siteRouteOauthGoogleClientSecret`). */
const secretKey = (route: string, s: VaultSecret): string => `${route}${pascalCase([s.module, ...s.path].filter((p) => p !== "provider").flatMap((p) => words(p)))}`;

/** Plans the program for `read`, its policy `policy` (as translated, secrets read from `vaultName`), and the routes' vault secrets. */
export function planMigration(read: MigrationRead, policy: TrafficPolicy, secrets: readonly (VaultSecret & { route: string })[], vaultName: string, backends: Readonly<Record<string, Target>>): MigrationProgram {
  const account = { ...emptyAccount(), HttpsEdgeRoute: [read.edge], IpPolicy: read.ipPolicies, ReservedDomain: read.domains, Vault: read.vault === undefined ? [] : [read.vault] };
  const plan = planProgram(account, undefined, read.routeNames);
  const names = new Names();
  names.reserve([...plan.declarations.map((d) => d.name), ...plan.constants.map((c) => c.name), "ipPolicies", "trafficPolicy"]);

  const planned = plan.declarations.filter((d) => d.kind === "HttpsEdgeRoute");
  const adopted = plan.declarations.filter((d) => d.kind !== "HttpsEdgeRoute");
  const routeName = new Map(planned.map((d) => [d.id, d.name]));

  const urls = targetUrls(backends).map((url): UrlConstant => {
    const users = Object.entries(backends).filter(([, t]) => (typeof t === "string" ? t === url : t.failover.includes(url))).map(([id]) => id);
    return { name: names.claim(nameFrom(words(new URL(url).host), "url")), url, comment: `Internal endpoint serving the traffic of backend ${users.join(", ")}` };
  });

  const vaultDeclared = adopted.find((d) => d.kind === "Vault");
  const vault: Declaration[] = [];
  const vaultName_ = vaultDeclared?.name ?? names.claim(nameFrom(words(vaultName), "vault"));
  if (vaultDeclared === undefined) {
    vault.push({ kind: "Vault", name: vaultName_, id: NEW, args: { name: vaultName }, files: [], secrets: [], refers: [] });
  }
  const vaultSecrets: SecretSetting[] = [];
  for (const s of secrets) {
    const key = secretKey(routeName.get(s.route) ?? s.route, s);
    const stored = read.storedSecrets.find((x) => x.name === s.name);
    const setting = { key, what: s.what };
    if (!vaultSecrets.some((v) => v.key === key)) vaultSecrets.push(setting);
    vault.push({
      kind: "Secret",
      name: names.claim(key),
      id: stored?.id ?? NEW,
      comment: s.what,
      args: { ...(stored === undefined ? {} : { adoptId: stored.id }), vaultId: new Code(`${vaultName_}.id`), name: s.name, value: new Code(`config.requireSecret(${JSON.stringify(key)})`) },
      files: [],
      secrets: [setting],
      refers: [vaultName_],
    });
  }

  const ipNames = new Map(adopted.filter((d) => d.kind === "IpPolicy").map((d) => [d.id, d.name]));
  const urlNames = new Map(urls.map((u) => [u.url, u.name]));
  const used = new Set<string>();
  JSON.stringify(policy, (k, v: unknown) => {
    if (k === "ip_policies" && Array.isArray(v)) for (const id of v) if (typeof id === "string" && ipNames.has(id)) used.add(id);
    return v;
  });

  const domains = new Map(adopted.filter((d) => d.kind === "ReservedDomain").map((d) => [canonicalDomain(String(d.args["domain"])), d.name]));
  const endpoints = read.edge.hostports.map((hostport): Declaration => {
    const domain = domains.get(hostOf(hostport));
    const dependsOn = [...vault.filter((d) => d.kind === "Secret").map((d) => new Code(d.name)), ...(domain === undefined ? [] : [new Code(domain)])];
    return {
      kind: "CloudEndpoint",
      name: names.claim(nameFrom(words(hostOf(hostport).replace(/^\*\./, "wildcard.")), "endpoint")),
      id: NEW,
      args: {
        url: hostportUrl(hostport),
        description: `HTTPS edge ${read.edge.id}, migrated by pulumi-ingress migrate`,
        trafficPolicy: new Code("trafficPolicy"),
        vault: new Code(vaultName_),
      },
      files: [],
      secrets: [],
      refers: [vaultName_],
      ...(dependsOn.length === 0 ? {} : { options: { dependsOn } }),
    };
  });

  // After the endpoints: whatever `up` does to a route happens once the endpoints exist.
  const routes = planned.map((d): Declaration => ({ ...d, options: { retainOnDelete: true, dependsOn: endpoints.map((e) => new Code(e.name)) } }));
  return {
    constants: plan.constants,
    urls,
    adopted,
    vault,
    policy: { ipPolicies: [...used].map((id) => ({ key: ipNames.get(id) ?? id, resource: ipNames.get(id) ?? id })), document: programPolicy(policy, "", urlNames, ipNames) },
    endpoints,
    routes,
    secrets: [...vaultSecrets, ...routes.flatMap((r) => r.secrets).filter((s) => !vaultSecrets.some((v) => v.key === s.key))],
  };
}
