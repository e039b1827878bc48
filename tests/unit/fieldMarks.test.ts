// Which inputs replace and which fields are secret is stated once, in each family's field table
// (provider/fields/table.ts): the plugin schema's marks (scripts/plugin-schema.ts) and the docs
// pages (docs/resources/<family>.md, whose input table's last column says how a change is made) must
// say the same, for every field of every family.
import { readFileSync } from "node:fs";
import * as path from "node:path";
import { FAMILIES, familyFields, FAMILY_NAMES, type FamilyName } from "../../provider/families";
import { REPO_ROOT, readDoc } from "../support/markdown";

interface PropertySpec {
  replaceOnChanges?: boolean;
  secret?: boolean;
}
interface ResourceSpec {
  inputProperties: Record<string, PropertySpec>;
  properties: Record<string, PropertySpec>;
}
const schema = JSON.parse(readFileSync(path.join(REPO_ROOT, "plugin", "schema.json"), "utf8")) as { resources: Record<string, ResourceSpec> };
const resourceOf = (family: FamilyName): ResourceSpec => schema.resources[`ingress:index:${family}`] as ResourceSpec;
const fieldsOfFamily = (family: FamilyName) => familyFields(FAMILIES[family]);

/** The rows of a docs page's input table (the first table whose header begins `| input`): each input's name and its cells. */
function inputRows(family: FamilyName): Map<string, string[]> {
  const text = readDoc(`docs/resources/${family.charAt(0).toLowerCase()}${family.slice(1)}.md`);
  const lines = text.split("\n");
  const start = lines.findIndex((l) => /^\| input \|/.test(l));
  const rows = new Map<string, string[]>();
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith("|")) break;
    const cells = line.split(/(?<!\\)\|/).slice(1, -1).map((c) => c.trim());
    // A row may name several inputs: `backend`, `ipRestriction`, ….
    for (const m of (cells[0] ?? "").matchAll(/`(\w+)`/g)) rows.set(m[1] as string, cells);
  }
  return rows;
}

/** What a docs row says: the last cell names the change (`**replaces**`, `replaces the rule`, `in place`…); a secret's meaning cells say so. */
const saidByDocs = (cells: readonly string[]) => ({ replaces: /^\**replaces\b/.test(cells[cells.length - 1] ?? ""), secret: /\bsecret\b|\bwrite-only\b/.test(cells.slice(1, -1).join(" ")) });

/** Every family's inputs, as their tables declare them. */
const TABLE_INPUTS = FAMILY_NAMES.flatMap((family) => fieldsOfFamily(family).filter((f) => f.created || f.patched).map((f) => ({ family, f })));

/** One input's marks, as a line the three sides are compared by. */
const marks = (family: FamilyName, name: string, replaces: boolean, secret: boolean): string => `${family}.${name}: replaces ${replaces}, secret ${secret}`;
const fromTables = TABLE_INPUTS.map(({ family, f }) => marks(family, f.sdk, f.kind === "replaces", f.secret));

test("the plugin schema marks an input replacing and secret exactly where its family's table does", () => {
  const fromSchema = TABLE_INPUTS.map(({ family, f }) => {
    const spec = resourceOf(family).inputProperties[f.sdk];
    return marks(family, f.sdk, spec?.replaceOnChanges === true, spec?.secret === true);
  });
  expect(fromSchema).toEqual(fromTables);
  const secretOutputs = FAMILY_NAMES.flatMap((family) => fieldsOfFamily(family).filter((f) => f.kept && f.secret).map((f) => ({ family, f })));
  expect(secretOutputs.map(({ family, f }) => `${family}.${f.sdk} (output): secret ${resourceOf(family).properties[f.sdk]?.secret === true}`)).toEqual(
    secretOutputs.map(({ family, f }) => `${family}.${f.sdk} (output): secret true`),
  );
});

test("no input of the plugin schema replaces unless its family's table says so", () => {
  const marked = FAMILY_NAMES.flatMap((family) =>
    Object.entries(resourceOf(family).inputProperties)
      .filter(([, spec]) => spec.replaceOnChanges === true)
      .map(([name]) => `${family}.${name}`),
  );
  const replacing = FAMILY_NAMES.flatMap((family) => fieldsOfFamily(family).filter((f) => f.kind === "replaces").map((f) => `${family}.${f.sdk}`));
  expect(marked.sort()).toEqual(replacing.sort());
});

const docRows = new Map(FAMILY_NAMES.map((family) => [family, inputRows(family)]));

test("each docs page's input table says replacing and secret exactly where its family's table does", () => {
  const fromDocs = TABLE_INPUTS.map(({ family, f }) => {
    const cells = docRows.get(family)?.get(f.sdk);
    return cells === undefined ? `${family}.${f.sdk}: no row` : marks(family, f.sdk, saidByDocs(cells).replaces, saidByDocs(cells).secret);
  });
  expect(fromDocs).toEqual(fromTables);
});

test("each docs page's input table lists exactly the inputs of the plugin schema", () => {
  const documented = FAMILY_NAMES.map((family) => `${family}: ${[...inputRows(family).keys()].sort().join(", ")}`);
  const inSchema = FAMILY_NAMES.map((family) => `${family}: ${Object.keys(resourceOf(family).inputProperties).sort().join(", ")}`);
  expect(documented).toEqual(inSchema);
});
