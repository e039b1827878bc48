/** `statePath`: every resource survives a restart; the file is only ever whole, even across a crash. */
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startEmulator } from "../../emulator";
import { makeChain } from "../support/certs";
import { apiFor, fakeClock, SEED, spawnCli, type Api } from "./helpers";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "emulator-state-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const SUB = { sources: [{ type: "ip_policy_created.v0" }], destination_ids: ["ed_one"] };
const ROUTE = {
  match_type: "path_prefix",
  match: "/",
  description: "all modules",
  backend: { backend_id: "bkdtg_one" },
  ip_restriction: { ip_policy_ids: ["ipp_one"] },
  circuit_breaker: { tripped_duration: 5 },
  webhook_verification: { provider: "GITHUB", secret: "whsec-persist" },
  oauth: { provider: { github: { client_id: "id", client_secret: "oauth-persist" } } },
  saml: { idp_metadata: "<x/>" },
  oidc: { issuer: "https://i.test", client_id: "c", client_secret: "oidc-persist" },
  traffic_policy: { value: "{}" },
};

test("a restart with the same statePath keeps every resource, routes with modules included", async () => {
  const statePath = join(dir, "restart.json");
  const clock = fakeClock("2032-01-01T00:00:00.000Z");
  const first = await startEmulator({ statePath, seed: SEED, now: clock.now, abuseProcessingDelayMs: 1000 });
  const a = apiFor(first);
  const chain = await makeChain({ keyType: "rsa", dnsNames: ["p.test"] });
  const cert = (await a.post("/tls_certificates", { certificate_pem: chain.certificatePem, private_key_pem: chain.privateKeyPem, metadata: "m" })).body;
  const route = (await a.post("/edges/https/edghts_main/routes", ROUTE)).body;
  await a.del(`/edges/https/edghts_main/routes/${route.id as string}/traffic_policy`);
  const sub = (await a.post("/event_subscriptions", SUB)).body;
  const report = (await a.post("/abuse_reports", { urls: ["https://x.test/"] })).body;
  const paths = [
    `/tls_certificates/${cert.id as string}`,
    `/edges/https/edghts_main/routes/${route.id as string}`,
    `/event_subscriptions/${sub.id as string}`,
    `/abuse_reports/${report.id as string}`,
    "/edges/https/edghts_main",
    "/backends/tunnel_group/bkdtg_one",
    "/ip_policies/ipp_one",
    "/event_destinations/ed_one",
    "/tls_certificates",
    "/event_subscriptions",
  ];
  const read = async (api: Api, baseUrl: string) => Promise.all(paths.map(async (p) => JSON.parse((await api.get(p)).text.split(baseUrl).join("{base}")) as unknown));
  const before = await read(a, first.baseUrl);
  const snapshot = first.snapshot();
  await first.close();

  const text = await readFile(statePath, "utf8");
  for (const secret of ["PRIVATE KEY", "whsec-persist", "oauth-persist", "oidc-persist"]) expect(text).not.toContain(secret);

  const second = await startEmulator({ statePath, now: clock.now, abuseProcessingDelayMs: 1000 });
  try {
    const b = apiFor(second);
    expect(second.baseUrl).not.toBe(first.baseUrl);
    expect(second.snapshot()).toEqual(snapshot);
    expect(await read(b, second.baseUrl)).toEqual(before);
    // Processing is read from the stored time, not reset by the restart.
    clock.advance(1000);
    expect((await b.get(`/abuse_reports/${report.id as string}`)).body.status).toBe("PROCESSED");
    // New ids keep sorting after the old ones, even with the clock turned back.
    clock.set("2020-01-01T00:00:00.000Z");
    const newer = (await b.post("/event_subscriptions", SUB)).body;
    expect((await b.get("/event_subscriptions")).body.event_subscriptions.map((s: { id: string }) => s.id)).toEqual([newer.id, sub.id]);
  } finally {
    await second.close();
  }
});

test("the state file is never partially written, and no temp file is left", async () => {
  const statePath = join(dir, "atomic.json");
  const e = await startEmulator({ statePath, seed: SEED });
  const a = apiFor(e);
  const id = (await a.post("/event_subscriptions", SUB)).body.id as string;
  let writing = true;
  let reads = 0;
  const reader = (async () => {
    while (writing) {
      const text = await readFile(statePath, "utf8");
      const parsed = JSON.parse(text) as { format: string; state: { event_subscriptions: Record<string, unknown> } }; // throws on a torn file
      expect(parsed.format).toBe("pulumi-ingress-emulator-state");
      expect(parsed.state.event_subscriptions[id]).toBeDefined();
      reads++;
    }
  })();
  await Promise.all(
    Array.from({ length: 8 }, async (_, w) => {
      for (let i = 0; i < 25; i++) {
        await a.patch(`/event_subscriptions/${id}`, { description: `w${w}-${i}`, metadata: "x".repeat(2000) });
        await a.post("/event_subscriptions", SUB);
      }
    }),
  );
  writing = false;
  await reader;
  await e.close();
  expect(reads).toBeGreaterThan(0);
  const saved = JSON.parse(await readFile(statePath, "utf8")) as { state: { event_subscriptions: Record<string, unknown> } };
  expect(Object.keys(saved.state.event_subscriptions)).toHaveLength(201);
  expect((await readdir(dir)).filter((f) => f.includes("atomic.json") && f !== "atomic.json")).toEqual([]);
});

test("a crash (SIGKILL) mid-write loses nothing acknowledged and leaves a whole file", async () => {
  const statePath = join(dir, "crash.json");
  const seedPath = join(dir, "crash-seed.json");
  await writeFile(seedPath, JSON.stringify(SEED));
  const cli = spawnCli(["--state", statePath, "--seed", seedPath]);
  const line = await cli.line;
  const baseUrl = /(http:\/\/\S+)/.exec(line)?.[1] as string;
  const a = apiFor({ baseUrl, apiKey: "ingress-emulator-key" } as never);
  const acknowledged: string[] = [];
  const unexpected: string[] = [];
  let stop = false;
  const writers = Array.from({ length: 4 }, async () => {
    while (!stop) {
      let r;
      try {
        r = await a.post("/event_subscriptions", { ...SUB, metadata: "y".repeat(4000) });
      } catch {
        return; // the process is gone
      }
      if (r.status === 201) acknowledged.push(r.body.id);
      else unexpected.push(r.text);
    }
  });
  const deadline = Date.now() + 30_000;
  while (acknowledged.length < 40 && unexpected.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  cli.child.kill("SIGKILL");
  stop = true;
  await Promise.all(writers);
  expect(unexpected).toEqual([]);
  expect(acknowledged.length).toBeGreaterThanOrEqual(40);
  await cli.exited;

  const restarted = await startEmulator({ statePath });
  try {
    const ids = Object.keys(restarted.snapshot().event_subscriptions);
    for (const id of acknowledged) expect(ids).toContain(id);
  } finally {
    await restarted.close();
  }
});

test("a file that is not an emulator state is refused, not overwritten", async () => {
  const corrupt = join(dir, "corrupt.json");
  await writeFile(corrupt, '{"format":"pulumi-ingress-emulator-state","version":1,"state":{');
  await expect(startEmulator({ statePath: corrupt })).rejects.toThrow(`state file ${corrupt} is not valid JSON; move it away to start with an empty state`);
  const foreign = join(dir, "foreign.json");
  await writeFile(foreign, '{"hello":"world"}');
  await expect(startEmulator({ statePath: foreign })).rejects.toThrow(`state file ${foreign} is not an emulator state file`);
  expect(await readFile(foreign, "utf8")).toBe('{"hello":"world"}');
});

test("without statePath nothing is written and a new emulator starts empty", async () => {
  const e = await startEmulator({ seed: SEED });
  await apiFor(e).post("/event_subscriptions", SUB);
  await e.close();
  const f = await startEmulator();
  try {
    expect(f.snapshot().event_subscriptions).toEqual({});
  } finally {
    await f.close();
  }
});
