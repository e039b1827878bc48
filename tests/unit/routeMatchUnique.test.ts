// One match per edge, as the provider and the recover command meet it, against the emulator in
// process: the service's refusal of a second route with a match (ERR_NGROK_7126) as the provider
// reports it, and the searches for what a failed or interrupted create made, which never take a
// route when several match. The service refuses duplicates, so the emulator starts from a state
// file that already holds two (as a service would that took them before, or that another stack's
// route shares in the same second).
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { IngressClient } from "../../provider/ingressClient";
import * as route from "../../provider/resources/httpsEdgeRoute/family";
import { PendingSearch } from "../../recover/find";
import type { PendingCreate } from "../../recover/pendingCreates";
import { useProviderService } from "../support/providerService";

const EDGE = "edghts_unique";
const T = "pulumi-nodejs:dynamic/ingress:HttpsEdgeRoute";
const urn = (name: string) => `urn:pulumi:dev::app::${T}::${name}`;
/** Two routes of one match, stamped a minute ahead so they count as made since any search's start. */
const TWINS = ["edghtsrt_twinA0000000000000000000000", "edghtsrt_twinB0000000000000000000000"];
const AHEAD = new Date(Math.floor(Date.now() / 1000) * 1000 + 60_000).toISOString().replace(/\.\d{3}Z$/, "Z");

let client: IngressClient;
let dir = "";
const failureOf = (p: Promise<unknown>): Promise<string> =>
  p.then(
    () => "",
    (e: Error) => e.message,
  );
const withoutOperationIds = (s: string) => s.replace(/op_[0-9A-Za-z]{27}/g, "op_…");

const service = useProviderService(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "route-match-unique-"));
  const statePath = path.join(dir, "state.json");
  const stored = (id: string) => ({ id, edge_id: EDGE, created_at: AHEAD, match_type: "path_prefix", match: "/twin", modules: {} });
  const state = {
    id_clock: 0,
    edges: { [EDGE]: { id: EDGE, created_at: "2026-01-01T00:00:00Z", hostports: ["unique.example.com:443"] } },
    routes: Object.fromEntries(TWINS.map((id) => [id, stored(id)])),
  };
  await fs.writeFile(statePath, JSON.stringify({ format: "pulumi-ingress-emulator-state", version: 1, state }));
  return { statePath };
});
const { mark, calls } = service;

beforeAll(() => {
  client = new IngressClient({ apiKey: service.emulator.apiKey, baseUrl: service.emulator.baseUrl });
});

afterEach(() => service.emulator.setFaults(undefined));

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe("the provider", () => {
  test("a create with a match another route of the edge has fails at its one POST, in one line naming the match, the edge and that route", async () => {
    const { id: holder } = await route.create({ edgeId: EDGE, matchType: "exact_path", match: "/taken" });
    mark();
    const message = await failureOf(route.create({ edgeId: EDGE, matchType: "path_prefix", match: "/taken" }));
    expect(calls()).toEqual([`POST /edges/https/${EDGE}/routes 400`]);
    expect(withoutOperationIds(message)).toBe(
      `POST /edges/https/${EDGE}/routes failed: 400 ERR_NGROK_7126 Route match expression \`/taken\` must be unique across all routes for HTTPS edge ${EDGE}; ` +
        `route ${holder} (match_type exact_path) already has it (operation op_…)`,
    );
    expect(message).not.toContain("\n");
    await route.remove(holder, { edgeId: EDGE });
  });

  test("a create whose answer is lost, with two routes of its match on the edge, takes neither and names both", async () => {
    service.emulator.setFaults({ rate: 1, kinds: ["lost-response"], methods: ["POST"] });
    mark();
    const message = await failureOf(route.create({ edgeId: EDGE, matchType: "path_prefix", match: "/twin" }));
    expect(calls()).toEqual([`POST /edges/https/${EDGE}/routes reset`, `GET /edges/https/${EDGE} 200`]);
    expect(message.replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/, "<time>")).toBe(
      `POST /edges/https/${EDGE}/routes failed: connection reset (ECONNRESET); 2 routes of type path_prefix matching /twin on ${EDGE} ` +
        `were created since <time> and none is in use by this deployment (${TWINS.join(", ")}): adopt the right one with adoptId and delete the others`,
    );
    expect(Object.keys(service.emulator.snapshot().routes).sort()).toEqual(TWINS);
  });
});

describe("pulumi-ingress-recover's search", () => {
  const pending = (name: string): PendingCreate => ({ urn: urn(name), family: "HttpsEdgeRoute", inputs: { edgeId: EDGE, matchType: "path_prefix", match: "/twin" } });
  const what = `route of type path_prefix matching /twin on ${EDGE}`;
  const find = (creates: PendingCreate[], held: string[] = []) =>
    new PendingSearch(client, Date.now() - 60_000, { ids: new Set(held), urns: new Set() }).find(creates);

  test("one interrupted create, two routes of its match: neither is taken, both are named", async () => {
    expect(await find([pending("a")])).toEqual([{ urn: urn("a"), outcome: "several", ids: TWINS, what }]);
  });

  test("two identical interrupted routes and two routes of their match: the service allows one per match, so neither create takes one", async () => {
    expect(await find([pending("a"), pending("b")])).toEqual([
      { urn: urn("a"), outcome: "several", ids: TWINS, what },
      { urn: urn("b"), outcome: "several", ids: TWINS, what },
    ]);
  });

  test("a route the state holds is not a candidate: the other one is found", async () => {
    expect(await find([pending("a")], [TWINS[0] ?? ""])).toEqual([{ urn: urn("a"), outcome: "found", id: TWINS[1], what }]);
  });
});
