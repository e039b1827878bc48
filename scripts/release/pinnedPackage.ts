/**
 * A runtime's binary from the npm registry: its package fetched with `npm pack` at a pinned version,
 * checked against the integrity pinned beside it at every use, and kept in the cache folder.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** One package of the registry, pinned. */
export interface PinnedPackage {
  name: string;
  version: string;
  /** The registry's `dist.integrity` of that version. */
  integrity: string;
}

/** The cache folder `name` (~/.cache/pulumi-ingress/<name> unless PULUMI_INGRESS_CACHE or XDG_CACHE_HOME say otherwise). */
export const cacheDir = (name: string): string =>
  path.join(process.env["PULUMI_INGRESS_CACHE"] ?? path.join(process.env["XDG_CACHE_HOME"] ?? path.join(os.homedir(), ".cache"), "pulumi-ingress"), name);

const integrityOf = async (file: string): Promise<string> => `sha512-${createHash("sha512").update(await fs.readFile(file)).digest("base64")}`;

/** The package's tarball in `dir`, fetched when missing; its integrity is checked at every use. */
async function tarball(pkg: PinnedPackage, dir: string, log: (line: string) => void): Promise<string> {
  const base = `${pkg.name.replace(/^@/, "").replace("/", "-")}-${pkg.version}.tgz`;
  const file = path.join(dir, base);
  if ((await fs.stat(file).catch(() => null)) === null) {
    log(`fetching ${pkg.name}@${pkg.version} from the npm registry`);
    await fs.mkdir(dir, { recursive: true });
    const work = await fs.mkdtemp(path.join(dir, ".fetch-"));
    try {
      await run("npm", ["pack", "--silent", `${pkg.name}@${pkg.version}`, "--pack-destination", work], { cwd: work, maxBuffer: 1 << 20 });
      const got = path.join(work, base);
      const sum = await integrityOf(got);
      if (sum !== pkg.integrity) throw new Error(`${pkg.name}@${pkg.version} from the registry has integrity ${sum}, not the pinned ${pkg.integrity}`);
      await fs.rename(got, file);
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
    return file;
  }
  const sum = await integrityOf(file);
  if (sum !== pkg.integrity) throw new Error(`${file} has integrity ${sum}, not the pinned ${pkg.integrity}: delete it to fetch it again`);
  return file;
}

/** Copies the package's file `member` (e.g. `bin/node`) into `outFile`, executable. */
export async function extractFromPackage(pkg: PinnedPackage, dir: string, member: string, outFile: string, log: (line: string) => void): Promise<void> {
  const file = await tarball(pkg, dir, log);
  const work = await fs.mkdtemp(path.join(os.tmpdir(), "plugin-runtime-"));
  try {
    await run("tar", ["-xzf", file, "-C", work, `package/${member}`]);
    await fs.copyFile(path.join(work, "package", member), outFile);
    await fs.chmod(outFile, 0o755);
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
