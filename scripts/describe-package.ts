// `npm run docs` first: package.json's description, written from the registry so that it names
// every family (a new family gets its words without an edit here). CI's clean-tree check fails on a
// committed description that differs; tests/unit/families.test.ts compares it too.
import { readFileSync, writeFileSync } from "node:fs";
import * as path from "node:path";
import { FAMILIES, FAMILY_NAMES } from "../provider/families";

/** The description: what the package manages, family by family, as messages name them. */
export function packageDescription(): string {
  // English plurals: `IP policy` lists as `IP policies`.
  const names = FAMILY_NAMES.map((f) => `${FAMILIES[f].what.replace(/([^aeiou])y$/, "$1ie")}s`);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names[names.length - 1] ?? ""}` : (names[0] ?? "");
  return `Pulumi providers for the ingress Management API (edges and cloud endpoints): ${list}, each checked before any call, with an emulator of the API for tests.`;
}

if (require.main === module) {
  const file = path.join(__dirname, "..", "package.json");
  const text = readFileSync(file, "utf8");
  const pkg = JSON.parse(text) as { description: string };
  const description = packageDescription();
  if (pkg.description !== description) {
    writeFileSync(file, text.replace(JSON.stringify(pkg.description), JSON.stringify(description)));
    console.log(`package.json: description written from the registry: ${description}`);
  }
}
