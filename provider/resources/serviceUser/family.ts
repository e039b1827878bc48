/**
 * The ServiceUser provider: name and active change in place with one PATCH holding only what
 * changed (provider/resources/serviceUser/wire.ts lists the facts and their sources). A service
 * user's credentials and API keys are resources of their own, naming it in `ownerId`.
 */
import type { FamilyFacts } from "../../family";
import type { Camelize } from "../../inputs/naming";
import { outputsFrom } from "../../inputs/outputs";
import { lifecycle } from "../../lifecycle/declare";
import { type ServiceUser, type ServiceUserCreate, type ServiceUserUpdate, SERVICE_USERS } from "./wire";

export const SERVICE_USER_OUTPUT_FIELDS = ["uri", "createdAt", "name", "active"] as const;

export type ServiceUserInputs = Camelize<ServiceUserCreate> & { adoptId?: string };
export type ServiceUserOutputs = Camelize<Omit<ServiceUser, "id">>;

/** `active` left out of the program is the service's default: active. */
const activeOf = (inputs: Pick<ServiceUserInputs, "active">): boolean => inputs.active ?? true;

export const FACTS = {
  type: "ServiceUser",
  collection: "serviceUsers",
  what: "service user",
  wire: SERVICE_USERS,
  outputFields: SERVICE_USER_OUTPUT_FIELDS,
  // ERR_NGROK_4112: service user names are unique in the account.
  recovery: { matchFields: ["name"], uniqueMatch: true },
  importing: {
    find: { from: "list", only: "service-users" },
    account: "serviceUsers",
    summary: "service users",
    noun: "service user",
    intro: ["Service users: account members that are not people, owning the credentials and API keys of services."],
    label: (u: ServiceUser, t) => t.words(u.name),
    declare: (u: ServiceUser) => ({ args: { name: u.name, ...(u.active ? {} : { active: false }) } }),
  },
} as const satisfies FamilyFacts<"ServiceUser">;

/** The PATCH that brings the service (as `olds` outputs describe it) to the program; undefined when in sync. */
function updateBody(olds: ServiceUserOutputs, news: Pick<ServiceUserInputs, "name" | "active">): ServiceUserUpdate | undefined {
  const body: ServiceUserUpdate = {};
  if (news.name !== olds.name) body.name = news.name;
  if (activeOf(news) !== olds.active) body.active = activeOf(news);
  return Object.keys(body).length ? body : undefined;
}

const toOutputs = ({ id: _, ...rest }: ServiceUser): ServiceUserOutputs => outputsFrom(rest, SERVICE_USER_OUTPUT_FIELDS);

const life = lifecycle({
  facts: { what: "service user", wire: SERVICE_USERS },
  calls: (client) => client.serviceUsers,
  compared: ["name", "active"],
  createBody: ({ name, active }: ServiceUserInputs): ServiceUserCreate => ({ name, ...(active === undefined ? {} : { active }) }),
  updateBody,
  toOutputs,
  // A failed create may have made the service user: its name is unique, so it is the one with its name.
  match: {
    matches: (u, inputs) => u.name === inputs.name,
    describe: (inputs) => `named ${inputs.name}`,
    howToFind: (inputs, since) =>
      `find it with getServiceUsers() (the service user named ${inputs.name}, created at or after ${since}), then adopt it with adoptId, or delete it before running up again`,
  },
  reconcileRecovered: true,
});

export const { check, diff, create, read, update, remove, search } = life;
