/**
 * The suite-time report every jest run writes (tests/support/suiteTimes.js, .tmp/suite-times.txt):
 * one line per test file, slowest first, then the total and the run's wall time. Here on a made-up
 * run of three files, one of which failed to load.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";

interface FileResult {
  testFilePath: string;
  displayName?: { name: string };
  perfStats: { start: number; end: number };
}
interface Reporter {
  onRunComplete(contexts: unknown, results: { startTime: number; testResults: FileResult[] }): void;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a jest reporter, plain CommonJS
const SuiteTimes = require("../support/suiteTimes.js") as new (globalConfig: { maxWorkers: number }, options: { file: string }) => Reporter;

const ROOT = path.join(__dirname, "..", "..");
const at = (file: string, project: string, start: number, end: number): FileResult => ({
  testFilePath: path.join(ROOT, file),
  displayName: { name: project },
  perfStats: { start, end },
});

test("each file's time, slowest first (equal times by path), a file that did not load as 0, then the total and the run's wall time", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "suite-times-"));
  try {
    const file = path.join(dir, "times.txt");
    const start = Date.parse("2030-01-01T00:00:00Z");
    // The run ends (its report is written) 200.4 s after it began.
    jest.useFakeTimers({ now: start + 200_400 });
    new SuiteTimes({ maxWorkers: 2 }, { file }).onRunComplete([], {
      startTime: start,
      testResults: [
        at("tests/unit/b.test.ts", "unit", start, start + 1_250),
        at("tests/engine/slow.test.ts", "engine", start, start + 123_456),
        at("tests/unit/a.test.ts", "unit", start + 10, start + 1_260),
        at("tests/engine/broken.test.ts", "engine", 0, 0),
      ],
    });
    expect(readFileSync(file, "utf8")).toBe(
      [
        "123.5 s  tests/engine/slow.test.ts (engine)",
        "  1.3 s  tests/unit/a.test.ts (unit)",
        "  1.3 s  tests/unit/b.test.ts (unit)",
        "  0.0 s  tests/engine/broken.test.ts (engine)",
        "126.0 s  total of 4 test files (the run took 200.4 s on 2 workers)",
        "",
      ].join("\n"),
    );
  } finally {
    jest.useRealTimers();
    rmSync(dir, { recursive: true, force: true });
  }
});
