/**
 * The traffic plane's throughput: requests per second through a cloud endpoint whose policy has
 * 10 rules (the last forwarding to a local upstream), against a bare node:http reverse proxy to the
 * same upstream, and the p99 latency the policy adds; both in one run, on loopback. Each server
 * runs in its own process (the emulator from its CLI with `--traffic-port`, as users start it); the
 * upstream is bench/fixtures/bare-server.js, the load comes from this process as in
 * bench/throughput.ts (same connections, warm-up, measure time and rounds, alternating).
 *
 * `node -r ts-node/register/transpile-only bench/traffic.ts` runs this row alone.
 */
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { progress, ratio, type Row } from "./support";
import { load, type LoadResult, startServer, stopServer } from "./throughput";

const ROUNDS = 2;
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
    const through: LoadResult[] = [];
    const bare: LoadResult[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      progress(`traffic plane throughput, round ${round}/${ROUNDS}: bare node:http proxy, then the plane (10 rules)`);
      bare.push(await load(proxy.baseUrl, PATHNAME, BODY, proxy.child.pid, headers));
      through.push(await load(plane, PATHNAME, BODY, emulator.child.pid, headers));
    }
    const best = (xs: LoadResult[]) => xs.reduce((a, b) => (b.rate > a.rate ? b : a));
    const r = best(through).rate / best(bare).rate;
    const rates = (xs: LoadResult[]) => xs.map((x) => `${Math.round(x.rate).toLocaleString("en-US")}/s`).join(", ");
    const p99 = (x: LoadResult) => percentile(x.latenciesMs, 99);
    const ms = (x: number) => `${x.toFixed(1)} ms`;
    const added = p99(best(through)) - p99(best(bare));
    // CPU per request, whatever the rate reached (the load generator shares the cores): what a saturated server would pay.
    const cheapest = (xs: LoadResult[]) => Math.min(...xs.map((x) => x.cpuUs ?? Infinity));
    const cpu = Number.isFinite(cheapest(through)) ? `; server CPU per request: plane ${Math.round(cheapest(through))} µs, bare proxy ${Math.round(cheapest(bare))} µs` : "";
    return [
      {
        measure: `traffic plane, policy of 10 rules forwarding to a local upstream / bare node:http proxy (requests per second, 32 connections, best of ${ROUNDS})`,
        measured: `${ratio(r)} (plane ${rates(through)}; bare proxy ${rates(bare)}${cpu})`,
        goal: `>= ${GOAL}`,
        met: r >= GOAL ? "yes" : "no",
      },
      {
        measure: "  same run: p99 latency added by the policy (plane p99 - bare proxy p99, best rounds)",
        measured: `${ms(added)} (plane ${ms(p99(best(through)))}, bare proxy ${ms(p99(best(bare)))})`,
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
