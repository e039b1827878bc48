// What the docs tell a user of another language than TypeScript, held to the one place each name
// comes from: the SDK names and the plugin's download URL (plugin/src/packageNames.ts), the version
// (package.json), the Pulumi CLI the docs name (scripts/install-pulumi.sh's default, the
// @pulumi/pulumi the tests run), the config keys (plugin/src/settings.ts) and the Go enum constants
// (the schema's enums as Pulumi's Go generator names them). The README's "Other languages" asks for
// no npm; the Registry's pages (docs/_index.md, docs/installation-configuration.md) are in its form.
import { readFileSync } from "node:fs";
import * as path from "node:path";
import { CSHARP_NAMESPACE, JAVA_PACKAGE, PLUGIN_DOWNLOAD_URL, SDK_NAMES } from "../../plugin/src/packageNames";
import { CONFIG } from "../../plugin/src/settings";
import { readDoc, REPO_ROOT, section } from "../support/markdown";

const pkg = JSON.parse(readDoc("package.json")) as { version: string; devDependencies: Record<string, string> };
const VERSION = pkg.version;
/** The Pulumi CLI the docs name: install-pulumi.sh's default, which the tests run. */
const CLI = /^DEFAULT_VERSION=v(\S+)$/m.exec(readDoc("scripts/install-pulumi.sh"))?.[1] ?? "";
const schema = JSON.parse(readFileSync(path.join(REPO_ROOT, "plugin", "schema.json"), "utf8")) as { types: Record<string, { enum?: { value: string }[] }> };

const readme = section(readDoc("README.md"), "Other languages", "README.md");
const USER_DOCS = ["README.md", "docs/other-languages.md", "docs/installation-configuration.md", "docs/_index.md"];

test("the CLI the docs name is the one the tests run, with the @pulumi/pulumi of the same version", () => {
  expect([CLI, pkg.devDependencies["@pulumi/pulumi"]]).toEqual(["3.248.0", "3.248.0"]);
});

test("README's Other languages: pip install, go get and pulumi plugin install at this version, and no npm", () => {
  expect(readme).toContain(`pip install ${SDK_NAMES.python}==${VERSION} pulumi==${CLI}`);
  expect(readme).toContain(`go get ${SDK_NAMES.goImport}@v${VERSION}`);
  expect(readme).toContain(`pulumi plugin install resource ingress ${VERSION} --server ${PLUGIN_DOWNLOAD_URL}`);
  expect(readme).not.toMatch(/\bnpm\b|node_modules/);
});

test("every pulumi pip requirement the docs write is the CLI's version, never a range", () => {
  for (const doc of USER_DOCS) {
    const text = readDoc(doc);
    expect([doc, [...text.matchAll(/\bpulumi(==|>=|~=|<)\s*([\d.]+)/g)].map((m) => `${m[1]}${m[2]}`).filter((p) => p !== `==${CLI}`)]).toEqual([doc, []]);
  }
  expect(readDoc("docs/other-languages.md")).toContain(`Pulumi CLI v${CLI}`);
});

test("docs/installation-configuration.md names each language's SDK from packageNames.ts, the version, and every config key", () => {
  const page = readDoc("docs/installation-configuration.md");
  for (const name of [SDK_NAMES.python, SDK_NAMES.goImport, CSHARP_NAMESPACE, JAVA_PACKAGE, PLUGIN_DOWNLOAD_URL, `@v${VERSION}`, `ingress ${VERSION}`]) {
    expect([name, page.includes(name)]).toEqual([name, true]);
  }
  for (const { name } of CONFIG) expect([name, page.includes(`\`ingress:${name}\``)]).toEqual([name, true]);
});

test.each(["docs/_index.md", "docs/installation-configuration.md"])("%s opens with the Registry's front matter: title, meta_desc, layout: package", (doc) => {
  const front = /^---\n([\s\S]*?)\n---\n/.exec(readDoc(doc))?.[1] ?? "";
  expect(front.split("\n").map((l) => l.split(":")[0])).toEqual(["title", "meta_desc", "layout"]);
  expect(front).toMatch(/^layout: package$/m);
});

/** Pulumi's Go generator's constant for an enum value (pkg/codegen/go makeSafeEnumName): the value's first letter upper-cased, `_` before it when it holds one. */
const goConstant = (type: string, value: string): string => {
  const title = (value[0]?.toUpperCase() ?? "") + value.slice(1).replace(/[^A-Za-z0-9_]/g, "_").replace(/_+/g, "_");
  return `${type}${title.includes("_") ? "_" : ""}${title}`;
};

test("every Go enum constant the docs write is one the generator makes from the schema's enums", () => {
  const constants = new Set(Object.entries(schema.types).flatMap(([token, t]) => (t.enum ?? []).map((e) => goConstant(token.replace("ingress:index:", ""), e.value))));
  expect(constants).toContain("IpPolicyRuleActionAllow");
  for (const doc of ["docs/other-languages.md", "docs/_index.md"]) {
    const written = [...readDoc(doc).matchAll(/ingress\.([A-Z]\w*)\b(?![(.])/g)].map((m) => m[1] as string).filter((n) => !/Args$|Array$/.test(n));
    expect([doc, written.filter((n) => !constants.has(n))]).toEqual([doc, []]);
  }
});
