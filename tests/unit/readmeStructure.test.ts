// The README as a user's first page: at most 20 kB, the set-up commands near the top, a table of
// contents whose links reach its sections, one subsection per resource family under "Resources";
// and the guides in docs/: every relative link of the README and of the guides leads to a file
// that exists (and, with an anchor, to a heading of it), and every guide is reachable from the
// README. The API reference (docs/api/) is TypeDoc's, whose own validation checks its links.
// tests/unit/families.test.ts holds the README and package.json's description to the registry's
// families; this test holds the README's sections to the registry's families, in its order.
import { existsSync, readdirSync, statSync } from "node:fs";
import * as path from "node:path";
import { FAMILY_NAMES } from "../../provider/families";
import { blocks, headings, links, readDoc, REPO_ROOT, section } from "../support/markdown";

const README = "README.md";
const readme = readDoc(README);
const FAMILIES: readonly string[] = FAMILY_NAMES;

/** The hand-written markdown files: the README and the guides directly under docs/. */
const GUIDES = readdirSync(path.join(REPO_ROOT, "docs"))
  .filter((f) => f.endsWith(".md"))
  .map((f) => `docs/${f}`)
  .sort();

/** A link's target as a repository path (`docs/pacing.md`) and its anchor, for a link written in `from`. */
function target(from: string, link: string): { file: string; anchor: string | undefined } {
  const [file = "", anchor] = link.split("#");
  return { file: file === "" ? from : path.posix.normalize(path.posix.join(path.posix.dirname(from), decodeURI(file))), anchor };
}

const isRelative = (link: string): boolean => !/^[a-z][a-z0-9+.-]*:/i.test(link);

describe("README.md", () => {
  test("is at most 20,000 bytes", () => {
    expect(Buffer.byteLength(readme, "utf8")).toBeLessThanOrEqual(20_000);
  });

  test("keeps the two set-up commands, npm run demo and npm test, before its table of contents", () => {
    const top = readme.slice(0, readme.indexOf("\n## Contents\n"));
    expect(blocks(top, "sh").join("")).toMatch(/^npm run demo\b[^\n]*\nnpm test\b/m);
  });

  test("has a table of contents right after the introduction that lists every other section, in order, by anchors that resolve", () => {
    const all = headings(readme);
    const sections = all.filter((h) => h.level === 2);
    expect(sections[0]?.text).toBe("Contents");
    const toc = [...section(readme, "Contents", README).matchAll(/^- \[([^\]]+)\]\(#([^)]+)\)$/gm)].map((m) => [m[1], m[2]]);
    expect(toc).toEqual(sections.slice(1).map((h) => [h.text, h.anchor]));
  });

  test("opens with what it is, install and configure, and ends with the guides", () => {
    const order = headings(readme)
      .filter((h) => h.level === 2)
      .map((h) => h.text);
    expect(order.slice(0, 4)).toEqual(["Contents", "What it is", "Install", "Configure"]);
    expect(order).toEqual(expect.arrayContaining(["Resources", "How updates map to API calls", "Errors and retries", "Offline testing", "Limitations"]));
    expect(order.at(-1)).toBe("Guides and reference");
  });

  // Its introduction's family list is the registry's: tests/unit/familyDocs.test.ts.
  test("names every resource family in What it is, and has a Resources subsection with one TypeScript example for each", () => {
    const whatItIs = section(readme, "What it is", README);
    expect(FAMILIES.filter((f) => !whatItIs.includes(`\`${f}\``))).toEqual([]);
    const resources = section(readme, "Resources", README);
    const subsections = headings(resources).filter((h) => h.level === 3).map((h) => h.text);
    expect(subsections).toEqual([...FAMILIES, "Lookups and references"]);
    for (const family of FAMILIES) {
      const code = blocks(section(resources, family, README), "ts");
      expect(code).toHaveLength(1);
      expect(code[0]).toContain(`new ingress.${family}(`);
    }
  });
});

describe.each([README, ...GUIDES])("%s", (file) => {
  test("every relative link leads to a file or folder that exists, and every anchor to a heading of its markdown file", () => {
    const broken = links(readDoc(file))
      .filter(isRelative)
      .filter((link) => {
        const { file: to, anchor } = target(file, link);
        const full = path.join(REPO_ROOT, to);
        if (!existsSync(full)) return true;
        if (anchor === undefined || statSync(full).isDirectory() || !to.endsWith(".md")) return false;
        return !headings(readDoc(to)).some((h) => h.anchor === anchor);
      });
    expect(broken).toEqual([]);
  });
});

test("every guide in docs/ and the API reference's index are reachable from README.md by links", () => {
  const seen = new Set<string>([README]);
  const queue = [README];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const link of links(readDoc(file)).filter(isRelative)) {
      const { file: to } = target(file, link);
      if (to.endsWith(".md") && !seen.has(to) && existsSync(path.join(REPO_ROOT, to))) {
        seen.add(to);
        if (to === README || GUIDES.includes(to)) queue.push(to);
      }
    }
  }
  expect([...GUIDES, "docs/api/README.md"].filter((f) => !seen.has(f))).toEqual([]);
});

/** The Pulumi Registry's pages of the package, titled by their front matter (`title:`), as the Registry shows them. */
const REGISTRY_PAGES = ["docs/_index.md", "docs/installation-configuration.md"];

test("every guide opens with its title; the Registry's pages with their front matter's", () => {
  expect(GUIDES.filter((file) => !REGISTRY_PAGES.includes(file) && headings(readDoc(file))[0]?.level !== 1)).toEqual([]);
  expect(REGISTRY_PAGES.filter((file) => !/^---\ntitle: \S/.test(readDoc(file)))).toEqual([]);
});
