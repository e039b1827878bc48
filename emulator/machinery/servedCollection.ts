/**
 * The one collection every family is served through, from its wire facts (provider/wire/collection.ts):
 * `POST {path}` (201), `GET {path}` (a page, newest first) when the collection is listable,
 * `GET {path}/{id}`, `PATCH {path}/{id}` when it has an update body, `DELETE {path}/{id}` (204);
 * 404 `"<item> <id> not found"` for an unknown id, the item named by the facts' `anItem` less its
 * article. As the client's `Collection` calls a family from the same facts.
 *
 * What a family's service does beyond its schemas is stated as {@link Rules}, kept in the family's
 * own folder (emulator/resources/<family>/rules.ts). A family without rules is served from its facts alone: the create body's
 * fields less its secrets (the wire model marks them) are stored, a PATCH replaces each field it
 * carries, and an item is answered as `{id, uri, created_at, ...its stored fields}`.
 *
 * Every answer's item, whatever renders it, is written as the service writes it: its empty members
 * left out by Go's `omitempty` rule, read from the item's wire schema (./written.ts).
 *
 * Handler rule (emulator/machinery/router.ts): the state is read and changed only after the handler's last
 * `await`, so a rule's `prepare` is the one place for slow work (a SAML signing certificate).
 */
import type { z } from "zod";
import { type CollectionFacts, listKeyOf, withoutArticle } from "../../provider/wire/collection";
import { listFilter } from "./listFilter";
import { prefixedId } from "../../provider/wire/rules";
import { secretPaths, withoutPaths } from "../../provider/wire/secretFields";
import { rfc3339 } from "../../provider/wire/time";
import { definedOnly } from "./items";
import { written } from "./written";
import { listPage } from "./pages";
import { param, parseBody, type Context, type Operation, type Result } from "./router";
import { notFound } from "./errors";
import { itemsIn } from "./state";

/** Any collection's facts, as the registry holds them. */
export type AnyFacts = CollectionFacts<string, z.ZodType, z.ZodType, z.ZodType | undefined>;

/** What every stored item has; `uri` is never stored (the base URL changes between runs). */
export interface StoredItem {
  id: string;
  created_at: string;
}

/** A stored item with the description and metadata most collections have: absent until set, `""` once cleared. */
export interface Described extends StoredItem {
  description?: string;
  metadata?: string;
}

/** An item of a family without rules: the create body's fields, less secrets, as sent. */
export type PlainItem = StoredItem & Record<string, unknown>;

/** A validated body of a collection (`never` for the update of a collection that has none). */
export type BodyOf<S extends z.ZodType | undefined> = S extends z.ZodType ? z.output<S> : never;

/** A create (`item` absent) or an update of `item`, for {@link Rules.prepare}. */
export type Change<F extends AnyFacts, Stored> = { body: BodyOf<F["create"]>; item?: undefined } | { body: BodyOf<F["update"]>; item: Stored };

/**
 * A family's service rules beyond its wire schemas; each is optional, the plain behaviour of the
 * module comment otherwise. Properties, not methods, so the compiler checks a family's rules
 * against its own bodies.
 */
export interface Rules<F extends AnyFacts, Stored extends StoredItem, Prepared = undefined> {
  /** Where the collection is served (`/edges/https/{edge_id}/routes`); default `/{key}`. */
  readonly path?: string;
  /** The member of a list page holding the items; default the key. */
  readonly listKey?: string;
  /**
   * A second path serving the same items, under the service's former name of the collection: a
   * create there gives an id of its `idPrefix`, its list names the items `listKey`, and each path
   * reads, lists, updates and deletes every item, whichever path made it, answering the plain
   * render's `uri` under itself (`/bot_users` beside `/service_users`).
   */
  readonly alias?: { readonly path: string; readonly idPrefix: string; readonly listKey: string };
  /** The collection lives in a parent item: the path parameter naming it (each item stores it under that name) and the parent's 404. */
  readonly parent?: { readonly param: string; readonly find: (ctx: Context) => unknown };
  /** Slow work a create or update needs, done before the state is read for it (the handler rule). */
  readonly prepare?: (ctx: Context, change: Change<F, Stored>) => Promise<Prepared>;
  /** Checks a create against the state (throwing its `ApiFailure`) and gives the item's fields beyond id and creation time. */
  readonly create?: (body: BodyOf<F["create"]>, ctx: Context, prepared: Prepared) => Omit<Stored, "id" | "created_at">;
  /** Checks an update against the state and applies it to the item. */
  readonly update?: (item: Stored, body: BodyOf<F["update"]>, ctx: Context, prepared: Prepared) => void;
  /** The response object; `created` for the create's own answer. Its empty members are left out after it (./written.ts). */
  readonly render?: (item: Stored, ctx: Context, created: boolean) => unknown;
  /** Checks a delete against the state (throwing its `ApiFailure`): an item still in use may not be deleted. */
  readonly beforeDelete?: (item: Stored, ctx: Context) => void;
  /** After an item is deleted: what goes with it. */
  readonly deleted?: (item: Stored, ctx: Context) => void;
  /** `false`: an item cannot be deleted (DELETE is 405). */
  readonly deletable?: false;
  /** `false`: nothing creates an item through the API (no POST): what the account observes, seeded only. */
  readonly creatable?: false;
  /** The list takes no `filter` query parameter (the service's edges and backends), which is then ignored. */
  readonly unfiltered?: true;
  /** Only keys authorized for abuse reports may create (403 otherwise). */
  readonly createNeedsAbuseReportsKey?: true;
  /**
   * Further operations on an item (a subscription's sources, a route's modules) or on the items of a
   * parent (a vault's secrets), given the item's lookup and path, and the item as the collection
   * answers it (rendered, its empty members left out), which they answer items or their members by.
   */
  readonly more?: (find: (ctx: Context) => Stored, itemPath: string, answer: Answer<Stored>) => Operation[];
  /**
   * What this family's items do when an item of another collection they point at is deleted, by
   * that collection's key (a secret's vault, a rule's IP policy): the family that points knows it,
   * so the collection pointed at needs no word of it. The registry hands each to the collection it
   * names (emulator/families.ts).
   */
  readonly onDeleteOf?: Readonly<Record<string, DeleteHooks>>;
}

/** An item as the collection answers it: rendered, then written as the service writes it (./written.ts). */
export type Answer<Stored> = (item: Stored, ctx: Context, created?: boolean) => unknown;

/** A family's part in the delete of an item of another collection (see {@link Rules.onDeleteOf}). */
export interface DeleteHooks {
  /** Refuses the delete (throwing its `ApiFailure`) while an item of the family still needs `held`: checked after the collection's own `beforeDelete`. */
  readonly refuse?: (held: StoredItem, ctx: Context) => void;
  /** After `held` is deleted: the family's items that go with it. */
  readonly deleted?: (held: StoredItem, ctx: Context) => void;
}

/**
 * Rules of some family or other, for code serving every collection alike (each family's stored
 * shape is its own: there is no common type to name).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRules<F extends AnyFacts = AnyFacts> = Rules<F, any, any>;

/** A body as stored: the members sent, less those the wire model marks secret (never stored, never returned). */
const withoutSecrets = (schema: z.ZodType | undefined, body: unknown): Record<string, unknown> =>
  withoutPaths(definedOnly(body as Record<string, unknown>), schema === undefined ? [] : secretPaths(schema)) as Record<string, unknown>;

/** The address of an item: the collection's path with the parent ids the item stores, then its id. */
function itemUri(baseUrl: string, path: string, item: StoredItem): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String((item as unknown as Record<string, unknown>)[name])));
  return `${baseUrl}${filled}/${item.id}`;
}

/** The plain response of an item: `{id, uri, created_at, ...its stored fields}`. */
export function plainRender(baseUrl: string, path: string, item: StoredItem): Record<string, unknown> {
  const { id, created_at, ...fields } = item as PlainItem;
  return { id, uri: itemUri(baseUrl, path, item), created_at, ...fields };
}

/**
 * The part of an id that orders items by creation: the id less its collection's prefix (the ids
 * a collection makes under each of its paths' prefixes sort together), or the whole id of a seeded
 * item without one.
 */
const creationKey =
  (prefixes: readonly string[]) =>
  (id: string): string => {
    const prefix = prefixes.find((p) => id.startsWith(p));
    return prefix === undefined ? id : id.slice(prefix.length);
  };

/** A collection of the state, by its key (the state's collections are derived from the same facts). */
const itemsOf = <Stored>(ctx: Context, key: string): Record<string, Stored> => itemsIn<Stored>(ctx.store.state, key);

/**
 * The endpoints serving a collection from its facts and its family's rules, at its path and at its
 * alias's, if any; `others` are the other families' parts in a delete of its items, in the
 * registry's order.
 */
export function collectionOperations<F extends AnyFacts, Stored extends StoredItem, Prepared>(facts: F, rules: Rules<F, Stored, Prepared> = {}, others: readonly DeleteHooks[] = []): Operation[] {
  const main = { path: rules.path ?? `/${facts.key}`, idPrefix: facts.idPrefix, listKey: rules.listKey ?? listKeyOf(facts) };
  const prefixes = [main.idPrefix, ...(rules.alias === undefined ? [] : [rules.alias.idPrefix])];
  return [...servedAt(facts, rules, others, main, prefixes, true), ...(rules.alias === undefined ? [] : servedAt(facts, rules, others, rules.alias, prefixes, false))];
}

/** The endpoints serving a collection at one of its paths; `prefixes` are those of every path's ids, `main` whether this path has the rules' further operations. */
function servedAt<F extends AnyFacts, Stored extends StoredItem, Prepared>(
  facts: F,
  rules: Rules<F, Stored, Prepared>,
  others: readonly DeleteHooks[],
  { path, idPrefix, listKey }: { readonly path: string; readonly idPrefix: string; readonly listKey: string },
  prefixes: readonly string[],
  main: boolean,
): Operation[] {
  const itemPath = `${path}/{id}`;
  const what = withoutArticle(facts.anItem);
  const parent = rules.parent;
  const render = (item: Stored, ctx: Context, created: boolean): unknown => (rules.render ? rules.render(item, ctx, created) : plainRender(ctx.baseUrl, path, item));
  // Every answer's item goes through this one rule; a list's filter still reads the whole rendering.
  const answer: Answer<Stored> = (item, ctx, created = false) => written(facts.item, render(item, ctx, created));
  const prepare = (ctx: Context, change: Change<F, Stored>): Promise<Prepared> | undefined => rules.prepare?.(ctx, change);

  const find = (ctx: Context): Stored => {
    parent?.find(ctx);
    const id = param(ctx, "id");
    const item = itemsOf<Stored>(ctx, facts.key)[id];
    if (!item || (parent && (item as unknown as Record<string, unknown>)[parent.param] !== param(ctx, parent.param))) throw notFound(what, id);
    return item;
  };

  const create = async (ctx: Context): Promise<Result> => {
    parent?.find(ctx);
    const body = parseBody(facts.create, ctx) as BodyOf<F["create"]>;
    const prepared = (await prepare(ctx, { body })) as Prepared;
    // Synchronous from here on.
    parent?.find(ctx);
    const fields = rules.create ? rules.create(body, ctx, prepared) : withoutSecrets(facts.create, body);
    const item = { id: ctx.store.newId(idPrefix), created_at: rfc3339(ctx.now), ...fields } as Stored;
    itemsOf<Stored>(ctx, facts.key)[item.id] = item;
    return { status: 201, body: answer(item, ctx, true), mutated: true };
  };

  const update = async (ctx: Context): Promise<Result> => {
    const before = find(ctx);
    const body = parseBody(facts.update as z.ZodType, ctx) as BodyOf<F["update"]>;
    const prepared = (await prepare(ctx, { body, item: before })) as Prepared;
    // Synchronous from here on.
    const item = find(ctx);
    if (rules.update) rules.update(item, body, ctx, prepared);
    else Object.assign(item, withoutSecrets(facts.update, body));
    return { status: 200, body: answer(item, ctx), mutated: true };
  };

  const remove = (ctx: Context): Result => {
    const item = find(ctx);
    rules.beforeDelete?.(item, ctx);
    for (const other of others) other.refuse?.(item, ctx);
    delete itemsOf<Stored>(ctx, facts.key)[item.id];
    rules.deleted?.(item, ctx);
    for (const other of others) other.deleted?.(item, ctx);
    return { status: 204, mutated: true };
  };

  const idSchema = prefixes.length === 1 ? prefixedId(idPrefix, facts.anItem) : prefixedId(new RegExp(`^(${prefixes.join("|")})[A-Za-z0-9]+$`), facts.anItem, prefixes.map((p) => `${p}<id>`).join(" or "));
  const key = creationKey(prefixes);
  const list = (ctx: Context): Result => {
    const filter = rules.unfiltered ? undefined : listFilter(ctx.query.get("filter"), facts.item);
    return listPage(
      ctx,
      Object.values(itemsOf<Stored>(ctx, facts.key)).sort((a, b) => (key(a.id) < key(b.id) ? -1 : key(a.id) > key(b.id) ? 1 : 0)),
      listKey,
      idSchema,
      (item) => answer(item, ctx),
      filter && ((item) => filter(render(item, ctx, false))),
      key,
    );
  };

  return [
    ...(facts.listable !== false ? [{ method: "GET", pattern: path, handler: list } as const] : []),
    ...(rules.creatable === false ? [] : [{ method: "POST", pattern: path, body: true, handler: create, ...(rules.createNeedsAbuseReportsKey ? { abuseReports: true } : {}) } as const]),
    { method: "GET", pattern: itemPath, handler: (ctx) => ({ status: 200, body: answer(find(ctx), ctx) }) },
    ...(facts.update !== undefined ? [{ method: "PATCH", pattern: itemPath, body: true, handler: update } as const] : []),
    ...(rules.deletable === false ? [] : [{ method: "DELETE", pattern: itemPath, handler: remove } as const]),
    ...(main ? (rules.more?.(find, itemPath, answer) ?? []) : []),
  ];
}
