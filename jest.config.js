// Every suite in one run (`npm test`, whose pretest builds, packs and makes the Pulumi CLI), split
// into projects by what a suite needs, so part of them can run alone (`npx jest --selectProjects unit`):
// - unit: nothing built. Sources through ts-jest, the emulator in process (or run by ts-node).
// - package: the built package (dist/, node_modules/pulumi-ingress) and the packed user project.
// - engine: the Pulumi CLI as well: the real engine through the Automation API (tests/support/engine.ts).
// - languages: engine tests of programs whose language host builds them with Maven at every step
//   (tests/languages/): only with PULUMI_INGRESS_LANGUAGES=1 (`npm run test:languages`).
// Jest builds nothing itself: the package and engine projects need `node scripts/pretest.js` first.
const path = require("node:path");

// The test paths each project holds, under tests/: a folder (ending in /) or a file. A test goes to
// the project with the longest path that holds it; "" makes engine take whatever no other names.
const HOLDS = {
  unit: ["unit/", "provider/", "client/", "clients/", "emulator/", "wire/", "types/", "policy/", "examples/layout.test.ts", "reliability/recovery.test.ts", "live/proxied.test.ts"],
  package: ["packaging/", "emulator/npxSignals.test.ts"],
  // The policy pack under the engine; the pack's rules (policy/*Rules.test.ts) are plain functions.
  engine: ["", "policy/pack.test.ts"],
  // Programs in languages whose toolchain makes each engine step slow (Maven for Java): not in `npm
  // test`, in `npm run test:languages`, which sets PULUMI_INGRESS_LANGUAGES=1.
  languages: ["languages/"],
};

const glob = (held) => `<rootDir>/tests/${held.endsWith(".ts") ? held : `${held}**/*.test.ts`}`;
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A path other projects hold inside `own`'s, as an ignore pattern: less the longer paths of `own`
 * inside it again (engine's "" holds policy/pack.test.ts inside unit's policy/).
 */
function ignored(taken, own) {
  const back = own.filter((o) => o.length > taken.length && o.startsWith(taken)).map((o) => escape(o.slice(taken.length)));
  return `^${escape(path.join(__dirname, "tests", taken))}${back.length ? `(?!${back.join("|")})` : ""}`;
}

/** One project: its own paths, less the longer paths of other projects inside them. */
function project(name) {
  const own = HOLDS[name];
  const taken = Object.entries(HOLDS)
    .filter(([other]) => other !== name)
    .flatMap(([, paths]) => paths)
    .filter((p) => own.some((o) => p.length > o.length && p.startsWith(o)));
  return {
    displayName: name,
    rootDir: __dirname,
    testEnvironment: "node",
    roots: ["<rootDir>/tests"],
    testMatch: own.map(glob),
    testPathIgnorePatterns: ["/node_modules/", ...taken.map((p) => ignored(p, own))],
    transform: { "^.+\\.ts$": ["ts-jest", { tsconfig: "tsconfig.json" }] },
    modulePathIgnorePatterns: ["<rootDir>/dist/", "<rootDir>/.tmp/", "<rootDir>/node_modules/pulumi-ingress/"],
    // The suites that run the packed build refuse a stale one, once per run (tests/support/freshBuild.js);
    // the engine's also find the Pulumi CLI once per run (tests/support/engineSetup.js).
    ...(name === "unit" ? {} : { globalSetup: `<rootDir>/tests/support/${name === "package" ? "freshBuild" : "engineSetup"}.js` }),
  };
}

/** @type {import('jest').Config} */
module.exports = {
  projects: Object.keys(HOLDS)
    .filter((name) => name !== "languages" || process.env.PULUMI_INGRESS_LANGUAGES === "1")
    .map(project),
  testTimeout: 60_000,
  maxWorkers: 2,
  // The closing line CI reads, and each test file's time (.tmp/suite-times.txt, slowest first).
  reporters: ["default", "<rootDir>/tests/support/summaryReporter.js", "<rootDir>/tests/support/suiteTimes.js"],
};
