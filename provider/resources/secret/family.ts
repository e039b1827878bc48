/**
 * The Secret provider: a secret of a vault, whose value is write-only. The value is a secret input
 * (the wire model marks it): the SDK makes it secret, so the state holds it encrypted; it is sent
 * on create and when the program's value changes, and never held in outputs, printed, or compared
 * with the service, which never returns it (provider/resources/secret/wire.ts lists the facts).
 *
 * A changed value is found the way a route's changed client secret is (routeDiff.ts): `check`,
 * the one step that sees the previous inputs, records it in the `__secretsChanged` input; `diff`
 * reports the update, `update` sends the value and records the rotation applied in the
 * `__secretsApplied` output. A change of vault replaces the secret (the update body has no vault);
 * name, description, metadata and value change in place with one PATCH.
 */
import type { z } from "zod";
import type { FamilyFacts } from "../../family";
import type { Camelize } from "../../inputs/naming";
import { outputsFrom, textOrEmpty } from "../../inputs/outputs";
import { isUnknown } from "../../inputs/unknowns";
import { lifecycle } from "../../lifecycle/declare";
import { pendingRotation, type SECRETS_APPLIED, type SECRETS_CHANGED, type SecretsChanged } from "../../lifecycle/secretRotation";
import { secretPaths } from "../../wire/secrets";
import { validateInputs } from "../../inputs/validate";
import { type VaultSecret, VaultSecretArguments, VaultSecretCreate, type VaultSecretUpdate, VAULT_SECRETS } from "./wire";

export const SECRET_OUTPUT_FIELDS = ["uri", "createdAt", "updatedAt", "name", "description", "metadata", "vault", "vaultName", "createdBy", "lastUpdatedBy"] as const;

/** The program's inputs, as `check` passes them on: the create body, and the rotation `check` found. */
export type SecretInputs = Camelize<z.infer<typeof VaultSecretArguments>> & { adoptId?: string; [SECRETS_CHANGED]?: SecretsChanged };
/**
 * The outputs: the service's secret, `value` null (see {@link toOutputs}), and the generation of
 * the last rotation applied.
 */
export type SecretOutputs = Camelize<Omit<VaultSecret, "id">> & { value: null; [SECRETS_APPLIED]?: number };

/** The secret inputs, as SDK paths: `value`. */
const SECRET_INPUTS = secretPaths(VaultSecretCreate);

export const FACTS = {
  type: "Secret",
  collection: "vaultSecrets",
  what: "secret",
  wire: VAULT_SECRETS,
  outputFields: SECRET_OUTPUT_FIELDS,
  // ERR_NGROK_24005: secret names are unique in their vault.
  recovery: { matchFields: ["vaultId", "name"], uniqueMatch: true },
  importing: {
    find: { from: "list", only: "secrets" },
    account: "secrets",
    summary: "secrets of vaults (their values from the stack's secret config)",
    noun: "secret",
    intro: [
      "Secrets of vaults. The service never returns a secret's value: each is read from the stack's",
      "secret config, and sent to the service on the first up (adopting a secret sends its value).",
    ],
    constants: ["vault"],
    // Its description, else its name.
    label: (s: VaultSecret, t) => t.wordsOr(s.description, () => t.words(s.name.replace(/[_/.-]/g, " "))),
    declare: (s: VaultSecret, as, t) => ({
      args: {
        vaultId: t.constant(s.vault.id, "vault", t.words((s.vault_name ?? "").replace(/[_/.-]/g, " ")), (users) => `Vault of ${t.list(users)}`),
        name: s.name,
        value: t.secret(["value"], `value of secret ${as.name}`),
        ...(s.description ? { description: s.description } : {}),
        ...(s.metadata ? { metadata: s.metadata } : {}),
      },
    }),
  },
} as const satisfies FamilyFacts<"Secret">;

/** The fields the service returns and the program sets: compared with the service's. */
type Compared = Pick<SecretInputs, "name" | "description" | "metadata">;

/** The PATCH of the fields the service returns; undefined when in sync. The value is never compared: it is sent when the program rotated it. */
function updateBody(olds: SecretOutputs, news: Compared & Partial<Pick<SecretInputs, "value" | typeof SECRETS_CHANGED>>): VaultSecretUpdate | undefined {
  const body: VaultSecretUpdate = {};
  if (news.name !== olds.name) body.name = news.name;
  for (const f of ["description", "metadata"] as const) {
    if (textOrEmpty(news[f]) !== textOrEmpty(olds[f])) body[f] = textOrEmpty(news[f]);
  }
  if (pendingRotation(olds, news).includes("value")) body.value = news.value;
  return Object.keys(body).length ? body : undefined;
}

function createBody({ vaultId, name, value, description, metadata }: SecretInputs): VaultSecretCreate {
  return { vault_id: vaultId, name, value, ...(description === undefined ? {} : { description }), ...(metadata === undefined ? {} : { metadata }) };
}

const life = lifecycle({
  facts: { what: "secret", wire: VAULT_SECRETS },
  calls: (client) => client.vaultSecrets,
  compared: ["name", "description", "metadata", "value"],
  rotates: SECRET_INPUTS,
  createBody,
  // The program names the vault by id: the wire's vault_name is for clients without the id.
  problems: (fields) => validateInputs(VaultSecretArguments, fields),
  updateBody,
  replaces: (olds, news) => (isUnknown(news.vaultId) || news.vaultId !== olds.vault?.id ? ["vaultId"] : []),
  toOutputs,
  // A failed create may have made the secret: its name is unique in its vault, so it is the one there with its name.
  match: {
    matches: (s, inputs) => s.vault.id === inputs.vaultId && s.name === inputs.name,
    describe: (inputs) => `named ${inputs.name} in vault ${inputs.vaultId}`,
    howToFind: (inputs, since) =>
      `find it with getSecrets() (the secret named ${inputs.name} in vault ${inputs.vaultId}, created at or after ${since}), then adopt it with adoptId, or delete it before running up again`,
  },
  // A recovered secret holds what the attempt sent, value included.
  reconcileRecovered: true,
  refuseAdoption: (existing, inputs) =>
    existing.vault.id === inputs.vaultId ? undefined : `that secret is in vault ${existing.vault.id}, not in vaultId ${inputs.vaultId} (a secret cannot move to another vault)`,
  // The service never returns the value, so the program's is sent: the adopted secret holds it from now on.
  adoptionBody: (existing, inputs) => ({ ...updateBody(existing, inputs), value: inputs.value }),
});

export const { check, diff, create, read, update, remove, search } = life;

/**
 * Outputs from a response. `value` is null, never left out: the Pulumi SDK resolves an input the
 * outputs leave out to the input's value (runtime/resource.ts `resolveOutputs`), and a resource
 * exported whole as a stack output then lands in the state with the value in plaintext (seen under
 * the engine: tests/engine/secret.test.ts).
 */
function toOutputs({ id: _, ...rest }: VaultSecret): SecretOutputs {
  return { ...outputsFrom(rest, SECRET_OUTPUT_FIELDS), value: null };
}
