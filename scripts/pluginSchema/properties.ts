// TypeScript types as the schema says them: a property's spec (its type, TSDoc, secret mark and
// default), and the object and enum types it names, collected into the schema's `types`.
import ts from "typescript";
import { PACKAGE } from "../../provider/tokens";
import type { SdkDeclarations } from "./sdk";
import type { EnumSpec, ObjectSpec, PropertySpec, Schema, SecretPaths } from "./types";

const UTILITY_TYPES = ["Partial", "Required", "Readonly", "Pick", "Omit", "Record", "NonNullable"];
const ANY: PropertySpec = { $ref: "pulumi.json#/Any" };
const typeRef = (name: string): string => `#/types/${PACKAGE}:index:${name}`;

/** `tlsCertificate` as `TlsCertificate`: a property's name within a type's name. */
export const pascal = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** What turns the SDK's types into the schema's, with the object and enum types named on the way. */
export interface PropertySpecs {
  /** A type as the schema says it; `name` names an object or enum type that has no name of its own. */
  specOf(type: ts.Type, name: string, secrets: SecretPaths): PropertySpec;
  /**
   * A member's property spec: its type, its TSDoc, its secret mark (an empty path in `secrets`) and,
   * for an input, its default (`Default: <literal>.` in its TSDoc).
   */
  propertyOf(prop: ts.Symbol, name: string, secrets: SecretPaths, input?: boolean): PropertySpec;
  /** Whether a value of the type may be null or undefined (an output's or a type's property is then not required). */
  isNullable(type: ts.Type): boolean;
  /** The object and enum types named so far, by token, sorted as the schema lists them. */
  types(): Schema["types"];
}

/** The property specs of the SDK's types. */
export function propertySpecs(sdk: SdkDeclarations): PropertySpecs {
  const { checker, exported, doc } = sdk;
  const types: Record<string, ObjectSpec | EnumSpec> = {};

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

  const isNullable = (type: ts.Type): boolean => {
    const t = outputValue(type) ?? type;
    return t.isUnion() && t.types.some((m) => m.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined));
  };

  function enumOf(values: string[], name: string, description: string): PropertySpec {
    types[`${PACKAGE}:index:${name}`] ??= { type: "string", ...(description ? { description } : {}), enum: values.map((value) => ({ value })) };
    return { $ref: typeRef(name) };
  }

  function objectOf(type: ts.Type, name: string, secrets: SecretPaths): PropertySpec {
    const key = `${PACKAGE}:index:${name}`;
    if (types[key] === undefined) {
      const spec: ObjectSpec = { type: "object", properties: {}, required: [] };
      types[key] = spec;
      const symbolDoc = type.aliasSymbol ? doc(type.aliasSymbol) : type.getSymbol() ? doc(type.getSymbol() as ts.Symbol) : "";
      if (symbolDoc) spec.description = symbolDoc;
      for (const prop of checker.getPropertiesOfType(type)) {
        const here = secrets.filter((p) => p[0] === prop.name).map((p) => p.slice(1));
        spec.properties[prop.name] = propertyOf(prop, `${name}${pascal(prop.name)}`, here);
        if (!(prop.flags & ts.SymbolFlags.Optional) && !isNullable(checker.getTypeOfSymbol(prop))) spec.required?.push(prop.name);
      }
      if (spec.required?.length === 0) delete spec.required;
    }
    return { $ref: typeRef(name) };
  }

  function specOf(type: ts.Type, name: string, secrets: SecretPaths): PropertySpec {
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

  function propertyOf(prop: ts.Symbol, name: string, secrets: SecretPaths, input = true): PropertySpec {
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
    }
    return spec;
  }

  return { specOf, propertyOf, isNullable, types: () => Object.fromEntries(Object.entries(types).sort(([a], [b]) => a.localeCompare(b))) };
}
