/** The `pulumi-ingress-emulator` command: its one start-up line, its flags, a clean stop. */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs, parseRateLimit } from "../../emulator/cli";
import { apiFor, spawnCli } from "./helpers";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "emulator-cli-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

test("prints one line with the base URL and the keys, serves with its flags, stops on SIGTERM writing its state", async () => {
  const seed = join(dir, "seed.json");
  const state = join(dir, "state.json");
  await writeFile(seed, JSON.stringify({ edges: [{ id: "edghts_cli" }] }));
  const cli = spawnCli(["--host", "127.0.0.1", "--port", "0", "--seed", seed, "--state", state, "--rate-limit", "3/60s", "--latency", "0", "--abuse-delay", "0"]);
  const line = await cli.line;
  expect(line).toMatch(
    /^pulumi-ingress-emulator listening on http:\/\/127\.0\.0\.1:\d+ with API keys ingress-emulator-key \(may file abuse reports\) and ingress-emulator-restricted-key \(may not file abuse reports\)$/,
  );
  const baseUrl = /(http:\/\/\S+)/.exec(line)?.[1] as string;
  const api = apiFor({ baseUrl, apiKey: "ingress-emulator-key" } as never);
  expect((await api.get("/edges/https/edghts_cli")).status).toBe(200);
  const report = await api.post("/abuse_reports", { urls: ["https://x.test/"] });
  expect((await api.get(`/abuse_reports/${report.body.id as string}`)).body.status).toBe("PROCESSED");
  const limited = await api.get("/edges/https/edghts_cli");
  expect([limited.status, limited.headers.get("retry-after")]).toEqual([429, "60"]);
  cli.child.kill("SIGTERM");
  expect(await cli.exited).toBe(0);
  const saved = JSON.parse(await readFile(state, "utf8")) as { state: { abuse_reports: Record<string, unknown> } };
  expect(Object.keys(saved.state.abuse_reports)).toEqual([report.body.id]);
});

test("bad arguments exit 2 with the usage", async () => {
  const cli = spawnCli(["--port", "http"]);
  expect(await cli.exited).toBe(2);
  expect(cli.stderr()).toContain('pulumi-ingress-emulator: --port must be a whole number up to 65535; got "http"');
  expect(cli.stderr()).toContain("usage: pulumi-ingress-emulator [--port N]");
});

test("flag parsing", () => {
  expect(parseArgs(["--port=8080", "--host", "0.0.0.0", "--state", "s.json", "--seed", "seed.json", "--rate-limit", "120/60s", "--latency", "25", "--abuse-delay=100"])).toEqual({
    port: 8080,
    host: "0.0.0.0",
    statePath: "s.json",
    seed: "seed.json",
    rateLimit: { requests: 120, windowMs: 60_000 },
    latencyMs: 25,
    abuseProcessingDelayMs: 100,
  });
  expect(parseRateLimit("10/500ms")).toEqual({ requests: 10, windowMs: 500 });
  expect(parseRateLimit("10/1m")).toEqual({ requests: 10, windowMs: 60_000 });
  expect(parseRateLimit("10/2")).toEqual({ requests: 10, windowMs: 2000 });
  expect(() => parseRateLimit("fast")).toThrow('--rate-limit must look like 120/60s (requests/window); got "fast"');
  expect(() => parseArgs(["--nope"])).toThrow('unknown argument "--nope"');
  expect(() => parseArgs(["--state"])).toThrow("--state needs a value");
  expect(parseArgs(["--edges", "read-only"])).toEqual({ edges: "read-only" });
  expect(parseArgs(["--edges=gone"])).toEqual({ edges: "gone" });
  expect(() => parseArgs(["--edges", "closed"])).toThrow('--edges must be one of writable, read-only, gone; got "closed"');
});
