/**
 * The traffic plane's throughput: requests per second through a cloud endpoint whose policy has
 * 10 rules (the last forwarding to a local upstream), against a bare node:http reverse proxy to the
 * same upstream, and the p99 latency the policy adds; both in one run, on loopback. Each server
 * runs in its own process (the emulator from its CLI with `--traffic-port`, as users start it); the
 * upstream is bench/fixtures/bare-server.js, the load comes from this process as in
 * bench/throughput.ts (same connections). Other work on the machine comes and goes within seconds,
 * so the two sides take turns in short slices (each warmed up first, then SLICES slices of
 * SLICE_MS each, in the order bare, plane, plane, bare, …) and each side's figures pool all of its
 * slices: both see the same machine, whatever else runs on it.
 *
 * `node -r ts-node/register/transpile-only bench/traffic.ts` runs this row alone.
 */
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { progress, ratio, type Row } from "./support";
import { load, loadPool, type LoadResult, startServer, stopServer } from "./throughput";

const WARMUP_MS = 1000;
const SLICES = 10;
const SLICE_MS = 1000;
/** Each slice's own warm-up: the connections are already open, the server only settles again. */
const SLICE_WARMUP_MS = 200;
const GOAL = 0.5;
const HOST = "shop.example.com";
const PATHNAME = "/api/orders?page=1";
const BODY = JSON.stringify({ orders: Array.from({ length: 8 }, (_, i) => ({ id: `ord_${i}`, total: i * 10 })) });

/** 10 rules: an IP restriction the client passes, seven that test and do not match or only add or remove headers, a rewrite and the forward. */
const POLICY = {
  on_http_request: [
    { name: "loopback only", actions: [{ type: "restrict-ips", config: { allow: ["127.0.0.0/8", "::1/128"] } }] },
    { name: "no admin", expressions: ["req.url.path.startsWith('/admin')"], actions: [{ type: "deny", config: { status_code: 404 } }] },
    { name: "blocked header", expressions: ["'x-block' in req.headers"], actions: [{ type: "custom-response", config: { status_code: 400, body: "blocked" } }] },
    { name: "tag", actions: [{ type: "add-headers", config: { headers: { "x-bench": "1", "x-client": "${conn.client_ip}" } } }] },
    { name: "no deletes", expressions: ["req.method == 'DELETE'"], actions: [{ type: "deny" }] },
    { name: "no debug", actions: [{ type: "remove-headers", config: { headers: ["x-debug"] } }] },
    { name: "api tag", expressions: ["req.url.path.startsWith('/api/')"], actions: [{ type: "add-headers", config: { headers: { "x-api": "yes" } } }] },
    { name: "one network", expressions: ["conn.client_ip == '10.0.0.1'"], actions: [{ type: "deny" }] },
    { name: "rewrite", expressions: ["req.url.path.startsWith('/api/')"], actions: [{ type: "url-rewrite", config: { from: "/api/(.*)", to: "/$1" } }] },
    { name: "forward", actions: [{ type: "forward-internal", config: { url: "https://api.internal" } }] },
  ],
};

const percentile = (xs: readonly number[], p: number): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

export async function measureTraffic(): Promise<Row[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "pulumi-ingress-bench-traffic-"));
  const bodyFile = path.join(dir, "body.json");
  await fs.writeFile(bodyFile, BODY);
  const upstream = await startServer([path.join(__dirname, "fixtures", "bare-server.js"), bodyFile]);
  const servers = [upstream];
  try {
    const emulator = await startServer([path.join("dist", "emulator", "cli.js"), "--port", "0", "--traffic-port", "0", "--upstream", `https://api.internal=${upstream.baseUrl}`]);
    servers.push(emulator);
    // The plane's port is on the CLI's second line; the API's base URL on its first.
    let plane: string | undefined;
    while ((plane = /traffic plane on (http:\/\/127\.0\.0\.1:\d+)/.exec(emulator.output())?.[1]) === undefined) await new Promise((r) => setTimeout(r, 20));
    const created = await fetch(`${emulator.baseUrl}/endpoints`, {
      method: "POST",
      headers: { authorization: "Bearer ingress-emulator-key", "service-version": "2", "content-type": "application/json" },
      body: JSON.stringify({ url: `https://${HOST}`, traffic_policy: JSON.stringify(POLICY) }),
    });
    if (created.status !== 201) throw new Error(`creating the endpoint: ${created.status} ${await created.text()}`);
    const proxy = await startServer([path.join(__dirname, "fixtures", "bare-proxy.js"), upstream.baseUrl]);
    servers.push(proxy);

    const headers = { host: HOST, accept: "application/json" };
    const side = (url: string, pid: number | undefined) => ({ url, pid, pool: loadPool(url), slices: [] as LoadResult[] });
    const bare = side(proxy.baseUrl, proxy.child.pid);
    const through = side(plane, emulator.child.pid);
    const run = (s: typeof bare, warmupMs: number, measureMs: number) => load(s.url, PATHNAME, BODY, s.pid, headers, { warmupMs, measureMs, pool: s.pool });
    try {
      progress(`traffic plane throughput: warm-up, then ${SLICES} slices of ${SLICE_MS / 1000} s each for the bare node:http proxy and the plane (10 rules), taking turns`);
      for (const s of [bare, through]) await run(s, WARMUP_MS, 0);
      for (let slice = 0; slice < SLICES; slice++) {
        for (const s of slice % 2 === 0 ? [bare, through] : [through, bare]) s.slices.push(await run(s, SLICE_WARMUP_MS, SLICE_MS));
      }
    } finally {
      await Promise.all([bare.pool.close(), through.pool.close()]);
    }
    const pooled = (xs: readonly LoadResult[]) => {
      const requests = xs.reduce((n, x) => n + x.latenciesMs.length, 0);
      const cpu = xs.every((x) => x.cpuMs !== undefined) ? xs.reduce((n, x) => n + (x.cpuMs as number), 0) : undefined;
      return { rate: (requests / xs.reduce((n, x) => n + x.elapsedMs, 0)) * 1000, cpuUs: cpu === undefined ? undefined : (cpu * 1000) / requests, latenciesMs: xs.flatMap((x) => x.latenciesMs) };
    };
    const b = pooled(bare.slices);
    const t = pooled(through.slices);
    const r = t.rate / b.rate;
    // Each pair of neighbouring slices (one of each side) as a ratio: how much the machine moved during the run.
    const pairs = bare.slices.map((x, i) => (through.slices[i] as LoadResult).rate / x.rate).sort((x, y) => x - y);
    const rate = (x: { rate: number }) => `${Math.round(x.rate).toLocaleString("en-US")}/s`;
    const ms = (x: number) => `${x.toFixed(1)} ms`;
    const added = percentile(t.latenciesMs, 99) - percentile(b.latenciesMs, 99);
    // CPU per request, whatever the rate reached (the load generator shares the cores): what a saturated server would pay.
    const cpu = t.cpuUs !== undefined && b.cpuUs !== undefined ? `; server CPU per request: plane ${Math.round(t.cpuUs)} µs, bare proxy ${Math.round(b.cpuUs)} µs` : "";
    return [
      {
        measure: `traffic plane, policy of 10 rules forwarding to a local upstream / bare node:http proxy (requests per second, 32 connections, ${SLICES} slices of ${SLICE_MS / 1000} s each, taking turns)`,
        measured: `${ratio(r)} (plane ${rate(t)}; bare proxy ${rate(b)}; slice pairs ${ratio(pairs[0] ?? NaN)} to ${ratio(pairs[pairs.length - 1] ?? NaN)}${cpu})`,
        goal: `>= ${GOAL}`,
        met: r >= GOAL ? "yes" : "no",
      },
      {
        measure: "  same run: p99 latency added by the policy (plane p99 - bare proxy p99, all slices)",
        measured: `${ms(added)} (plane ${ms(percentile(t.latenciesMs, 99))}, bare proxy ${ms(percentile(b.latenciesMs, 99))})`,
        goal: "reported",
        met: "n/a",
      },
    ];
  } finally {
    for (const s of servers.reverse()) await stopServer(s.child);
    await fs.rm(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  measureTraffic().then(
    (rows) => {
      for (const r of rows) console.log(`| ${r.measure} | ${r.measured} | ${r.goal} | ${r.met} |`);
    },
    (err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
