/**
 * The calls a top-level collection of the API (`/tls_certificates`, `/event_subscriptions`,
 * `/abuse_reports`) makes the same way: create with a POST, read, list page by page, update with a
 * PATCH (a field left out is not modified, `""` clears a string), delete. Each family names its
 * path and schemas; every call goes through the client's one request path.
 */
import type { z } from "zod";
import { paginate, type ListOptions } from "./pages";
import { pathOf } from "./paths";
import { NoContent, type Transport } from "./request";

type Page = z.ZodType<{ next_page_uri?: string | null | undefined }>;

/** A collection's path and the schemas of its bodies and responses. */
export interface CollectionSpec<Item extends z.ZodType, Create extends z.ZodType> {
  /** The collection's path, for example `/tls_certificates`; an item is at `{path}/{id}`. */
  path: string;
  item: Item;
  create: Create;
}

/** Create and read: what every family offers. */
export class CreateRead<Item extends z.ZodType, Create extends z.ZodType> {
  protected readonly t: Transport;
  protected readonly spec: CollectionSpec<Item, Create>;

  constructor(transport: Transport, spec: CollectionSpec<Item, Create>) {
    this.t = transport;
    this.spec = spec;
  }

  /** Creates an item. Not retried after an ambiguous failure (see `ApiError.mayHaveBeenCreated`). */
  create(body: z.input<Create>): Promise<z.output<Item>> {
    return this.t.request({ method: "POST", path: pathOf(this.spec.path, {}), body: { schema: this.spec.create, value: body }, response: this.spec.item });
  }

  /** Reads one item by id. */
  get(id: string): Promise<z.output<Item>> {
    return this.t.request({ method: "GET", path: this.itemPath(id), response: this.spec.item });
  }

  protected itemPath(id: string) {
    return pathOf(`${this.spec.path}/{id}`, { id });
  }
}

/** Create, read, list, update and delete. */
export class Collection<Item extends z.ZodType, Create extends z.ZodType, Update extends z.ZodType, P extends Page> extends CreateRead<Item, Create> {
  readonly #update: Update;
  readonly #page: P;
  readonly #items: (page: z.output<P>) => readonly z.output<Item>[];

  constructor(
    transport: Transport,
    spec: CollectionSpec<Item, Create> & { update: Update; page: P; items: (page: z.output<P>) => readonly z.output<Item>[] },
  ) {
    super(transport, spec);
    this.#update = spec.update;
    this.#page = spec.page;
    this.#items = spec.items;
  }

  /** Every item of the account, newest first, fetched page by page as you iterate. */
  list(opts: ListOptions = {}): AsyncIterable<z.output<Item>> {
    return paginate({ request: this.t.request, baseUrl: this.t.baseUrl, path: pathOf(this.spec.path, {}), page: this.#page, items: this.#items, limit: opts.limit });
  }

  /** Updates the fields given; a field left out is not modified, `""` clears a string. */
  update(id: string, body: z.input<Update>): Promise<z.output<Item>> {
    return this.t.request({ method: "PATCH", path: this.itemPath(id), body: { schema: this.#update, value: body }, response: this.spec.item });
  }

  /** Deletes an item. */
  async delete(id: string): Promise<void> {
    await this.t.request({ method: "DELETE", path: this.itemPath(id), response: NoContent });
  }
}
