/**
 * YAML programs of the plugin's resources, written from the families' lifecycle declarations
 * (tests/lifecycle/families/<Class>.ts): one resource of each family given, by type token, so a new
 * family is in them with no edit here.
 */
import { stringify } from "yaml";
import { LIFECYCLE_FAMILIES } from "../lifecycle/families/all";

/** What a declaration's `resources.<Family>.id` stands for: the YAML reference `${<name>.id}`. */
class Ref {
  constructor(readonly name: string) {}
}

/** A YAML value: references as `${name.id}`, other strings with `${` escaped as `$${` (YAML's own interpolation). */
function yamlValue(v: unknown): unknown {
  if (v instanceof Ref) return `\${${v.name}.id}`;
  if (typeof v === "string") return v.replaceAll("${", "$${");
  if (Array.isArray(v)) return v.map(yamlValue);
  if (v !== null && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, yamlValue(x)]));
  return v;
}

export interface Declared {
  /** The resource's name in the program, by family. */
  names: Record<string, string>;
  /** The program's resources, by name. */
  resources: Record<string, { type: string; properties: Record<string, unknown>; options?: Record<string, unknown> }>;
  /** The plain inputs, by family, as the declarations gave them (files read). */
  inputs: Record<string, Record<string, unknown>>;
}

/**
 * The lifecycle declarations of `families` run with an `ingress` whose classes record their name
 * and inputs: a file read is `fn::readFile`, a Traffic Policy object is `fn::toJSON` (the plugin
 * takes its text, as tests/support/plugin.ts passes it), a resource's id a reference.
 */
export function declare(description: string, files: Record<string, string>, families: readonly { declare: (description: string) => string }[] = LIFECYCLE_FAMILIES): Declared {
  const out: Declared = { names: {}, resources: {}, inputs: {} };
  const ingress = new Proxy({}, {
    get: (_, type) =>
      function (name: string, args: Record<string, unknown>) {
        const family = String(type);
        const properties: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(args)) {
          const read = v !== null && typeof v === "object" && "file" in v ? (v as { file: string }).file : undefined;
          if (read !== undefined) properties[k] = { "fn::readFile": `./${read}` };
          else if (k === "trafficPolicy" && v !== null && typeof v === "object") properties[k] = { "fn::toJSON": yamlValue(v) };
          else properties[k] = yamlValue(v);
        }
        out.names[family] = name;
        out.resources[name] = { type: `ingress:index:${family}`, properties };
        out.inputs[family] = Object.fromEntries(Object.entries(args).map(([k, v]) => [k, v !== null && typeof v === "object" && "file" in v ? files[(v as { file: string }).file] : v]));
        return { id: new Ref(name) };
      },
  });
  const read = (file: string) => ({ file });
  new Function("ingress", "read", "resources", families.map((f) => f.declare(description)).join("\n"))(ingress, read, {});
  return out;
}

/** The Pulumi.yaml of project `name` declaring `declared` through the plugin in `pluginDir`, each resource's id an output named after its family. */
export const yamlProgram = (name: string, pluginDir: string, declared: Pick<Declared, "names" | "resources">): string =>
  stringify({
    name,
    runtime: "yaml",
    plugins: { providers: [{ name: "ingress", path: pluginDir }] },
    resources: declared.resources,
    outputs: Object.fromEntries(Object.entries(declared.names).map(([family, name]) => [family, `\${${name}.id}`])),
  });
