/**
 * The package schema the plugin serves (`pulumi package get-schema`): plugin/schema.json, generated
 * from the registry, the wire model and the SDK's TSDoc by scripts/plugin-schema.ts (`npm run docs`),
 * checked fresh by tests/unit/pluginSchema.test.ts.
 */
import { existsSync, readFileSync } from "node:fs";
import * as path from "node:path";

/** The package's plugin folder: `plugin/` at the package root, found above this module (in dist/ or in the sources). */
function pluginDir(from: string = __dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "plugin", "PulumiPlugin.yaml"))) return path.join(dir, "plugin");
    if (path.dirname(dir) === dir) throw new Error(`no plugin/PulumiPlugin.yaml above ${from}`);
  }
}

export const schemaText = (): string => readFileSync(path.join(pluginDir(), "schema.json"), "utf8");
