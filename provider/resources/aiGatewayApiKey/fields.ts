/**
 * An AI gateway API key's fields (provider/fields/table.ts). The program names its endpoint by id,
 * the service answers with a reference; the update body has the endpoint, so a new endpoint is a
 * PATCH, not a new key (./wire.ts). The token is an API key's: the create response alone holds it.
 */
import { DESCRIBED_FIELDS } from "../../fields/common";
import { fieldTable } from "../../fields/table";
import { TOKEN_FIELD } from "../credential/owned";
import { AI_GATEWAY_API_KEYS } from "./wire";

export const AI_GATEWAY_API_KEY_FIELDS = fieldTable(AI_GATEWAY_API_KEYS)({
  endpoint_id: {
    kind: "inPlace",
    read: (k) => k.endpoint?.id ?? null,
    held: (o) => o["endpointId"],
    imported: (k, as, t) => (k.endpoint ? t.constant(k.endpoint.id, "endpoint", as.label, (users) => `AI gateway endpoint of ${t.list(users)}`) : undefined),
  },
  ...DESCRIBED_FIELDS,
  updated_at: { kind: "outputOnly" },
  endpoint: { kind: "notKept", why: "its id is the endpointId output" },
  created_by: { kind: "outputOnly" },
  last_updated_by: { kind: "outputOnly" },
  token: TOKEN_FIELD,
  display_name: { kind: "outputOnly" },
  last_used: { kind: "outputOnly" },
});
