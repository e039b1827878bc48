/**
 * The calls a top-level collection of the API makes the same way, served from the collection's wire
 * facts (provider/wire/collection.ts): create with a POST, read, list page by page, update with a
 * PATCH (a field left out is not modified, `""` clears a string), delete. Every call goes through
 * the client's one request path.
 */
import type { z } from "zod";
import { listKeyOf, type ItemRead, type WireCollection } from "../wire/collection";
import { paginate, type ListOptions } from "./pages";
import { pathOf } from "./paths";
import { NoContent, type Transport } from "./request";

/** Create and read: what every family offers. */
export class CreateRead<Key extends string, Item extends z.ZodType, Create extends z.ZodType> {
  protected readonly t: Transport;
  protected readonly wire: WireCollection<Key, Item, Create, z.ZodType | undefined>;

  constructor(transport: Transport, wire: WireCollection<Key, Item, Create, z.ZodType | undefined>) {
    this.t = transport;
    this.wire = wire;
  }

  /** Creates an item. Not retried after an ambiguous failure (see `ApiError.mayHaveBeenCreated`). */
  create(body: z.input<Create>): Promise<ItemRead<Item>> {
    return this.t.request({ method: "POST", path: pathOf(this.wire.path as string, {}), body: { schema: this.wire.create, value: body }, response: this.wire.item });
  }

  /** Reads one item by id. */
  get(id: string): Promise<ItemRead<Item>> {
    return this.t.request({ method: "GET", path: this.itemPath(id), response: this.wire.item });
  }

  protected itemPath(id: string) {
    return pathOf(`${this.wire.path as string}/{id}`, { id });
  }
}

/** Create, read, list, update and delete. */
export class Collection<Key extends string, Item extends z.ZodType, Create extends z.ZodType, Update extends z.ZodType> extends CreateRead<Key, Item, Create> {
  readonly #full: WireCollection<Key, Item, Create, Update>;

  constructor(transport: Transport, wire: WireCollection<Key, Item, Create, Update>) {
    super(transport, wire);
    this.#full = wire;
  }

  /** Every item of the account (or those `opts.filter` keeps: every family's list takes it), newest first, fetched page by page as you iterate. */
  list(opts: ListOptions = {}): AsyncIterable<ItemRead<Item>> {
    const { page } = this.wire;
    const key = listKeyOf(this.wire);
    return paginate({
      request: this.t.request,
      baseUrl: this.t.baseUrl,
      path: pathOf(this.wire.path as string, {}),
      page,
      items: (p) => (p as Record<string, ItemRead<Item>[]>)[key] ?? [],
      limit: opts.limit,
      filter: opts.filter,
    });
  }

  /** Updates the fields given; a field left out is not modified, `""` clears a string. */
  update(id: string, body: z.input<Update>): Promise<ItemRead<Item>> {
    return this.t.request({ method: "PATCH", path: this.itemPath(id), body: { schema: this.#full.update, value: body }, response: this.wire.item });
  }

  /** Deletes an item. */
  async delete(id: string): Promise<void> {
    await this.t.request({ method: "DELETE", path: this.itemPath(id), response: NoContent });
  }
}

/** What {@link collectionOver} needs of a family's wire facts, typed as the family's wire file states them. */
interface ServedFacts {
  readonly key: string;
  readonly item: z.ZodType;
  readonly create: z.ZodType;
  readonly update: z.ZodType | undefined;
}

/** The collection a family's wire facts are served by: {@link Collection}, or {@link CreateRead} when an item cannot be changed. */
export type CollectionOf<W extends ServedFacts> = W["update"] extends z.ZodType ? Collection<W["key"], W["item"], W["create"], W["update"]> : CreateRead<W["key"], W["item"], W["create"]>;

/** What builds a family's collection over the client's transport, from its wire facts alone: a family needs a class of its own only when it adds calls. */
export const collectionOver =
  <W extends ServedFacts>(wire: W) =>
  (transport: Transport): CollectionOf<W> => {
    const facts = wire as unknown as WireCollection<string, z.ZodType, z.ZodType, z.ZodType>;
    return (wire.update === undefined ? new CreateRead(transport, facts) : new Collection(transport, facts)) as CollectionOf<W>;
  };
