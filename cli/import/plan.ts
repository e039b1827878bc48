/**
 * The program an import writes, as data: the constants for what the package does not manage
 * (edges, backends, IP policies, event destinations), one declaration per item with `adoptId`,
 * the certificate files, and the secret config keys the program reads. Names are given to every
 * item the account holds, in a fixed order (each family's items by creation time, then id), so an
 * item keeps its name from one run to the next, and whether or not a stack already holds others.
 */
import { toCamel } from "../../provider/inputs/naming";
import { MODULE_NAMES } from "../../provider/wire/routeModules";
import { hostnameOf } from "../../provider/wire/abuseReports";
import type { AbuseReport, Edge, EventSubscription, Route, TlsCertificate } from "../../provider/client";
import type { Account } from "./account";
import { Code, type Value } from "./literals";
import { Names, nameFrom, pascalCase, words } from "./naming";
import { moduleArgs } from "./routeModules";

/** The resource classes the program declares. */
export type Kind = "TlsCertificate" | "HttpsEdgeRoute" | "EventSubscription" | "AbuseReport";

/** An id the program names as a constant, and what it is. */
export interface Constant {
  name: string;
  id: string;
  /** What the item is, on one line: `HTTPS edge app.example.com:443: Main app`. */
  comment: string;
}

/** One resource of the program, and what it brings along. */
export interface Declaration {
  kind: Kind;
  name: string;
  id: string;
  /** A line above the declaration, when the arguments alone do not say what the item is. */
  comment?: string;
  args: Record<string, Value>;
  /** Files the declaration reads (a certificate's chain). */
  files: ProgramFile[];
  /** Secrets it reads from stack config. */
  secrets: SecretSetting[];
}

/** A file the program reads: a certificate chain. */
export interface ProgramFile {
  /** Relative to the program's folder, `/`-separated. */
  path: string;
  content: string;
}

/** A secret the program reads from stack config. */
export interface SecretSetting {
  /** The config key (`apiRouteOidcClientSecret`). */
  key: string;
  /** What it holds: `oidc.clientSecret of route apiRoute`. */
  what: string;
}

export interface Program {
  constants: Constant[];
  declarations: Declaration[];
  /** Items left out because the stack already holds them. */
  held: number;
}

/** What a stack already manages: the ids of its resources and their logical names. */
export interface StackHolding {
  ids: ReadonlySet<string>;
  names: ReadonlySet<string>;
}

/** The folder beside the program that holds certificate chains. */
export const CERTIFICATE_FOLDER = "certs";

const byCreation = <T extends { created_at: string; id: string }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

const text = (s: string | null | undefined): string => (s ?? "").replace(/\s+/g, " ").trim();

/** The words of an item's description, else those `fallback` gives. */
const describedOr = (description: string | null | undefined, fallback: () => string[]): string[] => {
  const own = words(description ?? "");
  return own.length > 0 ? own : fallback();
};

/** A hostport's words: its host (`*.` read as `wildcard`), and its port unless it is 443. */
function hostWords(hostport: string): string[] {
  const [host = "", port] = hostport.split(/:(?=\d+$)/);
  return words([host.replace(/^\*\./, "wildcard."), port === "443" ? "" : (port ?? "")].join(" "));
}

const edgeLabel = (e: Edge): string[] => describedOr(e.description, () => hostWords(e.hostports[0] ?? ""));

/** A route's words: its description, else its match (a host match's host, then its path), else its edge's. */
function routeLabel(r: Route, edge: Edge): string[] {
  return describedOr(r.description, () => {
    const slash = r.match.indexOf("/");
    const host = slash < 0 ? r.match : r.match.slice(0, slash);
    const label = [...(host === "" ? [] : hostWords(host)), ...words(slash < 0 ? "" : r.match.slice(slash))];
    return label.length > 0 ? label : edgeLabel(edge);
  });
}

/** A certificate's words: its description, else its subject (common name, first DNS name or IP). */
const certificateLabel = (c: TlsCertificate): string[] =>
  describedOr(c.description, () => hostWords(c.subject_common_name || c.subject_alternative_names.dns_names[0] || c.subject_alternative_names.ips[0] || ""));

/** A subscription's words: its description, else its first event type. */
const subscriptionLabel = (s: EventSubscription): string[] => describedOr(s.description, () => words((s.sources[0]?.type ?? "").replace(/\.v\d+$/, "")));

/** A report's words: the host of its first URL. */
const reportLabel = (r: AbuseReport): string[] => hostWords(hostnameOf(r.urls[0] ?? "") ?? "");

/** The kinds of constant, in the order the program lists them. */
const CONSTANT_NOUNS = ["edge", "backend", "ip policy", "destination"] as const;
type ConstantNoun = (typeof CONSTANT_NOUNS)[number];

/** Ids the program names as constants: the name of each, claimed on first use, and the items using it. */
class ConstantTable {
  readonly #names: Names;
  readonly #entries = new Map<string, { name: string; noun: ConstantNoun; users: string[]; describe: (users: string[]) => string }>();

  constructor(names: Names) {
    this.#names = names;
  }

  /** The constant for `id`, named from `label` the first time; `user` is the item that refers to it. */
  ref(id: string, label: readonly string[], noun: ConstantNoun, user: string, describe: (users: string[]) => string): Code {
    let entry = this.#entries.get(id);
    if (!entry) this.#entries.set(id, (entry = { name: this.#names.claim(nameFrom(label, noun)), noun, users: [], describe }));
    if (!entry.users.includes(user)) entry.users.push(user);
    return new Code(entry.name);
  }

  /** The constants the given items refer to: edges, backends, IP policies, destinations, each kind in the order first named. */
  constants(used: ReadonlySet<string>): Constant[] {
    const entries = [...this.#entries].sort(([, a], [, b]) => CONSTANT_NOUNS.indexOf(a.noun) - CONSTANT_NOUNS.indexOf(b.noun));
    return entries.flatMap(([id, e]) => {
      const users = e.users.filter((u) => used.has(u));
      return users.length === 0 ? [] : [{ name: e.name, id, comment: e.describe(users) }];
    });
  }
}

const list = (names: readonly string[]): string => (names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1] ?? ""}`);
const backendKind = (id: string): string => (id.startsWith("bkdtg_") ? "Tunnel group backend" : "Backend");

/** An item of the account, its family's name noun, and the words its name is made of. */
interface Named {
  id: string;
  noun: string;
  label: string[];
}

/**
 * Each item's name: claimed in order, then, for an item the stack does not hold whose name the
 * stack gives to another resource, the next free one.
 */
function itemNames(items: readonly Named[], names: Names, stack: StackHolding): Map<string, string> {
  const named = new Map(items.map((i) => [i.id, names.claim(nameFrom(i.label, i.noun))]));
  names.reserve(stack.names);
  for (const i of items) {
    if (!stack.ids.has(i.id) && stack.names.has(named.get(i.id) ?? "")) named.set(i.id, names.claim(nameFrom(i.label, i.noun)));
  }
  return named;
}

/** `description` and `metadata` when set: to the provider an unset one and an empty one are the same. */
function described(item: { description?: string | null | undefined; metadata?: string | null | undefined }): Record<string, string> {
  const out: Record<string, string> = {};
  if (item.description) out["description"] = item.description;
  if (item.metadata) out["metadata"] = item.metadata;
  return out;
}

/** Builds the program for `account`, leaving out what `stack` holds. */
export function planProgram(account: Account, stack: StackHolding = { ids: new Set(), names: new Set() }): Program {
  const names = new Names();
  const constants = new ConstantTable(names);
  const edges = byCreation(account.edges);
  for (const e of edges) {
    const where = e.hostports.length > 0 ? e.hostports.join(", ") : "without hostports";
    constants.ref(e.id, edgeLabel(e), "edge", "", () => `HTTPS edge ${where}${text(e.description) ? `: ${text(e.description)}` : ""}`);
  }
  const certificates = byCreation(account.certificates);
  const routes = byCreation(edges.flatMap((edge) => edge.routes.map((route) => ({ ...route, edge }))));
  const subscriptions = byCreation(account.subscriptions);
  const reports = byCreation(account.abuseReports);
  const name = itemNames(
    [
      ...certificates.map((c) => ({ id: c.id, noun: "cert", label: certificateLabel(c) })),
      ...routes.map((r) => ({ id: r.id, noun: "route", label: routeLabel(r, r.edge) })),
      ...subscriptions.map((s) => ({ id: s.id, noun: "subscription", label: subscriptionLabel(s) })),
      ...reports.map((r) => ({ id: r.id, noun: "report", label: reportLabel(r) })),
    ],
    names,
    stack,
  );
  const nameOf = (id: string): string => name.get(id) ?? id;
  const all = [
    ...certificates.map((c) => certificateDeclaration(c, nameOf(c.id))),
    ...routes.map((r) => routeDeclaration(r, r.edge, nameOf(r.id), routeLabel(r, r.edge), constants)),
    ...subscriptions.map((s) => subscriptionDeclaration(s, nameOf(s.id), subscriptionLabel(s), constants)),
    ...reports.map((r) => reportDeclaration(r, nameOf(r.id))),
  ];
  const declarations = all.filter((d) => !stack.ids.has(d.id));
  return { constants: constants.constants(new Set(declarations.map((d) => d.name))), declarations, held: all.length - declarations.length };
}

/** A certificate, its chain in a file named after it. */
function certificateDeclaration(c: TlsCertificate, name: string): Declaration {
  const file = `${CERTIFICATE_FOLDER}/${name}.pem`;
  const subject = c.subject_common_name || list(c.subject_alternative_names.dns_names) || "no common name";
  return {
    kind: "TlsCertificate",
    name,
    id: c.id,
    comment: `${subject} (${c.private_key_type}), valid until ${c.not_after}`,
    args: { adoptId: c.id, certificatePem: new Code(`fs.readFileSync(${JSON.stringify(file)}, "utf8")`), ...described(c) },
    files: [{ path: file, content: c.certificate_pem }],
    secrets: [],
  };
}

/** A route; `label` (its name's words) also names the IP policies it is the first to use. */
function routeDeclaration(r: Route, edge: Edge, name: string, label: readonly string[], constants: ConstantTable): Declaration {
  const secrets: SecretSetting[] = [];
  const args: Record<string, Value> = {
    adoptId: r.id,
    // Every edge was named, with its comment, before any route.
    edgeId: constants.ref(edge.id, [], "edge", name, () => ""),
    matchType: r.match_type,
    match: r.match,
    ...described(r),
  };
  for (const m of MODULE_NAMES) {
    const v = moduleArgs(m, r[m], {
      // A backend serves an app: named after the edge of the first route sending traffic to it.
      backend: (id) => constants.ref(id, edgeLabel(edge), "backend", name, (users) => `${backendKind(id)} of ${list(users)}`),
      ipPolicy: (id) => constants.ref(id, label, "ip policy", name, (users) => `IP policy of ${list(users)}`),
      secret: (path) => {
        // `provider` says nothing a key needs: `apiRouteOauthGithubClientSecret`.
        const key = `${name}${pascalCase([m, ...path].filter((p) => p !== "provider").flatMap(words))}`;
        secrets.push({ key, what: `${[m, ...path].map(toCamel).join(".")} of route ${name}` });
        return new Code(`config.requireSecret(${JSON.stringify(key)})`);
      },
    });
    if (v !== undefined) args[toCamel(m)] = v;
  }
  return { kind: "HttpsEdgeRoute", name, id: r.id, args, files: [], secrets };
}

/** A subscription; `label` (its name's words) also names the destinations it is the first to use. */
function subscriptionDeclaration(s: EventSubscription, name: string, label: readonly string[], constants: ConstantTable): Declaration {
  const destination = (id: string): Code => constants.ref(id, label, "destination", name, (users) => `Event destination of ${list(users)}`);
  return {
    kind: "EventSubscription",
    name,
    id: s.id,
    args: { adoptId: s.id, sources: s.sources.map((x) => x.type), destinationIds: s.destinations.map((d) => destination(d.id)), ...described(s) },
    files: [],
    secrets: [],
  };
}

/** An abuse report: its urls and metadata, which adoption requires to be the report's own. */
function reportDeclaration(r: AbuseReport, name: string): Declaration {
  return { kind: "AbuseReport", name, id: r.id, args: { adoptId: r.id, urls: r.urls, ...described({ metadata: r.metadata }) }, files: [], secrets: [] };
}
