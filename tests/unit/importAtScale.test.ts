// `pulumi-ingress import` of a large account (issue 35), in process against the emulator: more
// than 100 items in every family it walks (so every walk follows a next page) and more than 1000
// resources in all. Each walk reads every page, says how far it got on stderr, and the program
// adopts every item once.
import { readFile } from "node:fs/promises";
import * as path from "node:path";
import { startEmulator } from "../../emulator";
import type { Emulator } from "../../emulator/types";
import { makeChain } from "../support/certs";
import { createdId, newFolderEachTest, runCommand, VERSIONS } from "../support/commandRuns";

const CERTIFICATES = 120;
const EDGES = 110;
const ROUTES_PER_EDGE = 8;
const SUBSCRIPTIONS = 130;

let emulator: Emulator;
const created: string[] = [];

const post = (pathname: string, body: unknown): Promise<string> => createdId(emulator, pathname, body);

beforeAll(async () => {
  const edges = Array.from({ length: EDGES }, (_, e) => ({ id: `edghts_big${String(e).padStart(3, "0")}`, hostports: [`app${e}.example.com:443`] }));
  emulator = await startEmulator({ seed: { edges, backends: [{ id: "bkdtg_web" }], eventDestinations: [{ id: "ed_audit" }] } });
  const chain = await makeChain({ commonName: "big.example.com", dnsNames: ["big.example.com"] });
  for (let i = 0; i < CERTIFICATES; i++) created.push(await post("/tls_certificates", { certificate_pem: chain.certificatePem, private_key_pem: chain.privateKeyPem, description: `certificate ${i}` }));
  for (const edge of edges) {
    for (let r = 0; r < ROUTES_PER_EDGE; r++) {
      created.push(await post(`/edges/https/${edge.id}/routes`, { match_type: "path_prefix", match: `/r${r}`, backend: { backend_id: "bkdtg_web" }, compression: {} }));
    }
  }
  for (let i = 0; i < SUBSCRIPTIONS; i++) created.push(await post("/event_subscriptions", { sources: [{ type: "ip_policy_created.v0" }], destination_ids: ["ed_audit"], description: `subscription ${i}` }));
}, 120_000);

afterAll(() => emulator.close());

const dir = newFolderEachTest("import-at-scale-", () => emulator);

test(`an account of ${CERTIFICATES} certificates, ${EDGES * ROUTES_PER_EDGE} routes on ${EDGES} edges and ${SUBSCRIPTIONS} subscriptions: every page walked, progress on stderr, every item adopted once`, async () => {
  expect(created).toHaveLength(1_130);
  const { code, stdout, stderr } = await runCommand(["import", "--out", "imported"], { cwd: dir(), versions: VERSIONS });
  expect(code).toBe(0);

  // Every list call follows the one before it (100 items a page, the service's largest): two pages for each family.
  const walks = emulator.log.filter((e) => e.method === "GET").map((e) => `${e.path} ${e.status}${e.query.includes("before_id=") ? " (next page)" : ""}`);
  for (const family of ["/tls_certificates", "/edges/https", "/event_subscriptions"]) {
    expect(walks.filter((w) => w.startsWith(`${family} `))).toEqual([`${family} 200`, `${family} 200 (next page)`]);
  }
  // One line each time a walk has read another full page, before the program is written.
  expect(stderr.match(/^pulumi-ingress import: 100 (TLS certificates|HTTPS edges|event subscriptions) read so far…$/gm)).toHaveLength(3);
  // The seeded event destination the subscriptions send to is imported too.
  expect(stdout).toMatch(/^pulumi-ingress import: wrote imported: 120 TLS certificates, 880 routes, 130 event subscriptions and 1 event destination; /);

  const program = await readFile(path.join(dir(), "imported", "index.ts"), "utf8");
  const adopted = [...program.matchAll(/^ {2}adoptId: "(\w+)",$/gm)].map((m) => m[1]);
  expect(adopted).toHaveLength(created.length + 1);
  expect(new Set(adopted)).toEqual(new Set([...created, "ed_audit"]));
}, 120_000);
