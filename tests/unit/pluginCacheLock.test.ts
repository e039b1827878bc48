/**
 * The lock of the plugin's archive cache (scripts/release/pluginArchives.ts withLock): two holders
 * of one folder's lock run one after the other, never together (two jest workers building the
 * archive at once would each take 3 GB); a lock left by a process that is gone is taken over.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { withLock } from "../../scripts/release/pluginArchives";

let dir = "";
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "plugin-cache-lock-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("two holders of one folder's lock run one after the other, and the lock is gone after", async () => {
  const events: string[] = [];
  const hold = (name: string) =>
    withLock(dir, async () => {
      events.push(`${name} in`);
      await tick(50);
      events.push(`${name} out`);
      return name;
    });
  expect(await Promise.all([hold("a"), hold("b")])).toEqual(["a", "b"]);
  // Which takes the lock first is the scheduler's choice (a loaded machine lets b's attempt land first).
  expect([
    ["a in", "a out", "b in", "b out"],
    ["b in", "b out", "a in", "a out"],
  ]).toContainEqual(events);
  expect(existsSync(path.join(dir, ".lock"))).toBe(false);
});

test("a lock whose process is gone is taken over", async () => {
  const gone = spawnSync(process.execPath, ["-e", ""]).pid;
  writeFileSync(path.join(dir, ".lock"), String(gone));
  expect(await withLock(dir, async () => "taken")).toBe("taken");
  expect(existsSync(path.join(dir, ".lock"))).toBe(false);
});
