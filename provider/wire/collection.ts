/**
 * A top-level collection of the API as the wire model states it, once: its path and list key, the
 * prefix of its ids, and the shapes of its items and bodies. The client's `Collection` and the
 * emulator's generic collection both serve a family from it, and the registry names it in the
 * family's facts, so a family's place in the API is written in its wire file and nowhere else.
 */
import type { z } from "zod";
import { listPage } from "./common";
import { liberalItem, type Liberal } from "./liberal";
import { prefixedId } from "./rules";

/** What a family's wire file states about its collection. */
export interface CollectionFacts<Key extends string, Item extends z.ZodType, Create extends z.ZodType, Update extends z.ZodType | undefined> {
  /** The path segment and the list page's key: `tls_certificates`. */
  readonly key: Key;
  /** The list page's key where it is not `key`: `/vault_secrets` lists its items under `secrets`. */
  readonly listKey?: string;
  /** The prefix of the ids the service gives: `cert_`. */
  readonly idPrefix: string;
  /** One item, with its article, for id messages: `a TLS certificate`. */
  readonly anItem: string;
  readonly item: Item;
  readonly create: Create;
  /** The PATCH body; absent when an item cannot be changed. */
  readonly update: Update;
  /** Whether `GET /{key}` lists the items; absent, it does (an abuse report cannot be listed). */
  readonly listable?: boolean;
}

/** A collection's facts, with what follows from them: its path, id schema and list page. */
export type WireCollection<Key extends string, Item extends z.ZodType, Create extends z.ZodType, Update extends z.ZodType | undefined> = Omit<CollectionFacts<Key, Item, Create, Update>, "item" | "listable"> & {
  /** Whether `GET /{key}` lists the items. */
  readonly listable: boolean;
  /** The facts' item read liberally (./liberal.ts): absent members empty, unknown members dropped, unknown enum values kept as text. */
  readonly item: LiberalItem<Item>;
  /** `/tls_certificates`; an item is at `{path}/{id}`. */
  readonly path: `/${Key}`;
  /** The schema of an id of this collection, naming the prefix in its message. */
  readonly id: () => z.ZodType<string>;
  /** A list page: `{<key>: Item[], uri, next_page_uri}` (under `listKey` where the facts give one; typed by `key`). */
  readonly page: ReturnType<typeof listPage<Key, LiberalItem<Item>>>;
};

/** An item schema as a collection reads it. */
export type LiberalItem<Item extends z.ZodType> = z.ZodType<ItemRead<Item>>;

/** An item as a collection reads it. */
export type ItemRead<Item extends z.ZodType> = Liberal<z.output<Item>>;

export const wireCollection = <Key extends string, Item extends z.ZodType, Create extends z.ZodType, Update extends z.ZodType | undefined>(
  facts: CollectionFacts<Key, Item, Create, Update>,
): WireCollection<Key, Item, Create, Update> => {
  const item = liberalItem(facts.item, facts.anItem);
  return {
    ...facts,
    listable: facts.listable ?? true,
    item,
    path: `/${facts.key}`,
    id: () => prefixedId(facts.idPrefix, facts.anItem),
    // The schema reads the page's real key; its type names `key`, as the clients read items by listKeyOf.
    page: listPage(facts.listKey ?? facts.key, item) as unknown as ReturnType<typeof listPage<Key, LiberalItem<Item>>>,
  };
};

/** An item's noun, as messages name it: a collection's `anItem` without its article (`a TLS certificate` → `TLS certificate`). */
export const withoutArticle = (anItem: string): string => anItem.replace(/^an? /, "");

/** The member of a list page holding a collection's items. */
export const listKeyOf = (facts: Pick<CollectionFacts<string, z.ZodType, z.ZodType, z.ZodType | undefined>, "key" | "listKey">): string => facts.listKey ?? facts.key;
