/**
 * What an endpoint's policy reads from the account, as the program gives it (`policyReads`): the
 * rules of the IP policies it names and the vault secrets it gets. Never sent to the service: the
 * behaviour at preview (./behaviour.ts) runs the policy against the old and the new of them, so
 * that a changed IP rule or secret shows what it does to the traffic, like a changed policy. The
 * outputs keep what the last update was given, as the state's side to compare with.
 */
import { z } from "zod";
import { jsonEqual } from "../../inputs/outputs";
import { validateInputs } from "../../inputs/validate";
import { secret } from "../../wire/secretFields";
import type { FieldProblem } from "../../wire/rules";
import type { SimContext, SimIpRule } from "../../../trafficPolicy/simulate/base/types";
import { IpPolicyRuleCreate } from "../ipPolicyRule/wire";

/** One rule of an IP policy the policy names (`restrict-ips`' `ip_policies`, or an expression's). */
export interface ReadRule {
  ipPolicyId: string;
  cidr: string;
  action: "allow" | "deny";
}

/** One secret the policy gets with `secrets.get(vault, name)`: the vault's name, the secret's name, its value. */
export interface ReadSecret {
  vault: string;
  name: string;
  value: string;
}

/** The input, in the SDK's names. */
export interface PolicyReads {
  ipPolicyRules?: ReadRule[];
  secrets?: ReadSecret[];
}

/** The input name, in inputs and outputs alike. */
export const POLICY_READS = "policyReads";

const named = z.string().min(1, "must not be empty");

/** The input as check holds it, in wire names (an IP rule as the rule's create body has it). */
export const PolicyReadsInput = z.strictObject({
  policy_reads: z
    .strictObject({
      ip_policy_rules: z.array(IpPolicyRuleCreate.pick({ ip_policy_id: true, cidr: true, action: true })).optional(),
      secrets: z.array(z.strictObject({ vault: named, name: named, value: secret(z.string()) })).optional(),
    })
    .optional(),
});

/** The input's problems, by their paths (`policyReads.ipPolicyRules[0].cidr …`). */
export const policyReadsProblems = (value: unknown): FieldProblem[] => (value === undefined ? [] : validateInputs(PolicyReadsInput, { [POLICY_READS]: value }));

/** The reads held in outputs or inputs, or nothing (states written before the input, or a program without it). */
export function readsOf(props: Record<string, unknown>): PolicyReads {
  const v = props[POLICY_READS];
  return v !== null && typeof v === "object" && !Array.isArray(v) ? (v as PolicyReads) : {};
}

/** Whether two sides read the same (order of rules and secrets aside: neither is an order the service keeps). */
export function sameReads(a: PolicyReads, b: PolicyReads): boolean {
  const key = (x: unknown): string => JSON.stringify(x);
  const sorted = (r: PolicyReads) => ({
    rules: (r.ipPolicyRules ?? []).map((x) => key([x.ipPolicyId, x.cidr, x.action])).sort(),
    secrets: (r.secrets ?? []).map((x) => key([x.vault, x.name, x.value])).sort(),
  });
  return jsonEqual(sorted(a), sorted(b));
}

/**
 * `context` (a case file's, the stack's) with the reads over it, as the simulator takes them: the
 * program's rules of an IP policy (in the order given) replace the context's, each of its secrets
 * the context's of the same vault and name.
 */
export function readsOver(context: Pick<SimContext, "ipPolicies" | "secrets">, reads: PolicyReads): Pick<SimContext, "ipPolicies" | "secrets"> {
  const given: Record<string, SimIpRule[]> = {};
  for (const rule of reads.ipPolicyRules ?? []) (given[rule.ipPolicyId] ??= []).push({ cidr: rule.cidr, action: rule.action });
  const secrets: Record<string, Record<string, string>> = { ...context.secrets };
  for (const s of reads.secrets ?? []) secrets[s.vault] = { ...secrets[s.vault], [s.name]: s.value };
  return { ipPolicies: { ...context.ipPolicies, ...given }, secrets };
}

/** `outs` with the reads the program gave (none when it gave none): what the next diff compares with. */
export function withReads<O extends object>(outs: O, inputs: Record<string, unknown>): O {
  const { [POLICY_READS]: _, ...rest } = outs as Record<string, unknown>;
  const given = inputs[POLICY_READS];
  return (given === undefined || given === null ? rest : { ...rest, [POLICY_READS]: given }) as O;
}
