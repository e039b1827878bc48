/**
 * The program an import writes, as data: the constants for what it does not declare (edges,
 * backends, and items of families an `--only` left out or the stack already holds), one declaration
 * per item with `adoptId`, the files the program reads, and the secret config keys it reads. An id
 * of an item the program declares is that resource's `id` (`ipPolicy.id`), never a constant, so
 * the program's dependencies are the account's. Every family's part comes from its facts
 * (`importing` in the registry, provider/importing/facts.ts); the families come in registry order, except
 * that a family comes after those its resources refer to (a topological order of the families the
 * run's references link, ties in registry order: IP policies before the routes restricted to them,
 * vaults before their secrets). Names are given
 * to every item the account holds, in a fixed order (each family's items by creation time, then
 * id), so an item keeps its name from one run to the next, and whether or not a stack already
 * holds others.
 */
import { declarationOf } from "../../provider/fields/declaration";
import { FAMILIES, FAMILY_NAMES, type FamilyName } from "../../provider/families";
import { policyCarried } from "../../sdk/policyCarried";
import type { Account } from "./account";
import { Code, type Value } from "./literals";
import { Names, nameFrom, pascalCase } from "./naming";
import type { ImportTools, ParentOf } from "../../provider/importing/facts";
import { importFacts } from "./facts";
import { shapedValue } from "../../provider/importing/shaped";
import { WORDING, words } from "../../provider/importing/wording";

/** The resource classes the program declares: the registry's families. */
export type Kind = FamilyName;

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
  /** The resources of the program it refers to by their `id`, by name. */
  refers: string[];
  /** Resource options after the arguments (`{ retainOnDelete: true }`); none when absent. */
  options?: Record<string, Value>;
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
  /** The service returns it (a policy holding a secret): the value is what the service holds, which the program does not write. */
  onService?: true;
}

export interface Program {
  constants: Constant[];
  /** In the program's order: a family's after those of the families they refer to. */
  declarations: Declaration[];
  /** Items left out because the stack already holds them. */
  held: number;
}

/** What a stack already manages: the ids of its resources and their logical names. */
export interface StackHolding {
  ids: ReadonlySet<string>;
  names: ReadonlySet<string>;
}

/** What every item of the service has: an id and a creation time. */
interface Item {
  id: string;
  created_at: string;
}

const byCreation = <T extends { item: Item }>(items: readonly T[]): T[] =>
  [...items].sort(({ item: a }, { item: b }) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** The kinds of constant, in the order the program lists them: each family's, in registry order. */
const CONSTANT_NOUNS = FAMILY_NAMES.flatMap((f) => importFacts(f).constants ?? []);

/** Ids the program names as constants: the name of each, claimed on first use, and the items using it. */
class ConstantTable {
  readonly #names: Names;
  readonly #entries = new Map<string, { name: string; noun: string; users: string[]; describe: (users: readonly string[]) => string }>();

  constructor(names: Names) {
    this.#names = names;
  }

  /** The constant for `id`, named from `label` the first time; `user` is the item that refers to it. */
  ref(id: string, label: readonly string[], noun: string, user: string, describe: (users: readonly string[]) => string): Code {
    let entry = this.#entries.get(id);
    if (!entry) this.#entries.set(id, (entry = { name: this.#names.claim(nameFrom(label, noun)), noun, users: [], describe }));
    if (!entry.users.includes(user)) entry.users.push(user);
    return new Code(entry.name);
  }

  /** The constants the given items refer to, kind by kind, each kind in the order first named. */
  constants(used: ReadonlySet<string>): Constant[] {
    const rank = (noun: string): number => (CONSTANT_NOUNS.includes(noun) ? CONSTANT_NOUNS.indexOf(noun) : CONSTANT_NOUNS.length);
    const entries = [...this.#entries].sort(([, a], [, b]) => rank(a.noun) - rank(b.noun));
    return entries.flatMap(([id, e]) => {
      const users = e.users.filter((u) => used.has(u));
      return users.length === 0 ? [] : [{ name: e.name, id, comment: e.describe(users) }];
    });
  }
}


/** A parent of items (an HTTPS edge of routes), as its items' facts see it. */
type Parent = ParentOf<Item>;

/** An item of the account, its family, and its parent when it has one (with the noun of the parent's constant). */
interface Found {
  family: FamilyName;
  item: Item;
  parent?: Parent & { noun: string };
}

/**
 * The tools of a declaration named `name`: what it names, reads and writes is recorded in `files`,
 * `secrets` and `refers`. An id of an item the program declares (`declared`: id to resource name)
 * is that resource's `id`; any other id is a constant.
 */
function declarationTools(
  family: FamilyName,
  name: string,
  declared: ReadonlyMap<string, string>,
  constants: ConstantTable,
  { files, secrets, refers }: Pick<Declaration, "files" | "secrets" | "refers">,
): ImportTools {
  const secret = (key: readonly string[], what: string, onService: boolean): Code => {
    const configKey = `${name}${pascalCase(key.flatMap((k) => words(k)))}`;
    secrets.push({ key: configKey, what, ...(onService ? { onService: true as const } : {}) });
    return new Code(`config.requireSecret(${JSON.stringify(configKey)})`);
  };
  return {
    ...WORDING,
    constant: (id, noun, label, describe) => {
      const resource = declared.get(id);
      if (resource === undefined) return constants.ref(id, label, noun, name, describe);
      if (!refers.includes(resource)) refers.push(resource);
      return new Code(`${resource}.id`);
    },
    secret: (key, what) => secret(key, what, false),
    file: (content) => {
      const where = importFacts(family).files;
      if (where === undefined) throw new Error(`${family} declares no files in its import facts`);
      const file = `${where.folder}/${name}${where.extension}`;
      files.push({ path: file, content });
      return new Code(`fs.readFileSync(${JSON.stringify(file)}, "utf8")`);
    },
    policy: (text, key, what) => (policyCarried(text).secret ? secret(key, what, true) : text),
    shaped: (schema, held, rules) => shapedValue(schema, held, rules),
  };
}

/** The tools of labels and comments: naming anything there is a mistake of the facts. */
const LABEL_TOOLS: ImportTools = {
  ...WORDING,
  constant: () => {
    throw new Error("a label names no constant");
  },
  secret: () => {
    throw new Error("a label reads no secret");
  },
  file: () => {
    throw new Error("a label reads no file");
  },
  policy: () => {
    throw new Error("a label reads no policy");
  },
  shaped: () => {
    throw new Error("a label shapes no value");
  },
};

/** Every item of the account, family by family in registry order; the parents of items named as constants first. */
function foundItems(account: Account, constants: ConstantTable): Found[] {
  const found: Found[] = [];
  for (const family of FAMILY_NAMES) {
    const facts = importFacts(family);
    const held = ((account as Readonly<Record<string, readonly unknown[] | undefined>>)[family] ?? []) as readonly Item[];
    if (facts.find.from !== "parents") {
      found.push(...byCreation(held.map((item) => ({ family, item }))));
      continue;
    }
    const p = facts.find.parents;
    const parents = byCreation(held.map((item) => ({ item }))).map(({ item }) => {
      const label = p.label(item, LABEL_TOOLS);
      return { item, label, noun: p.noun, constant: constants.ref(item.id, label, p.noun, "", () => p.describe(item, LABEL_TOOLS)) };
    });
    found.push(...byCreation(parents.flatMap((parent) => p.children(parent.item).map((item) => ({ family, item: item as Item, parent })))));
  }
  return found;
}

/**
 * Each item's name: claimed in order, then, for an item the stack does not hold whose name the
 * stack gives to another resource, the next free one.
 */
function itemNames(items: readonly Found[], names: Names, stack: StackHolding, given: ReadonlyMap<string, string>): Map<string, string> {
  const base = (f: Found): string => {
    const facts = importFacts(f.family);
    return nameFrom(facts.label(f.item, LABEL_TOOLS, f.parent), facts.noun);
  };
  names.reserve(given.values());
  const named = new Map(items.map((f) => [f.item.id, given.get(f.item.id) ?? names.claim(base(f))]));
  names.reserve(stack.names);
  for (const f of items) {
    if (!stack.ids.has(f.item.id) && stack.names.has(named.get(f.item.id) ?? "")) named.set(f.item.id, names.claim(base(f)));
  }
  return named;
}

/**
 * The declarations in the program's order: family by family, each family after the families its
 * resources refer to, ties (and families linked by no reference) in registry order; each family's
 * resources in the order given. A family referring to its own items, or families referring to each
 * other, would need an order within a family: none does, and the import says so rather than write
 * a resource before what it reads.
 */
function programOrder(declarations: readonly Declaration[]): Declaration[] {
  const kindOf = new Map(declarations.map((d) => [d.name, d.kind]));
  const after = new Map<FamilyName, Set<FamilyName>>(FAMILY_NAMES.map((k) => [k, new Set()]));
  for (const d of declarations) {
    for (const r of d.refers) {
      const k = kindOf.get(r);
      if (k === d.kind) throw new Error(`${d.name} refers to ${r} of its own family ${k}: the import orders families, not items`);
      if (k !== undefined) after.get(d.kind)?.add(k);
    }
  }
  const order: FamilyName[] = [];
  while (order.length < FAMILY_NAMES.length) {
    const next = FAMILY_NAMES.find((k) => !order.includes(k) && [...(after.get(k) ?? [])].every((x) => order.includes(x)));
    if (next === undefined) throw new Error(`families refer to each other: ${FAMILY_NAMES.filter((k) => !order.includes(k)).join(", ")}`);
    order.push(next);
  }
  return order.flatMap((k) => declarations.filter((d) => d.kind === k));
}

/**
 * Builds the program for `account`, leaving out what `stack` holds. `given` names items by id (the
 * names a stack already gives them, so that the program takes them over); every other item is
 * named from what a person reads on it.
 */
export function planProgram(account: Account, stack: StackHolding = { ids: new Set(), names: new Set() }, given: ReadonlyMap<string, string> = new Map()): Program {
  const names = new Names();
  const constants = new ConstantTable(names);
  const items = foundItems(account, constants);
  const name = itemNames(items, names, stack, given);
  // The items the program declares, by id: what a reference names by its resource's `id`.
  const declaredIds = new Map(items.filter((f) => !stack.ids.has(f.item.id)).map((f) => [f.item.id, name.get(f.item.id) ?? f.item.id]));
  const all = items.map((f): Declaration => {
    const facts = importFacts(f.family);
    const declared = name.get(f.item.id) ?? f.item.id;
    const wrote: Pick<Declaration, "files" | "secrets" | "refers"> = { files: [], secrets: [], refers: [] };
    const as = { name: declared, label: facts.label(f.item, LABEL_TOOLS, f.parent) };
    // The item uses its parent's constant (named, with its comment, before any item).
    if (f.parent) constants.ref(f.parent.item.id, f.parent.label, f.parent.noun, declared, () => "");
    const { args, comment } = declarationOf(FAMILIES[f.family], f.item, as, declarationTools(f.family, declared, declaredIds, constants, wrote), f.parent);
    return {
      kind: f.family,
      name: declared,
      id: f.item.id,
      ...(comment === undefined ? {} : { comment }),
      args: { adoptId: f.item.id, ...(args as Record<string, Value>) },
      ...wrote,
    };
  });
  const declarations = programOrder(all.filter((d) => !stack.ids.has(d.id)));
  return { constants: constants.constants(new Set(declarations.map((d) => d.name))), declarations, held: all.length - declarations.length };
}
