// A family's fields are declared once, in its table (provider/fields/table.ts): what the lifecycle
// sends is derived from it. A throwaway family shows that a new optional field needs its table's
// line and nothing else to be sent at create, changed with the PATCH and cleared by its removal.
import { z } from "zod";
import type { IngressClient } from "../../provider/ingressClient";
import { fieldTable } from "../../provider/fields/table";
import { lifecycle, type LifecycleFacts } from "../../provider/lifecycle/declare";
import { configure } from "../../provider/process/runtime";
import { wireCollection } from "../../provider/wire/collection";
import { describedItem } from "../../provider/wire/common";

/** A widget's wire model, with or without a `colour`: the one edit a new field makes to the wire. */
const widgets = <Extra extends z.ZodRawShape>(extra: Extra) =>
  wireCollection({
    key: "widgets",
    idPrefix: "wdg_",
    anItem: "a widget",
    item: z.object({ ...describedItem, name: z.string(), ...extra }),
    create: z.strictObject({ name: z.string(), description: z.string().optional(), ...extra }),
    update: z.strictObject({ name: z.string().optional(), description: z.string().optional(), ...extra }),
    listable: true,
  });

const BEFORE = widgets({});
const AFTER = widgets({ colour: z.string().optional() });

const BEFORE_FIELDS = fieldTable(BEFORE)({
  uri: { kind: "outputOnly" },
  created_at: { kind: "outputOnly" },
  name: { kind: "inPlace" },
  description: { kind: "inPlace" },
  metadata: { kind: "outputOnly" },
});
const AFTER_FIELDS = fieldTable(AFTER)({ ...BEFORE_FIELDS, colour: { kind: "inPlace" } });

type Widget = { id: string; created_at: string } & Record<string, unknown>;

/** The widget family's functions over a fake collection that records each body sent. */
function widgetFamily(wire: typeof BEFORE | typeof AFTER, fields: object) {
  const sent: [string, unknown][] = [];
  const item = (body: object): Widget => ({ id: "wdg_1", uri: "https://api.example.com/widgets/wdg_1", created_at: "2026-11-28T00:00:00Z", ...body });
  let held: Widget = item({});
  const calls = {
    create: async (body: object) => (sent.push(["POST", body]), (held = item(body))),
    get: async () => held,
    list: async function* () {
      yield held;
    },
    update: async (_id: string, patch: object) => (sent.push(["PATCH", patch]), (held = { ...held, ...patch })),
    delete: async () => undefined,
  };
  const life = lifecycle<LifecycleFacts, Record<string, unknown>, Record<string, unknown>>({
    facts: { type: "Widget", what: "widget", collection: "vaults", wire, fields },
    calls: (_client: IngressClient) => calls,
    match: { describe: () => "named", howToFind: () => "find it" },
  });
  return { life, sent };
}

const CONFIG: Record<string, string> = { "ingress:apiKey": "key", "ingress:baseUrl": "https://api.example.com" };
beforeAll(() => configure({ config: { get: (key: string) => CONFIG[key] } }));

test("a field added to a family's table is sent at create, changed in place and cleared by its removal, with no other edit", async () => {
  const before = widgetFamily(BEFORE, BEFORE_FIELDS);
  await before.life.create({ name: "w", colour: "red" });
  expect(before.sent).toEqual([["POST", { name: "w" }]]);

  const { life, sent } = widgetFamily(AFTER, AFTER_FIELDS);
  const created = (await life.create({ name: "w", colour: "red" })) as { outs: Record<string, unknown> };
  expect(created.outs).toEqual({ uri: "https://api.example.com/widgets/wdg_1", createdAt: "2026-11-28T00:00:00Z", name: "w", description: null, metadata: null, colour: "red" });
  expect(await life.diff("wdg_1", created.outs, { name: "w", colour: "red" })).toEqual({ changes: false, replaces: [], deleteBeforeReplace: false });
  expect(await life.diff("wdg_1", created.outs, { name: "w", colour: "blue" })).toEqual({ changes: true, replaces: [], deleteBeforeReplace: false });
  const recoloured = (await life.update("wdg_1", created.outs, { name: "w", colour: "blue" })) as { outs: Record<string, unknown> };
  await life.update("wdg_1", recoloured.outs, { name: "w" });
  expect(sent).toEqual([
    ["POST", { name: "w", colour: "red" }],
    ["PATCH", { colour: "blue" }],
    ["PATCH", { colour: "" }],
  ]);
});
