// `npm run release -- --out DIR [--plugin-download-url URL] [--targets os-arch,…] [--sdks python,go,java,dotnet]`:
// builds the release into DIR (scripts/release/release.ts says what it holds), one line per step.
import { parseArgs } from "node:util";
import { PLUGIN_TARGETS } from "./targets";
import { buildRelease, SDK_LANGUAGES, type SdkLanguage } from "./release";

const USAGE = "usage: npm run release -- --out DIR [--plugin-download-url URL] [--targets os-arch,…] [--sdks python,go,java,dotnet]";

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: "string" },
      "plugin-download-url": { type: "string" },
      targets: { type: "string" },
      sdks: { type: "string" },
    },
    allowPositionals: false,
  });
  if (values.out === undefined) throw new Error(`--out is required (${USAGE})`);
  const names = (list: string | undefined): string[] | undefined => list?.split(",").map((s) => s.trim()).filter((s) => s !== "");
  const targetNames = names(values.targets);
  const targets = targetNames?.map((name) => {
    const target = PLUGIN_TARGETS.find((t) => `${t.os}-${t.arch}` === name);
    if (target === undefined) throw new Error(`--targets: no plugin target ${name} (known: ${PLUGIN_TARGETS.map((t) => `${t.os}-${t.arch}`).join(", ")})`);
    return target;
  });
  const sdks = names(values.sdks)?.map((name) => {
    if (!(SDK_LANGUAGES as readonly string[]).includes(name)) throw new Error(`--sdks: no SDK ${name} (known: ${SDK_LANGUAGES.join(", ")})`);
    return name as SdkLanguage;
  });
  const start = Date.now();
  const release = await buildRelease({
    outDir: values.out,
    ...(values["plugin-download-url"] === undefined ? {} : { pluginDownloadUrl: values["plugin-download-url"] }),
    ...(targets ? { targets } : {}),
    ...(sdks ? { sdks } : {}),
  });
  process.stderr.write(`release: ${release.version} in ${release.outDir}: ${release.files.length} files (${((Date.now() - start) / 1000).toFixed(1)} s)\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
