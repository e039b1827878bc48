// knip over the tree (issue #59), as `npm run lint` runs it, so CI holds it too: no file, export,
// type or dependency that nothing uses (knip.jsonc says what is started by path, and why).
import { execFileSync } from "node:child_process";
import * as path from "node:path";

const ROOT = path.join(__dirname, "..", "..");

test("knip finds no unused file, export, type or dependency", () => {
  const bin = path.join(ROOT, "node_modules", "knip", "bin", "knip.js");
  let out: string;
  try {
    out = execFileSync(process.execPath, [bin, "--no-progress", "--reporter", "json"], { cwd: ROOT, encoding: "utf8", maxBuffer: 64 << 20 });
  } catch (e) {
    // It exits 1 when it finds something, which the assertion below names.
    out = (e as { stdout: string }).stdout;
  }
  // Each issue is a file with, by kind, the names found in it (`exports: [{ name }]`).
  const findings = (JSON.parse(out) as { issues: Record<string, unknown>[] }).issues.flatMap((issue) =>
    Object.entries(issue)
      .filter((entry): entry is [string, { name: string }[]] => Array.isArray(entry[1]) && entry[1].length > 0)
      .map(([kind, found]) => `${String(issue["file"])}: ${kind} ${found.map((f) => f.name).join(", ")}`),
  );
  expect(findings).toEqual([]);
}, 120_000);
