// The docs against the registry (provider/families.ts): each family has its page in docs/resources,
// and every list of the families in the docs is the registry's. The lists are written by
// `npm run docs` (scripts/describe-package.ts) between `<!-- families:<form> -->` markers, so a new
// family edits none of them; this test fails, naming the file and the family, when one was not
// rewritten, was edited by hand, or left the place it belongs. tests/unit/families.test.ts holds
// the README's "What it is" and Resources sections and package.json's description to the registry.
import { existsSync, readdirSync } from "node:fs";
import * as path from "node:path";
import { FAMILIES, FAMILY_NAMES } from "../../provider/families";
import { FAMILY_LIST_FILES, familyEntry, familyList, familyListsOf, familyWords, LIST_FORMS, type ListForm, resourcePage } from "../../scripts/describe-package";
import { headings, links, readDoc, REPO_ROOT, section } from "../support/markdown";

/** A file's text up to its first blank line after the title: its opening paragraph. */
const opening = (text: string): string => {
  const body = text.slice(text.indexOf("\n\n") + 2);
  return body.slice(0, body.indexOf("\n\n"));
};

test("each family has its page, docs/resources/<type with a lower-case first letter>.md, titled with its type; each page there is a family's", () => {
  expect(FAMILY_NAMES.filter((f) => !existsSync(path.join(REPO_ROOT, resourcePage(f)))).map((f) => `${f}: no ${resourcePage(f)}`)).toEqual([]);
  expect(FAMILY_NAMES.map((f) => [f, headings(readDoc(resourcePage(f)))[0]?.text])).toEqual(FAMILY_NAMES.map((f) => [f, f]));
  const pages = readdirSync(path.join(REPO_ROOT, "docs", "resources")).map((p) => `docs/resources/${p}`);
  expect(pages.filter((p) => !FAMILY_NAMES.some((f) => resourcePage(f) === p))).toEqual([]);
});

test("README.md: each family's section under Resources links its page", () => {
  const resources = section(readDoc("README.md"), "Resources", "README.md");
  const unlinked = FAMILY_NAMES.filter((f) => !links(section(resources, f, "README.md")).includes(resourcePage(f)));
  expect(unlinked.map((f) => `README.md: ### ${f} does not link ${resourcePage(f)}`)).toEqual([]);
});

test("every family list of the docs names every family of the registry, as npm run docs writes it", () => {
  const problems: string[] = [];
  for (const file of FAMILY_LIST_FILES) {
    const lists = familyListsOf(readDoc(file));
    if (lists.length === 0) problems.push(`${file}: no family list`);
    for (const { form, written } of lists) {
      if (!(LIST_FORMS as readonly string[]).includes(form)) {
        problems.push(`${file}: <!-- families:${form} --> is no list form`);
        continue;
      }
      for (const name of FAMILY_NAMES) {
        const entry = familyEntry(form as ListForm, name, file);
        if (entry !== undefined && !written.includes(entry)) problems.push(`${file}: its ${form} list lacks ${name} (${entry})`);
      }
      if (written !== familyList(form as ListForm, file)) problems.push(`${file}: its ${form} list is not the one npm run docs writes: ${written}`);
    }
  }
  expect(problems).toEqual([]);
});

/** Where each list belongs: the part of the file that must hold a list of the form. */
const PLACES: { file: (typeof FAMILY_LIST_FILES)[number]; where: string; part: (text: string) => string; form: ListForm }[] = [
  { file: "README.md", where: "its opening paragraph", part: opening, form: "words" },
  { file: "docs/README.md", where: "its Guides", part: (t) => section(t, "Guides", "docs/README.md"), form: "pages" },
  { file: "docs/import.md", where: "What it reads", part: (t) => t.slice(t.indexOf("**What it reads.**"), t.indexOf("- **What it writes.**")), form: "words" },
  { file: "docs/import.md", where: "What it reads", part: (t) => t.slice(t.indexOf("**What it reads.**"), t.indexOf("- **What it writes.**")), form: "only" },
  { file: "docs/architecture.md", where: "its opening paragraph", part: opening, form: "types" },
  { file: "emulator/README.md", where: "its opening paragraph", part: opening, form: "words" },
];

test.each(PLACES)("$file: $where holds the $form list", ({ file, part, form }) => {
  expect(familyListsOf(part(readDoc(file))).map((l) => l.form)).toContain(form);
});

test("every file with a family list has its place above", () => {
  expect([...new Set(PLACES.map((p) => p.file))].sort()).toEqual([...FAMILY_LIST_FILES].sort());
});

// The languages docs/other-languages.md proves: TypeScript and JavaScript through the SDK; YAML,
// Python and Go through the plugin (engine tests run YAML and Python programs and compile Go's).
const LANGUAGES = ["TypeScript", "JavaScript", "YAML", "Python", "Go"];

test("README.md's opening names every language the package serves, each of the plugin's with its section in docs/other-languages.md", () => {
  const top = opening(readDoc("README.md"));
  expect(LANGUAGES.filter((l) => !new RegExp(`\\b${l}\\b`).test(top))).toEqual([]);
  const sections = headings(readDoc("docs/other-languages.md")).map((h) => h.text);
  expect(["YAML", "Python", "Go"].filter((l) => !sections.includes(l))).toEqual([]);
});

test("emulator/index.ts's header says it serves every family of the registry, and lists none by hand", () => {
  const source = readDoc("emulator/index.ts");
  const header = source.slice(0, source.indexOf("*/"));
  expect(header).toContain("every family of the registry");
  expect(familyWords().filter((w) => header.toLowerCase().includes(w.toLowerCase()))).toEqual([]);
});

test("examples/quickstart/README.md's opening names the families its program declares, and no other", () => {
  const declared = [...readDoc("examples/quickstart/index.ts").matchAll(/new ingress\.(\w+)\(/g)].map((m) => m[1]);
  const top = opening(readDoc("examples/quickstart/README.md")).toLowerCase().replace(/\s+/g, " ");
  // A family is named by what messages call one (`TLS certificate`); `IP policy` inside `IP policy rule` is not a name of its own.
  const named = FAMILY_NAMES.filter((f) => new RegExp(`\\b${FAMILIES[f].what.toLowerCase()}(?!s? rule)`).test(top));
  expect(named.sort()).toEqual([...new Set(declared)].sort());
});
