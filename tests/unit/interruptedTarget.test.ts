// What a create does with the `__interrupted` record the SDK sets on a resource whose create an
// earlier, interrupted `up` left pending: look for what that attempt made, adopt exactly one,
// never an item the state holds or another create of this process took.
import { startEmulator } from "../../emulator";
import { INTERRUPTED } from "../../provider/inputs/interrupted";
import { configure } from "../../provider/process/runtime";
import * as abuseReport from "../../provider/resources/abuseReport";
import { type Created, type Finder, interruptedTarget } from "../../provider/resources/recovery";

interface Item extends Created {
  name: string;
}

let listed = 0;
const finderOf = (items: Item[], name: string): Finder<Item> => ({
  list: async () => {
    listed++;
    return items;
  },
  matches: (i) => i.name === name,
  describe: `named ${name}`,
});
const spec = (items: Item[], name: string) => ({ what: "widget", finder: finderOf(items, name), howToFind: (since: string) => `look for a widget made at or after ${since}` });
const record = (since: string, held: string[] = []) => ({ name: "x", [INTERRUPTED]: { since, held } });

beforeEach(() => {
  listed = 0;
});

test("without the record nothing is looked for", async () => {
  expect(await interruptedTarget({ name: "x" }, spec([{ id: "w_1", created_at: "2026-11-23T10:00:00Z", name: "x" }], "x"))).toBeUndefined();
  expect(listed).toBe(0);
});

test("the one match made since the last recorded up is the target; older ones, other names and held ids are not", async () => {
  const items = [
    { id: "w_old", created_at: "2026-11-23T09:59:59Z", name: "a" },
    { id: "w_other", created_at: "2026-11-23T10:00:05Z", name: "b" },
    { id: "w_held", created_at: "2026-11-23T10:00:01Z", name: "a" },
    { id: "w_new", created_at: "2026-11-23T10:00:00Z", name: "a" },
  ];
  expect(await interruptedTarget(record("2026-11-23T10:00:00Z", ["w_held"]), spec(items, "a"))).toBe("w_new");
  // Taken now: a second interrupted create with the same inputs finds nothing left and creates.
  expect(await interruptedTarget(record("2026-11-23T10:00:00Z", ["w_held"]), spec(items, "a"))).toBeUndefined();
});

test("identical interrupted creates running at once take one item each", async () => {
  const items = [
    { id: "w_p", created_at: "2026-11-23T11:00:00Z", name: "p" },
    { id: "w_q", created_at: "2026-11-23T11:00:00Z", name: "p" },
  ];
  const [first, second] = await Promise.all([
    interruptedTarget(record("2026-11-23T11:00:00Z", ["w_q"]), spec(items, "p")),
    interruptedTarget(record("2026-11-23T11:00:00Z"), spec(items, "p")),
  ]);
  expect([first, second]).toEqual(["w_p", "w_q"]);
});

test("several candidates stop the create, naming them", async () => {
  const items = [
    { id: "w_s1", created_at: "2026-11-23T12:00:00Z", name: "s" },
    { id: "w_s2", created_at: "2026-11-23T12:00:03Z", name: "s" },
  ];
  await expect(interruptedTarget(record("2026-11-23T12:00:00Z"), spec(items, "s"))).rejects.toThrow(
    new Error(
      "an earlier pulumi up was interrupted while this widget was being created (the stack records the create as pending), and 2 widgets named s were created since 2026-11-23T12:00:00Z " +
        "that no state holds (w_s1, w_s2): adopt the right one with adoptId and delete the others",
    ),
  );
});

test("a family the API cannot list says how to find and adopt it, or to clear the record", async () => {
  await expect(interruptedTarget(record("2026-11-23T12:00:00Z"), { what: "abuse report", created: "filed", howToFind: (since) => `ask for the report filed at or after ${since}` })).rejects.toThrow(
    new Error(
      "an earlier pulumi up was interrupted while this abuse report was being filed (the stack records the create as pending): ask for the report filed at or after 2026-11-23T12:00:00Z; " +
        "if none was filed, clear the record with pulumi refresh --clear-pending-creates first",
    ),
  );
});

test("a malformed record is said to be the package's bug", async () => {
  await expect(interruptedTarget({ [INTERRUPTED]: { since: "yesterday", held: [] } }, spec([], "x"))).rejects.toThrow(
    "pulumi-ingress: the __interrupted input is malformed (Invalid ISO datetime): this is a bug of the package",
  );
});

test("an abuse report's create with the record stops before any call, saying how to adopt it or clear the record", async () => {
  const emulator = await startEmulator({});
  try {
    const config: Record<string, string> = { "ingress:apiKey": emulator.apiKey, "ingress:baseUrl": emulator.baseUrl };
    configure({ config: { get: (key: string) => config[key] } });
    const inputs = { urls: ["https://phish.evil.test/a"], [INTERRUPTED]: { since: "2026-11-23T12:00:00Z", held: [] } };
    await expect(abuseReport.create(inputs)).rejects.toThrow(
      new Error(
        "an earlier pulumi up was interrupted while this abuse report was being filed (the stack records the create as pending): " +
          "the API has no way to list abuse reports, so it cannot be looked for: ask the service for the id (abrp_…) of a report of https://phish.evil.test/a " +
          "filed at or after 2026-11-23T12:00:00Z, and adopt it with adoptId once you know its id; if none was filed, clear the record with pulumi refresh --clear-pending-creates first",
      ),
    );
    expect(emulator.requestCount).toBe(0);
  } finally {
    await emulator.close();
  }
});
