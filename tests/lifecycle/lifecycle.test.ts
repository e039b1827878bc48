// One full lifecycle of every resource family, as a user runs it: the emulator started from the
// installed package's bin, a program that loads pulumi-ingress from the user project, and the real
// CLI for up, preview, update, refresh and destroy. It also proves which runtime ran the program:
// the runtime matrix (scripts/matrix.js) names the Node and @pulumi/pulumi each cell must use.
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { inspectLoops } from "../../sdk/inspectWorkaround";
import { makeChain } from "../support/certs";
import { createEngine, ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Engine, type EngineStack, programSource, userProject } from "../support/engine";
import { type EmulatorProcess, spawnEmulator } from "../support/processes";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const KEY = "ingress-emulator-key";
let project: string;
let emulator: EmulatorProcess;
let baseUrl: string;
let engine: Engine;
let stack: EngineStack;
let tmp: string;

const program = (description: string) =>
  programSource(`
const pulumi = require("@pulumi/pulumi");
const cert = new ingress.TlsCertificate("cert", { certificatePem: read("cert.pem"), privateKeyPem: read("key.pem"), description: "${description}" });
const route = new ingress.HttpsEdgeRoute("route", {
  edgeId: "edghts_life", matchType: "path_prefix", match: "/", description: "${description}",
  backend: { backendId: "bkdtg_life" }, ipRestriction: { ipPolicyIds: ["ipp_life"] },
});
const esb = new ingress.EventSubscription("esb", { sources: ["ip_policy_created.v0"], destinationIds: ["ed_life"], description: "${description}" });
const report = new ingress.AbuseReport("report", { urls: ["https://phish.example.test/login"] });
exports.ids = pulumi.all([cert.id, route.id, esb.id, report.id]);
exports.descriptions = pulumi.all([cert.description, route.description, esb.description]);
exports.node = process.version;
exports.pulumiVersion = require("@pulumi/pulumi/package.json").version;
`);

/** GET on the emulator as someone outside the program would. */
async function get(pathname: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(baseUrl + pathname, { headers: { authorization: `Bearer ${KEY}`, "service-version": "2" } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const count = async (list: string, key: string): Promise<number> => ((await get(list)).body[key] as unknown[]).length;

beforeAll(async () => {
  project = await userProject();
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "pulumi-ingress-lifecycle-"));
  const seed = path.join(tmp, "seed.json");
  await fs.writeFile(
    seed,
    JSON.stringify({ edges: [{ id: "edghts_life" }], backends: [{ id: "bkdtg_life" }], ipPolicies: [{ id: "ipp_life" }], eventDestinations: [{ id: "ed_life" }] }),
  );
  // The bin npm linked for the installed package, run with the node on PATH (the cell's).
  emulator = await spawnEmulator(path.join(project, "node_modules", ".bin", "pulumi-ingress-emulator"), ["--seed", seed, "--abuse-delay", "0"]);
  baseUrl = emulator.baseUrl;
  const chain = await makeChain({ keyType: "ecdsa", commonName: "life.example.com", dnsNames: ["life.example.com"] });
  engine = await createEngine();
  stack = await engine.stack("lifecycle", {
    program: program("v1"),
    config: { "ingress:baseUrl": { value: baseUrl }, "ingress:apiKey": { value: KEY, secret: true } },
  });
  await fs.writeFile(path.join(stack.dir, "cert.pem"), chain.certificatePem);
  await fs.writeFile(path.join(stack.dir, "key.pem"), chain.privateKeyPem);
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await engine?.dispose();
  await emulator?.stop();
  if (tmp) await fs.rm(tmp, { recursive: true, force: true });
});

let ids: string[] = [];

test("up creates one resource of each family, on the runtime the matrix cell names", async () => {
  const up = await stack.up();
  expect(up.summary).toEqual({ create: 5 });
  ids = up.outputs["ids"]?.value as string[];
  expect(ids.map((id) => id.replace(/_.*$/, "_"))).toEqual(["cert_", "edghtsrt_", "esb_", "abrp_"]);
  expect(up.outputs["descriptions"]?.value).toEqual(["v1", "v1", "v1"]);
  const installed = JSON.parse(await fs.readFile(path.join(project, "node_modules", "@pulumi", "pulumi", "package.json"), "utf8")) as { version: string };
  expect(up.outputs["pulumiVersion"]?.value).toBe(process.env.PULUMI_INGRESS_EXPECT_PULUMI ?? installed.version);
  expect(up.outputs["node"]?.value).toBe(process.env.PULUMI_INGRESS_EXPECT_NODE ?? process.version);
  expect(await count("/tls_certificates", "tls_certificates")).toBe(1);
  expect(await count("/event_subscriptions", "event_subscriptions")).toBe(1);
  expect((await get(`/edges/https/edghts_life/routes/${ids[1]}`)).status).toBe(200);
  expect((await get(`/abuse_reports/${ids[3]}`)).status).toBe(200);
});

test("preview of a changed description shows three updates", async () => {
  await stack.setProgram(program("v2"));
  expect((await stack.preview()).summary).toEqual({ same: 2, update: 3 });
});

test("up updates them in place", async () => {
  const up = await stack.up();
  expect(up.summary).toEqual({ same: 2, update: 3 });
  expect(up.outputs["ids"]?.value).toEqual(ids);
  expect((await get(`/tls_certificates/${ids[0]}`)).body["description"]).toBe("v2");
  expect((await get(`/edges/https/edghts_life/routes/${ids[1]}`)).body["description"]).toBe("v2");
  expect((await get(`/event_subscriptions/${ids[2]}`)).body["description"]).toBe("v2");
});

test("refresh finds no drift", async () => {
  expect((await stack.refresh()).summary).toEqual({ same: 5 });
});

test("destroy deletes them; the filed abuse report stays filed", async () => {
  expect((await stack.destroy()).summary).toEqual({ delete: 5 });
  expect(await count("/tls_certificates", "tls_certificates")).toBe(0);
  expect(await count("/event_subscriptions", "event_subscriptions")).toBe(0);
  expect((await get(`/edges/https/edghts_life/routes/${ids[1]}`)).status).toBe(404);
  expect((await get(`/abuse_reports/${ids[3]}`)).status).toBe(200);
});

describe("a failing program on this Node release", () => {
  // Some Node releases loop in util.inspect for up to a minute over @pulumi/pulumi's source-mapped
  // frames when Pulumi's runner prints the error with colours (sdk/inspectWorkaround.ts). The
  // harness preloads the package's dist/sdk/preload.js as the README tells users to, which prints
  // those errors without colours where the loop exists. The program runs on this test's Node (the
  // lifecycle test above checks), so the probe's answer here is the program's.
  const affected = inspectLoops();

  test(`reports an error thrown in an apply with its stack (${affected ? "printed without colours by the package's preload" : "no workaround needed"})`, async () => {
    const failing = await engine.stack("failing", {
      program: programSource(`
const pulumi = require("@pulumi/pulumi");
pulumi.output("x").apply(() => { throw new Error("boom in apply"); });
`),
    });
    let message = "";
    await failing.preview().catch((e: Error) => (message = e.message));
    expect(message).toContain("failed with an unhandled exception:");
    // eslint-disable-next-line no-control-regex -- colour codes, which releases without the loop print
    const plain = message.replace(/\u001b\[\d+m/g, "");
    const frames = plain.slice(plain.indexOf("Error: boom in apply")).split("\n").slice(0, 3);
    expect(frames[0]).toBe("Error: boom in apply");
    expect(frames[1]).toMatch(/^ {8}at .*index\.js:\d+:\d+$/);
    // A source-mapped frame of @pulumi/pulumi (named applyHelperAsync in newer releases): the kind
    // of frame the looping releases cannot get past.
    expect(frames[2]).toMatch(/^ {8}at (applyHelperAsync \()?\/.*\/node_modules\/@pulumi\/output\.ts:\d+:\d+\)?$/);
    if (affected) expect(message).not.toContain("\u001b[");
  });
});
