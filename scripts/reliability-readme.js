// The blocks of tests/reliability/README.md that the separate runs write (`npm run
// test:properties`, `npm run test:kill`): each between `<!-- <name>:start -->` and
// `<!-- <name>:end -->`, before "## After an interrupted run". The suites' generator
// (tests/reliability/figures.ts) keeps these blocks as they are when it rewrites the file.
const fs = require("node:fs");
const path = require("node:path");

const README = path.join(__dirname, "..", "tests", "reliability", "README.md");
const ANCHOR = "## After an interrupted run";

/** Writes `text` as the block `name` of the committed README, replacing the block it had. */
function writeBlock(name, text) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${text.trimEnd()}\n${end}\n`;
  let readme = fs.readFileSync(README, "utf8");
  const from = readme.indexOf(start);
  if (from >= 0) {
    const to = readme.indexOf(end, from) + end.length + 1;
    readme = readme.slice(0, from) + block + readme.slice(to);
  } else {
    const at = readme.indexOf(ANCHOR);
    readme = at < 0 ? `${readme}\n${block}` : `${readme.slice(0, at)}${block}\n${readme.slice(at)}`;
  }
  fs.writeFileSync(README, readme);
}

/** The commit the tree is at, for the record. */
function commit() {
  try {
    return require("node:child_process").execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: path.dirname(README), encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

module.exports = { writeBlock, commit };
