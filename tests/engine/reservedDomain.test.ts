// ReservedDomain under the real engine against the emulator: one stack, steps chained in order.
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, failureOf, findResource, type Run, startRun } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let s: Run;
let id = "";

const program = (args: string) => `
const domain = new ingress.ReservedDomain("domain", { ${args} });
exports.id = domain.id;
exports.domain = domain.domain;
exports.cnameTarget = domain.cnameTarget;
exports.policy = domain.certificateManagementPolicy;
exports.status = domain.certificateManagementStatus;
exports.resolvesTo = domain.resolvesTo;
`;

beforeAll(async () => {
  s = await startRun("rd", { body: program(`domain: "App.Example.com", description: "app", resolvesTo: ["eu", "us-cal-1"]`) });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

test("up reserves the domain with exactly one API call; a custom domain's certificate is managed by default", async () => {
  s.mark();
  const up = await s.stack.up();
  id = String(up.outputs["id"]?.value);
  expect(id).toMatch(/^rd_[A-Za-z0-9]+$/);
  expect(s.calls()).toEqual(["POST /reserved_domains 201"]);
  expect(up.outputs["domain"]?.value).toBe("app.example.com");
  expect(up.outputs["cnameTarget"]?.value).toMatch(/^[a-z]{17}\.emu7ingress2acct\.ngrok-cname\.com$/);
  expect(up.outputs["policy"]?.value).toEqual({ authority: "letsencrypt", privateKeyType: "ecdsa" });
  expect(up.outputs["status"]?.value).toEqual({
    renewsAt: null,
    provisioningJob: { errorCode: null, msg: "Managed certificate provisioning in progress.", startedAt: expect.stringMatching(/Z$/), retriesAt: null },
  });
  expect(up.outputs["resolvesTo"]?.value).toEqual(["eu", "us-cal-1"]);
});

test("a second preview reports no changes and makes no API call: the name's case, the default policy and resolvesTo's order are not changes", async () => {
  await s.setProgram(program(`domain: "app.example.com.", description: "app", resolvesTo: ["us-cal-1", "eu"], certificateManagementPolicy: { privateKeyType: "ecdsa" }`));
  s.mark();
  expect((await s.stack.preview()).summary).toEqual({ same: 2 });
  expect(s.calls()).toEqual([]);
});

test("a changed description and resolution are one PATCH with only what changed, the same id", async () => {
  await s.setProgram(program(`domain: "app.example.com", description: "v2", resolvesTo: ["eu"]`));
  s.mark();
  const up = await s.stack.up();
  expect(String(up.outputs["id"]?.value)).toBe(id);
  expect(s.calls()).toEqual([`PATCH /reserved_domains/${id} 200`]);
  expect(JSON.parse(s.entries()[0]?.requestBody ?? "")).toEqual({ description: "v2", resolves_to: [{ value: "eu" }] });
});

test("refresh reads the domain with one GET and finds no drift", async () => {
  s.mark();
  expect((await s.stack.refresh()).summary).toEqual({ same: 2 });
  expect(s.calls()).toEqual([`GET /reserved_domains/${id} 200`]);
});

test("another domain replaces the reservation: the new one is reserved, then the old one released", async () => {
  await s.setProgram(program(`domain: "www.example.com", description: "v2", resolvesTo: ["eu"]`));
  s.mark();
  const up = await s.stack.up();
  const next = String(up.outputs["id"]?.value);
  expect(next).not.toBe(id);
  expect(up.summary).toEqual({ same: 1, replace: 1 });
  expect(s.calls()).toEqual(["POST /reserved_domains 201", `DELETE /reserved_domains/${id} 204`]);
  expect(Object.values(s.emulator.snapshot().reserved_domains).map((d) => d.domain)).toEqual(["www.example.com"]);
  id = next;
  expect(findResource(await s.stack.exportState(), "domain").outputs?.["domain"]).toBe("www.example.com");
});

describe("bad inputs fail at preview, naming the field and the rule, with no API call", () => {
  const cases: [string, string, string][] = [
    ["an over-long name", `domain: "a".repeat(60) + "." + "b".repeat(60) + "." + "c".repeat(60) + "." + "d".repeat(60) + ".example.com"`, "domain must be at most 253 characters; got 255"],
    ["an underscore", `domain: "my_app.example.com"`, `domain must not contain an underscore (ERR_NGROK_438); got "my_app.example.com"`],
    ["both certificate choices", `domain: "www.example.com", certificateId: "cert_1", certificateManagementPolicy: {}`, "certificateId must not be set together with a certificate management policy: a domain has an uploaded certificate or a managed one, not both (ERR_NGROK_434)"],
    ["an uploaded certificate on ngrok's domain", `domain: "me.ngrok.app", certificateId: "cert_1"`, "certificateId must not be set for me.ngrok.app: uploaded certificates are not allowed for domains owned by ngrok (ERR_NGROK_440)"],
    ["an unknown point of presence", `domain: "www.example.com", resolvesTo: ["banana"]`, `resolvesTo[0] must be a point of presence (us, us-cal-1, eu, ap, au, in, jp, sa, global) or a dedicated IPv4 address with an optional port (192.0.2.1:1234); got "banana"`],
  ];
  test.each(cases)("%s", async (_name, args, message) => {
    await s.setProgram(program(args));
    s.mark();
    expect(await failureOf(s.stack.preview())).toContain(message);
    expect(s.calls()).toEqual([]);
  });
});

test("destroy releases the domain with one DELETE", async () => {
  await s.setProgram(program(`domain: "www.example.com", description: "v2", resolvesTo: ["eu"]`));
  s.mark();
  await s.stack.destroy();
  expect(s.calls()).toEqual([`DELETE /reserved_domains/${id} 204`]);
  expect(s.emulator.snapshot().reserved_domains).toEqual({});
});

test("an endpoint whose URL is built from the domain names it, and destroy releases the domain after the endpoint", async () => {
  await s.setProgram(`
const domain = new ingress.ReservedDomain("domain", { domain: "*.apps.example.com" });
const ep = new ingress.CloudEndpoint("ep", {
  url: pulumi.interpolate\`https://shop.\${domain.domain.apply((d) => d.slice(2))}\`,
  trafficPolicy: { on_http_request: [{ actions: [{ type: "deny" }] }] },
});
exports.id = domain.id;
exports.served = ep.domain;
`);
  const up = await s.stack.up();
  id = String(up.outputs["id"]?.value);
  expect(up.outputs["served"]?.value).toEqual({ id, uri: `${s.emulator.baseUrl}/reserved_domains/${id}` });
  s.mark();
  expect((await s.stack.destroy()).summary).toEqual({ delete: 3 });
  expect(s.calls().filter((c) => c.startsWith("DELETE"))).toEqual([expect.stringMatching(/^DELETE \/endpoints\/ep_\w+ 204$/), `DELETE /reserved_domains/${id} 204`]);
});
