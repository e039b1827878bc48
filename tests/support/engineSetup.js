// Jest's global setup of the engine project (jest.config.js): the stale-build check of
// freshBuild.js, then the Pulumi CLI made available once for the whole run. Each test file has a
// module registry of its own, so scripts/engine.ts's pulumiBin() would run
// scripts/install-pulumi.sh again in every file; it reads PULUMI_INGRESS_CLI_BIN instead, which the
// test files' workers (started after this) inherit. A CLI that cannot be made is not this setup's
// failure, which would stop every project's tests: each engine file runs the script itself then,
// and fails with its error.
const { execFile } = require("node:child_process");
const path = require("node:path");
const freshBuild = require("./freshBuild");

const root = path.join(__dirname, "..", "..");

module.exports = async function engineSetup() {
  await freshBuild();
  const bin = await new Promise((resolve) => {
    execFile("bash", [path.join(root, "scripts", "install-pulumi.sh")], { cwd: root, maxBuffer: 64 << 20 }, (err, stdout) =>
      resolve(err ? "" : stdout.trim().split("\n").pop().trim()),
    );
  });
  if (bin !== "") process.env.PULUMI_INGRESS_CLI_BIN = bin;
};
