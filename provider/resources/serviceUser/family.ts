/**
 * The ServiceUser provider: name and active change in place with one PATCH holding only what
 * changed (provider/resources/serviceUser/wire.ts lists the facts and their sources). A service
 * user's credentials and API keys are resources of their own, naming it in `ownerId`.
 */
import { family } from "../../contract/family";
import { lifecycle } from "../../lifecycle/declare";
import { SERVICE_USER_FIELDS } from "./fields";
import type { ServiceUser } from "./wire";

export const FACTS = family({
  type: "ServiceUser",
  fields: SERVICE_USER_FIELDS,
  importing: {
    intro: ["Service users: account members that are not people, owning the credentials and API keys of services."],
    label: (u: ServiceUser, t) => t.words(u.name),
  },
});

const life = lifecycle({
  facts: FACTS,
  // A failed create may have made the service user: its name is unique, so it is the one with its name.
  match: {
    describe: (inputs) => `named ${inputs.name}`,
  },
});

/** The family's functions, read from this module as a whole by the registry (provider/families.ts) and its dynamic provider. @public */
export const { check, diff, create, read, update, remove, search } = life;
