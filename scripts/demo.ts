/**
 * `npm run demo`: examples/cloud-endpoint, the endpoints world, through the real Pulumi engine
 * against the emulator, narrated.
 *
 *   up (a reserved domain, a vault and its secret, an IP policy and its rule, an event destination
 *   and its subscription, and a cloud endpoint whose policy lets in only the IP policy and reads the
 *   secret) → someone opens the endpoint to everyone by editing its policy on the service → refresh
 *   finds it → preview plans the repair without calling the API → up repairs it with one PATCH →
 *   destroy leaves nothing.
 *
 * `npm run demo` first runs scripts/pretest.js (npm install when needed, the Pulumi CLI, the build,
 * the user project), so this file can assume all of that. The program runs in a temporary folder
 * of the user project (state backend, PULUMI_HOME, the program's copy) that is removed at the end,
 * failure or not. The demo uses only what the package exports: the SDK in the program,
 * `pulumi-ingress/emulator` and `pulumi-ingress/client` here. `npm run demo:edges` shows the edges
 * quick start (scripts/demo-edges.ts).
 */
import { IngressClient } from "pulumi-ingress/client";
import type { Emulator } from "pulumi-ingress/emulator";
import type { Engine } from "./engine";
import { detail, drift, exampleStack, outputsByResource, printCalls, printOutputs, runDemo, show, step, verify } from "./demo-narration";

const DOMAIN = "app.demo.example.com";
/** What the program creates: one POST each, one GET each on refresh, one DELETE each on destroy. */
const RESOURCES = 8;

/** A policy's rules by name (`office only, to the app`), or the text itself when it is not JSON with named rules. */
function ruleNames(policy: unknown): string {
  try {
    const doc = JSON.parse(String(policy)) as { on_http_request?: { name?: string }[] };
    const names = (doc.on_http_request ?? []).map((r) => r.name ?? "(unnamed)");
    return names.length === 0 ? show(policy) : `rules [${names.join(", ")}]`;
  } catch {
    return show(policy);
  }
}

async function run(emulator: Emulator, engine: Engine): Promise<void> {
  const stack = await exampleStack(
    engine,
    emulator,
    "cloud-endpoint",
    { domain: { value: DOMAIN }, upstreamToken: { value: "demo-upstream-token", secret: true }, datadogApiKey: { value: "demo-datadog-key", secret: true } },
    // tests/examples/cloudEndpoint.test.ts type-checks the program; the demo only runs it.
    { PULUMI_NODEJS_TRANSPILE_ONLY: "true" },
  );
  detail(`config: ingress:baseUrl, ingress:apiKey (secret), domain ${DOMAIN}, upstreamToken (secret), datadogApiKey (secret)`);

  step(
    "pulumi up",
    "Reserves the domain, makes a vault with a secret, an IP policy with its rule, an event destination with a subscription, and the cloud endpoint whose policy lets in only the IP policy and reads the secret: one POST each.",
  );
  let mark = emulator.log.length;
  const up = await stack.up();
  const created = printCalls(emulator, mark);
  verify(
    up.summary.create === RESOURCES + 1 && created.length === RESOURCES && created.every((c) => c.method === "POST" && c.status === 201),
    `up should create ${RESOURCES} resources with ${RESOURCES} POSTs; it made ${up.summary.create ?? 0} with ${created.map((c) => `${c.method} ${c.status}`).join(", ")}`,
  );
  detail("outputs:");
  printOutputs(up.outputs);
  const endpointId = String(up.outputs["endpointId"]?.value);
  const ipPolicyId = String(up.outputs["ipPolicyId"]?.value);
  const endpoint = emulator.snapshot().endpoints[endpointId];
  const policy = String(endpoint?.traffic_policy);
  detail(`the endpoint's policy on the service: ${policy}`);
  verify(
    endpoint?.url === `https://${DOMAIN}` && up.outputs["endpointDomain"]?.value === up.outputs["domainId"]?.value,
    `the endpoint should serve https://${DOMAIN} under the reserved domain; it serves ${show(endpoint?.url)} under ${show(up.outputs["endpointDomain"]?.value)}`,
  );
  verify(policy.includes(`"ip_policies":["${ipPolicyId}"]`), `the endpoint's policy should restrict to ${ipPolicyId}; it is ${policy}`);
  verify(policy.includes("${secrets.get('app-secrets', 'upstream-token')}"), `the endpoint's policy should read the secret with secrets.get('app-secrets', 'upstream-token'); it is ${policy}`);

  step("a change outside the program", "Someone opens the endpoint to everyone: through the API client, they PATCH its policy without the office-only rule.");
  const opened = JSON.parse(policy) as { on_http_request: { name?: string }[] };
  opened.on_http_request = opened.on_http_request.filter((r) => r.name !== "office only");
  const client = new IngressClient({ apiKey: emulator.apiKey, baseUrl: emulator.baseUrl, maxRetries: 0 });
  await client.endpoints.update(endpointId, { traffic_policy: JSON.stringify(opened) });
  detail(`client.endpoints.update("${endpointId}", { traffic_policy }) -> the policy now has ${ruleNames(JSON.stringify(opened))}`);

  step("pulumi refresh", "Reads every resource back (one GET each) and records what the service holds now.");
  const before = await outputsByResource(stack);
  mark = emulator.log.length;
  await stack.refresh();
  const reads = printCalls(emulator, mark);
  const found = drift(before, await outputsByResource(stack), (field, value) => (field === "trafficPolicy" ? ruleNames(value) : show(value)));
  detail("what refresh found:");
  for (const line of found) detail(`  ${line}`);
  verify(
    reads.length === RESOURCES && reads.every((c) => c.method === "GET" && c.status === 200),
    `refresh should read each of the ${RESOURCES} resources once; it made ${reads.map((c) => `${c.method} ${c.path}`).join(", ")}`,
  );
  verify(
    found.includes("CloudEndpoint app: trafficPolicy: rules [office only, to the app] -> rules [to the app]"),
    `refresh should catch the endpoint's policy losing its office-only rule; it found ${found.length === 0 ? "nothing" : found.join("; ")}`,
  );

  step("pulumi preview", "Compares the program with what refresh found and plans the repair, without calling the API.");
  mark = emulator.log.length;
  const preview = await stack.preview();
  printCalls(emulator, mark);
  detail(`plan: ${preview.summary.update ?? 0} to update (the endpoint), ${preview.summary.same ?? 0} unchanged`);
  verify(
    emulator.log.length === mark && preview.summary.update === 1 && preview.summary.same === RESOURCES,
    `preview should plan 1 update with no API call; it planned ${preview.summary.update ?? 0} with ${emulator.log.length - mark} calls`,
  );

  step("pulumi up", "Puts back what the program says: one PATCH of the endpoint, carrying only its policy.");
  mark = emulator.log.length;
  const repair = await stack.up();
  const patches = printCalls(emulator, mark, true);
  const repaired = String(emulator.snapshot().endpoints[endpointId]?.traffic_policy);
  detail(`the endpoint's policy on the service: ${ruleNames(repaired)}`);
  verify(
    repair.summary.update === 1 &&
      patches.length === 1 &&
      patches[0]?.method === "PATCH" &&
      patches[0].path === `/endpoints/${endpointId}` &&
      patches[0].status === 200 &&
      Object.keys(JSON.parse(patches[0].requestBody) as object).join() === "traffic_policy",
    `up should repair with exactly one PATCH /endpoints/${endpointId} of traffic_policy; it made ${patches.map((c) => `${c.method} ${c.path} ${c.requestBody}`).join(", ") || "none"}`,
  );
  verify(repaired === policy, `the endpoint's policy should be back as up made it; it is ${repaired}`);

  step("pulumi destroy", "Deletes what the program made, one DELETE each, the endpoint before the domain, vault and IP policy it uses.");
  mark = emulator.log.length;
  const destroyed = await stack.destroy();
  const deletes = printCalls(emulator, mark);
  const left = Object.entries(emulator.snapshot()).filter(([key, items]) => key !== "id_clock" && Object.keys(items as object).length > 0);
  detail(`left on the service: ${left.length === 0 ? "nothing" : left.map(([key, items]) => `${Object.keys(items as object).length} in ${key}`).join(", ")}`);
  verify(
    destroyed.summary.delete === RESOURCES + 1 && deletes.length === RESOURCES && deletes.every((c) => c.method === "DELETE" && c.status === 204),
    `destroy should delete ${RESOURCES} resources with ${RESOURCES} DELETEs; it made ${deletes.map((c) => `${c.method} ${c.path} ${c.status}`).join(", ")}`,
  );
  verify(left.length === 0, `nothing of the program should be left on the service; left: ${left.map(([key]) => key).join(", ")}`);
}

void runDemo({
  intro: "pulumi-ingress demo: examples/cloud-endpoint through the real Pulumi engine, against the local emulator.",
  steps: 8,
  emulatorStep: "A local server of the whole Management API, empty: the program makes everything it uses.",
  emulator: {},
  prepareStep: "A temporary state backend and PULUMI_HOME, the cloud endpoint program and its config.",
  run,
});
