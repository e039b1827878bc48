// CertificateAuthority's dynamic provider in process against the emulator, with a CloudEndpoint
// whose terminate-tls trusts the CA by id, step by step as the engine drives them
// (tests/support/providerSteps.ts). Moved from tests/engine/certificateAuthority.test.ts, each test
// under its name there. What only the engine proves stayed under the engine (now
// tests/engine/replacementOrders.test.ts), slimmed: the order it runs the
// steps of the two resources in (the endpoint after the CA whose id it takes; on a replacement the
// new CA, then the endpoint moved to it, then the old CA deleted; at destroy the endpoint first).
// "a certificate that is no CA fails at preview, naming caPem and the rule, with no API call" is
// tests/unit/certificateAuthorityProvider.test.ts's (with every other refusal of check, the outputs
// read from the certificate, diff, update and adoption); the engine's rendering of check failures
// is tests/reliability/badInput.test.ts's.
import * as certificateAuthority from "../../provider/resources/certificateAuthority/family";
import * as cloudEndpoint from "../../provider/resources/cloudEndpoint/family";
import { policyText } from "../../trafficPolicy/model/document";
import { makeChain, type TestChain } from "../support/certs";
import { useProviderService } from "../support/providerService";
import { stepsOf } from "../support/providerSteps";

const service = useProviderService();
const { mark, calls, bodies } = service;
const ca = stepsOf(certificateAuthority);
const api = stepsOf(cloudEndpoint);

let first: TestChain;
let second: TestChain;

/** The endpoint's inputs trusting `caId`, its policy the text the SDK makes of the program's object. */
const endpointArgs = (caId: string) => ({
  url: "https://mtls.example.com",
  trafficPolicy: policyText({
    on_tcp_connect: [{ actions: [{ type: "terminate-tls", config: { mutual_tls_certificate_authorities: [caId] } }] }],
    on_http_request: [{ actions: [{ type: "custom-response", config: { status_code: 200, body: "verified" } }] }],
  }),
});

/** The CA ids the emulator's endpoint trusts. */
const trusted = (): unknown => {
  const policy = JSON.parse(service.emulator.snapshot().endpoints[api.id]?.traffic_policy ?? "{}") as { on_tcp_connect?: { actions: { config: { mutual_tls_certificate_authorities: string[] } }[] }[] };
  return policy.on_tcp_connect?.[0]?.actions[0]?.config.mutual_tls_certificate_authorities;
};

beforeAll(async () => {
  first = await makeChain({ keyType: "ecdsa", caCommonName: "Clients CA" });
  second = await makeChain({ keyType: "rsa", caCommonName: "Clients CA 2" });
});

test("up uploads the CA, then creates the endpoint whose policy names it: one POST each, in that order", async () => {
  mark();
  expect(await ca.up({ caPem: first.caPem, description: "API clients" })).toBe("create");
  expect(await api.up(endpointArgs(ca.id))).toBe("create");
  expect(calls()).toEqual(["POST /certificate_authorities 201", "POST /endpoints 201"]);
  expect(ca.id).toMatch(/^ca_[A-Za-z0-9]+$/);
  expect([ca.outputs["subjectCommonName"], ca.outputs["keyUsages"]]).toEqual(["Clients CA", ["cert_sign", "crl_sign"]]);
  expect(trusted()).toEqual([ca.id]);
});

test("a second preview reports no changes and makes no call", async () => {
  mark();
  expect([await ca.preview({ caPem: first.caPem, description: "API clients" }), await api.preview(endpointArgs(ca.id))]).toEqual(["same", "same"]);
  expect(calls()).toEqual([]);
});

test("another CA certificate replaces the authority: the new one uploaded, the endpoint moved to it, then the old one deleted", async () => {
  const old = ca.id;
  const endpointId = api.id;
  mark();
  // The CA's diff does not ask to delete first: the new one is made before the old one goes (the
  // engine moves the endpoint in between: the slimmed engine test).
  expect(await ca.up({ caPem: second.caPem, description: "API clients" })).toBe("replace");
  expect(ca.id).not.toBe(old);
  expect(calls()).toEqual(["POST /certificate_authorities 201", `DELETE /certificate_authorities/${old} 204`]);
  mark();
  // The endpoint's diff tells the engine how the changed policy answers (the engine prints it as info).
  const said: string[] = [];
  const warn = jest.spyOn(console, "warn").mockImplementation((m: string) => void said.push(m));
  expect(await api.up(endpointArgs(ca.id))).toBe("update");
  warn.mockRestore();
  expect(said).toEqual(["info: behaviour at preview: none of 1 request answers differently"]);
  expect(api.id).toBe(endpointId);
  expect(calls()).toEqual([`PATCH /endpoints/${endpointId} 200`]);
  expect(bodies()).toEqual([{ traffic_policy: endpointArgs(ca.id).trafficPolicy }]);
  expect(trusted()).toEqual([ca.id]);
  expect(Object.keys(service.emulator.snapshot().certificate_authorities)).toEqual([ca.id]);
});

test("destroy deletes the endpoint, then the CA", async () => {
  const [endpointId, caId] = [api.id, ca.id];
  mark();
  await api.destroy();
  await ca.destroy();
  expect(calls()).toEqual([`DELETE /endpoints/${endpointId} 204`, `DELETE /certificate_authorities/${caId} 204`]);
  expect([service.emulator.snapshot().endpoints, service.emulator.snapshot().certificate_authorities]).toEqual([{}, {}]);
});
