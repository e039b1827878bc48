// The Python SDK as PyPI takes it: a wheel and an sdist of Pulumi's generated package, built by
// `python -m build` (no isolation) in a virtualenv cached under ~/.cache/pulumi-ingress.
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { cacheDir, languageTools, runTool } from "./languageHosts";

/** What the build virtualenv holds: `build` from PyPI, setuptools and wheel (the generated setup.py's backend). */
const BUILD_REQUIREMENTS = ["build==1.3.0", "setuptools", "wheel"];

/**
 * The build virtualenv, made once per interpreter and requirements (a stamp beside it says which):
 * built aside and renamed into place, so that concurrent builds never see half of one.
 */
async function buildVenv(log: (line: string) => void): Promise<string> {
  const tag = (await runTool("python3", ["-c", "import sys; print(sys.implementation.cache_tag)"], { cwd: os.tmpdir() })).trim();
  const want = `${BUILD_REQUIREMENTS.join(" ")} for ${tag}`;
  const venv = path.join(cacheDir(), `release-python-${tag}`);
  const stamp = path.join(venv, ".wanted");
  if ((await fs.readFile(stamp, "utf8").catch(() => "")) === want) return venv;
  log(`python: making the build virtualenv ${venv} (${want})`);
  const { wheelhouse } = await languageTools(log);
  const fresh = `${venv}.new-${process.pid}`;
  await fs.rm(fresh, { recursive: true, force: true });
  await runTool("python3", ["-m", "venv", fresh], { cwd: os.tmpdir() });
  // setuptools and wheel from the wheelhouse when it has them, `build` from PyPI.
  await runTool(path.join(fresh, "bin", "python"), ["-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--find-links", wheelhouse, ...BUILD_REQUIREMENTS], { cwd: os.tmpdir() });
  await fs.writeFile(path.join(fresh, ".wanted"), want);
  await fs.rm(venv, { recursive: true, force: true });
  // Its bin/python finds the environment from pyvenv.cfg beside it, wherever the folder is; the
  // build runs through it (`python -m build`), never through scripts naming the old path.
  try {
    await fs.rename(fresh, venv);
  } catch (e) {
    // Another build put its own in place first.
    await fs.rm(fresh, { recursive: true, force: true });
    if ((await fs.readFile(stamp, "utf8").catch(() => "")) !== want) throw e;
  }
  return venv;
}

/**
 * Builds the wheel and the sdist of the generated Python SDK in `sourceDir` (its setup.py at the
 * root) into `outDir`; returns their paths. The package's README.md (the generator writes it into
 * the package folder) is copied to the root, where setup.py reads the long description from.
 */
export async function buildPythonSdk(options: { sourceDir: string; outDir: string; log: (line: string) => void }): Promise<string[]> {
  const { sourceDir, outDir } = options;
  const packages = (await fs.readdir(sourceDir, { withFileTypes: true })).filter((e) => e.isDirectory() && !e.name.endsWith(".egg-info"));
  const readme = packages.map((p) => path.join(sourceDir, p.name, "README.md"));
  for (const file of readme) {
    if (await fs.stat(file).then(() => true, () => false)) await fs.copyFile(file, path.join(sourceDir, "README.md"));
  }
  const venv = await buildVenv(options.log);
  await fs.mkdir(outDir, { recursive: true });
  const before = new Set(await fs.readdir(outDir));
  await runTool(path.join(venv, "bin", "python"), ["-m", "build", "--no-isolation", "--sdist", "--wheel", "--outdir", outDir, sourceDir], {
    cwd: sourceDir,
    env: { ...process.env, PIP_DISABLE_PIP_VERSION_CHECK: "1" },
  });
  const built = (await fs.readdir(outDir)).filter((f) => !before.has(f) && (f.endsWith(".whl") || f.endsWith(".tar.gz")));
  if (built.length !== 2) throw new Error(`python -m build wrote ${built.length === 0 ? "nothing" : built.join(", ")} into ${outDir}, not one wheel and one sdist`);
  return built.sort().map((f) => path.join(outDir, f));
}
