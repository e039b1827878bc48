/**
 * The Secret provider: a secret of a vault, whose value is write-only. The value is a secret input
 * (the wire model marks it): the SDK makes it secret, so the state holds it encrypted; it is sent
 * on create and when the program's value changes, and never held in outputs, printed, or compared
 * with the service, which never returns it (provider/resources/secret/wire.ts lists the facts).
 *
 * A changed value is found as every write-only secret is (provider/lifecycle/secretRotation.ts): `check`,
 * the one step that sees the previous inputs, records it in the `__secretsChanged` input; `diff`
 * reports the update, `update` sends the value and records the rotation applied in the
 * `__secretsApplied` output. A change of vault replaces the secret (the update body has no vault);
 * name, description, metadata and value change in place with one PATCH.
 */
import { family } from "../../contract/family";
import type { Camelize } from "../../inputs/naming";
import { validateInputs } from "../../inputs/validate";
import { lifecycle, type ServiceOutputs } from "../../lifecycle/declare";
import type { SECRETS_APPLIED, SECRETS_CHANGED, SecretsChanged } from "../../lifecycle/secretRotation";
import type { z } from "zod";
import { SECRET_FIELDS } from "./fields";
import { type VaultSecret, VaultSecretArguments } from "./wire";

/** The program's inputs, as `check` passes them on: the create body, and the rotation `check` found. */
export type SecretInputs = Camelize<z.infer<typeof VaultSecretArguments>> & { adoptId?: string; [SECRETS_CHANGED]?: SecretsChanged };
/**
 * The outputs: the service's secret, `value` null (a write-only field's output: provider/fields/derive.ts
 * `outputsOf`), and the generation of the last rotation applied.
 */
export type SecretOutputs = ServiceOutputs<VaultSecret> & { value: null; [SECRETS_APPLIED]?: number };

export const FACTS = family({
  type: "Secret",
  fields: SECRET_FIELDS,
  importing: {
    summary: "secrets of vaults (their values from the stack's secret config)",
    intro: [
      "Secrets of vaults. The service never returns a secret's value: each is read from the stack's",
      "secret config, and sent to the service on the first up (adopting a secret sends its value).",
    ],
    constants: ["vault"],
    // Its description, else its name.
    label: (s: VaultSecret, t) => t.wordsOr(s.description, () => t.words(s.name.replace(/[_/.-]/g, " "))),
  },
});

const life = lifecycle<typeof FACTS, SecretInputs, SecretOutputs>({
  facts: FACTS,
  // The program names the vault by id: the wire's vault_name is for clients without the id.
  problems: (fields) => validateInputs(VaultSecretArguments, fields),
  // A failed create may have made the secret: its name is unique in its vault, so it is the one there with its name.
  match: {
    describe: (inputs) => `named ${inputs.name} in vault ${inputs.vaultId}`,
  },
  refuseAdoption: (existing, inputs) =>
    existing.vault.id === inputs.vaultId ? undefined : `that secret is in vault ${existing.vault.id}, not in vaultId ${inputs.vaultId} (a secret cannot move to another vault)`,
  // The service never returns the value, so the program's is sent: the adopted secret holds it from now on.
  adoptionBody: (_existing, inputs, derived) => ({ ...derived, value: inputs.value }),
});

/** The family's functions, read from this module as a whole by the registry (provider/families.ts) and its dynamic provider. @public */
export const { check, diff, create, read, update, remove, search } = life;

