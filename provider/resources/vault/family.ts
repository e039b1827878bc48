/**
 * The Vault provider. Every field is changed in place with one PATCH holding only what changed:
 * the API's update body has the name too (ngrok-openapi `VaultUpdate`; provider/resources/vault/wire.ts
 * lists the facts and their sources). A vault's secrets are Secret resources of their own; the
 * service refuses to delete a vault that still holds one (ERR_NGROK_23003), and the engine
 * deletes a program's secrets before the vault they name.
 */
import { family } from "../../contract/family";
import { lifecycle } from "../../lifecycle/declare";
import { VAULT_FIELDS } from "./fields";
import type { Vault } from "./wire";

export const FACTS = family({
  type: "Vault",
  fields: VAULT_FIELDS,
  importing: {
    intro: ["Vaults, which hold the secrets Traffic Policies read with secrets.get('<vault name>', '<secret name>')."],
    // Its description, else its name.
    label: (v: Vault, t) => t.wordsOr(v.description, () => t.words(v.name.replace(/[_/.-]/g, " "))),
  },
});

const life = lifecycle({
  facts: FACTS,
  // A failed create may have made the vault: its name is unique, so it is the one with its name.
  match: {
    describe: (inputs) => `named ${inputs.name}`,
  },
});

/** The family's functions, read from this module as a whole by the registry (provider/families.ts) and its dynamic provider. @public */
export const { check, diff, create, read, update, remove, search } = life;
