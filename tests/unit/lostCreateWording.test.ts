// What a family's lost create tells the user, where the family states only its match: the lifecycle
// names the family's lookup and its item (provider/lifecycle/declare.ts), so the sentence is written once.
import { z } from "zod";
import { configure } from "../../provider/process/runtime";
import { TimeoutError } from "../../provider/ingressClient";
import { fieldTable } from "../../provider/fields/table";
import { lifecycle, type LifecycleFacts } from "../../provider/lifecycle/declare";
import { describedItem } from "../../provider/wire/common";
import { wireCollection } from "../../provider/wire/collection";

const WIDGETS = wireCollection({
  key: "widgets",
  idPrefix: "wdg_",
  anItem: "a widget",
  item: z.object({ ...describedItem, name: z.string() }),
  create: z.strictObject({ name: z.string() }),
  update: z.strictObject({ name: z.string().optional() }),
  listable: true,
});
const FIELDS = fieldTable(WIDGETS)({ uri: { kind: "outputOnly" }, created_at: { kind: "outputOnly" }, name: { kind: "inPlace" }, description: { kind: "outputOnly" }, metadata: { kind: "outputOnly" } });
const FACTS: LifecycleFacts = { type: "Widget", what: "widget", collection: "vaults", wire: WIDGETS, fields: FIELDS };

const CONFIG: Record<string, string> = { "ingress:apiKey": "key", "ingress:baseUrl": "https://api.example.com" };
beforeAll(() => configure({ config: { get: (key: string) => CONFIG[key] } }));

test("a create that timed out, with nothing found yet: the family's lookup and match, then adopt or delete", async () => {
  const life = lifecycle<LifecycleFacts, Record<string, unknown>, Record<string, unknown>>({
    facts: FACTS,
    calls: () => ({
      create: () => Promise.reject(new TimeoutError({ method: "POST", path: "/widgets", description: "no response in 30 s", code: undefined, neverSent: false, mayHaveBeenCreated: true })),
      get: () => Promise.reject(new Error("not called")),
      list: async function* () {},
      update: () => Promise.reject(new Error("not called")),
      delete: () => Promise.resolve(),
    }),
    match: { describe: (inputs) => `named ${String(inputs["name"])}` },
  });
  const failed = await life.create({ name: "w" }).catch((e: unknown) => (e instanceof Error ? e.message : String(e)));
  expect(failed).toMatch(
    /^POST \/widgets failed: no response in 30 s; no widget named w exists yet, but the request that timed out may still create one: find it with getWidgets\(\) \(a widget named w, created at or after \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\), then adopt it with adoptId, or delete it before running up again$/,
  );
});
