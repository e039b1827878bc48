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
import type * as pulumi from "@pulumi/pulumi";
import type { IngressClient } from "../../client";
import type { FamilyFacts } from "../../family";
import { adoptIdProblem, adoptionTarget } from "../../inputs/adoption";
import type { Camelize } from "../../inputs/naming";
import { outputsFrom, textOrEmpty } from "../../inputs/outputs";
import { containsUnknown, isUnknown } from "../../inputs/unknowns";
import { toCheckFailures, userInputs, validateInputs } from "../../inputs/validate";
import { getClient } from "../../process/runtime";
import { secretPaths } from "../../wire/secrets";
import { type VaultSecret, VaultSecretCreate, type VaultSecretUpdate, VAULT_SECRETS } from "./wire";
import { deleteIfExists, readOrGone } from "../../lifecycle/gone";
import { createOnce, type Finder, searchWith } from "../../lifecycle/recovery";
import { nextSecretsRecord, pendingRotation, SECRETS_APPLIED, SECRETS_CHANGED, type SecretsChanged, secretsRecord } from "../../lifecycle/secretRotation";

export const SECRET_OUTPUT_FIELDS = ["uri", "createdAt", "updatedAt", "name", "description", "metadata", "vault", "vaultName", "createdBy", "lastUpdatedBy"] as const;

/** What `check` gets: the program's values, not validated yet. */
type Unchecked = Record<string, unknown>;
/** The program's inputs, as `check` passes them on: the create body, and the rotation `check` found. */
export type SecretInputs = Camelize<VaultSecretCreate> & { adoptId?: string; [SECRETS_CHANGED]?: SecretsChanged };
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
  apiPaths: /^\/vault_secrets(\/|$)/,
  what: "secret",
  wire: VAULT_SECRETS,
  outputFields: SECRET_OUTPUT_FIELDS,
  // ERR_NGROK_24005: secret names are unique in their vault.
  recovery: { matchFields: ["vaultId", "name"], search: searchWith(finder), uniqueMatch: true },
  importing: {
    find: { from: "list", only: "secrets", list: (client) => client.vaultSecrets.list() },
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

export async function check(olds: Unchecked, news: Unchecked): Promise<pulumi.dynamic.CheckResult<Unchecked>> {
  const { adoptId, [SECRETS_CHANGED]: _, ...fields } = userInputs(news);
  const problems = [...validateInputs(VaultSecretCreate, fields), ...adoptIdProblem(adoptId, VAULT_SECRETS)];
  const inputs: Unchecked = { ...news };
  delete inputs[SECRETS_CHANGED];
  // A create sends the value: nothing to record until the secret exists.
  const record = Object.keys(userInputs(olds)).length === 0 ? undefined : nextSecretsRecord(olds, news, SECRET_INPUTS);
  if (record !== undefined) inputs[SECRETS_CHANGED] = record;
  // A problem with the value is the resource's (toCheckFailures): the engine would print the value beside it.
  return { inputs, failures: toCheckFailures(problems, VaultSecretCreate) };
}

/** The fields the service returns and the program sets: compared with the service's. */
type Compared = Pick<SecretInputs, "name" | "description" | "metadata">;

/** The PATCH of the fields the service returns; undefined when in sync. The value is never compared. */
function updateBody(olds: SecretOutputs, news: Compared): VaultSecretUpdate | undefined {
  const body: VaultSecretUpdate = {};
  if (news.name !== olds.name) body.name = news.name;
  for (const f of ["description", "metadata"] as const) {
    if (textOrEmpty(news[f]) !== textOrEmpty(olds[f])) body[f] = textOrEmpty(news[f]);
  }
  return Object.keys(body).length ? body : undefined;
}

export async function diff(_id: string, olds: SecretOutputs, news: SecretInputs): Promise<pulumi.dynamic.DiffResult> {
  const replaces = isUnknown(news.vaultId) || news.vaultId !== olds.vault?.id ? ["vaultId"] : [];
  const changes =
    replaces.length > 0 ||
    (["name", "description", "metadata", "value"] as const).some((f) => containsUnknown(news[f])) ||
    updateBody(olds, news) !== undefined ||
    pendingRotation(olds, news).length > 0;
  return { changes, replaces, deleteBeforeReplace: false };
}

function createBody({ vaultId, name, value, description, metadata }: SecretInputs): VaultSecretCreate {
  return { vault_id: vaultId, name, value, ...(description === undefined ? {} : { description }), ...(metadata === undefined ? {} : { metadata }) };
}

export async function create(inputs: SecretInputs): Promise<pulumi.dynamic.CreateResult<SecretOutputs>> {
  const client = getClient();
  const adopt = adoptionTarget(inputs);
  if (adopt !== undefined) {
    const existing = toOutputs(await client.vaultSecrets.get(adopt));
    if (existing.vault.id !== inputs.vaultId) {
      throw new Error(`adoptId ${adopt}: that secret is in vault ${existing.vault.id}, not in vaultId ${inputs.vaultId} (a secret cannot move to another vault)`);
    }
    // The service never returns the value, so the program's is sent: the adopted secret holds it from now on.
    return { id: adopt, outs: toOutputs(await client.vaultSecrets.update(adopt, { ...updateBody(existing, inputs), value: inputs.value })) };
  }
  // A failed create may have made the secret: its name is unique in its vault, so look for it there (recovery.ts).
  const { item, recovered } = await createOnce({
    what: FACTS.what,
    create: () => client.vaultSecrets.create(createBody(inputs)),
    finder: finder(client, inputs),
    howToFind: (since: string) =>
      `find it with getSecrets() (the secret named ${inputs.name} in vault ${inputs.vaultId}, created at or after ${since}), then adopt it with adoptId, or delete it before running up again`,
  });
  // A recovered secret holds what the attempt sent, value included.
  const patch = recovered ? updateBody(toOutputs(item), inputs) : undefined;
  return { id: item.id, outs: toOutputs(patch ? await client.vaultSecrets.update(item.id, patch) : item) };
}

/** How to find a secret the program's create may have made: the one with its name in its vault. */
export function finder(client: IngressClient, inputs: Pick<SecretInputs, "vaultId" | "name">): Finder<VaultSecret> {
  return {
    list: () => client.vaultSecrets.list(),
    matches: (s) => s.vault.id === inputs.vaultId && s.name === inputs.name,
    describe: `named ${inputs.name} in vault ${inputs.vaultId}`,
  };
}

/** Reads the secret (never its value); one deleted outside the program leaves the state (empty id). */
export async function read(id: string, props: Partial<SecretOutputs>): Promise<pulumi.dynamic.ReadResult<SecretOutputs>> {
  return readOrGone(id, () => getClient().vaultSecrets.get(id), (s) => withApplied(toOutputs(s), props[SECRETS_APPLIED]));
}

export async function update(id: string, olds: SecretOutputs, news: SecretInputs): Promise<pulumi.dynamic.UpdateResult<SecretOutputs>> {
  const rotated = pendingRotation(olds, news).includes("value");
  // diff reports an update only when the body below has something in it.
  const body: VaultSecretUpdate = { ...updateBody(olds, news), ...(rotated ? { value: news.value } : {}) };
  const applied = secretsRecord(news)?.generation ?? olds[SECRETS_APPLIED];
  return { outs: withApplied(toOutputs(await getClient().vaultSecrets.update(id, body)), applied) };
}

export async function remove(id: string): Promise<void> {
  await deleteIfExists(() => getClient().vaultSecrets.delete(id));
}

/** Outputs with the generation of the value rotation the service holds, when there has been one. */
function withApplied(outputs: SecretOutputs, generation: number | undefined): SecretOutputs {
  const { [SECRETS_APPLIED]: _, ...rest } = outputs;
  return generation === undefined ? rest : { ...rest, [SECRETS_APPLIED]: generation };
}

/**
 * Outputs from a response. `value` is null, never left out: the Pulumi SDK resolves an input the
 * outputs leave out to the input's value (runtime/resource.ts `resolveOutputs`), and a resource
 * exported whole as a stack output then lands in the state with the value in plaintext (seen under
 * the engine: tests/engine/secret.test.ts).
 */
function toOutputs({ id: _, ...rest }: VaultSecret): SecretOutputs {
  return { ...outputsFrom(rest, SECRET_OUTPUT_FIELDS), value: null };
}
