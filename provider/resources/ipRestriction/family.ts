/**
 * The IpRestriction provider. The policies, `enforced`, description and metadata change in place
 * with one PATCH holding what changed; a new type is a new restriction (the API's update body has
 * no type: provider/resources/ipRestriction/wire.ts lists the facts and their sources). The service
 * holds one restriction per type (ERR_NGROK_1802), so a lost create is found by its type, and a
 * replacement (a restriction moved to another type) never collides with itself.
 */
import type { FamilyFacts } from "../../family";
import type { Camelize } from "../../inputs/naming";
import { outputsFrom, textOrEmpty } from "../../inputs/outputs";
import { containsUnknown } from "../../inputs/unknowns";
import { lifecycle } from "../../lifecycle/declare";
import { IP_RESTRICTIONS, type IpRestriction, type IpRestrictionCreate, type IpRestrictionUpdate } from "./wire";

export const IPX_OUTPUT_FIELDS = ["uri", "createdAt", "description", "metadata", "enforced", "type", "ipPolicies", "ipPolicyIds"] as const;

export type IpxInputs = Camelize<IpRestrictionCreate> & { adoptId?: string };
/** The outputs: the service's restriction, and the ids of its policies, as the program names them. */
export type IpxOutputs = Camelize<Omit<IpRestriction, "id">> & { ipPolicyIds: string[] };

/** Changed in place. */
const IN_PLACE = ["ipPolicyIds", "enforced", "description", "metadata"] as const;

/** The policies as a set: the order of a restriction's policies means nothing. */
const samePolicies = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && [...a].sort().join(",") === [...b].sort().join(",");

export const FACTS = {
  type: "IpRestriction",
  collection: "ipRestrictions",
  what: "IP restriction",
  wire: IP_RESTRICTIONS,
  outputFields: IPX_OUTPUT_FIELDS,
  // ERR_NGROK_1802: one restriction per type.
  recovery: { matchFields: ["type"], uniqueMatch: true },
  importing: {
    find: { from: "list", only: "ip-restrictions" },
    account: "ipRestrictions",
    summary: "IP restrictions",
    noun: "ip restriction",
    intro: ["IP restrictions: each keeps what its IP policies do not allow out of the dashboard, the API, the agents or the endpoints."],
    // Its description, else its type.
    label: (x: IpRestriction, t) => t.wordsOr(x.description, () => t.words(x.type)),
    constants: ["ip policy"],
    declare: (x: IpRestriction, as, t) => ({
      args: {
        type: x.type,
        ipPolicyIds: x.ip_policies.map((p) => t.constant(p.id, "ip policy", as.label, (users) => `IP policy of ${t.list(users)}`)),
        ...(x.enforced ? { enforced: true } : {}),
        ...(x.description ? { description: x.description } : {}),
        ...(x.metadata ? { metadata: x.metadata } : {}),
      },
    }),
  },
} as const satisfies FamilyFacts<"IpRestriction">;

/** The PATCH that brings the service (as `olds` outputs describe it) to the program; undefined when in sync. */
function updateBody(olds: IpxOutputs, news: Pick<IpxInputs, (typeof IN_PLACE)[number]>): IpRestrictionUpdate | undefined {
  const body: IpRestrictionUpdate = {};
  if (!samePolicies(news.ipPolicyIds, olds.ipPolicyIds ?? [])) body.ip_policy_ids = news.ipPolicyIds;
  // Absent is what the service answers for a restriction created without it: not enforced.
  if ((news.enforced ?? false) !== olds.enforced) body.enforced = news.enforced ?? false;
  for (const f of ["description", "metadata"] as const) if (textOrEmpty(news[f]) !== textOrEmpty(olds[f])) body[f] = textOrEmpty(news[f]);
  return Object.keys(body).length ? body : undefined;
}

/** A new type is a new restriction. */
const replacing = (olds: IpxOutputs, news: IpxInputs): "type"[] => (containsUnknown(news.type) || news.type !== olds.type ? ["type"] : []);

function toOutputs(x: IpRestriction): IpxOutputs {
  const { id: _, ...rest } = x;
  return outputsFrom({ ...rest, ip_policy_ids: x.ip_policies.map((p) => p.id) }, IPX_OUTPUT_FIELDS);
}

const life = lifecycle({
  facts: { what: "IP restriction", wire: IP_RESTRICTIONS },
  calls: (client) => client.ipRestrictions,
  compared: ["type", ...IN_PLACE],
  createBody: ({ type, ipPolicyIds, enforced, description, metadata }: IpxInputs): IpRestrictionCreate => ({
    type,
    ip_policy_ids: ipPolicyIds,
    ...(enforced === undefined ? {} : { enforced }),
    ...(description === undefined ? {} : { description }),
    ...(metadata === undefined ? {} : { metadata }),
  }),
  updateBody,
  replaces: replacing,
  toOutputs,
  // A failed create may have made the restriction: the account holds one per type, so it is the one of its type.
  match: {
    matches: (x, inputs) => x.type === inputs.type,
    describe: (inputs) => `of type ${inputs.type}`,
    howToFind: (inputs, since) =>
      `find it with getIpRestrictions() (the restriction of type ${inputs.type}, created at or after ${since}), then adopt it with adoptId, or delete it before running up again`,
  },
  reconcileRecovered: true,
  refuseAdoption: (existing, inputs) =>
    existing.type === inputs.type ? undefined : `that restriction has type ${existing.type}, which cannot be changed in place; the program asks for type ${inputs.type}`,
});

export const { check, diff, create, read, update, remove, search } = life;
