// The Python and Go SDKs' sources, generated from a schema with Pulumi's own code generators
// (scripts/gen-sdk, built by scripts/install-languages.sh beside the cached Pulumi CLI).
import * as path from "node:path";
import { languageTools, REPO_ROOT, runTool } from "./languageHosts";

/** Writes `outDir`/python and/or `outDir`/go, Pulumi's generated SDKs of the schema at `schemaPath`. */
export async function generateSdkSources(schemaPath: string, outDir: string, languages: readonly ("python" | "go")[], log: (line: string) => void): Promise<{ python: string; go: string }> {
  const { bin } = await languageTools(log);
  await runTool(path.join(bin, "pulumi-ingress-gen-sdk"), ["-schema", schemaPath, "-out", outDir, "-languages", languages.join(",")], { cwd: REPO_ROOT });
  return { python: path.join(outDir, "python"), go: path.join(outDir, "go") };
}
