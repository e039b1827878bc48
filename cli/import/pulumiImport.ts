/**
 * `pulumi-ingress import --format pulumi-import`: the account as a file for Pulumi's own
 * `pulumi import --file F`, which adopts each resource through the provider plugin (plugin/,
 * docs/plugin.md): its type token, the name the TypeScript program would give it, and its id. The
 * plugin reads each by id and returns the inputs that program would declare, so the resources are
 * the same either way; the order is the program's (what a resource points at comes first).
 */
import { resourceToken } from "../../provider/tokens";
import type { Program } from "./plan";

/** Pulumi's import file (`pulumi import --file`): one entry per resource. */
export interface ImportFile {
  resources: { type: string; name: string; id: string }[];
}

export function importFile(program: Program): ImportFile {
  return { resources: program.declarations.map((d) => ({ type: resourceToken(d.kind), name: d.name, id: d.id })) };
}

/** The lines after the file: the secrets the service never returns, which `pulumi import` cannot put in the inputs. */
export function importFileNotes(program: Program): string[] {
  const secrets = program.declarations.flatMap((d) => d.secrets.filter((s) => !s.onService));
  return secrets.length === 0
    ? []
    : [
        `the service does not return ${secrets.length === 1 ? "this secret" : `these ${secrets.length} secrets`}, so pulumi import leaves ${secrets.length === 1 ? "it" : "them"} out of the inputs; the program that declares the resource supplies ${secrets.length === 1 ? "it" : "each"}:`,
        ...secrets.map((s) => `  ${s.what}`),
      ];
}
