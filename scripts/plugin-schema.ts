// `npm run docs` writes plugin/schema.json, the package schema the provider plugin serves
// (`pulumi package get-schema`, and the other languages' SDKs generated from it), from what the
// package already states once:
// - the registry (provider/families.ts): which resources, their type tokens, their secret inputs
//   (the wire model's marks);
// - the SDK's declarations (sdk/*.ts), read with the TypeScript compiler: each class's `<Class>Args`
//   for the inputs, its `declare readonly` members for the outputs, their types, and their TSDoc
//   as descriptions; `Default: <literal>.` in a TSDoc gives the default, "Changing it replaces" /
//   "A change replaces" marks `replaceOnChanges`;
// - the SDK's lookups (plugin/src/functions.ts) as functions, their return types and TSDoc;
// - the provider's config (plugin/src/settings.ts).
// It is generated at docs time and committed rather than built into dist/: the TypeScript compiler
// is a development dependency, the file is what the other languages' SDKs are generated from (so it
// is reviewed in diffs like docs/api/), and tests/unit/pluginSchema.test.ts fails when it is stale.
import { readFileSync, writeFileSync } from "node:fs";
import * as path from "node:path";
import ts from "typescript";
import { VERSION } from "../provider/client/version";
import { FAMILY_NAMES, FAMILIES, secretInputs, secretOutputs } from "../provider/families";
import { LOOKUPS, functionToken } from "../plugin/src/functions";
import { CONFIG } from "../plugin/src/settings";
import { PACKAGE, resourceToken } from "../provider/tokens";

const ROOT = path.resolve(__dirname, "..");
export const SCHEMA_FILE = path.join(ROOT, "plugin", "schema.json");

/** A property of the schema (Pulumi's package schema, PropertySpec). */
export interface PropertySpec {
  type?: string;
  $ref?: string;
  items?: PropertySpec;
  additionalProperties?: PropertySpec;
  description?: string;
  secret?: boolean;
  default?: unknown;
  replaceOnChanges?: boolean;
}

export interface ObjectSpec {
  type: "object";
  description?: string;
  properties: Record<string, PropertySpec>;
  required?: string[];
}

interface EnumSpec {
  type: "string";
  description?: string;
  enum: { value: string }[];
}

export interface ResourceSpec {
  description: string;
  inputProperties: Record<string, PropertySpec>;
  requiredInputs?: string[];
  properties: Record<string, PropertySpec>;
  required?: string[];
}

export interface Schema {
  name: string;
  version: string;
  resources: Record<string, ResourceSpec>;
  types: Record<string, ObjectSpec | EnumSpec>;
  functions: Record<string, { description: string; inputs?: ObjectSpec; outputs: ObjectSpec }>;
  config: { variables: Record<string, PropertySpec> };
  provider: { description: string; inputProperties: Record<string, PropertySpec> };
  [key: string]: unknown;
}

const UTILITY_TYPES = ["Partial", "Required", "Readonly", "Pick", "Omit", "Record", "NonNullable"];
const ANY: PropertySpec = { $ref: "pulumi.json#/Any" };
const typeRef = (name: string): string => `#/types/${PACKAGE}:index:${name}`;
const pascal = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The schema, generated afresh from the sources. */
export function generateSchema(): Schema {
  const program = ts.createProgram([path.join(ROOT, "sdk", "index.ts")], { strict: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.CommonJS, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const index = program.getSourceFile(path.join(ROOT, "sdk", "index.ts"));
  if (index === undefined) throw new Error("sdk/index.ts not found");
  const moduleSymbol = checker.getSymbolAtLocation(index);
  if (moduleSymbol === undefined) throw new Error("sdk/index.ts has no module symbol");
  const exported = new Map(checker.getExportsOfModule(moduleSymbol).map((s) => [s.name, s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s]));
  const types: Schema["types"] = {};

  // TSDoc as Markdown: lines of a paragraph joined, `{@link X}` as `X`.
  const doc = (symbol: ts.Symbol): string =>
    ts
      .displayPartsToString(symbol.getDocumentationComment(checker))
      .replace(/\{@link\s+([^}|\s]+)(?:\s*\|?\s*([^}]*))?\}/g, (_, target: string, text: string | undefined) => `\`${text?.trim() || target}\``)
      .replace(/([^\n])\n(?!\n)/g, "$1 ")
      .trim();

  /**
   * The schema's name for the SDK type `own`. Pulumi's Python and Go code generators add `Args` to
   * every input type, so an SDK name ending in `Args` drops it (`BackendModuleArgs` becomes
   * `BackendModule`, `BackendModuleArgs` in Python); where the rest names another SDK type
   * (`CertificateManagementPolicy`, the outputs' shape), it ends in `Input` instead.
   */
  const schemaTypeName = (own: string): string => {
    if (!/.Args$/.test(own)) return own;
    const base = own.slice(0, -"Args".length);
    return exported.has(base) ? `${base}Input` : base;
  };

  /** Output<T> and OutputInstance<T>: values with `apply`; what they hold is what `get()` returns. */
  const outputValue = (type: ts.Type): ts.Type | undefined => {
    if (checker.getPropertyOfType(type, "apply") === undefined) return undefined;
    const get = checker.getPropertyOfType(type, "get");
    const signature = get && checker.getTypeOfSymbol(get).getCallSignatures()[0];
    return signature ? checker.getReturnTypeOfSignature(signature) : undefined;
  };
  const isPromise = (type: ts.Type): boolean => type.getSymbol()?.name === "Promise";

  /** The members of a union that a value may be: without null, undefined, promises and outputs (an Input<T> is T). */
  const plainMembers = (type: ts.Type): ts.Type[] => {
    const members = type.isUnion() ? type.types : [type];
    return members.filter((t) => !(t.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Void)) && !isPromise(t) && outputValue(t) === undefined);
  };

  function enumOf(values: string[], name: string, description: string): PropertySpec {
    types[`${PACKAGE}:index:${name}`] ??= { type: "string", ...(description ? { description } : {}), enum: values.map((value) => ({ value })) };
    return { $ref: typeRef(name) };
  }

  function objectOf(type: ts.Type, name: string, secrets: readonly (readonly string[])[]): PropertySpec {
    const key = `${PACKAGE}:index:${name}`;
    if (types[key] === undefined) {
      const spec: ObjectSpec = { type: "object", properties: {}, required: [] };
      types[key] = spec;
      const symbolDoc = type.aliasSymbol ? doc(type.aliasSymbol) : type.getSymbol() ? doc(type.getSymbol() as ts.Symbol) : "";
      if (symbolDoc) spec.description = symbolDoc;
      for (const prop of checker.getPropertiesOfType(type)) {
        const here = secrets.filter((p) => p[0] === prop.name).map((p) => p.slice(1));
        const p = propertyOf(prop, `${name}${pascal(prop.name)}`, here);
        if (p === undefined) continue;
        spec.properties[prop.name] = p;
        if (!(prop.flags & ts.SymbolFlags.Optional) && !isNullable(checker.getTypeOfSymbol(prop))) spec.required?.push(prop.name);
      }
      if (spec.required?.length === 0) delete spec.required;
    }
    return { $ref: typeRef(name) };
  }

  const isNullable = (type: ts.Type): boolean => {
    const t = outputValue(type) ?? type;
    return t.isUnion() && t.types.some((m) => m.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined));
  };

  /** A type as the schema says it; `name` names an object or enum type that has no name of its own. */
  function specOf(type: ts.Type, name: string, secrets: readonly (readonly string[])[]): PropertySpec {
    const held = outputValue(type);
    if (held !== undefined) return specOf(held, name, secrets);
    // Input<T> is T, by T's own name when it has one.
    const inner = type.aliasSymbol?.name === "Input" ? type.aliasTypeArguments?.[0] : undefined;
    if (inner !== undefined) return specOf(inner, name, secrets);
    const members = plainMembers(type);
    if (members.length === 0) return ANY;
    if (members.every((m) => m.flags & ts.TypeFlags.BooleanLiteral)) return { type: "boolean" };
    if (members.every((m) => m.isStringLiteral())) {
      const values = members.map((m) => (m as ts.StringLiteralType).value);
      return values.length === 1 ? { type: "string" } : enumOf(values, type.aliasSymbol?.name ?? name, type.aliasSymbol ? doc(type.aliasSymbol) : "");
    }
    // A document or its text (a Traffic Policy): the plugin takes the text, as the SDK passes it.
    if (members.length > 1 && members.some((m) => m.flags & ts.TypeFlags.String) && members.every((m) => m.flags & (ts.TypeFlags.String | ts.TypeFlags.Object))) return { type: "string" };
    if (members.length > 1) {
      // A union of inputs that all unwrap to one type (`T | Input<T>[]` is not one) is that type; any other union is Any.
      const specs = members.map((m) => JSON.stringify(specOf(m, name, secrets)));
      return specs.every((s) => s === specs[0]) ? (JSON.parse(specs[0] as string) as PropertySpec) : ANY;
    }
    const t = members[0] as ts.Type;
    // A resource of the program (a Vault) reaches the plugin as what the SDK passes for it, its name: a string.
    if (checker.getPropertyOfType(t, "urn") !== undefined && checker.getPropertyOfType(t, "getProvider") !== undefined) return { type: "string" };
    if (t.flags & (ts.TypeFlags.String | ts.TypeFlags.StringLiteral | ts.TypeFlags.TemplateLiteral)) return { type: "string" };
    if (t.flags & (ts.TypeFlags.Number | ts.TypeFlags.NumberLiteral)) return { type: "number" };
    if (t.flags & (ts.TypeFlags.Boolean | ts.TypeFlags.BooleanLiteral)) return { type: "boolean" };
    if (t.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return ANY;
    if (checker.isArrayType(t) || checker.isTupleType(t)) {
      const element = checker.getTypeArguments(t as ts.TypeReference)[0];
      return { type: "array", items: element ? specOf(element, name, secrets) : ANY };
    }
    const stringIndex = checker.getIndexTypeOfType(t, ts.IndexKind.String);
    if (stringIndex !== undefined && checker.getPropertiesOfType(t).length === 0) return { type: "object", additionalProperties: specOf(stringIndex, name, []) };
    if ((t.flags & ts.TypeFlags.Object || t.isIntersection()) && checker.getPropertiesOfType(t).length > 0 && t.getCallSignatures().length === 0) {
      const own = t.aliasSymbol?.name ?? t.getSymbol()?.name;
      // TypeScript's utility types (`Partial<…>`) name no type of ours.
      return objectOf(t, own && !own.startsWith("__") && !UTILITY_TYPES.includes(own) ? schemaTypeName(own) : name, secrets);
    }
    if (t.flags & ts.TypeFlags.Object && checker.getPropertiesOfType(t).length === 0) return { type: "object", additionalProperties: ANY };
    return ANY;
  }

  /** A member's property spec: its type, its TSDoc, its secret mark, its default and whether a change replaces. */
  function propertyOf(prop: ts.Symbol, name: string, secrets: readonly (readonly string[])[], input = true): PropertySpec | undefined {
    const spec: PropertySpec = { ...specOf(checker.getTypeOfSymbol(prop), name, secrets) };
    const description = doc(prop);
    if (description) spec.description = description;
    if (secrets.some((p) => p.length === 0)) spec.secret = true;
    if (input) {
      const d = /(?:^|\s)Default: (`[^`]*`|true|false|-?\d+(?:\.\d+)?)\.(?:\s|$)/.exec(description)?.[1];
      if (d !== undefined) {
        const text = d.startsWith("`") ? d.slice(1, -1) : d;
        const value: unknown = spec.type === "string" ? text : /^(true|false|-?\d+(\.\d+)?)$/.test(text) ? JSON.parse(text) : undefined;
        if (value !== undefined && (spec.type === typeof value || (spec.type === "integer" && typeof value === "number"))) spec.default = value;
      }
      if (/\b(?:Changing it|A change) replaces\b/.test(description)) spec.replaceOnChanges = true;
    }
    return spec;
  }

  const resources: Schema["resources"] = {};
  for (const family of FAMILY_NAMES) {
    const cls = exported.get(family);
    const args = exported.get(`${family}Args`);
    if (cls === undefined || args === undefined) throw new Error(`sdk/index.ts exports no ${family} and ${family}Args`);
    const secrets = secretInputs(FAMILIES[family]);
    const inputs: Record<string, PropertySpec> = {};
    const requiredInputs: string[] = [];
    for (const prop of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(args))) {
      const spec = propertyOf(prop, `${family}${pascal(prop.name)}`, secrets.filter((p) => p[0] === prop.name).map((p) => p.slice(1)));
      if (spec === undefined) continue;
      inputs[prop.name] = spec;
      if (!(prop.flags & ts.SymbolFlags.Optional)) requiredInputs.push(prop.name);
    }
    const properties: Record<string, PropertySpec> = {};
    const required: string[] = [];
    const declaration = cls.valueDeclaration;
    if (declaration === undefined || !ts.isClassDeclaration(declaration)) throw new Error(`${family} is not a class`);
    for (const member of declaration.members) {
      if (!ts.isPropertyDeclaration(member) || !member.modifiers?.some((m) => m.kind === ts.SyntaxKind.DeclareKeyword)) continue;
      const symbol = checker.getSymbolAtLocation(member.name);
      if (symbol === undefined) continue;
      // An output is secret when its input is (the engine keeps it so, by the same top-level key), or when the family's item marks it (a token).
      const outputSecrets = [...secrets, ...secretOutputs(FAMILIES[family])];
      const spec = propertyOf(symbol, `${family}${pascal(symbol.name)}`, outputSecrets.filter((p) => p.length === 1 && p[0] === symbol.name).map(() => []), false);
      if (spec === undefined) continue;
      properties[symbol.name] = spec;
      if (!isNullable(checker.getTypeOfSymbol(symbol))) required.push(symbol.name);
    }
    // Empty lists left out, as Pulumi writes a schema back (`pulumi package get-schema`).
    resources[resourceToken(family)] = { description: doc(cls), inputProperties: inputs, ...(requiredInputs.length > 0 ? { requiredInputs } : {}), properties, ...(required.length > 0 ? { required } : {}) };
  }

  const functions: Schema["functions"] = {};
  for (const lookup of LOOKUPS) {
    const fn = exported.get(lookup.name);
    const signature = fn && checker.getTypeOfSymbol(fn).getCallSignatures()[0];
    if (fn === undefined || signature === undefined) throw new Error(`sdk/index.ts exports no function ${lookup.name}`);
    const returned = checker.getReturnTypeOfSignature(signature);
    const value = checker.getTypeArguments(returned as ts.TypeReference)[0] ?? returned;
    const paramDoc = (i: number) => {
      const p = signature.getParameters()[i];
      // `@param id - The edge's id`: the text after the dash.
      return p ? doc(p).replace(/^-\s*/, "") : "";
    };
    const options = signature.getParameters()[lookup.byId ? 1 : 0];
    // A lookup whose options take a `filter` (FilteredLookupOptions) takes it as an input, with its TSDoc.
    const filter = options && checker.getTypeOfSymbol(options).getNonNullableType().getProperty("filter");
    const inputs: ObjectSpec = lookup.byId
      ? { type: "object", properties: { id: { type: "string", description: paramDoc(0) } }, required: ["id"] }
      : {
          type: "object",
          properties: {
            pageSize: { type: "integer", description: "Items per page requested while walking the list, a whole number from 1 to 100; every page is read whatever its size. Default: 100." },
            ...(filter ? { filter: { type: "string", description: doc(filter) } } : {}),
          },
        };
    const result = specOf(value, `${pascal(lookup.name)}Result`, []);
    const outputs: ObjectSpec = lookup.byId
      ? { type: "object", properties: { item: { ...result, description: "The item read." } }, required: ["item"] }
      : { type: "object", properties: { items: { ...result, description: "Every item, newest first." } }, required: ["items"] };
    functions[functionToken(lookup.name)] = { description: doc(fn), inputs, outputs };
  }

  const config = Object.fromEntries(CONFIG.map((c) => [c.name, { type: "string", description: c.description, ...(c.secret ? { secret: true } : {}) }]));
  return {
    name: PACKAGE,
    displayName: "ingress",
    version: VERSION,
    description: "The ingress Management API (edges and cloud endpoints) as a Pulumi provider: every resource of pulumi-ingress, each checked before any call.",
    license: "Apache-2.0",
    keywords: ["pulumi", "ingress", "category/network", "kind/native"],
    meta: { moduleFormat: "(.*)" },
    language: {
      nodejs: { packageName: "@pulumi-ingress/ingress", dependencies: { "@pulumi/pulumi": "^3.139.0" } },
      python: { packageName: "pulumi_ingress", requires: { pulumi: ">=3.139.0,<4.0.0" }, respectSchemaVersion: true },
      go: { importBasePath: "github.com/pulumi-ingress/pulumi-ingress/sdk/go/ingress", generateResourceContainerTypes: false, respectSchemaVersion: true },
      csharp: { rootNamespace: "PulumiIngress", packageReferences: { Pulumi: "3.*" } },
    },
    config: { variables: config },
    provider: { description: "The ingress provider: the API key and base URL it calls the service with (else the environment's INGRESS_API_KEY and INGRESS_BASE_URL).", inputProperties: config },
    resources,
    types: Object.fromEntries(Object.entries(types).sort(([a], [b]) => a.localeCompare(b))),
    functions,
  };
}

export const schemaText = (schema: Schema): string => `${JSON.stringify(schema, null, 2)}\n`;

if (require.main === module) {
  const text = schemaText(generateSchema());
  if (readFileSync(SCHEMA_FILE, "utf8") !== text) {
    writeFileSync(SCHEMA_FILE, text);
    console.log(`plugin/schema.json: written from the registry, the wire model and the SDK's TSDoc`);
  }
}
