// Jest's global setup of the suites that run the packed build (jest.config.js): once per run,
// before any of them, it stops the run when a source of the package is newer than the tarball the
// user project installed, with one line naming the command that rebuilds it.
const fs = require("node:fs");
const path = require("node:path");
const { defaultDir, staleBuild } = require("../../scripts/user-project");

module.exports = async function freshBuild() {
  const dir = process.env.PULUMI_INGRESS_USER_PROJECT ?? defaultDir();
  // No project yet: each suite's userProject() says how to make one.
  if (!fs.existsSync(path.join(dir, "package.json"))) return;
  const stale = staleBuild(dir);
  if (stale === undefined) return;
  const refusal = new Error(stale);
  refusal.stack = stale; // the line is the whole story: no trace of this file
  throw refusal;
};
