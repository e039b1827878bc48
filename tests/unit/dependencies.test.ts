// The import rules of .dependency-cruiser.cjs over the tree (issue #59): no violation beyond those
// .dependency-cruiser-known-violations.json lists, and none listed that no longer occurs, so the
// list only shrinks. After fixing one, write the list again:
//   npx depcruise --config .dependency-cruiser.cjs --output-type baseline --output-to .dependency-cruiser-known-violations.json <the folders `npm run lint` cruises>
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import * as path from "node:path";

const ROOT = path.join(__dirname, "..", "..");
/** The folders `npm run lint` cruises: what its depcruise command names after the known violations' file. */
function folders(): string[] {
  const lint = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: { lint: string } }).scripts.lint;
  const named = /depcruise --config \.dependency-cruiser\.cjs --ignore-known \.dependency-cruiser-known-violations\.json ([^&]+)/.exec(lint)?.[1];
  if (named === undefined) throw new Error(`package.json's lint script runs no depcruise --config .dependency-cruiser.cjs --ignore-known .dependency-cruiser-known-violations.json <folders>: ${lint}`);
  return named.trim().split(/\s+/);
}

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
  cycle?: { name: string }[];
}

/** A violation as one line: its rule, and the import (with the circle it closes, for a cycle). */
const line = (v: Violation): string => `${v.rule.name}: ${v.from} → ${v.to}${v.cycle ? ` (${[v.from, ...v.cycle.map((c) => c.name)].join(" → ")})` : ""}`;

test("no import breaks .dependency-cruiser.cjs's rules beyond the known violations, and every known one still occurs", () => {
  const bin = path.join(ROOT, "node_modules", "dependency-cruiser", "bin", "dependency-cruise.mjs");
  // Exit code: the number of violations, which the known list below accounts for.
  let out: string;
  try {
    out = execFileSync(process.execPath, [bin, "--config", ".dependency-cruiser.cjs", "--output-type", "json", ...folders()], { cwd: ROOT, encoding: "utf8", maxBuffer: 64 << 20 });
  } catch (e) {
    out = (e as { stdout: string }).stdout;
  }
  const { summary } = JSON.parse(out) as { summary: { violations: Violation[]; totalCruised: number } };
  expect(summary.totalCruised).toBeGreaterThan(500);
  const found = new Set(summary.violations.map(line));
  const known = new Set((JSON.parse(readFileSync(path.join(ROOT, ".dependency-cruiser-known-violations.json"), "utf8")) as Violation[]).map(line));
  expect({ new: [...found].filter((l) => !known.has(l)), gone: [...known].filter((l) => !found.has(l)) }).toEqual({ new: [], gone: [] });
}, 120_000);
