// The schema's resources: one per family of the registry, its inputs from the SDK's `<Class>Args`
// and its outputs from the class's `declare readonly` members.
import ts from "typescript";
import { FAMILY_NAMES } from "../../provider/families";
import { resourceToken } from "../../provider/tokens";
import { replaceMarks, secretMarks } from "./marks";
import { pascal, type PropertySpecs } from "./properties";
import type { SdkDeclarations } from "./sdk";
import type { PropertySpec, Schema } from "./types";

/** Every family's resource, by token, in registry order. */
export function resourcesOf(sdk: SdkDeclarations, specs: PropertySpecs): Schema["resources"] {
  const { checker, exported, doc } = sdk;
  const resources: Schema["resources"] = {};
  for (const family of FAMILY_NAMES) {
    const cls = exported.get(family);
    const args = exported.get(`${family}Args`);
    if (cls === undefined || args === undefined) throw new Error(`sdk/index.ts exports no ${family} and ${family}Args`);
    const secrets = secretMarks(family);
    const argProps = checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(args));
    const replaces = replaceMarks(family);
    const inputs: Record<string, PropertySpec> = {};
    const requiredInputs: string[] = [];
    for (const prop of argProps) {
      const spec = specs.propertyOf(prop, `${family}${pascal(prop.name)}`, secrets.inputs.filter((p) => p[0] === prop.name).map((p) => p.slice(1)));
      if (replaces.has(prop.name)) spec.replaceOnChanges = true;
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
      properties[symbol.name] = specs.propertyOf(symbol, `${family}${pascal(symbol.name)}`, secrets.outputs.has(symbol.name) ? [[]] : [], false);
      if (!specs.isNullable(checker.getTypeOfSymbol(symbol))) required.push(symbol.name);
    }
    // Empty lists left out, as Pulumi writes a schema back (`pulumi package get-schema`).
    resources[resourceToken(family)] = { description: doc(cls), inputProperties: inputs, ...(requiredInputs.length > 0 ? { requiredInputs } : {}), properties, ...(required.length > 0 ? { required } : {}) };
  }
  return resources;
}
