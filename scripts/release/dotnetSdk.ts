// The .NET SDK as source: C# and its .csproj generated from the schema by Pulumi's .NET language
// host (pulumi-language-dotnet, built by scripts/install-languages.sh from scripts/dotnet-host).
// Not compiled here: no .NET SDK on this project's machines (docs/other-languages.md); `dotnet pack`
// in the folder makes the NuGet package where one is.
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { genSdk, languageHostsBin, releasedSchema, type SdkBuildOptions } from "./languageHosts";

/** Generates the .NET SDK into outDir (created if absent; pass a folder of its own); returns outDir, which holds the .csproj. */
export async function generateDotnetSdk(opts: SdkBuildOptions): Promise<string> {
  const log = opts.log ?? (() => undefined);
  const bin = await languageHostsBin(log);
  const schema = await releasedSchema(opts.schemaPath, opts.version);
  log(`dotnet: pulumi package gen-sdk --language dotnet (${schema.name} ${opts.version})`);
  const { dir, cleanup } = await genSdk(bin, schema, "dotnet");
  try {
    const csproj = (await fs.readdir(dir)).find((file) => file.endsWith(".csproj"));
    if (csproj === undefined) throw new Error(`pulumi-language-dotnet wrote no .csproj into ${dir}`);
    await fs.mkdir(opts.outDir, { recursive: true });
    await fs.cp(dir, opts.outDir, { recursive: true });
    log(`dotnet: wrote ${path.join(opts.outDir, csproj)} (source only: no .NET SDK here to build it)`);
    return opts.outDir;
  } finally {
    await cleanup();
  }
}
