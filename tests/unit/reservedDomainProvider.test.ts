// The ReservedDomain provider's check, diff, create, read, update and delete, called directly
// against the emulator in process: every call it makes, every body it sends, its outputs exactly;
// and the emulator's own refusals (emulator/resources/reservedDomain/rules.ts).
import * as rd from "../../provider/resources/reservedDomain/family";
import { makeChain } from "../support/certs";
import { apiFor, type Api } from "../emulator/helpers";
import { useProviderService } from "../support/providerService";

const TIME = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
const CNAME = expect.stringMatching(/^[a-z]{17}\.emu7ingress2acct\.ngrok-cname\.com$/);
// The service leaves out what is empty (omitempty): no renewsAt, errorCode or retriesAt while provisioning.
const IN_PROGRESS = { provisioningJob: { msg: "Managed certificate provisioning in progress.", startedAt: TIME } };

const service = useProviderService();
const { mark, calls, bodies } = service;
let api: Api;
let certId = "";

beforeAll(async () => {
  api = apiFor(service.emulator);
  const chain = await makeChain({ keyType: "ecdsa", commonName: "api.example.com", dnsNames: ["api.example.com"] });
  certId = String((await api.post("/tls_certificates", { certificate_pem: chain.certificatePem, private_key_pem: chain.privateKeyPem })).body.id);
});

describe("lifecycle", () => {
  let id = "";
  let outs: rd.RdOutputs;

  test("create: one POST with only what the program sets; a custom domain's certificate is managed by default", async () => {
    mark();
    const created = await rd.create({ domain: "API.example.com.", description: "api" });
    id = created.id;
    outs = created.outs as rd.RdOutputs;
    expect(calls()).toEqual(["POST /reserved_domains 201"]);
    expect(bodies()).toEqual([{ domain: "API.example.com.", description: "api" }]);
    expect(id).toMatch(/^rd_[0-9A-Za-z]{27}$/);
    expect(outs).toEqual({
      uri: `${service.emulator.baseUrl}/reserved_domains/${id}`,
      createdAt: TIME,
      description: "api",
      metadata: null,
      domain: "api.example.com",
      cnameTarget: CNAME,
      certificate: null,
      certificateManagementPolicy: { authority: "letsencrypt", privateKeyType: "ecdsa" },
      certificateManagementStatus: IN_PROGRESS,
      acmeChallengeCnameTarget: null,
      resolvesTo: [],
      region: null,
    });
  });

  test("diff: the name's case and final dot, and the default policy written out, are no change", async () => {
    expect(await rd.diff(id, outs, { domain: "api.example.com", description: "api" })).toEqual({ changes: false, replaces: [], deleteBeforeReplace: false });
    expect(await rd.diff(id, outs, { domain: "Api.Example.com.", description: "api", certificateManagementPolicy: { authority: "letsencrypt" } })).toEqual({
      changes: false,
      replaces: [],
      deleteBeforeReplace: false,
    });
  });

  test("diff: another domain replaces; a key type, a description or resolvesTo changes in place", async () => {
    expect(await rd.diff(id, outs, { domain: "www.example.com", description: "api" })).toEqual({ changes: true, replaces: ["domain"], deleteBeforeReplace: false });
    expect(await rd.diff(id, outs, { domain: "api.example.com", certificateManagementPolicy: { privateKeyType: "rsa" }, description: "api" })).toEqual({
      changes: true,
      replaces: [],
      deleteBeforeReplace: false,
    });
    expect((await rd.diff(id, outs, { domain: "api.example.com", resolvesTo: ["eu"], description: "api" })).changes).toBe(true);
  });

  test("update: one PATCH with only what changed; resolvesTo in another order is no change", async () => {
    mark();
    outs = (await rd.update(id, outs, { domain: "api.example.com", description: "v2", resolvesTo: ["eu", "192.0.2.1:1234"] })).outs as rd.RdOutputs;
    expect(calls()).toEqual([`PATCH /reserved_domains/${id} 200`]);
    expect(bodies()).toEqual([{ description: "v2", resolves_to: [{ value: "eu" }, { value: "192.0.2.1:1234" }] }]);
    expect(outs.resolvesTo).toEqual(["eu", "192.0.2.1:1234"]);
    expect((await rd.diff(id, outs, { domain: "api.example.com", description: "v2", resolvesTo: ["192.0.2.1:1234", "eu"] })).changes).toBe(false);
  });

  test("update: a managed certificate becomes an uploaded one: its policy is detached, then one PATCH", async () => {
    mark();
    outs = (await rd.update(id, outs, { domain: "api.example.com", description: "v2", resolvesTo: ["eu", "192.0.2.1:1234"], certificateId: certId })).outs as rd.RdOutputs;
    expect(calls()).toEqual([`DELETE /reserved_domains/${id}/certificate_management_policy 204`, `PATCH /reserved_domains/${id} 200`]);
    expect(bodies()).toEqual([{ certificate_id: certId }]);
    expect(outs.certificate).toEqual({ id: certId, uri: `${service.emulator.baseUrl}/tls_certificates/${certId}` });
    expect(outs.certificateManagementPolicy).toBeNull();
    expect(outs.certificateManagementStatus).toBeNull();
  });

  test("update: back to the default managed certificate: the uploaded one is detached, then one PATCH", async () => {
    mark();
    outs = (await rd.update(id, outs, { domain: "api.example.com" })).outs as rd.RdOutputs;
    expect(calls()).toEqual([`DELETE /reserved_domains/${id}/certificate 204`, `PATCH /reserved_domains/${id} 200`]);
    expect(bodies()).toEqual([{ description: "", resolves_to: [], certificate_management_policy: { authority: "letsencrypt", private_key_type: "ecdsa" } }]);
    expect(outs.certificate).toBeNull();
    expect(outs.certificateManagementStatus).toEqual(IN_PROGRESS);
  });

  test("read brings the service's domain; release is one DELETE; a released domain reads as gone", async () => {
    mark();
    expect((await rd.read(id)).props).toEqual(outs);
    await rd.remove(id);
    expect(calls()).toEqual([`GET /reserved_domains/${id} 200`, `DELETE /reserved_domains/${id} 204`]);
    expect(await rd.read(id)).toEqual({ id: "" });
  });
});

test("a subdomain of ngrok's domains has no CNAME target and ngrok's certificate; a custom wildcard one has an ACME challenge target", async () => {
  const ngrok = await rd.create({ domain: "myapp.ngrok.app" });
  expect(ngrok.outs).toMatchObject({ cnameTarget: null, certificate: null, certificateManagementPolicy: null, certificateManagementStatus: null, acmeChallengeCnameTarget: null });
  expect(await rd.diff(ngrok.id, ngrok.outs as rd.RdOutputs, { domain: "myapp.ngrok.app" })).toEqual({ changes: false, replaces: [], deleteBeforeReplace: false });
  const wildcard = await rd.create({ domain: "*.apps.example.com" });
  expect(wildcard.outs).toMatchObject({ cnameTarget: CNAME, acmeChallengeCnameTarget: CNAME });
  await rd.remove(ngrok.id);
  await rd.remove(wildcard.id);
});

test("adopting a domain with an uploaded certificate, for the default managed one: one GET, the certificate detached, then one PATCH; another name is refused", async () => {
  const id = String((await api.post("/reserved_domains", { domain: "adopted.example.com", certificate_id: certId })).body.id);
  await expect(rd.create({ domain: "other.example.com", adoptId: id })).rejects.toThrow(`adoptId ${id}: that reserved domain is adopted.example.com, not other.example.com; declare its domain to adopt it`);
  mark();
  const adopted = await rd.create({ domain: "Adopted.example.com", adoptId: id });
  expect(calls()).toEqual([`GET /reserved_domains/${id} 200`, `DELETE /reserved_domains/${id}/certificate 204`, `PATCH /reserved_domains/${id} 200`]);
  expect(bodies()).toEqual([{ certificate_management_policy: { authority: "letsencrypt", private_key_type: "ecdsa" } }]);
  expect(adopted).toMatchObject({ id, outs: { certificate: null, certificateManagementPolicy: { authority: "letsencrypt", privateKeyType: "ecdsa" } } });
  await rd.remove(id);
});

describe("check refuses bad inputs with one line naming the field and the rule", () => {
  const cases: [string, Record<string, unknown>, { property: string; reason: string }[]][] = [
    ["an underscore", { domain: "my_app.example.com" }, [{ property: "domain", reason: `domain must not contain an underscore (ERR_NGROK_438); got "my_app.example.com"` }]],
    ["a wildcard inside", { domain: "app.*.example.com" }, [{ property: "domain", reason: `domain may only have '*' as its whole first label, as in *.example.com (ERR_NGROK_402, ERR_NGROK_403); got "app.*.example.com"` }]],
    ["no dot", { domain: "localhost" }, [{ property: "domain", reason: `domain must be a fully qualified domain name, with at least one dot (ERR_NGROK_448); got "localhost"` }]],
    ["an over-long name", { domain: `${"a".repeat(60)}.`.repeat(5) + "com" }, [{ property: "domain", reason: "domain must be at most 253 characters; got 308" }]],
    ["both certificate choices", { domain: "app.example.com", certificateId: "cert_1", certificateManagementPolicy: {} }, [{ property: "certificateId", reason: "certificateId must not be set together with a certificate management policy: a domain has an uploaded certificate or a managed one, not both (ERR_NGROK_434)" }]],
    ["a policy on ngrok's domain", { domain: "me.ngrok.app", certificateManagementPolicy: { privateKeyType: "rsa" } }, [{ property: "certificateManagementPolicy", reason: "certificateManagementPolicy must not be set for me.ngrok.app: ngrok manages the certificates of its own domains (ERR_NGROK_439)" }]],
    ["an unknown point of presence", { domain: "app.example.com", resolvesTo: ["eu", "banana"] }, [{ property: "resolvesTo", reason: `resolvesTo[1] must be a point of presence (us, us-cal-1, eu, ap, au, in, jp, sa, global) or a dedicated IPv4 address with an optional port (192.0.2.1:1234); got "banana"` }]],
    ["an octet above 255", { domain: "app.example.com", resolvesTo: ["192.0.2.256"] }, [{ property: "resolvesTo", reason: `resolvesTo[0] must be a point of presence (us, us-cal-1, eu, ap, au, in, jp, sa, global) or a dedicated IPv4 address with an optional port (192.0.2.1:1234); got "192.0.2.256"` }]],
    ["port 0", { domain: "app.example.com", resolvesTo: ["192.0.2.1:0"] }, [{ property: "resolvesTo", reason: `resolvesTo[0] must be a point of presence (us, us-cal-1, eu, ap, au, in, jp, sa, global) or a dedicated IPv4 address with an optional port (192.0.2.1:1234); got "192.0.2.1:0"` }]],
    ["a port above 65535", { domain: "app.example.com", resolvesTo: ["us", "192.0.2.1:65536"] }, [{ property: "resolvesTo", reason: `resolvesTo[1] must be a point of presence (us, us-cal-1, eu, ap, au, in, jp, sa, global) or a dedicated IPv4 address with an optional port (192.0.2.1:1234); got "192.0.2.1:65536"` }]],
    ["an empty port", { domain: "app.example.com", resolvesTo: ["192.0.2.1:"] }, [{ property: "resolvesTo", reason: `resolvesTo[0] must be a point of presence (us, us-cal-1, eu, ap, au, in, jp, sa, global) or a dedicated IPv4 address with an optional port (192.0.2.1:1234); got "192.0.2.1:"` }]],
    ["an IPv6 address", { domain: "app.example.com", resolvesTo: ["2001:db8::1"] }, [{ property: "resolvesTo", reason: `resolvesTo[0] must be a point of presence (us, us-cal-1, eu, ap, au, in, jp, sa, global) or a dedicated IPv4 address with an optional port (192.0.2.1:1234); got "2001:db8::1"` }]],
    ["another authority", { domain: "app.example.com", certificateManagementPolicy: { authority: "zerossl" } }, [{ property: "certificateManagementPolicy", reason: `certificateManagementPolicy.authority must be one of "letsencrypt"; got "zerossl"` }]],
    ["a bad certificate id", { domain: "app.example.com", certificateId: "ep_1" }, [{ property: "certificateId", reason: `certificateId must be a TLS certificate id of the form cert_<id>; got "ep_1"` }]],
  ];
  test.each(cases)("%s", async (_name, news, failures) => {
    mark();
    expect((await rd.check({}, news)).failures).toEqual(failures);
    expect(calls()).toEqual([]);
  });
});

test("check takes points of presence and dedicated IPv4 addresses, with or without a port (domains/dedicated-ips.mdx)", async () => {
  const resolvesTo = ["us-cal-1", "global", "192.0.2.1", "192.0.2.1:1234", "203.0.113.255:65535", "198.51.100.7:1"];
  const r = await rd.check({}, { domain: "app.example.com", resolvesTo });
  expect(r.failures).toEqual([]);
  expect(r.inputs?.["resolvesTo"]).toEqual(resolvesTo);
});

describe("the emulator's refusals", () => {
  test("the same domain twice (ERR_NGROK_413), an unknown certificate, a managed certificate detached (ERR_NGROK_436)", async () => {
    const first = await api.post("/reserved_domains", { domain: "dup.example.com" });
    expect((await api.post("/reserved_domains", { domain: "DUP.example.com" })).body).toMatchObject({
      error_code: "ERR_NGROK_413",
      status_code: 409,
      msg: `domain dup.example.com is already reserved for your account as ${first.body.id} (ERR_NGROK_413)`,
    });
    expect((await api.post("/reserved_domains", { domain: "x.example.com", certificate_id: "cert_nope" })).body).toMatchObject({ error_code: "ERR_REFERENCE_NOT_FOUND", msg: "certificate_id cert_nope: no TLS certificate with that id" });
    expect((await api.del(`/reserved_domains/${first.body.id}/certificate`)).body).toMatchObject({
      error_code: "ERR_NGROK_436",
      msg: `The certificate of reserved domain ${first.body.id} is managed: detach its certificate management policy instead (ERR_NGROK_436)`,
    });
    expect((await api.patch(`/reserved_domains/${first.body.id}`, { certificate_id: certId })).body).toMatchObject({
      error_code: "ERR_VALIDATION",
      msg: "certificate_id must not be set while the domain's certificate is managed: detach its certificate_management_policy first (ERR_NGROK_434)",
    });
    expect((await api.del(`/reserved_domains/${first.body.id}`)).status).toBe(204);
  });

  test("a public cloud endpoint names the domain its host is served under, which is not released meanwhile (ERR_NGROK_446)", async () => {
    const d = await api.post("/reserved_domains", { domain: "*.served.example.com" });
    const ep = await api.post("/endpoints", { url: "https://a.served.example.com", traffic_policy: "on_http_request:\n  - actions:\n      - type: deny\n" });
    expect((await api.del(`/reserved_domains/${d.body.id}`)).body).toMatchObject({
      error_code: "ERR_NGROK_446",
      status_code: 409,
      msg: `The domain *.served.example.com could not be deleted because it is still referenced by an edge or cloud endpoint (${ep.body.id}) (ERR_NGROK_446)`,
    });
    expect((await api.get(`/endpoints/${ep.body.id}`)).body.domain).toEqual({ id: d.body.id, uri: `${service.emulator.baseUrl}/reserved_domains/${d.body.id}` });
    await api.del(`/endpoints/${ep.body.id}`);
    expect((await api.del(`/reserved_domains/${d.body.id}`)).status).toBe(204);
  });
});
