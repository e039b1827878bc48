// Writes how long each test file took in this jest run to .tmp/suite-times.txt: one line per file,
// slowest first, then the total (the files' times summed, and the run's own wall time, which is less
// with several workers). Every run rewrites it, so a suite that grows shows in the next run;
// .ci/run prints its ten slowest files and the total. The option `file` writes elsewhere (its test).
const fs = require("node:fs");
const path = require("node:path");

const ROOT = path.join(__dirname, "..", "..");

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The report's text: `results` is jest's aggregated result (testResults[].testFilePath, perfStats,
 * displayName), `now` the time the run ended, `workers` the run's maxWorkers.
 */
function suiteTimes(results, now, workers) {
  const files = results.testResults.map((r) => ({
    file: path.relative(ROOT, r.testFilePath),
    project: r.displayName?.name,
    // A file that failed to load has no times: it counts as 0.
    ms: r.perfStats.end > 0 && r.perfStats.start > 0 ? r.perfStats.end - r.perfStats.start : 0,
  }));
  // Slowest first; equal times by path, so the order is the same every run.
  files.sort((a, b) => b.ms - a.ms || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const total = files.reduce((sum, f) => sum + f.ms, 0);
  const width = seconds(total).length;
  const lines = files.map((f) => `${seconds(f.ms).padStart(width)}  ${f.file}${f.project ? ` (${f.project})` : ""}`);
  const count = `${files.length} test file${files.length === 1 ? "" : "s"}`;
  const worker = `${workers} worker${workers === 1 ? "" : "s"}`;
  lines.push(`${seconds(total).padStart(width)}  total of ${count} (the run took ${seconds(now - results.startTime)} on ${worker})`);
  return `${lines.join("\n")}\n`;
}

class SuiteTimesReporter {
  constructor(globalConfig, options = {}) {
    this.workers = globalConfig.maxWorkers;
    this.file = options.file ?? path.join(ROOT, ".tmp", "suite-times.txt");
  }

  onRunComplete(_contexts, results) {
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    fs.writeFileSync(this.file, suiteTimes(results, Date.now(), this.workers));
  }
}

module.exports = SuiteTimesReporter;
