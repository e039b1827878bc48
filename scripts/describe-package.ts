// `npm run docs` first: what describes the package family by family, written from the registry so
// that a new family is named everywhere without an edit: package.json's description, the SDK index's
// exports (SDK_INDEX), and each family list of the docs (FAMILY_LIST_FILES), written between `<!-- families:<form> -->` and
// `<!-- /families -->`. CI's clean-tree check fails on a committed file that differs;
// tests/unit/families.test.ts and tests/unit/familyDocs.test.ts compare them too.
import { readFileSync, writeFileSync } from "node:fs";
import * as path from "node:path";
import { FAMILIES, FAMILY_NAMES, familyFolder, type FamilyName } from "../provider/families";

/** Every family as messages name it, in the plural, in registry order: `IP policy` lists as `IP policies`, `agent ingress` as `agent ingresses`. */
export const familyWords = (): string[] => FAMILY_NAMES.map((f) => `${FAMILIES[f].what.replace(/([^aeiou])y$/, "$1ie").replace(/s$/, "se")}s`);

/** `a, b and c`. */
const joined = (items: readonly string[]): string => (items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items[items.length - 1] ?? ""}` : (items[0] ?? ""));

/** The description: what the package manages, family by family, as messages name them. */
export function packageDescription(): string {
  return `Pulumi providers for the ingress Management API (edges and cloud endpoints): ${joined(familyWords())}, each checked before any call, with an emulator of the API for tests.`;
}

/** A family's docs page, from the repository's root: its type with a lower-case first letter (`IpPolicy`: docs/resources/ipPolicy.md). */
export const resourcePage = (type: string): string => `docs/resources/${type.charAt(0).toLowerCase()}${type.slice(1)}.md`;

/**
 * The forms of a family list: `words` (`TLS certificates, routes, … and IP policy rules`), `types`
 * (`` `TlsCertificate`, … ``), `pages` (a link to each family's docs page) and `only` (the words
 * `pulumi-ingress import --only` takes, for the families the API lists).
 */
export const LIST_FORMS = ["words", "types", "pages", "only"] as const;
export type ListForm = (typeof LIST_FORMS)[number];

/** What names a family in a list of the form: its words, its type, its page's link or its `--only` word (none for a family the API cannot list). */
export function familyEntry(form: ListForm, name: FamilyName, file: string): string | undefined {
  const family = FAMILIES[name];
  switch (form) {
    case "words":
      return familyWords()[FAMILY_NAMES.indexOf(name)];
    case "types":
      return `\`${name}\``;
    case "pages":
      return `[${name}](${path.posix.relative(path.posix.dirname(file), resourcePage(name))})`;
    case "only":
      return family.importing.find.from === "ids" ? undefined : `\`${family.importing.find.only}\``;
  }
}

/** The list of the form as written in `file` (links are relative to it). */
export const familyList = (form: ListForm, file: string): string =>
  joined(FAMILY_NAMES.flatMap((name) => familyEntry(form, name, file) ?? []));

/** The files that hold family lists. */
export const FAMILY_LIST_FILES = ["README.md", "docs/README.md", "docs/import.md", "docs/architecture.md", "emulator/README.md"] as const;

const LIST = /<!-- families:(\w+) -->([\s\S]*?)<!-- \/families -->/g;

/** Each family list of a file's text: where it starts, its form, and its text as written. */
export function familyListsOf(text: string): { at: number; form: string; written: string }[] {
  return [...text.matchAll(LIST)].map((m) => ({ at: m.index, form: m[1] ?? "", written: m[2] ?? "" }));
}

const isForm = (form: string): form is ListForm => (LIST_FORMS as readonly string[]).includes(form);

/** `text` (of `file`) with each family list written from the registry; a list of an unknown form is an error. */
export function withFamilyLists(text: string, file: string): string {
  return text.replace(LIST, (_, form: string) => {
    if (!isForm(form)) throw new Error(`${file}: <!-- families:${form} --> is no list form (${LIST_FORMS.join(", ")})`);
    return `<!-- families:${form} -->${familyList(form, file)}<!-- /families -->`;
  });
}

/** The SDK's index, whose family exports are written from the registry: one `export *` of each family's module. */
export const SDK_INDEX = "sdk/index.ts";
const SDK_EXPORTS = /(\/\/ families:exports\n)[\s\S]*?(\/\/ \/families)/;

/** The SDK index's exports of every family's module (`sdk/<family>.ts`, its class, lookups and types), in registry order. */
export const sdkExports = (): string => FAMILY_NAMES.map((name) => `export * from "./${familyFolder(name)}";\n`).join("");

/** `text` (the SDK index) with its family exports written from the registry. */
export function withSdkExports(text: string): string {
  if (!SDK_EXPORTS.test(text)) throw new Error(`${SDK_INDEX}: no "// families:exports" … "// /families" block`);
  return text.replace(SDK_EXPORTS, (_, open: string, close: string) => `${open}${sdkExports()}${close}`);
}

if (require.main === module) {
  const root = path.join(__dirname, "..");
  const file = path.join(root, "package.json");
  const text = readFileSync(file, "utf8");
  const pkg = JSON.parse(text) as { description: string };
  const description = packageDescription();
  if (pkg.description !== description) {
    writeFileSync(file, text.replace(JSON.stringify(pkg.description), JSON.stringify(description)));
    console.log(`package.json: description written from the registry: ${description}`);
  }
  const index = readFileSync(path.join(root, SDK_INDEX), "utf8");
  if (withSdkExports(index) !== index) {
    writeFileSync(path.join(root, SDK_INDEX), withSdkExports(index));
    console.log(`${SDK_INDEX}: family exports written from the registry`);
  }
  for (const doc of FAMILY_LIST_FILES) {
    const before = readFileSync(path.join(root, doc), "utf8");
    const after = withFamilyLists(before, doc);
    if (after !== before) {
      writeFileSync(path.join(root, doc), after);
      console.log(`${doc}: family lists written from the registry`);
    }
  }
}
