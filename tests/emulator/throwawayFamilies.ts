/**
 * Two families the package does not have, stated as a family's files state one (a wire collection
 * and the registry's facts), for tests/emulator/genericCollection.test.ts, which adds them to the
 * registry: widgets (name, a write-only token, description, metadata; listed and changed) and
 * receipts (create and read only: no update, no list).
 */
import { z } from "zod";
import type { FamilyFacts } from "../../provider/contract/family";
import { wireCollection } from "../../provider/wire/collection";
import { describedItem } from "../../provider/wire/common";
import { maxBytes, nonEmpty } from "../../provider/wire/rules";
import { secret } from "../../provider/wire/secretFields";

const description = maxBytes(255).optional();
const metadata = maxBytes(4096).optional();

export const WIDGETS = wireCollection({
  key: "widgets",
  idPrefix: "wdg_",
  anItem: "a widget",
  item: z.object({ ...describedItem, name: z.string() }),
  create: z.strictObject({ name: nonEmpty(), token: secret(nonEmpty()).optional(), description, metadata }),
  update: z.strictObject({ name: nonEmpty().optional(), description, metadata }),
  listable: true,
});

export const RECEIPTS = wireCollection({
  key: "receipts",
  idPrefix: "rcpt_",
  anItem: "a receipt",
  item: z.object({ ...describedItem, amount: z.number() }),
  create: z.strictObject({ amount: z.number().int().min(1), description }),
  update: undefined,
  listable: false,
});

/** The registry's facts of a family (the emulator reads `wire` and `collection`). */
const facts = (type: string, collection: string, wire: FamilyFacts["wire"]) =>
  ({ type, collection, apiPaths: new RegExp(`^/${wire.key}(/|$)`), what: type.toLowerCase(), wire }) as unknown as FamilyFacts;

/** The registry's entries of the two families. */
export const THROWAWAY_FAMILIES = { Widget: facts("Widget", "widgets", WIDGETS), Receipt: facts("Receipt", "receipts", RECEIPTS) };
