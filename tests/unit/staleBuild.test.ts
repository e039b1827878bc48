/**
 * The engine suites refuse a stale build (scripts/user-project.js staleBuild, run once per jest run
 * by tests/support/freshBuild.js): a shipped source newer than the tarball the user project
 * installed is named in one line with the command that rebuilds it. Here on a repository and a
 * user project of a few files, their times set by hand.
 */
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a plain CommonJS script shared with pretest
const { staleBuild } = require("../../scripts/user-project.js") as { staleBuild(dir: string, repo?: string): string | undefined };

const CHECKOUT = new Date("2030-01-01T00:00:00Z");
const PACKED = new Date("2030-01-01T00:05:00Z");
const LATER = new Date("2030-01-01T00:09:00Z");

let tmp: string;
let repo: string;
let project: string;
let tarball: string;

/** Writes `file` (relative to `dir`) dated `at`. */
async function write(dir: string, file: string, content: string, at: Date): Promise<void> {
  const full = path.join(dir, file);
  await fs.mkdir(path.dirname(full), { recursive: true });
  await fs.writeFile(full, content);
  await fs.utimes(full, at, at);
}

const touch = (file: string, at: Date) => fs.utimes(path.join(repo, file), at, at);

beforeEach(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "stale-build-"));
  repo = path.join(tmp, "repo");
  project = path.join(tmp, "project");
  tarball = path.join(repo, ".tmp", "pack", "pulumi-ingress-0.1.0.tgz");
  // A clone: every file dated at the checkout; then the build and its tarball.
  await write(repo, "package.json", JSON.stringify({ name: "pulumi-ingress", files: ["dist/", "policy/index.js"] }), CHECKOUT);
  await write(repo, "tsconfig.build.json", JSON.stringify({ include: ["provider", "policy/src"] }), CHECKOUT);
  await write(repo, "provider/client/x.ts", "export {};\n", CHECKOUT);
  await write(repo, "provider/client/x.test.ts", "export {};\n", CHECKOUT);
  await write(repo, "provider/README.md", "# provider\n", CHECKOUT);
  await write(repo, "policy/src/pack.ts", "export {};\n", CHECKOUT);
  await write(repo, "policy/index.js", "\"use strict\";\n", CHECKOUT);
  await write(repo, "tests/y.test.ts", "export {};\n", CHECKOUT);
  await write(repo, "dist/provider/client/x.js", "\"use strict\";\n", PACKED);
  await write(repo, ".tmp/pack/pulumi-ingress-0.1.0.tgz", "tarball", PACKED);
  await write(project, "package.json", JSON.stringify({ dependencies: { "@pulumi/pulumi": "3.248.0", "pulumi-ingress": `file:${tarball}` } }), PACKED);
});

afterEach(() => fs.rm(tmp, { recursive: true, force: true }));

test("a clone built after its checkout is current", () => {
  expect(staleBuild(project, repo)).toBeUndefined();
});

test("a shipped source saved after the pack is named, with the command that rebuilds", async () => {
  await touch("provider/client/x.ts", LATER);
  expect(staleBuild(project, repo)).toBe("the packed build is older than provider/client/x.ts: run node scripts/pretest.js");
});

test("of several newer sources, the newest is named; package.json and the files package.json lists count", async () => {
  await touch("policy/src/pack.ts", LATER);
  await touch("policy/index.js", new Date(LATER.getTime() + 1000));
  expect(staleBuild(project, repo)).toBe("the packed build is older than policy/index.js: run node scripts/pretest.js");
  await touch("package.json", new Date(LATER.getTime() + 2000));
  expect(staleBuild(project, repo)).toBe("the packed build is older than package.json: run node scripts/pretest.js");
});

test("what does not ship does not count: tests, docs, and files outside the compiled folders", async () => {
  await touch("provider/client/x.test.ts", LATER);
  await touch("provider/README.md", LATER);
  await touch("tests/y.test.ts", LATER);
  expect(staleBuild(project, repo)).toBeUndefined();
});

test("a tarball that is gone is said so", async () => {
  await fs.rm(tarball);
  expect(staleBuild(project, repo)).toBe(`the packed build ${tarball} that ${project} installed is gone: run node scripts/pretest.js`);
});

test("a project that installed the package from elsewhere than a tarball is not judged", async () => {
  await write(project, "package.json", JSON.stringify({ dependencies: { "pulumi-ingress": "0.1.0" } }), PACKED);
  await touch("provider/client/x.ts", LATER);
  expect(staleBuild(project, repo)).toBeUndefined();
});
