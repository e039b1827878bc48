/**
 * bench-noop, the engine's floor for the bench: pulumi-ingress's resource classes, one per family
 * of the registry with the same name and token, over dynamic providers that do no I/O, laid out
 * like pulumi-ingress (classes, singleton providers, implementation modules). Written from the
 * registry, so a new family has its twin without a line here.
 */
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { FAMILIES, FAMILY_NAMES, secretInputs } from "../provider/families";

// What the providers do: nothing but echo. Ids are counters, unique within a provider process.
const IMPL = `"use strict";
let next = 0;
module.exports = {
  check: async (_olds, news) => ({ inputs: news }),
  diff: async (_id, olds, news) => ({ changes: JSON.stringify(olds) !== JSON.stringify(news) }),
  create: async (inputs) => ({ id: \`noop-\${process.pid}-\${next++}\`, outs: inputs }),
  read: async (id, props) => ({ id, props }),
  update: async (_id, _olds, news) => ({ outs: news }),
  delete: async () => undefined,
};
`;

// A provider object: each method a one-line call into impl.js, as pulumi-ingress's providers do.
const PROVIDER = `"use strict";
const impl = require("../impl");
module.exports = {
  check: (olds, news) => impl.check(olds, news),
  diff: (id, olds, news) => impl.diff(id, olds, news),
  create: (inputs) => impl.create(inputs),
  read: (id, props) => impl.read(id, props),
  update: (id, olds, news) => impl.update(id, olds, news),
  delete: (id, props) => impl.delete(id, props),
};
`;

/** A class's source: its top-level secret inputs made secret, as the SDK does. */
function classSource(type: string): string {
  const secrets = secretInputs(FAMILIES[type as keyof typeof FAMILIES]).filter((p) => p.length === 1).map((p) => p[0] as string);
  const args = secrets.length === 0 ? "args" : `{ ...args, ${secrets.map((s) => `${s}: pulumi.secret(args.${s})`).join(", ")} }`;
  return `class ${type} extends pulumi.dynamic.Resource {
  constructor(name, args, opts) {
    super(require("./providers/${type}"), name, ${args}, opts, "ingress", "${type}");
  }
}
`;
}

/** Writes the package into a new temporary folder and returns it. */
export async function writeNoopPackage(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "bench-noop-"));
  await fs.mkdir(path.join(dir, "providers"));
  const files: Record<string, string> = {
    "package.json": JSON.stringify({ name: "bench-noop", version: "1.0.0", private: true, main: "index.js" }, null, 2),
    "impl.js": IMPL,
    "index.js": `"use strict";\nconst pulumi = require("@pulumi/pulumi");\n\n${FAMILY_NAMES.map(classSource).join("\n")}\nmodule.exports = { ${FAMILY_NAMES.join(", ")} };\n`,
    ...Object.fromEntries(FAMILY_NAMES.map((type) => [path.join("providers", `${type}.js`), PROVIDER])),
  };
  for (const [name, text] of Object.entries(files)) await fs.writeFile(path.join(dir, name), text);
  return dir;
}
