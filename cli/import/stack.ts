/**
 * What the import reads through the Pulumi CLI, in a project's folder: the stack's config (the
 * API key and base URL, as the provider would see them) and, with `--stack`, what the stack
 * already manages. Outside a project the environment alone gives the settings.
 */
import { existsSync } from "node:fs";
import * as path from "node:path";
import type { ConfigSource } from "../../provider/process/settings";
import { held } from "../../provider/stack/checkpoint";
import { pulumiOutput, type PulumiCli } from "../../provider/stack/pulumiCli";
import type { StackHolding } from "./plan";

const PROJECT_FILES = ["Pulumi.yaml", "Pulumi.yml", "Pulumi.json"];

/** The Pulumi project folder `dir` is in (the nearest one holding a Pulumi.yaml), if any. */
export function projectFolder(dir: string): string | undefined {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    if (PROJECT_FILES.some((f) => existsSync(path.join(d, f)))) return d;
    if (path.dirname(d) === d) return undefined;
  }
}

/**
 * The stack's config (`pulumi config --json --show-secrets`), or undefined when the project has
 * no stack selected and none is named, so that the environment gives the settings.
 */
export async function stackConfig(cli: PulumiCli): Promise<ConfigSource | undefined> {
  let text: string;
  try {
    text = await pulumiOutput(cli, ["config", "--json", "--show-secrets"]);
  } catch (e) {
    if (cli.stack === undefined && /no stack (is )?selected/i.test(String((e as Error).message))) return undefined;
    throw e;
  }
  const config = JSON.parse(text) as Record<string, { value?: unknown }>;
  return { get: (key) => (typeof config[key]?.value === "string" ? (config[key].value as string) : undefined) };
}

/** The ids and logical names of the stack's resources of this package (`pulumi stack export`, secrets left encrypted). */
export async function stackHolding(cli: PulumiCli): Promise<StackHolding> {
  const { ids, urns } = held(JSON.parse(await pulumiOutput(cli, ["stack", "export"])));
  return { ids, names: new Set([...urns].map((urn) => urn.slice(urn.lastIndexOf("::") + 2))) };
}
