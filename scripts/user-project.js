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

/**
 * `npm pack` of the built package, as published (scripts/stage.js), into .tmp/pack; returns the
 * tarball's path. `builtAt`, when the build began, becomes the tarball's time, so that a source
 * saved during the build reads as newer than the build ({@link staleBuild}).
 */
function pack({ builtAt } = {}) {
  const staged = stage();
  const dest = path.join(root, ".tmp", "pack");
  fs.rmSync(dest, { recursive: true, force: true });
  fs.mkdirSync(dest, { recursive: true });
  const out = execFileSync("npm", ["pack", staged, "--silent", "--pack-destination", dest], { cwd: root, encoding: "utf8" });
  const tarball = path.join(dest, out.trim().split("\n").pop().trim());
  if (!fs.existsSync(tarball)) throw new Error(`npm pack printed ${JSON.stringify(out)} but made no tarball`);
  if (builtAt !== undefined) fs.utimesSync(tarball, builtAt, builtAt);
  return tarball;
}

/** `at` when it is a file, every file below it when it is a folder, none when it does not exist. */
function filesAt(at) {
  if (!fs.existsSync(at)) return [];
  if (!fs.statSync(at).isDirectory()) return [at];
  return fs.readdirSync(at).flatMap((name) => filesAt(path.join(at, name)));
}

/**
 * The files of `repo` the packed build is made from: the TypeScript (and JSON it imports) of the
 * folders tsconfig.build.json compiles, tests aside; the entries of package.json "files" that are
 * not build output (dist/); and package.json itself.
 */
function shippedSources(repo) {
  const pkg = JSON.parse(fs.readFileSync(path.join(repo, "package.json"), "utf8"));
  const build = JSON.parse(fs.readFileSync(path.join(repo, "tsconfig.build.json"), "utf8"));
  const compiled = build.include.flatMap((folder) => filesAt(path.join(repo, folder))).filter((f) => /\.(ts|json)$/.test(f) && !f.endsWith(".test.ts"));
  const listed = pkg.files.filter((f) => !f.startsWith("dist")).flatMap((f) => filesAt(path.join(repo, f)));
  return [...compiled, ...listed, path.join(repo, "package.json")];
}

/**
 * Why the user project at `dir` runs a stale build of `repo`, in one line: a shipped source newer
 * than the tarball it installed (the newest one named), or that tarball gone. Undefined when the
 * build is current, or when the project installed pulumi-ingress from elsewhere than a tarball.
 * Times, not contents: a clone's files all date from the checkout, and the build comes after.
 */
function staleBuild(dir, repo = root) {
  const spec = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")).dependencies?.["pulumi-ingress"] ?? "";
  if (!spec.startsWith("file:") || !spec.endsWith(".tgz")) return undefined;
  const tarball = spec.slice("file:".length);
  if (!fs.existsSync(tarball)) return `the packed build ${tarball} that ${dir} installed is gone: run node scripts/pretest.js`;
  const packedAt = fs.statSync(tarball).mtimeMs;
  let newest;
  for (const file of shippedSources(repo)) {
    // A file removed since it was listed (someone is editing) is not a reason to stop.
    const at = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (at > packedAt && (newest === undefined || at > newest.at)) newest = { file, at };
  }
  return newest && `the packed build is older than ${path.relative(repo, newest.file)}: run node scripts/pretest.js`;
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

module.exports = { cellDir, defaultDir, lockedVersion, makeUserProject, pack, staleBuild };

if (require.main === module) {
  // node scripts/user-project.js [dir] [pulumiVersion]: pack, install, print the project's path.
  const dir = process.argv[2] ?? defaultDir();
  const version = process.argv[3] ?? lockedVersion("@pulumi/pulumi");
  console.log(makeUserProject({ dir, tarball: pack(), pulumiVersion: version }));
}
