/**
 * Contract-test helpers: an emulator on port 0 and a thin fetch wrapper (deliberately not the
 * package's client), plus matchers for ids, times and the error body.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { join, resolve } from "node:path";
import { startEmulator, type Emulator, type EmulatorOptions } from "../../emulator";
import { TYPESCRIPT_PRELOAD } from "../support/typescriptPreload";

export interface Reply {
  status: number;
  headers: Headers;
  /** Parsed JSON body; undefined when empty. */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- asserted with toEqual
  text: string;
}

export interface CallOptions {
  body?: unknown;
  /** Sent as is (no JSON encoding, no Content-Type unless given). */
  rawBody?: string | Uint8Array;
  /** Bearer key; `null` sends no Authorization header. Default: the authorized key. */
  key?: string | null;
  headers?: Record<string, string>;
  /** Leave out the Service-Version header. */
  noVersion?: boolean;
}

export interface Api {
  call(method: string, path: string, options?: CallOptions): Promise<Reply>;
  get(path: string, options?: CallOptions): Promise<Reply>;
  post(path: string, body: unknown, options?: CallOptions): Promise<Reply>;
  patch(path: string, body: unknown, options?: CallOptions): Promise<Reply>;
  put(path: string, body: unknown, options?: CallOptions): Promise<Reply>;
  del(path: string, options?: CallOptions): Promise<Reply>;
}

export function apiFor(emulator: Emulator): Api {
  const call = async (method: string, path: string, o: CallOptions = {}): Promise<Reply> => {
    const headers: Record<string, string> = {};
    const key = o.key === undefined ? emulator.apiKey : o.key;
    if (key !== null) headers.authorization = `Bearer ${key}`;
    if (!o.noVersion) headers["service-version"] = "2";
    let body: string | Uint8Array | undefined;
    if (o.rawBody !== undefined) body = o.rawBody;
    else if (o.body !== undefined) {
      body = JSON.stringify(o.body);
      headers["content-type"] = "application/json";
    }
    Object.assign(headers, o.headers);
    const res = await fetch(`${emulator.baseUrl}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text === "" ? undefined : JSON.parse(text), text };
  };
  return {
    call,
    get: (p, o) => call("GET", p, o),
    post: (p, b, o) => call("POST", p, { ...o, body: b }),
    patch: (p, b, o) => call("PATCH", p, { ...o, body: b }),
    put: (p, b, o) => call("PUT", p, { ...o, body: b }),
    del: (p, o) => call("DELETE", p, o),
  };
}

/** Seed ids used across the suites. */
export const SEED = {
  edges: [{ id: "edghts_main" }, { id: "edghts_other" }],
  backends: [{ id: "bkdtg_one" }, { id: "bkdtg_two" }],
  ipPolicies: [{ id: "ipp_one" }, { id: "ipp_two" }],
  eventDestinations: [{ id: "ed_one" }, { id: "ed_two" }],
};

/** Starts an emulator (seeded with {@link SEED} unless options.seed is given), its api and its base URL (the start of every `uri`). */
export async function start(options: EmulatorOptions = {}): Promise<{ emulator: Emulator; api: Api; base: string }> {
  const emulator = await startEmulator({ seed: SEED, ...options });
  return { emulator, api: apiFor(emulator), base: emulator.baseUrl };
}

/** A mutable clock for `now`. */
export function fakeClock(start = "2030-01-01T00:00:00.000Z"): { now: () => Date; advance(ms: number): void; set(iso: string): void } {
  let t = Date.parse(start);
  return {
    now: () => new Date(t),
    advance: (ms) => {
      t += ms;
    },
    set: (iso) => {
      t = Date.parse(iso);
    },
  };
}

export const idOf = (prefix: string) => expect.stringMatching(new RegExp(`^${prefix}[0-9A-Za-z]{27}$`));
export const TIME = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
const OPERATION_ID = expect.stringMatching(/^op_[0-9A-Za-z]{27}$/);

/** The service's error body. */
export const errorBody = (status: number, code: string, msg: string | ReturnType<typeof expect.stringMatching>) => ({
  error_code: code,
  status_code: status,
  msg,
  details: { operation_id: OPERATION_ID },
});

/** Expects an error reply, exactly. */
export function expectError(reply: Reply, status: number, code: string, msg: string | ReturnType<typeof expect.stringMatching>): void {
  expect({ status: reply.status, body: reply.body }).toEqual({ status, body: errorBody(status, code, msg) });
  expect(reply.headers.get("content-type")).toBe("application/json");
}

/** RFC 3339 at second precision, computed independently of the emulator. */
export const rfc3339 = (d: Date): string => d.toISOString().replace(/\.\d{3}Z$/, "Z");

/** The CLI as a child process (its sources compiled by esbuild as they load), its one start-up line, and its exit code. */
export function spawnCli(args: string[]): { child: ChildProcess; line: Promise<string>; stderr: () => string; exited: Promise<number | null> } {
  const root = resolve(__dirname, "..", "..");
  const child = spawn(process.execPath, [...TYPESCRIPT_PRELOAD, join(root, "emulator", "cli.ts"), ...args], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stderr?.on("data", (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
  const line = new Promise<string>((res, rej) => {
    child.stdout?.on("data", (d: Buffer) => {
      out += d.toString();
      const nl = out.indexOf("\n");
      if (nl >= 0) res(out.slice(0, nl));
    });
    void exited.then((code) => rej(new Error(`CLI exited with ${String(code)} before its start-up line: ${err}`)));
  });
  line.catch(() => undefined);
  return { child, line, stderr: () => err, exited };
}
