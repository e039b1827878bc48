/**
 * bench-plugin-sdk: the classes a program uses to declare resources through the provider plugin
 * (plugin/), written from the plugin's schema (plugin/schema.json) as Pulumi's Node.js codegen
 * writes a provider's SDK: one `pulumi.CustomResource` per resource of the schema, named after its
 * class, with its type token; secret inputs passed as secrets, and every output declared (passed as
 * `undefined`), so the program registers the same outputs a generated SDK would. A Traffic Policy
 * given as an object is passed as its JSON text, the plugin's input type. Programs written for
 * pulumi-ingress (bench/scale.ts's mixedProgram) run over it unchanged, with `require("bench-plugin-sdk")`.
 */
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";

/** The part of a package schema the classes are written from. */
interface Schema {
  resources: Record<string, { inputProperties?: Record<string, { type?: string; secret?: boolean }>; properties?: Record<string, unknown> }>;
}

/** What each class needs of its resource: token, secret inputs, inputs typed as JSON text, outputs. */
const classFacts = (schema: Schema) =>
  Object.entries(schema.resources).map(([token, r]) => {
    const inputs = Object.entries(r.inputProperties ?? {});
    return {
      name: token.slice(token.lastIndexOf(":") + 1),
      token,
      secrets: inputs.filter(([, p]) => p.secret === true).map(([k]) => k),
      strings: inputs.filter(([, p]) => p.type === "string").map(([k]) => k),
      outputs: Object.keys(r.properties ?? {}),
    };
  });

const INDEX_HEAD = `"use strict";
const pulumi = require("@pulumi/pulumi");

/** A resource class over the plugin's token: secrets as secrets, outputs declared, objects given for text as JSON. */
function resourceClass(token, secrets, strings, outputs) {
  return class extends pulumi.CustomResource {
    constructor(name, args, opts) {
      const inputs = {};
      for (const [k, v] of Object.entries(args ?? {})) {
        inputs[k] = secrets.includes(k) ? pulumi.secret(v) : strings.includes(k) && v !== null && typeof v === "object" ? JSON.stringify(v) : v;
      }
      for (const o of outputs) if (!(o in inputs)) inputs[o] = undefined;
      super(token, name, inputs, opts);
    }
  };
}
`;

/** Writes the package, from the schema at `schemaFile`, into a new temporary folder and returns it. */
export async function writePluginSdk(schemaFile: string): Promise<string> {
  const schema = JSON.parse(await fs.readFile(schemaFile, "utf8")) as Schema;
  const classes = classFacts(schema);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "bench-plugin-sdk-"));
  const index = [
    INDEX_HEAD,
    ...classes.map((c) => `const ${c.name} = resourceClass(${[c.token, c.secrets, c.strings, c.outputs].map((x) => JSON.stringify(x)).join(", ")});`),
    `\nmodule.exports = { ${classes.map((c) => c.name).join(", ")} };\n`,
  ].join("\n");
  await fs.writeFile(path.join(dir, "package.json"), JSON.stringify({ name: "bench-plugin-sdk", version: "1.0.0", private: true, main: "index.js" }, null, 2));
  await fs.writeFile(path.join(dir, "index.js"), index);
  return dir;
}
