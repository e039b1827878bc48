// A user's project, made the way a user makes one: a folder outside this repository whose
// package.json depends on the packed tarball of pulumi-ingress and on a chosen @pulumi/pulumi,
// installed by `npm install`. Engine tests put their stack programs inside it, so every module a
// program or the dynamic provider loads resolves from there and nothing from this repository's
// own node_modules (a dependency missing from the tarball's package.json fails the tests).
const { execFileSync } = require("node:child_process");
const crypto = require("node:crypto");
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const { stage } = require("./stage");

const root = path.resolve(__dirname, "..");
const say = (msg) => console.log(`[user-project] ${msg}`);

/** `npm pack` of the built package, as published (scripts/stage.js), into .tmp/pack; returns the tarball's path. */
function pack() {
  const staged = stage();
  const dest = path.join(root, ".tmp", "pack");
  fs.rmSync(dest, { recursive: true, force: true });
  fs.mkdirSync(dest, { recursive: true });
  const out = execFileSync("npm", ["pack", staged, "--silent", "--pack-destination", dest], { cwd: root, encoding: "utf8" });
  const tarball = path.join(dest, out.trim().split("\n").pop().trim());
  if (!fs.existsSync(tarball)) throw new Error(`npm pack printed ${JSON.stringify(out)} but made no tarball`);
  return tarball;
}

/** The version of a package as this repository's lock file pins it (a dev dependency). */
function lockedVersion(name) {
  const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8"));
  const entry = lock.packages?.[`node_modules/${name}`];
  if (!entry?.version) throw new Error(`package-lock.json pins no ${name}`);
  return entry.version;
}

/** Ten hex digits naming this checkout, so that two checkouts never share a user project. */
const checkoutId = () => crypto.createHash("sha256").update(root).digest("hex").slice(0, 10);

/** The default user project of this checkout, outside the repository. */
function defaultDir() {
  return path.join(os.tmpdir(), `pulumi-ingress-user-project-${checkoutId()}`);
}

/** The user project of a runtime matrix cell of this checkout, outside the repository. */
const cellDir = (cell) => path.join(os.tmpdir(), `pulumi-ingress-matrix-${checkoutId()}`, cell);

/**
 * Makes (or brings up to date) a user project at `dir` holding `tarball` and `@pulumi/pulumi` at
 * `pulumiVersion`, with TypeScript, ts-node and @types/node for TypeScript programs, as Pulumi's
 * TypeScript template has them. Reinstalls only what changed since the last call.
 */
function makeUserProject({ dir, tarball, pulumiVersion }) {
  const manifest = {
    name: "pulumi-ingress-user-project",
    private: true,
    description: "Made by pulumi-ingress/scripts/user-project.js for its engine tests",
    dependencies: { "@pulumi/pulumi": pulumiVersion, "pulumi-ingress": `file:${tarball}` },
    devDependencies: {
      "@types/node": lockedVersion("@types/node"),
      "ts-node": lockedVersion("ts-node"),
      typescript: lockedVersion("typescript"),
    },
  };
  const digest = crypto.createHash("sha256").update(fs.readFileSync(tarball)).update(JSON.stringify(manifest)).digest("hex");
  const stamp = path.join(dir, ".installed.sha256");
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === digest) {
    say(`up to date: ${dir}`);
    return dir;
  }
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  // A changed tarball keeps its file: name, so the lock file's integrity would refuse it.
  fs.rmSync(path.join(dir, "package-lock.json"), { force: true });
  fs.rmSync(path.join(dir, "node_modules", "pulumi-ingress"), { recursive: true, force: true });
  say(`npm install in ${dir} (pulumi-ingress from ${path.basename(tarball)}, @pulumi/pulumi ${pulumiVersion})`);
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: dir, stdio: ["ignore", "inherit", "inherit"] });
  const installed = JSON.parse(fs.readFileSync(path.join(dir, "node_modules", "@pulumi", "pulumi", "package.json"), "utf8")).version;
  if (installed !== pulumiVersion) throw new Error(`${dir} got @pulumi/pulumi ${installed}, not ${pulumiVersion}`);
  fs.writeFileSync(stamp, digest);
  return dir;
}

module.exports = { cellDir, defaultDir, lockedVersion, makeUserProject, pack };

if (require.main === module) {
  // node scripts/user-project.js [dir] [pulumiVersion]: pack, install, print the project's path.
  const dir = process.argv[2] ?? defaultDir();
  const version = process.argv[3] ?? lockedVersion("@pulumi/pulumi");
  console.log(makeUserProject({ dir, tarball: pack(), pulumiVersion: version }));
}
