#!/usr/bin/env node
// `npm run test:properties`: every property suite under tests/unit/properties/, each in its own
// jest run with many more runs than `npm test` gives it, and one line per suite:
//   <suite> runs=<n> seed=<seed> failures=<k>
// PROPERTY_SEED replays a seed (every suite gets it); otherwise each suite gets a fresh one, printed
// so a failure can be replayed with `PROPERTY_SEED=<seed> PROPERTY_RUNS=<n> npx jest <file>`.
// Exits 1 when any suite has a failure (a failed test, or a suite that did not run).
const { spawnSync } = require("node:child_process");
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");

const ROOT = path.join(__dirname, "..");
const DIR = path.join(ROOT, "tests", "unit", "properties");
const DEFAULT_RUNS = 10_000;
/** Suites that need another number of runs than the default, by file name. */
const RUNS = {
  "certificateUpdates.test.ts": 20_000,
  "routeUpdates.test.ts": 20_000,
  "subscriptionUpdates.test.ts": 20_000,
};

const suites = fs.readdirSync(DIR).filter((f) => f.endsWith(".test.ts")).sort();
if (suites.length === 0) {
  console.error(`no property suites in ${path.relative(ROOT, DIR)}`);
  process.exit(1);
}

let failed = false;
const results = [];
for (const file of suites) {
  const runs = Number(process.env.PROPERTY_RUNS || RUNS[file] || DEFAULT_RUNS);
  const seed = process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : Math.floor(Math.random() * 0x7fffffff);
  const out = path.join(os.tmpdir(), `properties-${process.pid}-${file}.json`);
  const started = Date.now();
  const r = spawnSync(
    process.execPath,
    [require.resolve("jest/bin/jest"), "--selectProjects", "unit", "--json", "--outputFile", out, path.join(DIR, file)],
    { cwd: ROOT, stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, PROPERTY_RUNS: String(runs), PROPERTY_SEED: String(seed) } },
  );
  let failures;
  try {
    const report = JSON.parse(fs.readFileSync(out, "utf8"));
    failures = report.numFailedTests + report.numRuntimeErrorTestSuites + (report.numTotalTests === 0 ? 1 : 0);
    fs.rmSync(out, { force: true });
  } catch {
    failures = 1; // jest wrote no report: the suite did not run
  }
  if (r.status !== 0 && failures === 0) failures = 1;
  failed ||= failures > 0;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ file, runs, seed, failures, seconds });
  console.log(`${file} runs=${runs} seed=${seed} failures=${failures} (${seconds}s)`);
}
if (process.env.PULUMI_INGRESS_RELIABILITY_README === "1") {
  const { writeBlock, commit } = require("./reliability-readme");
  writeBlock("properties", [
    "## Property suites (`npm run test:properties`)",
    "",
    `Run ${new Date().toISOString()} at commit ${commit()}, load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs; replay one with \`PROPERTY_SEED=<seed> PROPERTY_RUNS=<runs> npx jest tests/unit/properties/<suite>\`.`,
    "",
    "| suite | runs | seed | failures | time |",
    "|---|---|---|---|---|",
    ...results.map((r) => `| ${r.file} | ${r.runs} | ${r.seed} | ${r.failures} | ${r.seconds} s |`),
  ].join("\n"));
}
process.exit(failed ? 1 : 0);
