/**
 * The ApiKey provider: a key of the ngrok API. Description and metadata change in place with one
 * PATCH holding only what changed; a change of owner replaces it (provider/resources/apiKey/wire.ts
 * lists the facts and their sources). The token is an output of the create alone, kept by the state
 * ever after (../credential/owned.ts).
 */
import { family } from "../../contract/family";
import { lifecycle, type ProgramInputs } from "../../lifecycle/declare";
import { URN_INPUT } from "../../lifecycle/returnedOnce";
import { tokenOnce } from "../credential/owned";
import { API_KEY_FIELDS } from "./fields";
import type { ApiKey, ApiKeyCreate } from "./wire";

export type ApiKeyInputs = ProgramInputs<ApiKeyCreate> & { [URN_INPUT]?: string };

export const FACTS = family({
  type: "ApiKey",
  fields: API_KEY_FIELDS,
  urnInput: URN_INPUT,
  importing: {
    summary: "API keys (their tokens cannot be recovered)",
    noun: "key",
    intro: [
      "API keys. The service returns a key's token only when it creates it: an imported key's token cannot be",
      "recovered (its token output stays null); create a new API key for a token.",
    ],
    constants: ["owner"],
    // Its description, else "api".
    label: (k: ApiKey, t) => t.wordsOr(k.description, () => ["api"]),
  },
});

const life = lifecycle<typeof FACTS, ApiKeyInputs>({
  facts: FACTS,
  // Nothing of an API key is unique: a failed create's key is one that neither a replacement nor a PATCH would change.
  match: {
    describe: (inputs) => `with description ${JSON.stringify(inputs.description ?? "")}`,
    howToFind: (inputs, since) =>
      `find it with getApiKeys() (the API key with description ${JSON.stringify(inputs.description ?? "")}, created at or after ${since}), then delete it before running up again (adopting it gives no token)`,
  },
  returnedOnce: tokenOnce("API key"),
});

/** The family's functions, read from this module as a whole by the registry (provider/families.ts) and its dynamic provider. @public */
export const { check, diff, create, read, update, remove, search } = life;
