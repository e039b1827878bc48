// `npm run docs` writes plugin/schema.json, the package schema the provider plugin serves
// (`pulumi package get-schema`, and the other languages' SDKs generated from it), from what the
// package already states once:
// - the registry (provider/families.ts): which resources, their type tokens, their secret inputs
//   (the wire model's marks: scripts/pluginSchema/marks.ts);
// - the SDK's declarations (sdk/*.ts), read with the TypeScript compiler: each class's `<Class>Args`
//   for the inputs, its `declare readonly` members for the outputs, their types, and their TSDoc
//   as descriptions; `Default: <literal>.` in a TSDoc gives the default, "Changing it replaces" /
//   "A change replaces" marks `replaceOnChanges` (scripts/pluginSchema/marks.ts);
// - the SDK's lookups (plugin/src/functions.ts) as functions, their return types and TSDoc;
// - the provider's config (plugin/src/settings.ts).
// It is generated at docs time and committed rather than built into dist/: the TypeScript compiler
// is a development dependency, the file is what the other languages' SDKs are generated from (so it
// is reviewed in diffs like docs/api/), and tests/unit/pluginSchema.test.ts fails when it is stale.
import { readFileSync, writeFileSync } from "node:fs";
import * as path from "node:path";
import { functionsOf } from "./pluginSchema/functions";
import { packageHeader } from "./pluginSchema/header";
import { propertySpecs } from "./pluginSchema/properties";
import { resourcesOf } from "./pluginSchema/resources";
import { readSdk } from "./pluginSchema/sdk";
import type { Schema } from "./pluginSchema/types";

export type { ObjectSpec, PropertySpec, ResourceSpec, Schema } from "./pluginSchema/types";

const ROOT = path.resolve(__dirname, "..");
/** Where the schema is committed. */
export const SCHEMA_FILE = path.join(ROOT, "plugin", "schema.json");

/** The schema, generated afresh from the sources. */
export function generateSchema(): Schema {
  const sdk = readSdk(ROOT);
  const specs = propertySpecs(sdk);
  // Resources first: an object type shared with a lookup's result is written once, when first
  // reached, and only a resource's inputs carry its secret marks.
  const resources = resourcesOf(sdk, specs);
  const functions = functionsOf(sdk, specs);
  return { ...packageHeader(), resources, types: specs.types(), functions };
}

/** The schema as the file holds it. */
export const schemaText = (schema: Schema): string => `${JSON.stringify(schema, null, 2)}\n`;

/** The committed schema (plugin/schema.json), parsed. */
export const committedSchema = (): Schema => JSON.parse(readFileSync(SCHEMA_FILE, "utf8")) as Schema;

/** What a release may set in the schema it ships: its version and where its plugin is downloaded from. */
export interface ReleaseOverrides {
  /** The released version (semver, no `v`). Default: the schema's. */
  readonly version?: string;
  /** Where the engine downloads the release's plugin archives. Default: the schema's (the repository's releases). */
  readonly pluginDownloadURL?: string;
}

/**
 * The schema a release ships (to its plugin and its SDKs): `schema` (the committed one unless given)
 * with the release's version and plugin download URL, every other key where it was.
 */
export function schemaWith(overrides: ReleaseOverrides, schema: Schema = committedSchema()): Schema {
  return { ...schema, version: overrides.version ?? schema.version, pluginDownloadURL: overrides.pluginDownloadURL ?? schema.pluginDownloadURL };
}

if (require.main === module) {
  const text = schemaText(generateSchema());
  if (readFileSync(SCHEMA_FILE, "utf8") !== text) {
    writeFileSync(SCHEMA_FILE, text);
    console.log(`plugin/schema.json: written from the registry, the wire model and the SDK's TSDoc`);
  }
}
