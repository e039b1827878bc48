/**
 * An S3-compatible state backend for engine tests and benchmarks: moto's server mode
 * (`moto[server]` from PyPI, which scripts/pretest.js installs into a cached venv with
 * scripts/install-moto.sh), started on a
 * free loopback port, with a bucket made by a plain unsigned `PUT /<bucket>` (moto does not check
 * signatures). Stacks use it through `PULUMI_BACKEND_URL` (see {@link S3Backend.env}); the
 * credentials can be anything.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import * as path from "node:path";
import { REPO_ROOT } from "./engine";

/** A shared state backend a test started: how to point the CLI at it, and what it holds. */
export interface StateBackend {
  /** The environment that points the Pulumi CLI at it (`PULUMI_BACKEND_URL`, credentials). */
  readonly env: Record<string, string>;
  /** Keys of what it stores under `prefix` (the state files, their backups, locks), sorted. */
  keys(prefix?: string): Promise<string[]>;
  /** Stops the server this helper started. */
  close(): Promise<void>;
}

export interface S3Backend extends StateBackend {
  /** `http://127.0.0.1:<port>`. */
  readonly endpoint: string;
  readonly bucket: string;
}

let installed: Promise<string> | undefined;

/**
 * `moto_server`'s path, as `scripts/install-moto.sh --check` finds it: installs nothing (pretest
 * does, about a minute on a fresh machine), and fails naming pretest when moto is missing.
 */
function motoServerBin(): Promise<string> {
  installed ??= new Promise((resolve, reject) => {
    execFile("bash", [path.join(REPO_ROOT, "scripts", "install-moto.sh"), "--check"], { cwd: REPO_ROOT, maxBuffer: 16 << 20 }, (err, stdout, stderr) => {
      const bin = stdout.trim().split("\n").pop()?.trim() ?? "";
      if (err || bin === "") reject(new Error(`scripts/install-moto.sh failed: ${err?.message ?? "no path printed"}\n${stderr}`));
      else resolve(bin);
    });
  });
  return installed;
}

/** A loopback port free at the time of asking. */
export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  const { port } = s.address() as { port: number };
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

/** Starts moto on a free loopback port and creates `bucket` in it. */
export async function startS3Backend(bucket = "pulumi-state"): Promise<S3Backend> {
  const bin = await motoServerBin();
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(bin, ["-H", "127.0.0.1", "-p", String(port)], { stdio: ["ignore", "ignore", "pipe"] });
  let errors = "";
  child.stderr?.on("data", (c: Buffer) => {
    errors = (errors + c.toString("utf8")).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };

  // Up within seconds; a PUT of the bucket is the readiness probe and the setup at once.
  const deadline = Date.now() + 30_000;
  for (;;) {
    const put = await fetch(`${endpoint}/${bucket}`, { method: "PUT" }).catch(() => undefined);
    if (put?.ok) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`moto_server did not start on ${endpoint} (${put ? `PUT /${bucket}: ${put.status}` : "no answer"}):\n${errors}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    endpoint,
    bucket,
    env: {
      PULUMI_BACKEND_URL: `s3://${bucket}?endpoint=${endpoint}&s3ForcePathStyle=true&region=us-east-1`,
      AWS_ACCESS_KEY_ID: "test",
      AWS_SECRET_ACCESS_KEY: "test",
      AWS_REGION: "us-east-1",
    },
    keys: async (prefix = "") => {
      const res = await fetch(`${endpoint}/${bucket}?list-type=2&prefix=${encodeURIComponent(prefix)}&max-keys=1000`);
      const xml = await res.text();
      return [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => m[1] as string).sort();
    },
    close: stop,
  };
}
