/**
 * The Vault provider. Every field is changed in place with one PATCH holding only what changed:
 * the API's update body has the name too (ngrok-openapi `VaultUpdate`; provider/resources/vault/wire.ts
 * lists the facts and their sources). A vault's secrets are Secret resources of their own; the
 * service refuses to delete a vault that still holds one (ERR_NGROK_23003), and the engine
 * deletes a program's secrets before the vault they name.
 */
import type { FamilyFacts } from "../../family";
import type { Camelize } from "../../inputs/naming";
import { outputsFrom, textOrEmpty } from "../../inputs/outputs";
import { lifecycle } from "../../lifecycle/declare";
import type { Vault, VaultCreate, VaultUpdate } from "./wire";
import { VAULTS } from "./wire";

export const VAULT_OUTPUT_FIELDS = ["uri", "createdAt", "updatedAt", "name", "description", "metadata", "createdBy", "lastUpdatedBy"] as const;

export type VaultInputs = Camelize<VaultCreate> & { adoptId?: string };
export type VaultOutputs = Camelize<Omit<Vault, "id">>;

const FIELDS = ["name", "description", "metadata"] as const;

export const FACTS = {
  type: "Vault",
  collection: "vaults",
  what: "vault",
  wire: VAULTS,
  outputFields: VAULT_OUTPUT_FIELDS,
  // ERR_NGROK_23004: vault names are unique in the account.
  recovery: { matchFields: ["name"], uniqueMatch: true },
  importing: {
    find: { from: "list", only: "vaults" },
    account: "vaults",
    summary: "vaults",
    noun: "vault",
    intro: ["Vaults, which hold the secrets Traffic Policies read with secrets.get('<vault name>', '<secret name>')."],
    // Its description, else its name.
    label: (v: Vault, t) => t.wordsOr(v.description, () => t.words(v.name.replace(/[_/.-]/g, " "))),
    declare: (v: Vault) => ({ args: { name: v.name, ...(v.description ? { description: v.description } : {}), ...(v.metadata ? { metadata: v.metadata } : {}) } }),
  },
} as const satisfies FamilyFacts<"Vault">;

/** The PATCH that brings the service (as `olds` outputs describe it) to the program; undefined when in sync. */
function updateBody(olds: VaultOutputs, news: Pick<VaultInputs, (typeof FIELDS)[number]>): VaultUpdate | undefined {
  const body: VaultUpdate = {};
  if (news.name !== olds.name) body.name = news.name;
  for (const f of ["description", "metadata"] as const) {
    if (textOrEmpty(news[f]) !== textOrEmpty(olds[f])) body[f] = textOrEmpty(news[f]);
  }
  return Object.keys(body).length ? body : undefined;
}

const toOutputs = ({ id: _, ...rest }: Vault): VaultOutputs => outputsFrom(rest, VAULT_OUTPUT_FIELDS);

const life = lifecycle({
  facts: { what: "vault", wire: VAULTS },
  calls: (client) => client.vaults,
  compared: FIELDS,
  createBody: ({ name, description, metadata }: VaultInputs): VaultCreate => ({
    name,
    ...(description === undefined ? {} : { description }),
    ...(metadata === undefined ? {} : { metadata }),
  }),
  updateBody,
  toOutputs,
  // A failed create may have made the vault: its name is unique, so it is the one with its name.
  match: {
    matches: (v, inputs) => v.name === inputs.name,
    describe: (inputs) => `named ${inputs.name}`,
    howToFind: (inputs, since) => `find it with getVaults() (the vault named ${inputs.name}, created at or after ${since}), then adopt it with adoptId, or delete it before running up again`,
  },
  reconcileRecovered: true,
});

export const { check, diff, create, read, update, remove, search } = life;
