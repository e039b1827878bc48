// The release notes: the CHANGELOG.md section of the version (`## <version>` up to the next `## `).
import { promises as fs } from "node:fs";

/** The body of CHANGELOG.md's `## <version>` section (a date or title after the version allowed), trimmed. */
function changelogSection(changelog: string, version: string): string {
  const lines = changelog.split("\n");
  const escaped = version.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const start = lines.findIndex((l) => new RegExp(`^## \\[?v?${escaped}\\]?(\\s|$)`).test(l));
  if (start < 0) throw new Error(`CHANGELOG.md has no "## ${version}" section: write the version's changes there before a release`);
  const end = lines.findIndex((l, i) => i > start && /^## /.test(l));
  const body = lines.slice(start + 1, end < 0 ? undefined : end).join("\n").trim();
  if (body === "") throw new Error(`CHANGELOG.md's "## ${version}" section is empty`);
  return body;
}

/** The version's section of the changelog at `file`. */
export async function releaseNotes(file: string, version: string): Promise<string> {
  const text = await fs.readFile(file, "utf8").catch((e: NodeJS.ErrnoException) => {
    throw new Error(e.code === "ENOENT" ? `no ${file}: the release notes are its "## ${version}" section` : String(e));
  });
  return changelogSection(text, version);
}
