// Everything `npm test` needs on a fresh clone: dependencies, the Pulumi CLI (built once and
// cached outside the repo), the state backends of the shared-state tests (PostgreSQL's binaries,
// moto in a cached venv: the tests only check for them), the package built and installed into
// node_modules (for the demo and the bench), and packed into a user project outside the repo, where
// the engine tests run their programs (scripts/user-project.js). `--no-cli` skips the CLI and the
// backends (for the emulator and the demo's non-engine parts); `--no-user-project` skips the user
// project.
const { execFileSync } = require("node:child_process");
const fs = require("node:fs");
const path = require("node:path");

const root = path.resolve(__dirname, "..");
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: "inherit" });
const say = (msg) => console.log(`[pretest] ${msg}`);

const stamp = path.join(root, "node_modules", ".package-lock.json");
const lock = path.join(root, "package-lock.json");
if (!fs.existsSync(stamp) || fs.statSync(lock).mtimeMs > fs.statSync(stamp).mtimeMs) {
  // The committed lock holds every platform's optional bindings, as a lock resolved with no
  // node_modules does, so this install leaves it unchanged (.ci/run checks that).
  say("installing npm dependencies (npm install)");
  run("npm", ["install", "--no-audit", "--no-fund"]);
}
if (!process.argv.includes("--no-cli")) {
  say("making sure the Pulumi CLI is available");
  run("bash", [path.join("scripts", "install-pulumi.sh")]);
  // Seconds when installed. A backend that cannot be installed here fails its own tests (which
  // name it), not the whole run.
  for (const [script, what] of [["install-postgres.sh", "PostgreSQL's server binaries"], ["install-moto.sh", "moto's S3-compatible server and its venv"]]) {
    say(`making sure ${what} are installed (scripts/${script})`);
    try {
      execFileSync("bash", [path.join("scripts", script)], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
    } catch {
      say(`scripts/${script} failed: the tests of that backend (tests/backends/) will fail`);
    }
  }
}
say("building the package into dist/ and node_modules/pulumi-ingress");
// The engine tests refuse a tarball older than a source (scripts/user-project.js staleBuild): the
// tarball is dated when the build began, so a source saved during the build counts as newer.
const builtAt = new Date();
// From scratch: a module removed from the sources must not linger in dist/ and ship.
fs.rmSync(path.join(root, "dist"), { recursive: true, force: true });
run(process.execPath, [path.join("node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.build.json"]);
run(process.execPath, [path.join("scripts", "install-self.js")]);
if (!process.argv.includes("--no-user-project")) {
  const { defaultDir, lockedVersion, makeUserProject, pack } = require("./user-project");
  say("packing the package and installing the tarball into the engine tests' user project");
  makeUserProject({ dir: defaultDir(), tarball: pack({ builtAt }), pulumiVersion: lockedVersion("@pulumi/pulumi") });
}
