/**
 * The IpPolicy provider. A policy holds only a description and metadata, both changed in place
 * with one PATCH holding what changed (ngrok's OpenAPI description: IPPolicyUpdate); its rules are
 * IpPolicyRule resources of their own. A description or metadata the program no longer sets is
 * cleared with `""`.
 */
import { family } from "../../contract/family";
import { lifecycle } from "../../lifecycle/declare";
import { IP_POLICY_FIELDS } from "./fields";
import type { IpPolicy } from "./wire";

export const FACTS = family({
  type: "IpPolicy",
  fields: IP_POLICY_FIELDS,
  importing: {
    summary: "IP policies (their rules are IP policy rules)",
    intro: ["IP policies: what routes' IP restrictions and restrict-ips name."],
    label: (p: IpPolicy, t) => t.words(p.description),
  },
});

const life = lifecycle({
  facts: FACTS,
  // A failed create may have made the policy: one just like it, made since.
  match: {
    describe: () => "with this description and metadata",
  },
});

/** The family's functions, read from this module as a whole by the registry (provider/families.ts) and its dynamic provider. @public */
export const { check, diff, create, read, update, remove, search } = life;
