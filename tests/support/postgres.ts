/**
 * A Postgres state backend for engine tests: a throwaway cluster (Debian's `postgresql` binaries,
 * which scripts/pretest.js installs with scripts/install-postgres.sh) in a temporary folder, on a free loopback
 * port, trust authentication, stopped and removed by `close`. Stacks use it through
 * `PULUMI_BACKEND_URL=postgres://…` (the CLI creates its `pulumi_state` table on first use).
 * PostgreSQL refuses to run as root: as root, the server runs as the `postgres` user.
 */
import { execFile } from "node:child_process";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { REPO_ROOT } from "./engine";
import { freePort, type StateBackend } from "../../scripts/moto";

const DATABASE = "postgres";
const KEY_PREFIX = `${DATABASE}/`;

let installed: Promise<string> | undefined;

/**
 * The folder of initdb, pg_ctl and psql, as `scripts/install-postgres.sh --check` finds it: a test
 * installs nothing (pretest does), and fails naming pretest when they are missing.
 */
function postgresBin(): Promise<string> {
  installed ??= run("bash", [path.join(REPO_ROOT, "scripts", "install-postgres.sh"), "--check"]).then((out) => out.trim().split("\n").pop()?.trim() ?? "");
  return installed;
}

function run(cmd: string, args: string[], options: { env?: NodeJS.ProcessEnv } = {}): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile(cmd, args, { cwd: os.tmpdir(), maxBuffer: 16 << 20, env: options.env ?? process.env }, (err, stdout, stderr) =>
      err ? reject(new Error(`${cmd} ${args.join(" ")} failed: ${err.message}\n${stderr}`)) : resolve(stdout),
    ),
  );
}

const asRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** `bin/<tool> args`, as the postgres user when this process is root. */
function tool(bin: string, name: string, args: string[]): Promise<string> {
  const exe = path.join(bin, name);
  return asRoot ? run("runuser", ["-u", "postgres", "--", exe, ...args]) : run(exe, args);
}

export async function startPostgresBackend(): Promise<StateBackend> {
  const bin = await postgresBin();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "pulumi-ingress-pg-"));
  const data = path.join(dir, "data");
  if (asRoot) await run("chown", ["postgres", dir]);
  const port = await freePort();
  await tool(bin, "initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  // Loopback only; the socket in our folder, not /var/run; fsync off: a throwaway cluster.
  const options = `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  await tool(bin, "pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "server.log"), "-w", "-t", "60", "start"]);
  const url = `postgres://postgres@127.0.0.1:${port}/${DATABASE}?sslmode=disable`;
  const psql = (sql: string) => run(path.join(bin, "psql"), ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "-d", DATABASE, "-At", "-c", sql]);

  return {
    env: { PULUMI_BACKEND_URL: url },
    // The CLI keys every file by the URL's path (the database name) first: `postgres/.pulumi/…`.
    keys: async (prefix = "") => {
      const table = (await psql("SELECT to_regclass('pulumi_state') IS NOT NULL")).trim();
      if (table !== "t") return []; // no stack yet
      const escaped = `${KEY_PREFIX}${prefix}`.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/'/g, "''");
      const out = await psql(`SELECT key FROM pulumi_state WHERE key LIKE '${escaped}%' ORDER BY key`);
      return out
        .split("\n")
        .filter((k) => k !== "")
        .map((k) => k.slice(KEY_PREFIX.length));
    },
    close: async () => {
      await tool(bin, "pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]).catch(() => undefined);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
