/**
 * The AiGatewayApiKey provider: a key that authenticates requests to an AI gateway endpoint.
 * Description, metadata and endpoint change in place with one PATCH holding only what changed
 * (provider/resources/aiGatewayApiKey/wire.ts lists the facts and their sources). The token is an
 * output of the create alone, kept by the state ever after, as an API key's (../credential/owned.ts).
 */
import { family } from "../../contract/family";
import { lifecycle, type ProgramInputs, type ServiceOutputs } from "../../lifecycle/declare";
import { URN_INPUT } from "../../lifecycle/returnedOnce";
import { tokenOnce } from "../credential/owned";
import { AI_GATEWAY_API_KEY_FIELDS } from "./fields";
import type { AiGatewayApiKey, AiGatewayApiKeyCreate } from "./wire";

export type AiGatewayApiKeyInputs = ProgramInputs<AiGatewayApiKeyCreate> & { [URN_INPUT]?: string };
/** The item's outputs, its endpoint kept as the id the program gave (fields.ts). */
export type AiGatewayApiKeyOutputs = ServiceOutputs<Omit<AiGatewayApiKey, "endpoint">> & { endpointId?: string | null };

export const FACTS = family({
  type: "AiGatewayApiKey",
  fields: AI_GATEWAY_API_KEY_FIELDS,
  urnInput: URN_INPUT,
  importing: {
    summary: "AI gateway API keys (their tokens cannot be recovered)",
    noun: "key",
    intro: [
      "AI gateway API keys. The service returns a key's token only when it creates it: an imported key's token cannot be",
      "recovered (its token output stays null); create a new AI gateway API key for a token.",
    ],
    constants: ["endpoint"],
    // Its description, else "ai gateway".
    label: (k: AiGatewayApiKey, t) => t.wordsOr(k.description, () => ["ai", "gateway"]),
  },
});

const life = lifecycle<typeof FACTS, AiGatewayApiKeyInputs>({
  facts: FACTS,
  // Nothing of a key is unique: a failed create's key is one whose fields a PATCH would not change.
  match: {
    describe: (inputs) => `for endpoint ${inputs.endpointId} with description ${JSON.stringify(inputs.description ?? "")}`,
    howToFind: (inputs, since) =>
      `find it with getAiGatewayApiKeys() (the AI gateway API key for endpoint ${inputs.endpointId} with description ${JSON.stringify(inputs.description ?? "")}, created at or after ${since}), then delete it before running up again (adopting it gives no token)`,
  },
  returnedOnce: tokenOnce("AI gateway API key"),
});

/** The family's functions, read from this module as a whole by the registry (provider/families.ts) and its dynamic provider. @public */
export const { check, diff, create, read, update, remove, search } = life;
