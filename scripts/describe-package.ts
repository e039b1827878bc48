// `npm run docs` first: what describes the package family by family, written from the registry so
// that a new family is named everywhere without an edit: package.json's description, and each family
// list of the docs (FAMILY_LIST_FILES), written between `<!-- families:<form> -->` and
// `<!-- /families -->`. CI's clean-tree check fails on a committed file that differs;
// tests/unit/families.test.ts and tests/unit/familyDocs.test.ts compare them too.
import { readFileSync, writeFileSync } from "node:fs";
import * as path from "node:path";
import { FAMILIES, FAMILY_NAMES, type FamilyName } from "../provider/families";

/** Every family as messages name it, in the plural, in registry order: `IP policy` lists as `IP policies`. */
export const familyWords = (): string[] => FAMILY_NAMES.map((f) => `${FAMILIES[f].what.replace(/([^aeiou])y$/, "$1ie")}s`);

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
  for (const doc of FAMILY_LIST_FILES) {
    const before = readFileSync(path.join(root, doc), "utf8");
    const after = withFamilyLists(before, doc);
    if (after !== before) {
      writeFileSync(path.join(root, doc), after);
      console.log(`${doc}: family lists written from the registry`);
    }
  }
}
