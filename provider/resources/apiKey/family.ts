/**
 * The ApiKey provider: a key of the ngrok API. Description and metadata change in place with one
 * PATCH holding only what changed; a change of owner replaces it (provider/resources/apiKey/wire.ts
 * lists the facts and their sources). The token is an output of the create alone, kept by the state
 * ever after (../credential/owned.ts).
 */
import type { FamilyFacts } from "../../family";
import type { Camelize } from "../../inputs/naming";
import { outputsFrom } from "../../inputs/outputs";
import { lifecycle } from "../../lifecycle/declare";
import { URN_INPUT } from "../../lifecycle/returnedOnce";
import { describedPatch, ownedCreateFields, ownerReplaces, tokenOnce } from "../credential/owned";
import { type ApiKey, type ApiKeyCreate, type ApiKeyUpdate, API_KEYS } from "./wire";

export const API_KEY_OUTPUT_FIELDS = ["uri", "createdAt", "description", "metadata", "ownerId", "token"] as const;

export type ApiKeyInputs = Camelize<ApiKeyCreate> & { adoptId?: string; [URN_INPUT]?: string };
export type ApiKeyOutputs = Camelize<Omit<ApiKey, "id">>;

const FIELDS = ["description", "metadata", "ownerId"] as const;

export const FACTS = {
  type: "ApiKey",
  collection: "apiKeys",
  what: "API key",
  wire: API_KEYS,
  outputFields: API_KEY_OUTPUT_FIELDS,
  urnInput: URN_INPUT,
  recovery: { matchFields: [...FIELDS] },
  importing: {
    find: { from: "list", only: "api-keys" },
    account: "apiKeys",
    summary: "API keys (their tokens cannot be recovered)",
    noun: "key",
    intro: [
      "API keys. The service returns a key's token only when it creates it: an imported key's token cannot be",
      "recovered (its token output stays null); create a new API key for a token.",
    ],
    constants: ["owner"],
    // Its description, else "api".
    label: (k: ApiKey, t) => t.wordsOr(k.description, () => ["api"]),
    declare: (k: ApiKey, as, t) => ({
      args: {
        ...(k.description ? { description: k.description } : {}),
        ...(k.metadata ? { metadata: k.metadata } : {}),
        ...(k.owner_id ? { ownerId: t.constant(k.owner_id, "owner", as.label, (users) => `Owner of ${t.list(users)}`) } : {}),
      },
    }),
  },
} as const satisfies FamilyFacts<"ApiKey">;

function updateBody(olds: ApiKeyOutputs, news: ApiKeyInputs): ApiKeyUpdate | undefined {
  const body: ApiKeyUpdate = describedPatch(olds, news);
  return Object.keys(body).length ? body : undefined;
}

const toOutputs = ({ id: _, ...rest }: ApiKey): ApiKeyOutputs => outputsFrom(rest, API_KEY_OUTPUT_FIELDS);

const life = lifecycle({
  facts: { what: "API key", wire: API_KEYS },
  calls: (client) => client.apiKeys,
  compared: FIELDS,
  createBody: (inputs: ApiKeyInputs): ApiKeyCreate => ownedCreateFields(inputs),
  updateBody,
  replaces: ownerReplaces,
  toOutputs,
  // Nothing of an API key is unique: a failed create's key is one that neither a replacement nor a PATCH would change.
  match: {
    describe: (inputs) => `with description ${JSON.stringify(inputs.description ?? "")}`,
    howToFind: (inputs, since) =>
      `find it with getApiKeys() (the API key with description ${JSON.stringify(inputs.description ?? "")}, created at or after ${since}), then delete it before running up again (adopting it gives no token)`,
  },
  returnedOnce: tokenOnce("API key"),
});

export const { check, diff, create, read, update, remove, search } = life;
