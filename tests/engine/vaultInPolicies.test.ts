// A CloudEndpoint given a Vault (issue 32, point 6) under the real engine: the endpoint waits for
// the vault (and the secret it names), its policy reads the vault's name, and a policy reading from
// another vault is refused at preview with no API call.
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, failureOf, type Run, startRun } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let s: Run;

const program = (readFrom: string) => `
const vault = new ingress.Vault("ops", { name: "ops-vault" });
const password = new ingress.Secret("password", { vaultId: vault.id, name: "ops-password", value: "correct-horse" });
const policy = pulumi.interpolate\`on_http_request:
  - actions:
      - type: basic-auth
        config:
          credentials:
            - "ops:\\\${secrets.get('\${${readFrom}}', 'ops-password')}"
      - type: custom-response
        config:
          status_code: 200
\`;
const ep = new ingress.CloudEndpoint("app", { url: "https://app.example.com", trafficPolicy: policy, vault }, { dependsOn: [password] });
exports.policy = ep.trafficPolicy;
`;

beforeAll(async () => {
  s = await startRun("vault-policies", { body: program("vault.name") });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

test("up creates the vault and its secret before the endpoint whose policy reads the vault's name", async () => {
  s.mark();
  const up = await s.stack.up();
  expect(s.calls()).toEqual(["POST /vaults 201", "POST /vault_secrets 201", "POST /endpoints 201"]);
  expect(String(up.outputs["policy"]?.value)).toContain(`"ops:\${secrets.get('ops-vault', 'ops-password')}"`);
});

test("a policy reading from a vault that is not the endpoint's is refused at preview, with no API call", async () => {
  await s.setProgram(program(`"other-vault"`));
  s.mark();
  expect(await failureOf(s.stack.preview())).toContain(
    `trafficPolicy reads secret "ops-password" from vault "other-vault", which is not the endpoint's vault "ops-vault" (a policy given a vault reads its secrets from that vault)`,
  );
  expect(s.calls()).toEqual([]);
});

test("destroy deletes the endpoint before the secret, and the secret before the vault", async () => {
  await s.setProgram(program("vault.name"));
  s.mark();
  await s.stack.destroy();
  expect(s.calls().map((c) => c.replace(/_[A-Za-z0-9]+ /, "_… "))).toEqual(["DELETE /endpoints/ep_… 204", "DELETE /vault_secrets/secret_… 204", "DELETE /vaults/vault_… 204"]);
});
