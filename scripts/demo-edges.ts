/**
 * `npm run demo`: examples/quickstart through the real Pulumi engine against the emulator, narrated.
 *
 *   up → someone changes the certificate and a route module behind Pulumi's back → refresh shows
 *   the drift → preview plans the repair without calling the API → up repairs it → destroy.
 *
 * `npm run demo` first runs scripts/pretest.js (npm ci when needed, the Pulumi CLI, the build), so
 * this file can assume all of that. Everything runs in a temporary folder under .tmp/ (state
 * backend, PULUMI_HOME, the program's copy) that is removed at the end, failure or not. Each step
 * checks its own result: the demo exits 0 only if every step did what it says.
 */
import { promises as fs } from "node:fs";
import * as path from "node:path";
import type { OutputMap } from "@pulumi/pulumi/automation";
import { startEmulator } from "../emulator";
import type { Emulator, RequestLogEntry } from "../emulator/types";
import { createEngine, type Engine, type EngineStack, REPO_ROOT } from "./engine";
import { makeDemoCertificate } from "./demo-cert";

const EXAMPLE = path.join(REPO_ROOT, "examples", "quickstart");
const PROJECT = "quickstart"; // examples/quickstart/Pulumi.yaml: config keys live under this name

// What the route and the subscription point at; on a real account these already exist.
const SEED = {
  edges: [{ id: "edghts_demo", hostports: ["demo.example.com:443"] }],
  backends: [{ id: "bkdtg_demo" }],
  ipPolicies: [{ id: "ipp_office" }],
  eventDestinations: [{ id: "ed_audit" }, { id: "ed_chat" }],
};

const HAND_EDITED = { description: "edited by hand in the console", header: { "X-Served-By": "someone-else" } };

let stepNo = 0;
const STEPS = 8;
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)}s`;

function step(title: string, explanation: string): void {
  stepNo += 1;
  console.log(`\n[${elapsed()}] Step ${stepNo}/${STEPS}: ${title}`);
  console.log(`  ${explanation}`);
}
const detail = (line: string) => console.log(`    ${line}`);

/** A step's own check: the demo stops, failed, when what it just showed is not what it claimed. */
function verify(condition: boolean, what: string): void {
  if (!condition) throw new Error(`demo check failed: ${what}`);
}

/** Compact JSON for one line, long values cut. */
function show(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 110 ? `${text.slice(0, 107)}...` : text;
}

function printOutputs(outputs: OutputMap): void {
  const width = Math.max(...Object.keys(outputs).map((k) => k.length));
  for (const [key, { value, secret }] of Object.entries(outputs)) detail(`${key.padEnd(width)}  ${secret ? "[secret]" : show(value)}`);
}

/** The API calls the emulator received since `from`, one line each. */
function printCalls(emulator: Emulator, from: number, withBodies = false): RequestLogEntry[] {
  const calls = emulator.log.slice(from);
  if (calls.length === 0) detail("API calls: none");
  for (const c of calls) {
    const body = withBodies && c.method === "PATCH" ? `  ${show(c.requestBody)}` : "";
    detail(`API call: ${c.method} ${c.path} -> ${c.status}${body}`);
  }
  return calls;
}

/** A direct request to the emulator, as someone editing resources outside the program would make it. */
async function byHand(emulator: Emulator, method: string, pathname: string, body: unknown): Promise<void> {
  const res = await fetch(emulator.baseUrl + pathname, {
    method,
    headers: { authorization: `Bearer ${emulator.apiKey}`, "service-version": "2", "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${await res.text()}`);
  detail(`${method} ${pathname} ${JSON.stringify(body)} -> ${res.status}`);
}

interface StateResource {
  urn: string;
  type: string;
  outputs?: Record<string, unknown>;
}

/** Each resource's outputs by `Type name`, from `pulumi stack export` (secrets stay encrypted). */
async function outputsByResource(stack: EngineStack): Promise<Map<string, Record<string, unknown>>> {
  const resources = ((await stack.exportState()).deployment as { resources?: StateResource[] }).resources ?? [];
  const map = new Map<string, Record<string, unknown>>();
  for (const r of resources) {
    if (!r.type.startsWith("pulumi-nodejs:dynamic/")) continue;
    map.set(`${r.type.split(":").pop() ?? r.type} ${r.urn.split("::").pop() ?? r.urn}`, r.outputs ?? {});
  }
  return map;
}

// An encrypted secret is a fresh ciphertext after every write, so it is never compared.
const isEncrypted = (v: unknown) => typeof v === "object" && v !== null && "ciphertext" in v;

/** The outputs that differ between two exports: `resource: field: old -> new`. */
function drift(before: Map<string, Record<string, unknown>>, after: Map<string, Record<string, unknown>>): string[] {
  const lines: string[] = [];
  for (const [resource, old] of before) {
    const now = after.get(resource);
    if (now === undefined) {
      lines.push(`${resource}: gone from the service`);
      continue;
    }
    for (const key of Object.keys({ ...old, ...now })) {
      if (key === "__provider" || isEncrypted(old[key]) || isEncrypted(now[key])) continue;
      if (JSON.stringify(old[key]) !== JSON.stringify(now[key])) lines.push(`${resource}: ${key}: ${show(old[key])} -> ${show(now[key])}`);
    }
  }
  return lines;
}

async function run(emulator: Emulator, engine: Engine): Promise<void> {
  const cert = await makeDemoCertificate("api.demo.example.com");
  const stack = await engine.stack(PROJECT, {
    program: await fs.readFile(path.join(EXAMPLE, "index.ts"), "utf8"),
    typescript: true,
    config: {
      "ingress:baseUrl": { value: emulator.baseUrl },
      "ingress:apiKey": { value: emulator.apiKey, secret: true },
      [`${PROJECT}:edgeId`]: { value: "edghts_demo" },
      [`${PROJECT}:backendId`]: { value: "bkdtg_demo" },
      [`${PROJECT}:ipPolicyId`]: { value: "ipp_office" },
      [`${PROJECT}:destinationId`]: { value: "ed_audit" },
      [`${PROJECT}:abuseReportUrls`]: { value: JSON.stringify(["https://login.phish.invalid/"]) },
    },
  });
  await fs.copyFile(path.join(EXAMPLE, "tsconfig.json"), path.join(stack.dir, "tsconfig.json"));
  await fs.writeFile(path.join(stack.dir, "api.crt"), cert.certificatePem);
  await fs.writeFile(path.join(stack.dir, "api.key"), cert.privateKeyPem, { mode: 0o600 });
  detail(`program: examples/quickstart/index.ts, copied to ${stack.dir} (in a project outside this repository that installed the packed package)`);
  detail(`certificate: api.crt and api.key, made just now (ECDSA P-256, CN=api.demo.example.com, expires ${cert.notAfter.toISOString()})`);
  detail("config: ingress:baseUrl, ingress:apiKey (secret), edgeId, backendId, ipPolicyId, destinationId, abuseReportUrls");

  step("pulumi up", "Creates a TLS certificate, a route with five modules, an event subscription and an abuse report: one POST each.");
  let mark = emulator.log.length;
  const up = await stack.up();
  const created = printCalls(emulator, mark);
  verify(up.summary.create === 5 && created.length === 4 && created.every((c) => c.method === "POST" && c.status === 201), "up should create 4 resources with 4 POSTs");
  detail("outputs:");
  printOutputs(up.outputs);
  const certId = String(up.outputs["certificateId"]?.value);
  const routePath = `/edges/https/edghts_demo/routes/${String(up.outputs["routeId"]?.value)}`;

  step("a change outside the program", "Someone edits the certificate's description and the route's request headers directly on the service.");
  await byHand(emulator, "PATCH", `/tls_certificates/${certId}`, { description: HAND_EDITED.description });
  await byHand(emulator, "PUT", `${routePath}/request_headers`, { add: HAND_EDITED.header });

  step("pulumi refresh", "Reads every resource back (one GET each) and records what the service holds now.");
  const before = await outputsByResource(stack);
  mark = emulator.log.length;
  await stack.refresh();
  const reads = printCalls(emulator, mark);
  const found = drift(before, await outputsByResource(stack));
  detail("what refresh found:");
  // The report's status is not drift anyone caused: the service moved on and processed it.
  for (const line of found) detail(`  ${line}${line.startsWith("AbuseReport") ? "  (the service processed the report)" : ""}`);
  verify(reads.length === 4 && reads.every((c) => c.method === "GET"), "refresh should read each of the 4 resources once");
  verify(found.some((l) => l.startsWith("TlsCertificate api: description:") && l.endsWith(`-> ${HAND_EDITED.description}`)), "refresh should catch the certificate's new description");
  verify(found.some((l) => l.startsWith("HttpsEdgeRoute api: requestHeaders:") && l.includes("someone-else")), "refresh should catch the route's new request headers");

  step("pulumi preview", "Compares the program with what refresh found and plans the repair, without calling the API.");
  mark = emulator.log.length;
  const preview = await stack.preview();
  printCalls(emulator, mark);
  detail(`plan: ${preview.summary.update ?? 0} to update (the certificate and the route), ${preview.summary.same ?? 0} unchanged`);
  verify(emulator.log.length === mark && preview.summary.update === 2, "preview should plan 2 updates with no API call");

  step("pulumi up", "Puts back what the program says: one PATCH per drifted resource, carrying only what drifted.");
  mark = emulator.log.length;
  const repair = await stack.up();
  const patches = printCalls(emulator, mark, true);
  const state = emulator.snapshot();
  const route = state.routes[routePath.split("/").pop() ?? ""];
  detail(`service now: certificate description ${show(state.tls_certificates[certId]?.description)}, request headers ${show(route?.modules.request_headers?.add)}`);
  verify(repair.summary.update === 2 && patches.length === 2 && patches.every((c) => c.method === "PATCH" && c.status === 200), "up should repair with 2 PATCHes");
  verify(state.tls_certificates[certId]?.description === "quick start certificate", "the certificate's description should be back");
  verify(JSON.stringify(route?.modules.request_headers?.add) === JSON.stringify({ "X-Served-By": "pulumi-ingress" }), "the route's request headers should be back");

  step("pulumi destroy", "Deletes what the program made: one DELETE each; the abuse report is only forgotten, since a filed report cannot be withdrawn.");
  mark = emulator.log.length;
  const destroyed = await stack.destroy();
  const deletes = printCalls(emulator, mark);
  const left = emulator.snapshot();
  verify(destroyed.summary.delete === 5 && deletes.length === 3 && deletes.every((c) => c.method === "DELETE" && c.status === 204), "destroy should delete 3 resources with 3 DELETEs");
  verify(Object.keys(left.tls_certificates).length + Object.keys(left.routes).length + Object.keys(left.event_subscriptions).length === 0, "nothing but the abuse report should be left");
  detail(`left on the service: ${Object.keys(left.abuse_reports).length} abuse report (filed reports stay)`);
}

async function main(): Promise<void> {
  console.log("pulumi-ingress demo: examples/quickstart through the real Pulumi engine, against the local emulator.");
  step("start the emulator", "A local server of the whole Management API, seeded with an edge, a backend, an IP policy and two event destinations.");
  const emulator = await startEmulator({ seed: SEED, abuseProcessingDelayMs: 1000 });
  detail(`listening on ${emulator.baseUrl}, API key ${emulator.apiKey}`);

  step("prepare the program", "A temporary state backend and PULUMI_HOME, the quick start program, its config and a fresh certificate.");
  let engine: Engine | undefined;
  // Ctrl-C still cleans up: the temporary folder and the emulator go away with the process.
  const interrupted = () => {
    console.error("\ninterrupted: cleaning up");
    void Promise.allSettled([engine?.dispose(), emulator.close()]).then(() => process.exit(130));
  };
  process.once("SIGINT", interrupted);
  try {
    engine = await createEngine();
    await run(emulator, engine);
  } finally {
    process.removeListener("SIGINT", interrupted);
    await engine?.dispose();
    await emulator.close();
  }
  console.log(`\n[${elapsed()}] Done: every step did what it said, and the temporary folder and the emulator are gone.`);
}

main().catch((err: unknown) => {
  console.error(`\n[${elapsed()}] The demo failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
