// A release: every file users install the package from, in one folder, as a GitHub release
// page serves them (docs/development.md, "Releases"):
//   pulumi-resource-ingress-v<ver>-<os>-<arch>.tar.gz  the plugin, one per target (pluginArchives.ts)
//   schema.json                                       the schema, with the version and pluginDownloadURL
//   pulumi_ingress-<ver>-py3-none-any.whl, pulumi_ingress-<ver>.tar.gz   the Python SDK
//   sdk/go/                                           the Go module (go.mod at its root)
//   goproxy/<module>/@v/v<ver>.{info,mod,zip}, list    the same module as a module proxy serves it
//   java/, dotnet/                                    the Java artifact and the .NET source (javaSdk.ts, dotnetSdk.ts)
//   RELEASE_NOTES.md                                  CHANGELOG.md's section of the version
//   SHA256SUMS                                        every other file's checksum
// Each step logs one line when it is done (what it made and how long it took); a failure stops
// the release with the step's name and the exact error.
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { releaseNotes } from "./changelog";
import { writeChecksums } from "./checksums";
import { schemaWith } from "../plugin-schema";
import { generateDotnetSdk } from "./dotnetSdk";
import { buildGoSdk } from "./goSdk";
import { buildJavaSdk } from "./javaSdk";
import { REPO_ROOT, runTool } from "./languageHosts";
import { buildPluginArchives } from "./pluginArchives";
import type { PluginTarget } from "./targets";
import { buildPythonSdk } from "./pythonSdk";
import { generateSdkSources } from "./sdkSources";

/** The SDK packages a release holds. */
export const SDK_LANGUAGES = ["python", "go", "java", "dotnet"] as const;
export type SdkLanguage = (typeof SDK_LANGUAGES)[number];

const SCHEMA_FILE = "schema.json";
const NOTES_FILE = "RELEASE_NOTES.md";
/** The Go module's folder in the release, as in the repository (its tag: sdk/go/v<ver>). */
const GO_MODULE_DIR = path.join("sdk", "go");
export const GO_PROXY_DIR = "goproxy";

export interface ReleaseOptions {
  /** The release folder; emptied first. */
  outDir: string;
  /** The schema's pluginDownloadURL, where the engine fetches the plugin archives from (default: the schema's, the repository's releases). */
  pluginDownloadUrl?: string;
  /** The plugin targets to build (default: every one pluginArchives.ts knows). */
  targets?: readonly PluginTarget[];
  /** The SDK packages to build (default: all). */
  sdks?: readonly SdkLanguage[];
  /** Where each step's line goes (default: stderr). */
  log?: (line: string) => void;
  /** A folder of plugin executables built before, reused when their sources are the same (pluginArchives.ts); none by default. */
  pluginCache?: string;
}

export interface Release {
  version: string;
  outDir: string;
  pluginDownloadUrl: string;
  /** Every file of the release, by its path relative to outDir, SHA256SUMS last. */
  files: string[];
}

/** The package's version: package.json's, which the schema and every SDK take. */
async function packageVersion(): Promise<string> {
  const pkg = JSON.parse(await fs.readFile(path.join(REPO_ROOT, "package.json"), "utf8")) as { version?: unknown };
  if (typeof pkg.version !== "string") throw new Error("package.json has no version");
  return pkg.version;
}

/** The Go module path of the schema (language.go.modulePath). */
function goModulePath(schema: { [key: string]: unknown }): string {
  const go = (schema.language as { go?: { modulePath?: unknown } } | undefined)?.go;
  if (typeof go?.modulePath !== "string") throw new Error("the schema has no language.go.modulePath: the Go module's path comes from it");
  return go.modulePath;
}

/** The time of the release's commit (the Go module version's time), or now outside a git checkout. */
async function commitTime(): Promise<string> {
  const iso = await runTool("git", ["log", "-1", "--format=%cI"], { cwd: REPO_ROOT }).catch(() => "");
  return iso.trim() === "" ? new Date().toISOString().replace(/\.\d+Z$/, "Z") : new Date(iso.trim()).toISOString().replace(/\.\d+Z$/, "Z");
}

const seconds = (since: number): string => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Builds the release into `options.outDir` (see the top of this file). */
export async function buildRelease(options: ReleaseOptions): Promise<Release> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const outDir = path.resolve(options.outDir);
  const sdks = new Set(options.sdks ?? SDK_LANGUAGES);
  const version = await packageVersion();
  const rel = (file: string): string => path.relative(outDir, file);
  const step = async <T>(name: string, work: () => Promise<T>, done: (result: T) => string): Promise<T> => {
    const start = Date.now();
    try {
      const result = await work();
      log(`release: ${name}: ${done(result)} (${seconds(start)})`);
      return result;
    } catch (e) {
      throw new Error(`release: ${name} failed: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    }
  };

  await fs.rm(outDir, { recursive: true, force: true });
  await fs.mkdir(outDir, { recursive: true });
  // Generated sources and build leftovers, outside the release folder.
  const work = await fs.mkdtemp(path.join(path.dirname(outDir), `.${path.basename(outDir)}-work-`));
  try {
    await step("release notes", async () => {
      const file = path.join(outDir, NOTES_FILE);
      await fs.writeFile(file, `${await releaseNotes(path.join(REPO_ROOT, "CHANGELOG.md"), version)}\n`);
      return file;
    }, (f) => `${rel(f)} from CHANGELOG.md's "## ${version}"`);
    await step(
      "plugin archives",
      () =>
        buildPluginArchives({
          version,
          outDir,
          ...(options.targets ? { targets: options.targets } : {}),
          ...(options.pluginCache === undefined ? {} : { cache: options.pluginCache }),
          log: (l) => log(`release: plugin archives: ${l}`),
        }),
      (files) => files.map(rel).join(", "),
    );
    const schemaPath = path.join(outDir, SCHEMA_FILE);
    const schema = await step("schema", async () => {
      const s = schemaWith({ version, ...(options.pluginDownloadUrl === undefined ? {} : { pluginDownloadURL: options.pluginDownloadUrl }) });
      await fs.writeFile(schemaPath, `${JSON.stringify(s, null, 2)}\n`);
      return s;
    }, (s) => `${SCHEMA_FILE}, version ${version}, pluginDownloadURL ${s.pluginDownloadURL ?? "(none)"}`);
    if (sdks.has("python") || sdks.has("go")) {
      const languages = (["python", "go"] as const).filter((l) => sdks.has(l));
      const sources = await step(
        "SDK sources",
        () => generateSdkSources(schemaPath, work, languages, (l) => log(`release: SDK sources: ${l}`)),
        () => `${languages.join(", ")} from Pulumi's generators (scripts/gen-sdk)`,
      );
      if (sdks.has("python")) {
        await step("Python SDK", () => buildPythonSdk({ sourceDir: sources.python, outDir, log: (l) => log(`release: Python SDK: ${l}`) }), (files) => files.map(rel).join(", "));
      }
      if (sdks.has("go")) {
        const time = await commitTime();
        await step(
          "Go SDK",
          () => buildGoSdk({ sourceDir: sources.go, moduleDir: path.join(outDir, GO_MODULE_DIR), proxyDir: path.join(outDir, GO_PROXY_DIR), modulePath: goModulePath(schema), version, time }),
          (go) => `module ${go.modulePath} v${version} in ${rel(go.moduleDir)}/ and ${rel(go.proxyDir)}/`,
        );
      }
    }
    if (sdks.has("java")) {
      await step("Java SDK", () => buildJavaSdk({ schemaPath, outDir: path.join(outDir, "java"), version, log: (l) => log(`release: Java SDK: ${l}`) }), (files) => files.map(rel).join(", "));
    }
    if (sdks.has("dotnet")) {
      await step(".NET SDK", () => generateDotnetSdk({ schemaPath, outDir: path.join(outDir, "dotnet"), version, log: (l) => log(`release: .NET SDK: ${l}`) }), (dir) => `${rel(dir)}/`);
    }
    const sums = await step("checksums", () => writeChecksums(outDir), (f) => rel(f));
    const files = (await fs.readFile(sums, "utf8")).trim().split("\n").map((l) => l.slice(66));
    return { version, outDir, pluginDownloadUrl: schema.pluginDownloadURL ?? "", files: [...files, rel(sums)] };
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
