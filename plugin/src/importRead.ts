/**
 * `pulumi import ingress:index:<Class> NAME ID`: the engine reads the item by its id alone and
 * needs, besides its outputs, the inputs a program would declare for it, which it then checks.
 * Both come from what the registry already knows: the family's import facts find the item (by
 * listing, under its parent, or by id) and declare it, as `pulumi-ingress import` writes it into a
 * program, but with values instead of program text (an id for a constant, a file's content for a
 * read of it); the family's own read gives the outputs. GETs only.
 *
 * A secret the service never returns (an OAuth client secret) cannot be read back: it is left out
 * of the inputs, and the program that declares the resource supplies it.
 */
import { declarationOf } from "../../provider/fields/declaration";
import { type Family, listedItems } from "../../provider/families";
import type { ImportTools, ParentOf } from "../../provider/importing/facts";
import { shapedValue } from "../../provider/importing/shaped";
import { WORDING } from "../../provider/importing/wording";
import { getClient } from "../../provider/process/runtime";
import { policyCarried } from "../../sdk/policyCarried";
import * as ops from "./operations";
import { secretOf, SIG_KEY } from "./secrets";

type Item = { id: string };
const hasId = (v: unknown, id: string): v is Item => v !== null && typeof v === "object" && (v as { id?: unknown }).id === id;

/** The item with `id`, and its parent for a family found under parents; undefined when the account has none. */
async function find(family: Family, id: string): Promise<{ item: Item; parent?: ParentOf<Item> } | undefined> {
  const client = getClient();
  const find = family.importing.find;
  switch (find.from) {
    case "ids": {
      const item = await find.get(client, id).catch(() => undefined);
      return hasId(item, id) ? { item } : undefined;
    }
    case "list":
      for await (const item of listedItems(family, find, client)) if (hasId(item, id) && (find.keep?.test(item) ?? true)) return { item };
      return undefined;
    case "parents":
      for await (const parent of find.parents.list(client)) {
        const item = find.parents.children(parent).find((c) => hasId(c, id));
        if (item !== undefined && hasId(parent, (parent as Item).id)) return { item: item as Item, parent: { item: parent as Item, label: [], constant: (parent as Item).id } };
      }
      return undefined;
  }
}

/** A value with its `undefined` members (secrets that cannot be read back) left out. */
function defined(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(defined);
  if (v !== null && typeof v === "object" && !(SIG_KEY in v)) {
    return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined).map(([k, x]) => [k, defined(x)]));
  }
  return v;
}

/** The import's tools, giving values: ids as they are, files' content, policies (secret when they hold one). */
const VALUE_TOOLS: ImportTools = {
  ...WORDING,
  constant: (id) => id,
  secret: () => undefined,
  file: (content) => content,
  policy: (text) => (policyCarried(text).secret ? secretOf(text) : text),
  shaped: (schema, held, rules) => shapedValue(schema, held, rules),
};

/** The inputs a program declares for `item`, as `pulumi-ingress import` would write them. */
function declaredInputs(family: Family, item: Item, parent?: ParentOf<Item>): Record<string, unknown> {
  const { args } = declarationOf(family, item, { name: item.id, label: [] }, VALUE_TOOLS, parent);
  return defined(args) as Record<string, unknown>;
}

/** The read of an import: the item's outputs and declared inputs; an empty id when the account has no such item. */
export async function importRead(family: Family, urn: string, id: string): Promise<{ id: string; outs: Record<string, unknown>; inputs: Record<string, unknown> | undefined }> {
  const found = await ops.oneLine("read", () => find(family, id));
  if (found === undefined) return { id: "", outs: {}, inputs: undefined };
  const inputs = declaredInputs(family, found.item, found.parent);
  const r = await ops.read(family, urn, id, inputs, inputs);
  return { id: r.id, outs: r.outs, inputs: r.id === "" ? undefined : ops.withSecretInputs(family, inputs) };
}
