/**
 * A file backend's torn sidecar. The file backend (gocloud's fileblob) writes each file (a
 * checkpoint, its `.bak`, a history entry) to a temporary file and renames it, but first rewrites
 * the file's sidecar `<file>.attrs` (its content type and checksum) in place: truncated, then
 * written. A kill between the two leaves the sidecar empty, and every command that reads the file
 * then fails with `EOF` (`failed to load checkpoint: EOF` for the checkpoint) while the file itself
 * is whole.
 */
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";

/** What the CLI prints for any command on a stack whose checkpoint sidecar is empty. */
export const TORN_SIDECAR_ERROR = "failed to load checkpoint: EOF";

/** Whether a failed read of the stack says what an empty sidecar makes every read say: `EOF`. */
export const saysEof = (message: string): boolean => /\bEOF\b/.test(message);

/** The directory a `file://` backend URL names (`~` is the home directory); undefined for any other backend. */
export function fileBackendDir(url: string): string | undefined {
  if (!url.startsWith("file://")) return undefined;
  const rest = url.slice("file://".length).replace(/\?.*$/, "");
  if (rest === "~" || rest.startsWith("~/")) return path.join(os.homedir(), rest.slice(1));
  return decodeURIComponent(rest);
}

/** The empty `*.attrs` sidecars under the backend's `.pulumi` folder, sorted. */
export async function emptySidecars(backendDir: string): Promise<string[]> {
  const state = path.join(backendDir, ".pulumi");
  let entries: string[];
  try {
    entries = await fs.readdir(state, { recursive: true });
  } catch {
    return [];
  }
  const empty: string[] = [];
  for (const entry of entries.filter((e) => e.endsWith(".attrs")).sort()) {
    const file = path.join(state, entry);
    if ((await fs.stat(file)).size === 0) empty.push(file);
  }
  return empty;
}

/** What to tell a person whose stack cannot be read because of these empty sidecars. */
export function tornSidecarAdvice(files: readonly string[]): string {
  return [
    `the file backend's sidecar${files.length > 1 ? "s" : ""} ${files.length > 1 ? "are" : "is"} empty: the kill cut the Pulumi CLI while it rewrote ${files.length > 1 ? "them" : "it"} in place (the state files themselves are written whole, by rename).`,
    "A sidecar holds only its file's content type and checksum: remove it, then run the recovery again from `pulumi cancel --yes`:",
    `  rm ${files.map((f) => `'${f.replace(/'/g, "'\\''")}'`).join(" ")}`,
  ].join("\n");
}
