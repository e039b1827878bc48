/**
 * The Vault provider. Every field is changed in place with one PATCH holding only what changed:
 * the API's update body has the name too (ngrok-openapi `VaultUpdate`; provider/resources/vault/wire.ts
 * lists the facts and their sources). A vault's secrets are Secret resources of their own; the
 * service refuses to delete a vault that still holds one (ERR_NGROK_23003), and the engine
 * deletes a program's secrets before the vault they name.
 */
import type * as pulumi from "@pulumi/pulumi";
import type { IngressClient } from "../../client";
import type { FamilyFacts } from "../../family";
import { adoptIdProblem, adoptionTarget } from "../../inputs/adoption";
import type { Camelize } from "../../inputs/naming";
import { outputsFrom, textOrEmpty } from "../../inputs/outputs";
import { containsUnknown } from "../../inputs/unknowns";
import { toCheckFailures, userInputs, validateInputs } from "../../inputs/validate";
import { getClient } from "../../process/runtime";
import { type Vault, VaultCreate, type VaultUpdate, VAULTS } from "./wire";
import { deleteIfExists, readOrGone } from "../../lifecycle/gone";
import { createOnce, type Finder, searchWith } from "../../lifecycle/recovery";

export const VAULT_OUTPUT_FIELDS = ["uri", "createdAt", "updatedAt", "name", "description", "metadata", "createdBy", "lastUpdatedBy"] as const;

/** What `check` gets: the program's values, not validated yet. */
type Unchecked = Record<string, unknown>;
export type VaultInputs = Camelize<VaultCreate> & { adoptId?: string };
export type VaultOutputs = Camelize<Omit<Vault, "id">>;

const FIELDS = ["name", "description", "metadata"] as const;

export const FACTS = {
  type: "Vault",
  collection: "vaults",
  apiPaths: /^\/vaults(\/|$)/,
  what: "vault",
  wire: VAULTS,
  outputFields: VAULT_OUTPUT_FIELDS,
  // ERR_NGROK_23004: vault names are unique in the account.
  recovery: { matchFields: ["name"], search: searchWith(finder), uniqueMatch: true },
  importing: {
    find: { from: "list", only: "vaults", list: (client) => client.vaults.list() },
    account: "vaults",
    summary: "vaults",
    noun: "vault",
    intro: ["Vaults, which hold the secrets Traffic Policies read with secrets.get('<vault name>', '<secret name>')."],
    // Its description, else its name.
    label: (v: Vault, t) => t.wordsOr(v.description, () => t.words(v.name.replace(/[_/.-]/g, " "))),
    declare: (v: Vault) => ({ args: { name: v.name, ...(v.description ? { description: v.description } : {}), ...(v.metadata ? { metadata: v.metadata } : {}) } }),
  },
} as const satisfies FamilyFacts<"Vault">;

export async function check(_olds: Unchecked, news: Unchecked): Promise<pulumi.dynamic.CheckResult<Unchecked>> {
  const { adoptId, ...fields } = userInputs(news);
  const problems = [...validateInputs(VaultCreate, fields), ...adoptIdProblem(adoptId, VAULTS)];
  return { inputs: news, failures: toCheckFailures(problems, VaultCreate) };
}

/** The PATCH that brings the service (as `olds` outputs describe it) to the program; undefined when in sync. */
function updateBody(olds: VaultOutputs, news: Pick<VaultInputs, (typeof FIELDS)[number]>): VaultUpdate | undefined {
  const body: VaultUpdate = {};
  if (news.name !== olds.name) body.name = news.name;
  for (const f of ["description", "metadata"] as const) {
    if (textOrEmpty(news[f]) !== textOrEmpty(olds[f])) body[f] = textOrEmpty(news[f]);
  }
  return Object.keys(body).length ? body : undefined;
}

export async function diff(_id: string, olds: VaultOutputs, news: VaultInputs): Promise<pulumi.dynamic.DiffResult> {
  const changes = FIELDS.some((f) => containsUnknown(news[f])) || updateBody(olds, news) !== undefined;
  return { changes, replaces: [], deleteBeforeReplace: false };
}

function createBody({ name, description, metadata }: VaultInputs): VaultCreate {
  return { name, ...(description === undefined ? {} : { description }), ...(metadata === undefined ? {} : { metadata }) };
}

export async function create(inputs: VaultInputs): Promise<pulumi.dynamic.CreateResult<VaultOutputs>> {
  const client = getClient();
  const adopt = adoptionTarget(inputs);
  if (adopt !== undefined) {
    const existing = toOutputs(await client.vaults.get(adopt));
    const patch = updateBody(existing, inputs);
    return { id: adopt, outs: patch ? toOutputs(await client.vaults.update(adopt, patch)) : existing };
  }
  // A failed create may have made the vault: its name is unique, so look for it by name (recovery.ts).
  const { item, recovered } = await createOnce({
    what: FACTS.what,
    create: () => client.vaults.create(createBody(inputs)),
    finder: finder(client, inputs),
    howToFind: (since: string) => `find it with getVaults() (the vault named ${inputs.name}, created at or after ${since}), then adopt it with adoptId, or delete it before running up again`,
  });
  const patch = recovered ? updateBody(toOutputs(item), inputs) : undefined;
  return { id: item.id, outs: toOutputs(patch ? await client.vaults.update(item.id, patch) : item) };
}

/** How to find a vault the program's create may have made: the one with its name. */
export function finder(client: IngressClient, inputs: Pick<VaultInputs, "name">): Finder<Vault> {
  return { list: () => client.vaults.list(), matches: (v) => v.name === inputs.name, describe: `named ${inputs.name}` };
}

export async function read(id: string): Promise<pulumi.dynamic.ReadResult<VaultOutputs>> {
  return readOrGone(id, () => getClient().vaults.get(id), toOutputs);
}

export async function update(id: string, olds: VaultOutputs, news: VaultInputs): Promise<pulumi.dynamic.UpdateResult<VaultOutputs>> {
  // diff reports an update only when the body below has something in it.
  return { outs: toOutputs(await getClient().vaults.update(id, updateBody(olds, news) ?? {})) };
}

export async function remove(id: string): Promise<void> {
  await deleteIfExists(() => getClient().vaults.delete(id));
}

function toOutputs({ id: _, ...rest }: Vault): VaultOutputs {
  return outputsFrom(rest, VAULT_OUTPUT_FIELDS);
}
