// The package as it is published, staged in .tmp/package: the files package.json lists, README
// and LICENSE, and a package.json without what only serves this repository (its npm scripts and
// devDependencies). `npm pack` and `npm publish` take this folder, never the repository root
// (whose prepublishOnly refuses); scripts/install-self.js stages the same into node_modules.
// Run after a build: `node scripts/stage.js` prints the folder.
const fs = require("node:fs");
const path = require("node:path");

const root = path.resolve(__dirname, "..");

/** Fields of the repository's package.json that users never need. */
const REPOSITORY_ONLY = ["scripts", "devDependencies"];

/** Stages the published package into `dir` (emptied first); returns `dir`. */
function stage(dir = path.join(root, ".tmp", "package")) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
  for (const entry of [...pkg.files, "README.md", "LICENSE"]) {
    const from = path.join(root, entry);
    if (!fs.existsSync(from)) throw new Error(`${entry} is missing: run the build first (npm run build)`);
    fs.cpSync(from, path.join(dir, entry), { recursive: true });
  }
  const published = Object.fromEntries(Object.entries(pkg).filter(([key]) => !REPOSITORY_ONLY.includes(key)));
  fs.writeFileSync(path.join(dir, "package.json"), `${JSON.stringify(published, null, 2)}\n`);
  return dir;
}

module.exports = { stage, REPOSITORY_ONLY };

if (require.main === module) console.log(stage());
