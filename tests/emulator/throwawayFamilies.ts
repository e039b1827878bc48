/**
 * Two families the package does not have, stated as a family's wire file states one, for
 * tests/emulator/genericCollection.test.ts, which adds them to the wire registry: widgets (name, a write-only token, description, metadata; listed and changed) and
 * receipts (create and read only: no update, no list).
 */
import { z } from "zod";
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
