// Lint rules: typescript-eslint's recommended set plus the few that catch real bugs here, and the
// layers' direction (docs/architecture.md, "Layers").
import * as path from "node:path";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import tseslint from "typescript-eslint";

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/**
 * The folders each layer folder may import from, besides itself: trafficPolicy ← provider ← sdk ←
 * {cli, plugin, recover, policy} ← {bench, scripts}, and the emulator beside them on the provider
 * alone. A folder not listed here (bench, scripts, tests, examples) imports what it needs.
 */
const MAY_IMPORT = {
  trafficPolicy: [],
  provider: ["trafficPolicy"],
  sdk: ["trafficPolicy", "provider"],
  cli: ["trafficPolicy", "provider", "sdk"],
  plugin: ["trafficPolicy", "provider", "sdk"],
  recover: ["trafficPolicy", "provider", "sdk"],
  policy: ["trafficPolicy", "provider", "sdk"],
  emulator: ["trafficPolicy", "provider"],
};
const LAYER_FOLDERS = new Set([...Object.keys(MAY_IMPORT), "bench", "scripts"]);

/** The layer folder a path of the tree is in (`dist/<folder>/…` is that folder's build), if any. */
function folderOf(file) {
  const parts = path.relative(ROOT, file).split(path.sep);
  if (parts[0] === ".." || path.isAbsolute(parts[0] ?? "")) return undefined;
  const top = parts[0] === "dist" ? parts[1] : parts[0];
  return LAYER_FOLDERS.has(top) ? top : undefined;
}

/** Refuses a relative import, of any kind (types too), that goes against the layers' direction. */
const direction = {
  meta: {
    type: "problem",
    docs: { description: "imports go down the layers: trafficPolicy ← provider ← sdk ← cli, plugin, recover, policy ← bench, scripts; emulator on provider" },
    schema: [],
    messages: { against: "{{from}}/ imports nothing from {{to}}/: move what both need into {{below}}/" },
  },
  create(context) {
    const from = folderOf(context.filename);
    const allowed = from === undefined ? undefined : MAY_IMPORT[from];
    if (allowed === undefined) return {};
    const check = (source) => {
      if (source?.type !== "Literal" || typeof source.value !== "string" || !source.value.startsWith(".")) return;
      const to = folderOf(path.resolve(path.dirname(context.filename), source.value));
      if (to !== undefined && to !== from && !allowed.includes(to)) context.report({ node: source, messageId: "against", data: { from, to, below: from === "trafficPolicy" ? "trafficPolicy" : "provider" } });
    };
    const isRequire = (node) => node.callee.type === "Identifier" && node.callee.name === "require";
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.source),
      TSExternalModuleReference: (node) => check(node.expression),
      CallExpression: (node) => isRequire(node) && check(node.arguments[0]),
    };
  },
};

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "**/node_modules/**", "coverage/**", ".tmp/**", "tests/**/programs/**/*.js"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { layers: { rules: { direction } } },
    rules: {
      eqeqeq: ["error", "always", { null: "ignore" }],
      "no-console": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "layers/direction": "error",
      // A trace's detail is a tagged template (``call.did`added ${name}` ``): its values are shown as secret marks say.
      "@typescript-eslint/no-unused-expressions": ["error", { allowTaggedTemplates: true }],
    },
  },
  {
    files: ["**/*.js", "**/*.cjs", "**/*.mjs"],
    languageOptions: { globals: { require: "readonly", module: "writable", process: "readonly", console: "readonly", __dirname: "readonly" } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
