// The schema's functions: the SDK's lookups (plugin/src/functions.ts), their inputs, return types and TSDoc.
import type ts from "typescript";
import { LOOKUPS, functionToken } from "../../plugin/src/functions";
import { pascal, type PropertySpecs } from "./properties";
import type { SdkDeclarations } from "./sdk";
import type { ObjectSpec, Schema } from "./types";

/** Every lookup's function, by token. */
export function functionsOf(sdk: SdkDeclarations, specs: PropertySpecs): Schema["functions"] {
  const { checker, exported, doc } = sdk;
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
    const result = specs.specOf(value, `${pascal(lookup.name)}Result`, []);
    const outputs: ObjectSpec = lookup.byId
      ? { type: "object", properties: { item: { ...result, description: "The item read." } }, required: ["item"] }
      : { type: "object", properties: { items: { ...result, description: "Every item, newest first." } }, required: ["items"] };
    functions[functionToken(lookup.name)] = { description: doc(fn), inputs, outputs };
  }
  return functions;
}
