/** Two clients hammering one emulator (persisting to a state file) never see a torn state. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Pool } from "undici";
import { startEmulator, type Emulator } from "../../emulator";
import { start } from "./helpers";

let emulator: Emulator;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "emulator-concurrency-"));
  ({ emulator } = await start({ statePath: join(dir, "state.json") }));
});
afterAll(async () => {
  await emulator.close();
  // The file holds exactly what the last answer said.
  const reloaded = await startEmulator({ statePath: join(dir, "state.json") });
  expect(reloaded.snapshot()).toEqual(emulator.snapshot());
  await reloaded.close();
  await rm(dir, { recursive: true, force: true });
});

/** A client of its own: its own connection pool. */
function client(connections: number) {
  const pool = new Pool(emulator.baseUrl, { connections });
  const headers = { authorization: `Bearer ${emulator.apiKey}`, "service-version": "2", "content-type": "application/json" };
  const call = async (method: "GET" | "POST" | "PATCH" | "PUT", path: string, body?: unknown) => {
    const r = await pool.request({ method, path, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    const text = await r.body.text();
    return { status: r.statusCode, body: text ? JSON.parse(text) : undefined };
  };
  return { call, close: () => pool.close() };
}

const SUB = { sources: [{ type: "ip_policy_created.v0" }], destination_ids: ["ed_one"] };
const ROUTES = "/edges/https/edghts_main/routes";

test("creates, patches and reads interleave without torn objects or lists", async () => {
  const writer = client(8);
  const reader = client(8);
  try {
    const sub = (await writer.call("POST", "/event_subscriptions", SUB)).body;
    const route = (await writer.call("POST", ROUTES, { match_type: "path_prefix", match: "/", circuit_breaker: { tripped_duration: 0, rolling_window: 0 } })).body;
    let done = false;
    let reads = 0;
    const violations: string[] = [];

    const writes = (async () => {
      await Promise.all(
        Array.from({ length: 8 }, async (_, w) => {
          for (let i = 0; i < 30; i++) {
            const n = w * 1000 + i;
            const v = `v${n}`;
            const results = await Promise.all([
              writer.call("PATCH", `/event_subscriptions/${sub.id as string}`, { description: v, metadata: v, sources: [{ type: `e${n}.v0` }] }),
              writer.call("PATCH", `${ROUTES}/${route.id as string}`, { description: v, metadata: v, circuit_breaker: { tripped_duration: n, rolling_window: n } }),
              writer.call("POST", "/event_subscriptions", { ...SUB, description: v, metadata: v }),
            ]);
            for (const r of results) if (r.status !== 200 && r.status !== 201) violations.push(`write answered ${r.status}`);
          }
        }),
      );
      done = true;
    })();

    const readsDone = (async () => {
      let lastCount = 0;
      while (!done) {
        const [s, r, list] = await Promise.all([
          reader.call("GET", `/event_subscriptions/${sub.id as string}`),
          reader.call("GET", `${ROUTES}/${route.id as string}`),
          reader.call("GET", "/event_subscriptions?limit=100"),
        ]);
        reads++;
        const sv = s.body;
        if (sv.description !== (sv.metadata ?? undefined)) violations.push(`subscription description ${sv.description} vs metadata ${sv.metadata}`);
        if (sv.description !== undefined && sv.sources[0].type !== `e${(sv.description as string).slice(1)}.v0`) violations.push(`subscription sources ${sv.sources[0].type} vs ${sv.description}`);
        const rv = r.body;
        const cb = rv.circuit_breaker;
        if (rv.description !== undefined && (rv.description !== rv.metadata || rv.description !== `v${cb.tripped_duration as number}` || cb.rolling_window !== cb.tripped_duration)) {
          violations.push(`route ${rv.description} ${rv.metadata} ${cb.tripped_duration} ${cb.rolling_window}`);
        }
        const items = list.body.event_subscriptions as { description?: string; metadata?: string }[];
        for (const it of items) if (it.description !== it.metadata) violations.push(`listed ${it.description} vs ${it.metadata}`);
        if (items.length < lastCount) violations.push(`list shrank from ${lastCount} to ${items.length}`);
        lastCount = items.length;
      }
    })();

    await Promise.all([writes, readsDone]);
    expect(violations).toEqual([]);
    expect(reads).toBeGreaterThan(5);
    // What the API answers is what the state holds.
    const state = emulator.snapshot();
    expect(Object.keys(state.event_subscriptions)).toHaveLength(1 + 8 * 30);
    const finalRoute = (await reader.call("GET", `${ROUTES}/${route.id as string}`)).body;
    expect(finalRoute.description).toBe(state.routes[route.id]?.description);
  } finally {
    await writer.close();
    await reader.close();
  }
});

test("concurrent SAML updates of one route settle on one signing certificate", async () => {
  const c = client(8);
  try {
    const route = (await c.call("POST", ROUTES, { match_type: "path_prefix", match: "/saml" })).body;
    const replies = await Promise.all(Array.from({ length: 6 }, (_, i) => c.call("PUT", `${ROUTES}/${route.id as string}/saml`, { idp_metadata: `<m${i}/>` })));
    const pems = new Set(replies.map((r) => r.body.request_signing_certificate_pem as string));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(pems.size).toBe(1);
    expect((await c.call("GET", `${ROUTES}/${route.id as string}`)).body.saml.request_signing_certificate_pem).toBe([...pems][0]);
  } finally {
    await c.close();
  }
});
