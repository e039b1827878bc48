// SHA256SUMS: one line per file of the release, as `sha256sum` prints them and `sha256sum -c` checks.
import { createHash } from "node:crypto";
import { createReadStream, promises as fs } from "node:fs";
import * as path from "node:path";

const CHECKSUMS_FILE = "SHA256SUMS";

async function sha256(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Every file under `dir` but SHA256SUMS itself, by its path relative to `dir` (with /), sorted. */
async function releaseFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .filter((f) => f !== CHECKSUMS_FILE)
    .sort();
}

/** Writes `dir`/SHA256SUMS over every other file under `dir`; returns its path. */
export async function writeChecksums(dir: string): Promise<string> {
  const lines: string[] = [];
  for (const file of await releaseFiles(dir)) lines.push(`${await sha256(path.join(dir, file))}  ${file}`);
  const out = path.join(dir, CHECKSUMS_FILE);
  await fs.writeFile(out, `${lines.join("\n")}\n`);
  return out;
}
