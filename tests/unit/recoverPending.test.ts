// pulumi-ingress-recover's parts, in process: reading pending creates from an exported checkpoint,
// and finding on the emulator what each made (found, nothing, several, and what needs a person).
import { startEmulator } from "../../emulator";
import type { Emulator } from "../../emulator/types";
import { IngressClient } from "../../provider/ingressClient";
import type { Finding } from "../../recover/find";
import { PendingSearch } from "../../recover/find";
import { held } from "../../provider/stack/checkpoint";
import { lastUpdateStart, type PendingCreate, pendingCreates, withAdopted } from "../../recover/pendingCreates";
import { makeChain, type TestChain } from "../support/certs";

const EDGE = "edghts_recover";
const T = "pulumi-nodejs:dynamic/ingress:";
const urn = (type: string, name: string) => `urn:pulumi:dev::app::${T}${type}::${name}`;
const SECRET = { "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", ciphertext: "v1:abc" };

let emulator: Emulator;
let client: IngressClient;
let chain: TestChain;
/** The emulator's clock runs this far behind, to make items that existed before the last recorded up. */
let clockOffsetMs = 0;

beforeAll(async () => {
  emulator = await startEmulator({
    seed: { edges: [{ id: EDGE }], backends: [{ id: "bkdtg_r" }], eventDestinations: [{ id: "ed_r" }] },
    now: () => new Date(Date.now() + clockOffsetMs),
  });
  client = new IngressClient({ apiKey: emulator.apiKey, baseUrl: emulator.baseUrl });
  chain = await makeChain({ keyType: "ecdsa", commonName: "recover.example.test", variant: "recover" });
});

afterAll(async () => {
  await emulator?.close();
});

describe("pendingCreates and heldIds read an exported checkpoint", () => {
  const exported = {
    version: 3,
    deployment: {
      resources: [
        { urn: urn("EventSubscription", "kept"), type: `${T}EventSubscription`, id: "esb_kept" },
        { urn: urn("HttpsEdgeRoute", "ref"), type: `${T}HttpsEdgeRoute`, id: "edghtsrt_ref" },
        { urn: "urn:pulumi:dev::app::aws:s3/bucket:Bucket::b", type: "aws:s3/bucket:Bucket", id: "esb_not_ours" },
      ],
      pending_operations: [
        { type: "creating", resource: { urn: urn("TlsCertificate", "cert"), type: `${T}TlsCertificate`, inputs: { certificatePem: "PEM", privateKeyPem: SECRET } } },
        { type: "updating", resource: { urn: urn("EventSubscription", "kept"), type: `${T}EventSubscription`, inputs: {} } },
        { type: "creating", resource: { urn: "urn:pulumi:dev::app::aws:s3/bucket:Bucket::c", type: "aws:s3/bucket:Bucket", inputs: {} } },
        { type: "creating", resource: { urn: urn("AbuseReport", "abuse"), type: `${T}AbuseReport` } },
      ],
    },
  };

  test("only the creates of this package's four types, with their recorded inputs", () => {
    expect(pendingCreates(exported)).toEqual([
      { urn: urn("TlsCertificate", "cert"), family: "TlsCertificate", inputs: { certificatePem: "PEM", privateKeyPem: SECRET } },
      { urn: urn("AbuseReport", "abuse"), family: "AbuseReport", inputs: {} },
    ]);
    expect(pendingCreates({})).toEqual([]);
  });

  test("withAdopted turns found pending creates into resources after the others, drops those asked, keeps the rest", () => {
    const edited = withAdopted(exported, new Map([[urn("TlsCertificate", "cert"), "cert_x"]]), new Set([urn("AbuseReport", "abuse")])) as typeof exported;
    const certInputs = { certificatePem: "PEM", privateKeyPem: SECRET };
    expect(edited.deployment.resources.map((r) => r.urn)).toEqual([...exported.deployment.resources.map((r) => r.urn), urn("TlsCertificate", "cert")]);
    expect(edited.deployment.resources[3]).toEqual({ urn: urn("TlsCertificate", "cert"), type: `${T}TlsCertificate`, id: "cert_x", inputs: certInputs, outputs: certInputs });
    expect(edited.deployment.pending_operations.map((op) => `${op.type} ${op.resource.urn}`)).toEqual([
      `updating ${urn("EventSubscription", "kept")}`,
      "creating urn:pulumi:dev::app::aws:s3/bucket:Bucket::c",
    ]);
    expect(exported.deployment.pending_operations).toHaveLength(4); // the original is left as it was
  });

  test("lastUpdateStart: the newest update's start, refreshes aside; 0 without one", () => {
    const history = [
      { kind: "refresh", startTime: "2026-11-23T12:00:00Z" },
      { kind: "update", startTime: "2026-11-23T11:00:00Z" },
      { kind: "update", startTime: "2026-11-23T10:00:00Z" },
    ];
    expect(lastUpdateStart(history)).toBe(Date.parse("2026-11-23T11:00:00Z"));
    expect(lastUpdateStart([{ kind: "refresh", startTime: "2026-11-23T12:00:00Z" }])).toBe(0);
    expect(lastUpdateStart(null)).toBe(0);
  });

  test("the plugin's resources (ingress:index:<Class>, plain inputs, a provider reference) are read alike, held and adopted", () => {
    const P = "ingress:index:";
    const purn = (type: string, name: string) => `urn:pulumi:dev::app::${P}${type}::${name}`;
    const provider = "urn:pulumi:dev::app::pulumi:providers:ingress::default::prov_1";
    const inputs = { sources: ["ip_policy_created.v0"], destinationIds: ["ed_r"], description: "p" };
    const plugin = {
      deployment: {
        resources: [{ urn: purn("TlsCertificate", "kept"), type: `${P}TlsCertificate`, id: "cert_kept", provider }],
        pending_operations: [
          { type: "creating", resource: { urn: purn("EventSubscription", "sub"), type: `${P}EventSubscription`, inputs, provider } },
          { type: "creating", resource: { urn: "urn:pulumi:dev::app::ingress:index:Nothing::n", type: `${P}Nothing`, inputs: {}, provider } },
        ],
      },
    };
    expect(pendingCreates(plugin)).toEqual([{ urn: purn("EventSubscription", "sub"), family: "EventSubscription", inputs }]);
    expect([...held(plugin).ids]).toEqual(["cert_kept"]);
    const edited = withAdopted(plugin, new Map([[purn("EventSubscription", "sub"), "esb_found"]]), new Set()) as { deployment: { resources: unknown[] } };
    expect(edited.deployment.resources[1]).toEqual({ urn: purn("EventSubscription", "sub"), type: `${P}EventSubscription`, id: "esb_found", inputs, outputs: inputs, provider });
  });

  test("the ids and URNs the state holds", () => {
    const h = held(exported);
    expect([...h.ids]).toEqual(["esb_kept", "edghtsrt_ref"]);
    expect([...h.urns]).toEqual([urn("EventSubscription", "kept"), urn("HttpsEdgeRoute", "ref")]);
  });
});

describe("findPending", () => {
  const esb = (description: string, metadata?: string) => ({ sources: ["ip_policy_created.v0"], destinationIds: ["ed_r"], description, ...(metadata === undefined ? {} : { metadata }) });
  const wire = (i: ReturnType<typeof esb>) => ({ sources: i.sources.map((type) => ({ type })), destination_ids: i.destinationIds, description: i.description, ...(i.metadata === undefined ? {} : { metadata: i.metadata }) });
  const pending = (family: PendingCreate["family"], name: string, inputs: Record<string, unknown>): PendingCreate => ({ urn: urn(family, name), family, inputs });
  let since = 0;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    // Before the last recorded up began: an identical subscription another stack (or an old run) made.
    clockOffsetMs = -120_000;
    ids["old"] = (await client.eventSubscriptions.create(wire(esb("before")))).id;
    clockOffsetMs = 0;
    since = Date.now() - 60_000;
    ids["cert"] = (await client.tlsCertificates.create({ certificate_pem: chain.certificatePem, private_key_pem: chain.privateKeyPem })).id;
    ids["route"] = (await client.httpsEdgeRoutes.create(EDGE, { match_type: "path_prefix", match: "/r", backend: { backend_id: "bkdtg_r" } })).id;
    ids["held"] = (await client.eventSubscriptions.create(wire(esb("twin")))).id;
    ids["twin"] = (await client.eventSubscriptions.create(wire(esb("twin")))).id;
    ids["a"] = (await client.eventSubscriptions.create(wire(esb("pair")))).id;
    ids["b"] = (await client.eventSubscriptions.create(wire(esb("pair")))).id;
  });

  test("each outcome, with what was matched", async () => {
    const findings = await findPending(
      [
        pending("TlsCertificate", "cert", { certificatePem: chain.certificatePem, privateKeyPem: SECRET }),
        pending("HttpsEdgeRoute", "route", { edgeId: EDGE, matchType: "path_prefix", match: "/r", backend: { backendId: "bkdtg_r" } }),
        pending("EventSubscription", "twin", esb("twin")),
        pending("EventSubscription", "before", esb("before")),
        pending("EventSubscription", "pair", esb("pair")),
        pending("EventSubscription", "secret", { ...esb("x"), metadata: SECRET }),
        pending("AbuseReport", "abuse", { urls: ["https://phish.evil.test/a"] }),
        pending("EventSubscription", "again", esb("twin")),
      ],
      since,
      { ids: new Set([ids["held"] ?? ""]), urns: new Set([urn("EventSubscription", "again")]) },
    );
    const at = new Date(since).toISOString().replace(/\.\d{3}Z$/, "Z");
    const esbWhat = "event subscription with these sources, destinations, description and metadata";
    expect(findings).toEqual([
      { urn: urn("TlsCertificate", "cert"), outcome: "found", id: ids["cert"], what: "TLS certificate with this certificatePem" },
      { urn: urn("HttpsEdgeRoute", "route"), outcome: "found", id: ids["route"], what: `route of type path_prefix matching /r on ${EDGE}` },
      // The identical subscription the state holds is not a candidate.
      { urn: urn("EventSubscription", "twin"), outcome: "found", id: ids["twin"], what: esbWhat },
      // One made before the last recorded up began is not either.
      { urn: urn("EventSubscription", "before"), outcome: "absent", what: esbWhat },
      { urn: urn("EventSubscription", "pair"), outcome: "several", ids: [ids["b"], ids["a"]], what: esbWhat },
      {
        urn: urn("EventSubscription", "secret"),
        outcome: "unsearchable",
        why: `its metadata is a secret in the state, so it cannot be matched here: find the event subscription created at or after ${at} and set its id as adoptId`,
      },
      {
        urn: urn("AbuseReport", "abuse"),
        outcome: "unsearchable",
        why:
          `the API has no way to list abuse reports, so the report may have been filed without a trace here: ask the service for the id (abrp_…) of a report of https://phish.evil.test/a ` +
          `filed at or after ${at} and set it as adoptId on the resource; otherwise clear the pending create (pulumi refresh --clear-pending-creates) and up files the report`,
      },
      {
        urn: urn("EventSubscription", "again"),
        outcome: "unsearchable",
        why: "the state already holds a resource of this URN (a later up created it again), so what the interrupted create made, if anything, is not in use: find it and delete it, then clear the pending create (pulumi refresh --clear-pending-creates)",
      },
    ]);
  });

  test("a stack with no recorded up is not searched: another stack's identical resource would look the same", async () => {
    const findings = await findPending([pending("EventSubscription", "twin", esb("twin"))], 0, { ids: new Set(), urns: new Set() });
    expect(findings).toEqual([
      {
        urn: urn("EventSubscription", "twin"),
        outcome: "unsearchable",
        why:
          "the stack has no recorded up to start the search from, so another stack's identical resource would look the same: " +
          "check the service for it and set its id as adoptId, or clear the pending create (pulumi refresh --clear-pending-creates) and up creates it",
      },
    ]);
  });

  test("two identical interrupted creates take two different items, never the same one twice", async () => {
    const findings = await findPending([pending("EventSubscription", "p1", esb("pair")), pending("EventSubscription", "p2", esb("pair"))], since, { ids: new Set(), urns: new Set() });
    expect(findings.map((f) => (f.outcome === "found" ? f.id : f.outcome)).sort()).toEqual([ids["a"], ids["b"]].sort());
  });
});

/** The findings of `pending` against the emulator, as the recover command searches. */
function findPending(pending: readonly PendingCreate[], since: number, heldBy: { ids: ReadonlySet<string>; urns: ReadonlySet<string> }): Promise<Finding[]> {
  return new PendingSearch(client, since, heldBy).find(pending);
}
