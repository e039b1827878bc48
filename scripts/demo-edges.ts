/**
 * `npm run demo:edges`: examples/quickstart, the edges world ngrok shut down on 2025-12-31 (the
 * emulator's edges are writable by default, as before the sunset), through the real Pulumi engine
 * against the emulator, narrated. `npm run demo` shows cloud endpoints instead (scripts/demo.ts).
 *
 *   up → someone changes the certificate and a route module behind Pulumi's back → refresh shows
 *   the drift → preview plans the repair without calling the API → up repairs it → destroy.
 *
 * `npm run demo:edges` first runs scripts/pretest.js (npm ci when needed, the Pulumi CLI, the build), so
 * this file can assume all of that. Everything runs in a temporary folder under .tmp/ (state
 * backend, PULUMI_HOME, the program's copy) that is removed at the end, failure or not. Each step
 * checks its own result: the demo exits 0 only if every step did what it says.
 */
import { promises as fs } from "node:fs";
import * as path from "node:path";
import type { Emulator } from "pulumi-ingress/emulator";
import type { Engine } from "./engine";
import { makeDemoCertificate } from "./demo-cert";
import { detail, drift, exampleStack, outputsByResource, printCalls, printOutputs, runDemo, show, step, verify } from "./demo-narration";

// What the route and the subscription point at; on a real account these already exist.
const SEED = {
  edges: [{ id: "edghts_demo", hostports: ["demo.example.com:443"] }],
  backends: [{ id: "bkdtg_demo" }],
  ipPolicies: [{ id: "ipp_office" }],
  eventDestinations: [{ id: "ed_audit" }, { id: "ed_chat" }],
};

const HAND_EDITED = { description: "edited by hand in the console", header: { "X-Served-By": "someone-else" } };

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

async function run(emulator: Emulator, engine: Engine): Promise<void> {
  const cert = await makeDemoCertificate("api.demo.example.com");
  const stack = await exampleStack(
    engine,
    emulator,
    "quickstart",
    {
      edgeId: { value: "edghts_demo" },
      backendId: { value: "bkdtg_demo" },
      ipPolicyId: { value: "ipp_office" },
      destinationId: { value: "ed_audit" },
      abuseReportUrls: { value: JSON.stringify(["https://login.phish.invalid/"]) },
    },
    // tests/examples/examples.test.ts type-checks the program; the demo only runs it.
    { PULUMI_NODEJS_TRANSPILE_ONLY: "true" },
  );
  await fs.writeFile(path.join(stack.dir, "api.crt"), cert.certificatePem);
  await fs.writeFile(path.join(stack.dir, "api.key"), cert.privateKeyPem, { mode: 0o600 });
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

void runDemo({
  intro: "pulumi-ingress edges demo: examples/quickstart through the real Pulumi engine, against the local emulator.",
  steps: 8,
  emulatorStep: "A local server of the whole Management API, seeded with an edge, a backend, an IP policy and two event destinations.",
  emulator: { seed: SEED, abuseProcessingDelayMs: 1000 },
  prepareStep: "A temporary state backend and PULUMI_HOME, the quick start program, its config and a fresh certificate.",
  run,
});
