// The import rules of .dependency-cruiser.cjs over the tree (issue #59): no violation (no import
// circle, type-only imports included; the floors of provider/ and emulator/); and from the same
// cruise, no two folders inside trafficPolicy/, provider/ or emulator/ that import each other.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import * as path from "node:path";

const ROOT = path.join(__dirname, "..", "..");
/** The folders `npm run lint` cruises: what its depcruise command names after its config. */
function folders(): string[] {
  const lint = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: { lint: string } }).scripts.lint;
  const named = /depcruise --config \.dependency-cruiser\.cjs ([^&]+)/.exec(lint)?.[1];
  if (named === undefined) throw new Error(`package.json's lint script runs no depcruise --config .dependency-cruiser.cjs <folders>: ${lint}`);
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

interface Cruise {
  summary: { violations: Violation[]; totalCruised: number };
  modules: { source: string; dependencies: { resolved: string }[] }[];
}

let cruise: Cruise;
beforeAll(() => {
  const bin = path.join(ROOT, "node_modules", "dependency-cruiser", "bin", "dependency-cruise.mjs");
  // Its exit code is the number of violations, which the test below names.
  let out: string;
  try {
    out = execFileSync(process.execPath, [bin, "--config", ".dependency-cruiser.cjs", "--output-type", "json", ...folders()], { cwd: ROOT, encoding: "utf8", maxBuffer: 64 << 20 });
  } catch (e) {
    out = (e as { stdout: string }).stdout;
  }
  cruise = JSON.parse(out) as Cruise;
}, 120_000);

test("no import breaks .dependency-cruiser.cjs's rules", () => {
  expect(cruise.summary.totalCruised).toBeGreaterThan(500);
  expect(cruise.summary.violations.map(line)).toEqual([]);
});

/** The folder of a file (`provider/client/index.ts` → `provider/client`). */
const folderOf = (file: string): string => file.slice(0, file.lastIndexOf("/"));

test("inside trafficPolicy/, provider/ and emulator/, no two folders import each other (a folder's own files taken together, its subfolders apart)", () => {
  const imports = new Set<string>();
  for (const m of cruise.modules) {
    for (const d of m.dependencies) {
      const [from, to] = [folderOf(m.source), folderOf(d.resolved)];
      if (from !== to && /^(trafficPolicy|provider|emulator)(\/|$)/.test(from) && from.split("/")[0] === to.split("/")[0]) imports.add(`${from} -> ${to}`);
    }
  }
  const pairs = [...imports]
    .map((i) => i.split(" -> ") as [string, string])
    .filter(([a, b]) => a < b && imports.has(`${b} -> ${a}`))
    .map(([a, b]) => `${a} <-> ${b}`);
  expect(pairs).toEqual([]);
});
