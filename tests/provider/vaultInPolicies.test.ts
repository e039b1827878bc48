// A CloudEndpoint given a Vault (issue 32, point 6), its dynamic provider in process against the
// emulator, step by step as the engine drives it (tests/support/providerSteps.ts): a policy reading
// from another vault than the endpoint's is refused at preview, before any call. Moved from
// tests/engine/vaultInPolicies.test.ts, under its name there. The SDK hands the provider the vault
// as its name (tests/unit/vaultInPolicies.test.ts, which also checks the rule itself case by case).
// What only the engine proves went to tests/engine/wholeAccount.test.ts: the endpoint given the
// program's vault made after the vault and its secret, its policy reading the vault's name output,
// and deleted before the secret, the secret before the vault.
import * as cloudEndpoint from "../../provider/resources/cloudEndpoint/family";
import * as secretFamily from "../../provider/resources/secret/family";
import * as vaultFamily from "../../provider/resources/vault/family";
import { useProviderService } from "../support/providerService";
import { stepsOf } from "../support/providerSteps";

const { mark, calls } = useProviderService();
const vault = stepsOf(vaultFamily);
const password = stepsOf(secretFamily);
const ep = stepsOf(cloudEndpoint);

/** The program's endpoint, its policy reading `ops-password` from `readFrom`, given the vault `ops-vault`. */
const endpoint = (readFrom: string) => ({
  url: "https://app.example.com",
  trafficPolicy: `on_http_request:\n  - actions:\n      - type: basic-auth\n        config:\n          credentials:\n            - "ops:\${secrets.get('${readFrom}', 'ops-password')}"\n      - type: custom-response\n        config:\n          status_code: 200\n`,
  vault: "ops-vault",
});

test("a policy reading from a vault that is not the endpoint's is refused at preview, with no API call", async () => {
  await vault.up({ name: "ops-vault" });
  await password.up({ vaultId: vault.id, name: "ops-password", value: "correct-horse" });
  expect(await ep.up(endpoint("ops-vault"))).toBe("create");
  mark();
  await expect(ep.preview(endpoint("other-vault"))).rejects.toHaveProperty("failures", [
    {
      property: "",
      reason: `trafficPolicy reads secret "ops-password" from vault "other-vault", which is not the endpoint's vault "ops-vault" (a policy given a vault reads its secrets from that vault)`,
    },
  ]);
  expect(calls()).toEqual([]);
});
