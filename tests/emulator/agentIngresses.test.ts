/** `/agent_ingresses` over HTTP: the item's form, list key, the one-per-domain rule and the policy's defaults. */
import type { Emulator } from "../../emulator";
import { AgentIngress } from "../../provider/resources/agentIngress/wire";
import { expectError, idOf, start, TIME, type Api } from "./helpers";

let emulator: Emulator;
let api: Api;
let base: string;
beforeAll(async () => ({ emulator, api, base } = await start()));
afterAll(() => emulator.close());

test("create: 201, domain lowercase, ns_targets and region_domains, no policy; listed under ingresses", async () => {
  const r = await api.post("/agent_ingresses", { domain: "Connect.Acme.com.", description: "acme devices" });
  expect(r.status).toBe(201);
  const id = r.body.id as string;
  expect(r.body).toStrictEqual({
    id: idOf("agin_"),
    uri: `${base}/agent_ingresses/${id}`,
    created_at: TIME,
    description: "acme devices",
    domain: "connect.acme.com",
    // The first 8 hex digits of sha256("connect.acme.com"): the same domain gets the same names in any account.
    ns_targets: ["1.fc1c85c5.ngrok-dns.invalid.", "2.fc1c85c5.ngrok-dns.invalid.", "3.fc1c85c5.ngrok-dns.invalid.", "4.fc1c85c5.ngrok-dns.invalid."],
    region_domains: ["tunnel.us.connect.acme.com"],
    // No policy: certificate_management_policy and _status null, left out as the service leaves out what is empty.
  });
  expect(AgentIngress.parse(r.body)).toEqual(r.body);
  expect(((await api.get("/agent_ingresses")).body.ingresses as { id: string }[]).map((a) => a.id)).toEqual([id]);
  expectError(await api.post("/agent_ingresses", { domain: "connect.acme.com" }), 400, "ERR_NGROK_6706", 'The agent ingress domain "connect.acme.com" already exists, choose another domain.');
  expectError(await api.patch(`/agent_ingresses/${id}`, { domain: "other.acme.com" }), 400, "ERR_VALIDATION", "domain is not a known field (allowed fields are listed in the API reference)");
});

test("a certificate management policy: held with its defaults (letsencrypt, rsa), provisioning since it was set", async () => {
  const r = await api.post("/agent_ingresses", { domain: "tunnel.example.net", certificate_management_policy: {} });
  expect([r.status, r.body.certificate_management_policy, r.body.certificate_management_status]).toStrictEqual([
    201,
    { authority: "letsencrypt", private_key_type: "rsa" },
    // renews_at, error_code and retries_at null, left out.
    { provisioning_job: { msg: "Managed certificate provisioning in progress.", started_at: TIME } },
  ]);
  const p = await api.patch(`/agent_ingresses/${r.body.id as string}`, { certificate_management_policy: { private_key_type: "ecdsa" } });
  expect([p.status, p.body.certificate_management_policy]).toEqual([200, { authority: "letsencrypt", private_key_type: "ecdsa" }]);
});

test("a domain of ngrok's is refused with the rule of ERR_NGROK_6705", async () => {
  expectError(
    await api.post("/agent_ingresses", { domain: "mine.ngrok.app" }),
    400,
    "ERR_VALIDATION",
    'domain must be a domain of your own, not one ngrok controls (ERR_NGROK_6705); got "mine.ngrok.app"',
  );
});
