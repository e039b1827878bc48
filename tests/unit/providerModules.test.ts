// Where states find the providers: every resource's `__provider` is one require of a module of the
// package. Resources name provider/resources/<family>/provider.js; the states of 0.1.0 name
// provider/providers/<name>.js, which must give them the very same provider.
import { readdirSync } from "node:fs";
import * as path from "node:path";
import { FAMILIES, FAMILY_NAMES, familyFolder, STATE_0_1_0_PROVIDERS } from "../../provider/families";

const load = (module: string): unknown => require(path.join(__dirname, "..", "..", "provider", module)) as unknown; // eslint-disable-line @typescript-eslint/no-require-imports -- the path is the state's

test("each family's provider is the whole export of provider/resources/<family>/provider.ts", () => {
  for (const family of FAMILY_NAMES) expect([family, load(`resources/${familyFolder(family)}/provider`)]).toEqual([family, FAMILIES[family].provider]);
});

test("provider/providers/ holds exactly the modules the states of 0.1.0 require, each its family's provider", () => {
  const held = readdirSync(path.join(__dirname, "..", "..", "provider", "providers")).map((f) => f.replace(/\.ts$/, "")).sort();
  expect(held).toEqual([...STATE_0_1_0_PROVIDERS].sort());
  // 0.1.0 named the edge route's module `route`; every other one is its family's folder.
  const familyOf = (name: string) => FAMILY_NAMES.find((f) => familyFolder(f) === name) ?? (name === "route" ? "HttpsEdgeRoute" : undefined);
  for (const name of STATE_0_1_0_PROVIDERS) {
    const family = familyOf(name);
    expect(family).toBeDefined();
    expect(load(`providers/${name}`) === FAMILIES[family as keyof typeof FAMILIES].provider).toBe(true);
  }
});
