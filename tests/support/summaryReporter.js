// Prints the plain closing line CI reads (`tests: N passed, N failed`) and keeps it in
// .tmp/jest-summary.txt so .ci/run can repeat it as its very last line.
const fs = require("node:fs");
const path = require("node:path");

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    const line = `tests: ${results.numPassedTests} passed, ${failed} failed` +
      (results.numPendingTests ? `, ${results.numPendingTests} skipped` : "");
    const dir = path.join(__dirname, "..", "..", ".tmp");
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "jest-summary.txt"), line + "\n");
    process.stdout.write("\n" + line + "\n");
  }
}
module.exports = SummaryReporter;
