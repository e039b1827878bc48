/**
 * What the import reads from the account, family by family in registry order, as each family's
 * facts say (`importing.find`, provider/importing/facts.ts): one list walk per listed family (TLS
 * certificates, event subscriptions, endpoints), one of the parents for items held under them
 * (HTTPS edges with their routes), and one read per id named on the command line for a family the
 * API cannot list (abuse reports). Nothing else is called. Every call goes through the package's
 * client, which paces to the account's budget once the service answers 429.
 */
import type { IngressClient } from "../../provider/ingressClient";
import { FAMILIES, FAMILY_NAMES, type FamilyName, listedItems } from "../../provider/families";
import { importFacts } from "./facts";
import { pluralOf } from "../../provider/inputs/naming";
import { withoutArticle } from "../../provider/wire/collection";

/** What to read. */
export interface Selection {
  /** The families whose items are listed (`--only`); a family read by id is read when ids are given. */
  only: ReadonlySet<FamilyName>;
  /** The ids each id flag gives (`edge`, `abuse-report`): the parents whose items are read, every parent when none; the items to read. */
  ids: ReadonlyMap<string, readonly string[]>;
}

/** A family's import facts, as its own file states them. */
type FactsOf<F extends FamilyName> = (typeof FAMILIES)[F]["importing"];

/** The items of the family's collection, as its list walk gives them. */
type CollectionItem<F extends FamilyName> = IngressClient[(typeof FAMILIES)[F]["collection"]] extends { list(): AsyncIterable<infer T> } ? T : never;

/** What a family's walk finds: its items, or the parents holding them. */
type FoundBy<F extends FamilyName, I = FactsOf<F>> = I extends { find: { from: "list"; list(client: IngressClient): AsyncIterable<infer T> } }
  ? T
  : I extends { find: { from: "list" } }
    ? CollectionItem<F>
  : I extends { find: { from: "parents"; parents: { list(client: IngressClient): AsyncIterable<infer P> } } }
    ? P
    : I extends { find: { from: "ids"; get(client: IngressClient, id: string): Promise<infer T> } }
      ? T
      : never;

/**
 * What the account holds, as the service returns it: under each family's name, its items, or the
 * parents holding them (`TlsCertificate: TlsCertificate[]`, `HttpsEdgeRoute: Edge[]`, …).
 */
export type Account = { readonly [F in FamilyName]: readonly FoundBy<F>[] };

/** An account holding nothing: every family's key, with no items. */
export const emptyAccount = (): Account => Object.fromEntries(FAMILY_NAMES.map((f) => [f, []])) as unknown as Account;

/** What the import read, and the lines saying what it left out (endpoints of agents). */
export interface AccountRead {
  account: Account;
  skipped: string[];
}

/** A failure the import states in its own words (an `--edge` the account does not have). */
export class ImportError extends Error {
  override name = "ImportError";
}

/** Items of a walk between two progress lines: one full page. */
const PROGRESS_EVERY = 100;

/** Every item of a walk; each {@link PROGRESS_EVERY} items, a line saying how many were read so far. */
async function walk<T>(items: AsyncIterable<T>, what: string, progress: (line: string) => void): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) {
    all.push(item);
    if (all.length % PROGRESS_EVERY === 0) progress(`${all.length} ${what} read so far…`);
  }
  return all;
}

/** `1 route`, `2 routes`, `2 IP policies`. */
const plural = (n: number, what: string): string => `${n} ${n === 1 ? what : pluralOf(what)}`;

/** `a TLS certificate` → `TLS certificates`. */
const items = (anItem: string): string => pluralOf(withoutArticle(anItem));

/** What `family` holds that `selection` names. */
async function readFamily(client: IngressClient, family: FamilyName, selection: Selection, progress: (line: string) => void): Promise<{ read: unknown[]; skipped?: string }> {
  const { find } = importFacts(family);
  if (find.from === "ids") {
    const read: unknown[] = [];
    for (const id of selection.ids.get(find.flag) ?? []) read.push(await find.get(client, id));
    return { read };
  }
  if (!selection.only.has(family)) return { read: [] };
  if (find.from === "list") {
    const all = await walk(listedItems(FAMILIES[family], find, client), items(FAMILIES[family].wire.anItem), progress);
    const keep = find.keep;
    if (keep === undefined) return { read: all };
    const read = all.filter((i) => keep.test(i));
    return read.length === all.length ? { read } : { read, skipped: keep.said(all.filter((i) => !keep.test(i))) };
  }
  const { parents } = find;
  const all = (await walk(parents.list(client), `${parents.what}s`, progress)) as { id: string }[];
  const wanted = selection.ids.get(parents.flag) ?? [];
  if (wanted.length === 0) return { read: all };
  const missing = wanted.filter((id) => !all.some((p) => p.id === id));
  if (missing.length > 0) throw new ImportError(`no ${parents.what} ${missing.join(", ")} on the account (the account has ${plural(all.length, parents.what)})`);
  return { read: all.filter((p) => wanted.includes(p.id)) };
}

/**
 * Reads what `selection` names. Throws the client's error for a failed call, and an
 * {@link ImportError} naming a parent (`--edge`) the account does not have.
 */
export async function readAccount(client: IngressClient, selection: Selection, progress: (line: string) => void): Promise<AccountRead> {
  const account: Record<string, unknown[]> = {};
  const skipped: string[] = [];
  for (const family of FAMILY_NAMES) {
    const r = await readFamily(client, family, selection, progress);
    account[family] = r.read;
    if (r.skipped !== undefined) skipped.push(r.skipped);
  }
  return { account: account as unknown as Account, skipped };
}
