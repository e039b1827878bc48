/**
 * `npm run demo`: examples/cloud-endpoint, the endpoints world, through the real Pulumi engine
 * against the emulator, narrated.
 *
 *   up (a reserved domain, a vault and its secret, an IP policy and its rule, an event destination
 *   and its subscription, and a cloud endpoint whose policy lets in only the IP policy and reads the
 *   secret; the secrets in neither the state nor the engine's output) → someone opens the endpoint
 *   to everyone by editing its policy on the service → refresh finds it → preview plans the repair
 *   without calling the API → up repairs it with one PATCH → requests through the emulator's
 *   traffic plane (one from the office, let in and forwarded to a local app with the secret; one
 *   from elsewhere, refused) → a new office network (config; preview says, with no API call, which
 *   requests will be answered otherwise; up: one PATCH of the rule) → the same requests get the
 *   other answers → destroy leaves nothing.
 *
 * `npm run demo` first runs scripts/pretest.js (npm install when needed, the Pulumi CLI, the build,
 * the user project), so this file can assume all of that. The program runs in a temporary folder
 * of the user project (state backend, PULUMI_HOME, the program's copy) that is removed at the end,
 * failure or not. The demo uses only what the package exports: the SDK in the program,
 * `pulumi-ingress/emulator` and `pulumi-ingress/client` here. `npm run demo:edges` shows the edges
 * quick start (scripts/demo-edges.ts).
 */
import { promises as fs } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import * as path from "node:path";
import { IngressClient } from "pulumi-ingress/client";
import type { Emulator } from "pulumi-ingress/emulator";
import type { CaseFile } from "pulumi-ingress/traffic/cases";
import type { Engine, EngineStack } from "./engine";
import { detail, drift, exampleStack, outputsByResource, printCalls, printOutputs, runDemo, show, step, verify } from "./demo-narration";

const DOMAIN = "app.demo.example.com";
/** What the program creates: one POST each, one GET each on refresh, one DELETE each on destroy. */
const RESOURCES = 8;

/** The URL the example's policy forwards to (its `upstreamUrl` default), served here by a local app. */
const APP_URL = "https://app.internal";
const UPSTREAM_TOKEN = "demo-upstream-token";
const DATADOG_KEY = "demo-datadog-key";
const OFFICE_IP = "203.0.113.9";
const OTHER_IP = "198.51.100.7";
const NEW_OFFICE_CIDR = "198.51.100.0/24";

/** The local app behind the endpoint: answers every request, and remembers what it saw. */
interface App {
  origin: string;
  /** Each request's path and whether it carried the vault secret in X-Upstream-Token. */
  seen: { path: string; token: boolean }[];
  close(): Promise<void>;
}

async function startApp(): Promise<App> {
  const seen: App["seen"] = [];
  const server: Server = createServer((req, res) => {
    seen.push({ path: req.url ?? "", token: req.headers["x-upstream-token"] === UPSTREAM_TOKEN });
    res.writeHead(200, { "content-type": "text/plain" });
    res.end(`hello from the app: ${req.method ?? ""} ${req.url ?? ""}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** GET `path` of the endpoint through the traffic plane, as a client at `ip`: its status and body. */
function through(emulator: Emulator, ip: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${emulator.trafficUrl ?? ""}${path}`, { headers: { host: DOMAIN, "x-ingress-client-ip": ip, connection: "close" } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** The plane's log lines for its last request: the rules that matched and the actions run (secrets redacted). */
function planeLines(emulator: Emulator): string[] {
  const e = emulator.trafficLog[emulator.trafficLog.length - 1];
  return e === undefined ? [] : [...e.rules.map((r) => `rule ${r}`), ...e.actions];
}

/** One allowed and one refused request through the plane, narrated; `allowedIp` should reach the app, `refusedIp` get 403. */
async function twoRequests(emulator: Emulator, app: App, allowedIp: string, refusedIp: string): Promise<void> {
  const before = app.seen.length;
  const allowed = await through(emulator, allowedIp, "/orders");
  detail(`GET https://${DOMAIN}/orders from ${allowedIp} -> ${allowed.status} ${show(allowed.body)}`);
  for (const line of planeLines(emulator)) detail(`  ${line}`);
  const reached = app.seen.slice(before);
  verify(
    allowed.status === 200 && allowed.body === "hello from the app: GET /orders" && reached.length === 1 && reached[0]?.path === "/orders" && reached[0].token,
    `${allowedIp} should reach the app at /orders with the vault secret in X-Upstream-Token; it got ${allowed.status} ${show(allowed.body)}, the app saw ${show(reached)}`,
  );
  detail("the app got the request with X-Upstream-Token holding the vault secret (its value is not shown)");
  const refused = await through(emulator, refusedIp, "/orders");
  detail(`GET https://${DOMAIN}/orders from ${refusedIp} -> ${refused.status}`);
  for (const line of planeLines(emulator)) detail(`  ${line}`);
  verify(refused.status === 403 && app.seen.length === before + 1, `${refusedIp} should be refused with 403 before the app; it got ${refused.status}, and the app saw ${app.seen.length - before} requests`);
}

/**
 * Step 8's two requests as a case file (ingress:trafficCases), expecting what they get there: the
 * preview of step 9 runs them too, so that it speaks of the very requests the demo then sends.
 */
const CASES: CaseFile = {
  endpoint: `https://${DOMAIN}`,
  cases: [
    { name: "the office reaches the app", request: { path: "/orders", clientIp: OFFICE_IP }, expect: { upstream: APP_URL, path: "/orders" } },
    { name: "elsewhere is refused", request: { path: "/orders", clientIp: OTHER_IP }, expect: { status: 403 } },
  ],
};

/**
 * The lines of every "behaviour at preview" message the engine's events carried so far, each
 * message with its resource's name, in order: a step's own are those past the count before it
 * (events only ever grow; an offset into allOutput() would not do, its text part grows before them).
 */
function behaviourSaid(stack: EngineStack): { resource: string; lines: string[] }[] {
  return stack
    .allOutput()
    .split("\n")
    .filter((l) => l.startsWith("{") && l.includes('"diagnosticEvent"'))
    .map((l) => (JSON.parse(l) as { diagnosticEvent: { urn?: string; message: string } }).diagnosticEvent)
    .filter((d) => d.message.startsWith("behaviour at preview"))
    .map((d) => ({ resource: (d.urn ?? "").split("::").pop() ?? "", lines: d.message.trimEnd().split("\n") }));
}

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

async function run(emulator: Emulator, engine: Engine, app: App): Promise<void> {
  const stack = await exampleStack(
    engine,
    emulator,
    "cloud-endpoint",
    { domain: { value: DOMAIN }, upstreamToken: { value: UPSTREAM_TOKEN, secret: true }, datadogApiKey: { value: DATADOG_KEY, secret: true } },
    // tests/examples/examples.test.ts type-checks the program; the demo only runs it.
    { PULUMI_NODEJS_TRANSPILE_ONLY: "true" },
  );
  // Relative to the project's folder, as the provider reads it.
  await fs.writeFile(path.join(stack.dir, "cases.json"), `${JSON.stringify(CASES, null, 2)}\n`);
  await stack.setConfig({ "ingress:trafficCases": { value: "cases.json" } });
  detail(`config: ingress:baseUrl, ingress:apiKey (secret), domain ${DOMAIN}, upstreamToken (secret), datadogApiKey (secret), ingress:trafficCases (step 8's requests)`);

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
  const destinationId = up.outputs["destinationId"]?.value;
  const sendsTo = emulator.snapshot().event_subscriptions[String(up.outputs["subscriptionId"]?.value)]?.destination_ids;
  detail(`the subscription sends IP policy changes to: ${show(sendsTo)}`);
  verify(JSON.stringify(sendsTo) === JSON.stringify([destinationId]), `the subscription should send to the event destination ${show(destinationId)}; it sends to ${show(sendsTo)}`);
  const everything = JSON.stringify(await stack.exportState()) + stack.allOutput();
  const shown = [UPSTREAM_TOKEN, DATADOG_KEY].filter((secret) => everything.includes(secret));
  detail(`the token and the Datadog key in the state (pulumi stack export) or anything the engine printed: ${shown.length === 0 ? "nowhere" : `${shown.length} of them`}`);
  verify(shown.length === 0, "the token and the Datadog key should be nowhere in plaintext in the state or the engine's output");

  step("a change outside the program", "Someone opens the endpoint to everyone: through the API client, they PATCH its policy without the office-only rule.");
  const opened = JSON.parse(policy) as { on_http_request: { name?: string }[] };
  opened.on_http_request = opened.on_http_request.filter((r) => r.name !== "office only");
  const client = new IngressClient({ apiKey: emulator.apiKey, baseUrl: emulator.baseUrl, maxRetries: 0 });
  await client.cloudEndpoints.update(endpointId, { traffic_policy: JSON.stringify(opened) });
  detail(`client.cloudEndpoints.update("${endpointId}", { traffic_policy }) -> the policy now has ${ruleNames(JSON.stringify(opened))}`);

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

  step(
    "requests through the traffic plane",
    `The emulator serves the endpoint through its policy; ${APP_URL} is mapped to the local app. One request from the office network, one from elsewhere.`,
  );
  await twoRequests(emulator, app, OFFICE_IP, OTHER_IP);

  step(
    "another office network",
    `The office moves to ${NEW_OFFICE_CIDR} (the program's officeCidr config). Before anything changes, preview says which requests will be answered otherwise; then up updates the IP policy's rule with one PATCH.`,
  );
  await stack.setConfig({ "cloud-endpoint:officeCidr": { value: NEW_OFFICE_CIDR } });
  mark = emulator.log.length;
  const said = behaviourSaid(stack).length;
  await stack.preview();
  const previewCalls = emulator.log.length - mark;
  const foreseen = behaviourSaid(stack).slice(said);
  detail(`preview: ${previewCalls} API calls; on ${foreseen.map((m) => `CloudEndpoint ${m.resource}`).join(", ") || "no resource"}:`);
  for (const line of foreseen.flatMap((m) => m.lines)) detail(`  ${line}`);
  const forwarded = `forwarded to ${APP_URL}/orders by on_http_request[1] "to the app"`;
  const refused = `403 by on_http_request[0] "office only"`;
  const swaps = [`GET https://${DOMAIN}/orders from ${OFFICE_IP}: ${forwarded} -> ${refused}`, `GET https://${DOMAIN}/orders from ${OTHER_IP}: ${refused} -> ${forwarded}`];
  verify(
    previewCalls === 0 && foreseen.length === 1 && foreseen[0]?.resource === "app" && swaps.every((l) => foreseen[0]?.lines.includes(`  ${l}`)),
    `preview should say, on the endpoint and with no API call, that step 8's two requests swap answers; it made ${previewCalls} calls and said ${show(foreseen)}`,
  );
  detail("up:");
  mark = emulator.log.length;
  const moved = await stack.up();
  const ruleCalls = printCalls(emulator, mark, true);
  const ruleId = String(moved.outputs["ipPolicyRuleId"]?.value);
  verify(
    // The rule, and the endpoint, whose state keeps the rule it reads (an update with no API call).
    moved.summary.update === 2 && ruleCalls.length === 1 && ruleCalls[0]?.method === "PATCH" && ruleCalls[0].path === `/ip_policy_rules/${ruleId}` && ruleCalls[0].status === 200,
    `up should update the rule with one PATCH /ip_policy_rules/${ruleId}, and the endpoint with none; it updated ${moved.summary.update ?? 0} with ${ruleCalls.map((c) => `${c.method} ${c.path} ${c.status}`).join(", ") || "none"}`,
  );
  detail(`the rule on the service: ${String(emulator.snapshot().ip_policy_rules[ruleId]?.cidr)}`);

  step("the same requests, after the change", "The policy is the same; the IP policy it names now allows the new network, so the answers swap.");
  await twoRequests(emulator, app, OTHER_IP, OFFICE_IP);

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

/** The local app for the traffic plane's upstream, then the demo; the app closes when the demo ends, failed or not. */
async function main(): Promise<void> {
  const app = await startApp();
  try {
    await runDemo({
      intro: "pulumi-ingress demo: examples/cloud-endpoint through the real Pulumi engine, against the local emulator and its traffic plane.",
      steps: 11,
      emulatorStep: `A local server of the whole Management API, empty: the program makes everything it uses. Its traffic plane serves the account's endpoints, with ${APP_URL} mapped to a local app (${app.origin}).`,
      emulator: { trafficPort: 0, upstreams: { [APP_URL]: app.origin } },
      prepareStep: "A temporary state backend and PULUMI_HOME, the cloud endpoint program and its config.",
      run: (emulator, engine) => run(emulator, engine, app),
    });
  } finally {
    await app.close();
  }
}

void main();
