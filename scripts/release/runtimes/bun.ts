/**
 * Bun's single-file executables: `bun build --compile` appends the bundle to the target's Bun
 * binary, the npm registry's package `@oven/bun-<os>-<arch>` at BUN_VERSION, and cross-compiles
 * from any of them: for darwin it writes a Mach-O whose ad-hoc signature covers the bundle. The
 * compiler is this machine's Bun of the same packages, so nothing is fetched but pinned packages.
 * No `--bytecode`: JSC's bytecode is only valid on the platform that made it (oven-sh/bun#24144),
 * and an executable must run as its linux-amd64 twin, the one tested here, runs.
 */
import { execFile } from "node:child_process";
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { promisify } from "node:util";
import { cacheDir, extractFromPackage, type PinnedPackage } from "../pinnedPackage";
import { isHost, PLUGIN_TARGETS, type PluginTarget } from "../targets";
import type { Runtime } from "./runtime";

const run = promisify(execFile);

const BUN_VERSION = "1.4.5";

/**
 * The registry's integrity of each `@oven/bun-<os>-<arch>@BUN_VERSION` package, by its name. The
 * x64 builds are the baseline ones, which run on every x86-64 processor, as the Pulumi CLI does
 * (the others need AVX2).
 */
const BUN_INTEGRITY: Readonly<Record<string, string>> = {
  "@oven/bun-linux-x64-baseline": "sha512-s8yMwYcFnnrA178gji0gZbkE2WVDej/Ti1x770oPfihxyRxSMNhGhiAQNXV53aDeraZxksdvKV/RAdQBCd0qPA==",
  "@oven/bun-linux-aarch64": "sha512-4BXmsSKnjOrlGWqZV4x/oWa7AVoR+B6lCXddMzOAXBIm3t50eslg9wb66gmtW1AamEQ1l1CDvmmruysEhqOWMg==",
  "@oven/bun-darwin-x64-baseline": "sha512-zqfLA5A4B+hYMh5WYzYSot3uZ06FzhdP0OEwQisEzdirYtXGj5cQFlfy31BGfNsAsk1Gd/w/OxJ/jqqJ3cMclw==",
  "@oven/bun-darwin-aarch64": "sha512-4MIFXHmctH2EhAxLXm2/qxNtv17dFtLJylvaOCsrgq6KSqHTs6eW5YSrJjRbJxYUJaR901fsN8JfZOa+CsWpWQ==",
  "@oven/bun-windows-x64-baseline": "sha512-/U3Dc74uGqE6EUqef7mPtg9KwJs7iJH4JHRMfIZIn18MrJh6Xz4gVvWDXRvzCL2j8wPlTnJVyrO4n7Qq4uM7TQ==",
  "@oven/bun-windows-aarch64": "sha512-MiPFZnBNDnBXgr1oONc5pizC4fOLjnIOfNkYdFEnWzLmoFTg86naZIG3SvS7d/GglpQSAnCKMAzSjI/TAckiRw==",
};

/** Bun's name of `target`: `<os>-<arch>` as its packages and `--target` spell it. */
const bunTarget = (target: PluginTarget): string => `${target.os}-${target.arch === "amd64" ? "x64-baseline" : "aarch64"}`;

const bunPackage = (target: PluginTarget): PinnedPackage => {
  const name = `@oven/bun-${bunTarget(target)}`;
  const integrity = BUN_INTEGRITY[name];
  if (integrity === undefined) throw new Error(`no pinned integrity for ${name}@${BUN_VERSION}`);
  return { name, version: BUN_VERSION, integrity };
};

/** Copies `target`'s Bun binary out of its package into `outFile`. */
const extractBun = (target: PluginTarget, outFile: string, log: (line: string) => void): Promise<void> =>
  extractFromPackage(bunPackage(target), cacheDir(`bun-v${BUN_VERSION}`), `bin/bun${target.os === "windows" ? ".exe" : ""}`, outFile, log);

function hostBunTarget(): PluginTarget {
  const host = PLUGIN_TARGETS.find(isHost);
  if (host === undefined) throw new Error(`no Bun ${BUN_VERSION} of the registry runs on ${process.platform}-${process.arch} to compile`);
  return host;
}

export const bun: Runtime = {
  name: "bun",
  module: __filename,
  serves: (target) => `@oven/bun-${bunTarget(target)}` in BUN_INTEGRITY,
  facts: (target) => JSON.stringify({ BUN_VERSION, bun: bunPackage(target).integrity, host: bunPackage(hostBunTarget()).integrity }),
  async build({ target, main, work, outFile, log }) {
    const host = hostBunTarget();
    const compiler = path.join(work, `host-bun${host.os === "windows" ? ".exe" : ""}`);
    await extractBun(host, compiler, log);
    const base = path.join(work, `bun-${bunTarget(target)}${target.os === "windows" ? ".exe" : ""}`);
    await extractBun(target, base, log);
    log(`compiling the plugin with Bun ${BUN_VERSION} for ${target.os}-${target.arch}`);
    await fs.mkdir(path.dirname(outFile), { recursive: true });
    await run(
      compiler,
      [
        "build",
        "--compile",
        `--target=bun-${bunTarget(target)}`,
        `--compile-executable-path=${base}`,
        // The bundle is whole: what it still requires by name is what it never reaches (as in a SEA).
        "--packages=external",
        // The engine starts the plugin in the program's folder: a .env or bunfig.toml there is the
        // user's, not the plugin's.
        "--no-compile-autoload-dotenv",
        "--no-compile-autoload-bunfig",
        main,
        "--outfile",
        outFile,
      ],
      { cwd: work, maxBuffer: 16 << 20 },
    );
  },
};
