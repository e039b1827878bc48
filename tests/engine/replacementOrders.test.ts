// The order the engine runs steps in, for what depends on it, on one stack and engine (issue 58:
// these were tests/engine/certificateAuthority.test.ts and ipPolicyRule.test.ts, two stacks and five
// steps; each test keeps its name there, under its family's): up, one up that replaces both
// families' resources, destroy. Each family's calls are read apart, since the engine runs
// independent resources' steps in an order of its own.
// - CertificateAuthority, with a CloudEndpoint whose terminate-tls trusts the program's CA by id:
//   the endpoint after the CA whose id, an Output, it takes; on a replacement the new CA, the
//   endpoint moved to it, then the old CA deleted; at destroy the endpoint first.
// - IpPolicyRule: the order of a replacement's two calls, which follows diff's deleteBeforeReplace.
//   Two rules replaced in one up: a new action keeps the CIDR in the same policy, which the service
//   holds once, so the old rule must go first; a new policy takes the engine's default, create first.
// What the providers answer at each step (calls, bodies, outputs, no change at preview, refresh,
// out-of-band edits, refusals) is tests/provider/{certificateAuthority,ipPolicyRule}.test.ts's and
// tests/unit/{certificateAuthority,ipPolicyRule}Provider.test.ts's (diff's verdicts).
import type { RequestLogEntry } from "../../emulator/types";
import { makeChain } from "../support/certs";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Run, startRun } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

/** A step of the run: the calls it made, as the emulator answered them, in order; the stack's outputs after it; the CA ids the endpoint then trusted. */
interface Step {
  calls: RequestLogEntry[];
  outputs: Record<string, { value: unknown } | undefined>;
  trusted: unknown;
}

let s: Run;
/** The first up, and the up that replaces both families' resources (another CA certificate; a new action and a new policy for the rules). */
let up: Step;
let replaced: Step;
const output = (step: Step, name: string): string => String(step.outputs[name]?.value);

const FIRST_RULE = `ipPolicyId: "ipp_one", cidr: "2001:db8:1::/48"`;
const SECOND_RULE = `action: "allow", cidr: "10.0.0.0/8"`;

const program = (firstRule: string, secondRule: string) => `
const ca = new ingress.CertificateAuthority("clients", { caPem: read("ca.pem"), description: "API clients" });
const api = new ingress.CloudEndpoint("api", {
  url: "https://mtls.example.com",
  trafficPolicy: {
    on_tcp_connect: [{ actions: [{ type: "terminate-tls", config: { mutual_tls_certificate_authorities: [ca.id] } }] }],
    on_http_request: [{ actions: [{ type: "custom-response", config: { status_code: 200, body: "verified" } }] }],
  },
});
exports.caId = ca.id;
exports.subjectCommonName = ca.subjectCommonName;
exports.keyUsages = ca.keyUsages;
exports.endpointId = api.id;

const first = new ingress.IpPolicyRule("first", { ${firstRule} });
const second = new ingress.IpPolicyRule("second", { ${secondRule} });
exports.first = first.id;
exports.second = second.id;
`;

const line = (e: RequestLogEntry) => `${e.method} ${e.path} ${e.status}`;
/** The CA's and the endpoint's calls of a step. */
const caCalls = (entries: RequestLogEntry[]) => entries.filter((e) => /^\/(certificate_authorities|endpoints)\b/.test(e.path)).map(line);
/** The rules' changes of a step, each POST by the CIDR it sends (both go to /ip_policy_rules). */
const ruleChanges = (entries: RequestLogEntry[]) =>
  entries
    .filter((e) => e.path.startsWith("/ip_policy_rules") && e.method !== "GET")
    .map((e) => (e.method === "POST" ? `POST ${String((JSON.parse(e.requestBody) as { cidr: string }).cidr)} ${e.status}` : line(e)));

/** The CA ids the emulator's endpoint trusts. */
const trusted = (endpointId: string): unknown => {
  const policy = JSON.parse(s.emulator.snapshot().endpoints[endpointId]?.traffic_policy ?? "{}") as { on_tcp_connect?: { actions: { config: { mutual_tls_certificate_authorities: string[] } }[] }[] };
  return policy.on_tcp_connect?.[0]?.actions[0]?.config.mutual_tls_certificate_authorities;
};

/** `pulumi up` as one step. */
async function step(): Promise<Step> {
  s.mark();
  const outputs = (await s.stack.up()).outputs;
  return { calls: s.entries(), outputs, trusted: trusted(String(outputs["endpointId"]?.value)) };
}

beforeAll(async () => {
  const [first, second] = [await makeChain({ keyType: "ecdsa", caCommonName: "Clients CA" }), await makeChain({ keyType: "rsa", caCommonName: "Clients CA 2" })];
  s = await startRun("orders", {
    emulator: { seed: { ipPolicies: [{ id: "ipp_one" }, { id: "ipp_two" }] } },
    body: program(`${FIRST_RULE}, action: "allow"`, `${SECOND_RULE}, ipPolicyId: "ipp_one"`),
  });
  await s.writeFile("ca.pem", first.caPem);
  up = await step();
  await s.writeFile("ca.pem", second.caPem);
  await s.setProgram(program(`${FIRST_RULE}, action: "deny"`, `${SECOND_RULE}, ipPolicyId: "ipp_two"`));
  replaced = await step();
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

describe("IpPolicyRule", () => {
  test("a new action replaces the rule deleting the old one first; a new policy, creating the new one first", () => {
    const [oldFirst, oldSecond] = [output(up, "first"), output(up, "second")];
    const [nextFirst, nextSecond] = [output(replaced, "first"), output(replaced, "second")];
    expect(nextFirst).not.toBe(oldFirst);
    expect(nextSecond).not.toBe(oldSecond);
    const order = ruleChanges(replaced.calls);
    expect([...order].sort()).toEqual([`DELETE /ip_policy_rules/${oldFirst} 204`, `DELETE /ip_policy_rules/${oldSecond} 204`, "POST 10.0.0.0/8 201", "POST 2001:db8:1::/48 201"].sort());
    expect(order.indexOf(`DELETE /ip_policy_rules/${oldFirst} 204`)).toBeLessThan(order.indexOf("POST 2001:db8:1::/48 201"));
    expect(order.indexOf("POST 10.0.0.0/8 201")).toBeLessThan(order.indexOf(`DELETE /ip_policy_rules/${oldSecond} 204`));
    const held = s.emulator.snapshot().ip_policy_rules;
    expect(Object.keys(held).sort()).toEqual([nextFirst, nextSecond].sort());
    expect(held[nextFirst]).toMatchObject({ ip_policy_id: "ipp_one", cidr: "2001:db8:1::/48", action: "deny" });
    expect(held[nextSecond]).toMatchObject({ ip_policy_id: "ipp_two", cidr: "10.0.0.0/8", action: "allow" });
  });
});

describe("CertificateAuthority", () => {
  test("up uploads the CA, then creates the endpoint whose policy names it: one POST each, in that order", () => {
    expect(caCalls(up.calls)).toEqual(["POST /certificate_authorities 201", "POST /endpoints 201"]);
    expect(output(up, "caId")).toMatch(/^ca_[A-Za-z0-9]+$/);
    expect([up.outputs["subjectCommonName"]?.value, up.outputs["keyUsages"]?.value]).toEqual(["Clients CA", ["cert_sign", "crl_sign"]]);
    expect(up.trusted).toEqual([output(up, "caId")]);
  });

  test("another CA certificate replaces the authority: the new one uploaded, the endpoint moved to it, then the old one deleted", () => {
    const [oldId, newId, endpointId] = [output(up, "caId"), output(replaced, "caId"), output(up, "endpointId")];
    expect(newId).not.toBe(oldId);
    expect(caCalls(replaced.calls)).toEqual(["POST /certificate_authorities 201", `PATCH /endpoints/${endpointId} 200`, `DELETE /certificate_authorities/${oldId} 204`]);
    expect(replaced.trusted).toEqual([newId]);
    expect(Object.keys(s.emulator.snapshot().certificate_authorities)).toEqual([newId]);
  });

  test("destroy deletes the endpoint, then the CA", async () => {
    s.mark();
    await s.stack.destroy();
    const calls = s.entries();
    expect(caCalls(calls)).toEqual([`DELETE /endpoints/${output(up, "endpointId")} 204`, `DELETE /certificate_authorities/${output(replaced, "caId")} 204`]);
    expect(ruleChanges(calls).sort()).toEqual([`DELETE /ip_policy_rules/${output(replaced, "first")} 204`, `DELETE /ip_policy_rules/${output(replaced, "second")} 204`].sort());
  });
});
