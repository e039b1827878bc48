// The .NET SDK as source: C# and its .csproj generated from the schema by Pulumi's .NET language
// host (pulumi-language-dotnet, which `scripts/install-languages.sh --sdk-hosts` builds from
// scripts/dotnet-host).
// Not compiled here: no .NET SDK on this project's machines (docs/other-languages.md); `dotnet pack`
// in the folder makes the NuGet package where one is.
import { execFileSync } from "node:child_process";
import { promises as fs } from "node:fs";
import * as http from "node:http";
import type { AddressInfo } from "node:net";
import * as path from "node:path";
import { genSdk, languageHostsBin, releasedSchema, REPO_ROOT, type Schema, type SdkBuildOptions } from "./languageHosts";

/**
 * The repository's file that the schema's logoUrl points at (the tracked file whose path ends the
 * URL's path), if any: the .NET generator downloads the logo into the package (logo.png), and this
 * machine reaches no web site, so the logo is served to it from here.
 */
function localLogo(logoUrl: string | undefined): string | undefined {
  if (logoUrl === undefined) return undefined;
  const urlPath = decodeURIComponent(new URL(logoUrl).pathname);
  const tracked = execFileSync("git", ["ls-files"], { cwd: REPO_ROOT, encoding: "utf8" }).split("\n");
  const matches = tracked.filter((file) => file !== "" && urlPath.endsWith(`/${file}`)).sort((a, b) => b.length - a.length);
  return matches[0] === undefined ? undefined : path.join(REPO_ROOT, matches[0]);
}

/** Serves `file` (or 404 without one) on loopback while `work` runs, at the URL given to it. */
async function servingLogo<T>(file: string | undefined, work: (url: string) => Promise<T>): Promise<T> {
  const body = file === undefined ? undefined : await fs.readFile(file);
  const server = http.createServer((_, res) => {
    res.writeHead(body === undefined ? 404 : 200, { "content-type": "image/png" });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    return await work(`http://127.0.0.1:${(server.address() as AddressInfo).port}/logo.png`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** Takes the icon out of a package that has none: logo.png (what the 404 answered) and the .csproj's two mentions of it. */
async function dropLogo(dir: string, csproj: string): Promise<void> {
  await fs.rm(path.join(dir, "logo.png"), { force: true });
  const file = path.join(dir, csproj);
  const text = await fs.readFile(file, "utf8");
  const without = text.replace(/\n\s*<PackageIcon>logo\.png<\/PackageIcon>/, "").replace(/\n\s*<ItemGroup>\s*<None Include="logo\.png">[\s\S]*?<\/None>\s*<\/ItemGroup>\n/, "\n");
  if (without.includes("logo.png")) throw new Error(`${file} still names logo.png after taking the icon out (has the .NET generator changed?)`);
  await fs.writeFile(file, without);
}

/** Generates the .NET SDK into outDir (created if absent; pass a folder of its own); returns outDir, which holds the .csproj. */
export async function generateDotnetSdk(opts: SdkBuildOptions): Promise<string> {
  const log = opts.log ?? (() => undefined);
  const bin = await languageHostsBin(log);
  const schema = await releasedSchema(opts.schemaPath, opts.version);
  log(`dotnet: pulumi package gen-sdk --language dotnet (${schema.name} ${opts.version})`);
  const logo = localLogo(schema.logoUrl);
  if (logo === undefined) log(`dotnet: no file of this repository at the schema's logoUrl (${schema.logoUrl ?? "none"}): the package has no icon`);
  // The generator downloads the logo; it gets the repository's file from loopback, the schema keeps its logoUrl.
  // The release's version in the package (<Version>, version.txt, pulumi-plugin.json), as the Python and Go sections ask.
  const csharp = { ...schema.language?.["csharp"], respectSchemaVersion: true };
  const generated = { ...schema, language: { ...schema.language, csharp } } satisfies Schema;
  const { dir, cleanup } = await servingLogo(logo, (url) => genSdk(bin, { ...generated, logoUrl: url }, "dotnet"));
  try {
    const csproj = (await fs.readdir(dir)).find((file) => file.endsWith(".csproj"));
    if (csproj === undefined) throw new Error(`pulumi-language-dotnet wrote no .csproj into ${dir}`);
    if (logo === undefined) await dropLogo(dir, csproj);
    await fs.mkdir(opts.outDir, { recursive: true });
    await fs.cp(dir, opts.outDir, { recursive: true });
    log(`dotnet: wrote ${path.join(opts.outDir, csproj)} (source only: no .NET SDK here to build it)`);
    return opts.outDir;
  } finally {
    await cleanup();
  }
}
