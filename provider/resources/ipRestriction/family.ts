/**
 * The IpRestriction provider. The policies, `enforced`, description and metadata change in place
 * with one PATCH holding what changed; a new type is a new restriction (the API's update body has
 * no type: provider/resources/ipRestriction/wire.ts lists the facts and their sources). The service
 * holds one restriction per type (ERR_NGROK_1802), so a lost create is found by its type, and a
 * replacement (a restriction moved to another type) never collides with itself.
 */
import { family } from "../../contract/family";
import { lifecycle, type ProgramInputs, type ServiceOutputs } from "../../lifecycle/declare";
import { IP_RESTRICTION_FIELDS } from "./fields";
import { type IpRestriction, type IpRestrictionCreate } from "./wire";

export type IpxInputs = ProgramInputs<IpRestrictionCreate>;
/** The outputs: the service's restriction, and the ids of its policies, as the program names them. */
export type IpxOutputs = ServiceOutputs<IpRestriction> & { ipPolicyIds: string[] };

export const FACTS = family({
  type: "IpRestriction",
  fields: IP_RESTRICTION_FIELDS,
  importing: {
    intro: ["IP restrictions: each keeps what its IP policies do not allow out of the dashboard, the API, the agents or the endpoints."],
    // Its description, else its type.
    label: (x: IpRestriction, t) => t.wordsOr(x.description, () => t.words(x.type)),
    constants: ["ip policy"],
  },
});

const life = lifecycle<typeof FACTS, IpxInputs, IpxOutputs>({
  facts: FACTS,
  // A failed create may have made the restriction: the account holds one per type, so it is the one of its type.
  match: {
    describe: (inputs) => `of type ${inputs.type}`,
  },
  refuseAdoption: (existing, inputs) =>
    existing.type === inputs.type ? undefined : `that restriction has type ${existing.type}, which cannot be changed in place; the program asks for type ${inputs.type}`,
});

/** The family's functions, read from this module as a whole by the registry (provider/families.ts) and its dynamic provider. @public */
export const { check, diff, create, read, update, remove, search } = life;
