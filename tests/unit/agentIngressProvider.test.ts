// The AgentIngress provider's check, diff, create, read, update and delete, called directly against
// the emulator in process: every call it makes, every body it sends, its outputs, and its refusals
// (exact messages, no call).
import { UNKNOWN } from "../../provider/inputs/unknowns";
import * as ingress from "../../provider/resources/agentIngress/family";
import { useProviderService } from "../support/providerService";
import type { ServiceOutputs } from "../../provider/lifecycle/declare";
import type { AgentIngress } from "../../provider/resources/agentIngress/wire";

const TIME = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

const service = useProviderService();
const { mark, calls, bodies } = service;

describe("check refuses bad inputs, naming the field and the rule, before any call", () => {
  test("domain: ngrok's, a wildcard, malformed; the policy's enums; adoptId's form", async () => {
    mark();
    expect((await ingress.check({}, { domain: "connect.ngrok.app" })).failures).toEqual([
      { property: "domain", reason: 'domain must be a domain of your own, not one ngrok controls (ERR_NGROK_6705); got "connect.ngrok.app"' },
    ]);
    expect((await ingress.check({}, { domain: "ngrok.com" })).failures).toEqual([
      { property: "domain", reason: 'domain must be a domain of your own, not one ngrok controls (ERR_NGROK_6705); got "ngrok.com"' },
    ]);
    expect((await ingress.check({}, { domain: "*.example.com" })).failures).toEqual([{ property: "domain", reason: 'domain must be a domain name without a wildcard; got "*.example.com"' }]);
    expect((await ingress.check({}, { domain: "connect_here.example.com" })).failures).toEqual([
      { property: "domain", reason: 'domain must not contain an underscore (ERR_NGROK_438); got "connect_here.example.com"' },
    ]);
    expect((await ingress.check({}, { domain: "connect.example.com", certificateManagementPolicy: { authority: "zerossl", privateKeyType: "ed25519" } })).failures).toEqual([
      { property: "certificateManagementPolicy", reason: 'certificateManagementPolicy.authority must be one of "letsencrypt"; got "zerossl"' },
      { property: "certificateManagementPolicy", reason: 'certificateManagementPolicy.privateKeyType must be one of "ecdsa", "rsa"; got "ed25519"' },
    ]);
    expect((await ingress.check({}, { domain: "connect.example.com", adoptId: "rd_1" })).failures).toEqual([
      { property: "adoptId", reason: 'adoptId must be an agent ingress id of the form agin_<id>; got "rd_1"' },
    ]);
    expect((await ingress.check({}, { domain: "Connect.Example.com." })).failures).toEqual([]);
    expect(calls()).toEqual([]);
  });
});

describe("lifecycle", () => {
  let id = "";
  let outs: ServiceOutputs<AgentIngress>;

  test("create: one POST; the domain in the service's form; NS targets and regional names as outputs", async () => {
    mark();
    const r = await ingress.create({ domain: "Connect.Example.com", description: "devices" });
    id = r.id;
    outs = r.outs as ServiceOutputs<AgentIngress>;
    expect(calls()).toEqual(["POST /agent_ingresses 201"]);
    expect(bodies()).toEqual([{ domain: "Connect.Example.com", description: "devices" }]);
    expect(id).toMatch(/^agin_[0-9A-Za-z]+$/);
    expect(outs).toEqual({
      uri: `${service.emulator.baseUrl}/agent_ingresses/${id}`,
      createdAt: TIME,
      description: "devices",
      metadata: null,
      domain: "connect.example.com",
      nsTargets: [1, 2, 3, 4].map((n) => expect.stringMatching(new RegExp(`^${n}\\.[a-z0-9]{8}\\.ngrok-dns\\.invalid\\.$`))),
      regionDomains: ["tunnel.us.connect.example.com"],
      certificateManagementPolicy: null,
      certificateManagementStatus: null,
    });
    expect(await ingress.read(id)).toEqual({ id, props: outs });
  });

  test("diff: case and a final dot are no change; another domain replaces, the old one first; a policy is in place", async () => {
    expect(await ingress.diff(id, outs, { domain: "CONNECT.example.com.", description: "devices" })).toEqual({ changes: false, replaces: [], deleteBeforeReplace: false });
    expect(await ingress.diff(id, outs, { domain: "edge.example.com", description: "devices" })).toEqual({ changes: true, replaces: ["domain"], deleteBeforeReplace: true });
    expect(await ingress.diff(id, outs, { domain: UNKNOWN, description: "devices" })).toEqual({ changes: true, replaces: ["domain"], deleteBeforeReplace: true });
    expect(await ingress.diff(id, outs, { domain: "connect.example.com", description: "devices", certificateManagementPolicy: {} })).toEqual({ changes: true, replaces: [], deleteBeforeReplace: false });
  });

  test("update: one PATCH with the policy's defaults filled in; the same policy again is no change; a policy left out is left alone", async () => {
    mark();
    const r = await ingress.update(id, outs, { domain: "connect.example.com", description: "devices", certificateManagementPolicy: { privateKeyType: "ecdsa" } });
    expect(calls()).toEqual([`PATCH /agent_ingresses/${id} 200`]);
    expect(bodies()).toEqual([{ certificate_management_policy: { authority: "letsencrypt", private_key_type: "ecdsa" } }]);
    outs = r.outs as ServiceOutputs<AgentIngress>;
    expect([outs.certificateManagementPolicy, outs.certificateManagementStatus]).toEqual([
      { authority: "letsencrypt", privateKeyType: "ecdsa" },
      // The service leaves out what is empty (omitempty): no renewsAt, errorCode or retriesAt while provisioning.
      { provisioningJob: { msg: "Managed certificate provisioning in progress.", startedAt: TIME } },
    ]);
    expect((await ingress.diff(id, outs, { domain: "connect.example.com", description: "devices", certificateManagementPolicy: { authority: "letsencrypt", privateKeyType: "ecdsa" } })).changes).toBe(false);
    expect((await ingress.diff(id, outs, { domain: "connect.example.com", description: "devices" })).changes).toBe(false);
  });

  test("the service refuses a second ingress on the same domain; adoption of another domain's is refused", async () => {
    await expect(ingress.create({ domain: "connect.example.com" })).rejects.toThrow('The agent ingress domain "connect.example.com" already exists, choose another domain.');
    await expect(ingress.create({ domain: "edge.example.com", adoptId: id })).rejects.toThrow(
      `adoptId ${id}: that agent ingress is on connect.example.com, not edge.example.com; declare its domain to adopt it`,
    );
  });

  test("delete: one DELETE; a second finds it gone", async () => {
    mark();
    await ingress.remove(id);
    await ingress.remove(id);
    expect(calls()).toEqual([`DELETE /agent_ingresses/${id} 204`, `DELETE /agent_ingresses/${id} 404`]);
  });
});
