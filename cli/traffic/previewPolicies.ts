/**
 * What `pulumi-ingress traffic diff` compares: each CloudEndpoint of a stack as its state holds it
 * (`pulumi stack export`: url, policy, what it says its policy reads, and the IP policies its
 * IpPolicyRules give) and as the program's preview would leave it (`pulumi preview --json`: each
 * step's new inputs).
 */
import type { SimIpRule } from "../../provider/trafficPolicy/simulate/types";
import { type PolicyReads, readsOf } from "../../provider/resources/cloudEndpoint/policyReads";
import { isSecretValue } from "../../provider/stack/checkpoint";
import { containsUnknown, isUnknown } from "../../provider/inputs/unknowns";
import { typeToken } from "../../provider/tokens";
import { Stop } from "../command";

/** One side of an endpoint: its url and policy, the account's IP policies, and what the program says its policy reads (`policyReads`). */
export interface EndpointSide {
  url: string;
  policy: string;
  ipPolicies: Record<string, SimIpRule[]>;
  reads: PolicyReads;
}

/** A CloudEndpoint before and after the preview. */
export interface EndpointChange {
  name: string;
  before: EndpointSide;
  after: EndpointSide;
}

interface Resource {
  urn?: unknown;
  type?: unknown;
  inputs?: Record<string, unknown>;
  outputs?: Record<string, unknown>;
}

interface Step {
  op?: unknown;
  urn?: unknown;
  newState?: Resource;
}

/** A secret value as `--show-secrets` exports it (`{<sig>, plaintext: "<JSON>"}`), else the value. */
function revealed(v: unknown): unknown {
  const plaintext = (v as { plaintext?: unknown } | null)?.plaintext;
  return isSecretValue(v) && typeof plaintext === "string" ? JSON.parse(plaintext) : v;
}

const nameOf = (urn: string): string => urn.slice(urn.lastIndexOf("::") + 2);
const ENDPOINT = typeToken("CloudEndpoint");
const RULE = typeToken("IpPolicyRule");

/** The IP policies of `rules` (each an IpPolicyRule's values), by id; rules with a value still unknown are left out. */
function ipPoliciesOf(rules: Iterable<Record<string, unknown>>): Record<string, SimIpRule[]> {
  const out: Record<string, SimIpRule[]> = {};
  for (const { ipPolicyId, cidr, action } of rules) {
    if (typeof ipPolicyId === "string" && !isUnknown(ipPolicyId) && typeof cidr === "string" && !isUnknown(cidr) && (action === "allow" || action === "deny")) {
      (out[ipPolicyId] ??= []).push({ cidr, action });
    }
  }
  return out;
}

/** `v` with every secret `--show-secrets` revealed, at any depth. */
function revealedAll(v: unknown): unknown {
  const r = revealed(v);
  if (Array.isArray(r)) return r.map(revealedAll);
  if (r !== null && typeof r === "object" && !isSecretValue(r)) return Object.fromEntries(Object.entries(r).map(([k, x]) => [k, revealedAll(x)]));
  return r;
}

/** Whether a value still holds a secret it cannot show (without `--show-secrets`). */
const hidesSecret = (v: unknown): boolean =>
  v === "[secret]" || isSecretValue(v) || (Array.isArray(v) ? v.some(hidesSecret) : v !== null && typeof v === "object" && Object.values(v).some(hidesSecret));

/** What the program says the policy reads, as the state or preview hold it; its secrets cannot be read without `--show-secrets`. */
function readsAt(v: unknown, name: string, where: string): PolicyReads {
  const raw = revealedAll(v);
  if (hidesSecret(raw)) throw new Stop(`the secrets CloudEndpoint ${JSON.stringify(name)} reads (policyReads) are secret in ${where}; pass --show-secrets`);
  return readsOf({ policyReads: raw });
}

/** A policy value as the state or preview hold it: its text; a secret one cannot be read without `--show-secrets`. */
function policyText(v: unknown, name: string, where: string): string | undefined {
  const raw = revealed(v);
  if (isSecretValue(raw) || raw === "[secret]") throw new Stop(`the policy of CloudEndpoint ${JSON.stringify(name)} is secret in ${where}; pass --show-secrets`);
  if (typeof raw === "string") return raw;
  return raw !== null && typeof raw === "object" ? JSON.stringify(raw) : undefined;
}

/**
 * Each CloudEndpoint of the state `exported`, as it is and as the preview `preview` would leave it
 * (an endpoint the preview has no step for stays as it is); one whose new url, policy or reads
 * are still unknown is left out, as is one the preview creates (it had no behaviour before).
 */
export function endpointChanges(exported: unknown, preview: unknown): EndpointChange[] {
  const resources = ((exported as { deployment?: { resources?: Resource[] } }).deployment?.resources ?? []).filter((r) => typeof r.urn === "string");
  const steps = ((preview as { steps?: Step[] }).steps ?? []).filter((s) => typeof s.urn === "string");
  const beforeRules = new Map(resources.filter((r) => r.type === RULE).map((r) => [String(r.urn), r.outputs ?? {}]));
  const afterRules = new Map(beforeRules);
  const newInputs = new Map<string, Record<string, unknown>>();
  for (const s of steps) {
    const urn = String(s.urn);
    if (s.op === "delete") afterRules.delete(urn);
    else if (s.newState?.inputs !== undefined) {
      newInputs.set(urn, s.newState.inputs);
      if (s.newState.type === RULE || beforeRules.has(urn)) afterRules.set(urn, s.newState.inputs);
    }
  }
  const before = ipPoliciesOf(beforeRules.values());
  const after = ipPoliciesOf(afterRules.values());
  const changes: EndpointChange[] = [];
  for (const r of resources.filter((x) => x.type === ENDPOINT)) {
    const urn = String(r.urn);
    const name = nameOf(urn);
    const next = newInputs.get(urn);
    const oldPolicy = policyText(r.outputs?.["trafficPolicy"], name, "the state");
    const newPolicy = next === undefined ? oldPolicy : policyText(next["trafficPolicy"], name, "the preview");
    const [oldUrl, newUrl] = [r.outputs?.["url"], next === undefined ? r.outputs?.["url"] : next["url"]];
    if (oldPolicy === undefined || newPolicy === undefined || typeof oldUrl !== "string" || typeof newUrl !== "string" || isUnknown(newUrl) || containsUnknown(newPolicy)) continue;
    const newReads = next === undefined ? r.outputs?.["policyReads"] : next["policyReads"];
    if (containsUnknown(newReads)) continue;
    changes.push({
      name,
      before: { url: oldUrl, policy: oldPolicy, ipPolicies: before, reads: readsAt(r.outputs?.["policyReads"], name, "the state") },
      after: { url: newUrl, policy: newPolicy, ipPolicies: after, reads: readsAt(newReads, name, "the preview") },
    });
  }
  return changes;
}
