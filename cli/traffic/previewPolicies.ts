/**
 * What `pulumi-ingress traffic diff` compares: each CloudEndpoint of a stack as its state holds it
 * (`pulumi stack export`: url, policy, what it says its policy reads, and the IP policies its
 * IpPolicyRules give) and as the program's preview would leave it (`pulumi preview --json`: each
 * step's new inputs); and what the provider said of each at that preview (its `diagnostics`).
 *
 * What the real CLI gives (3.248.0 and 3.274.1 alike, tests/fixtures/traffic/diff/): `preview
 * --json` writes a secret input or output as the string `"[secret]"` at the secret's own place
 * (`policyReads: {secrets: "[secret]"}`), with `--show-secrets` too; `stack export` writes it as
 * `{<sig>, ciphertext}`, and with `--show-secrets` as `{<sig>, plaintext: "<JSON>"}`. The preview's
 * `diagnostics` are `{urn, message, severity}`, the message as the provider logged it plus a
 * newline; its `config` maps each key to its value (`"[secret]"` for a secret one).
 */
import type { SimIpRule } from "../../trafficPolicy/simulate/base/types";
import { type PolicyReads, readsOf } from "../../provider/resources/cloudEndpoint/policyReads";
import { isSecretValue } from "../../provider/stack/checkpoint";
import { containsUnknown, isUnknown } from "../../provider/inputs/unknowns";
import { typeToken } from "../../provider/tokens";

/** One side of an endpoint: its url and policy, the account's IP policies, and what the program says its policy reads (`policyReads`). */
export interface EndpointSide {
  url: string;
  policy: string;
  ipPolicies: Record<string, SimIpRule[]>;
  reads: PolicyReads;
}

/** A CloudEndpoint before and after the preview, every value in the clear: traffic diff works its behaviour out itself. */
export interface EndpointChange {
  name: string;
  urn: string;
  before: EndpointSide;
  after: EndpointSide;
}

/**
 * A CloudEndpoint whose policy or reads are secret in the state or the preview: its behaviour is
 * what the provider worked out at preview, where every value is known ({@link providerMessages}).
 */
export interface SecretEndpoint {
  name: string;
  urn: string;
  /** Its url in the state and after the preview. */
  oldUrl: string;
  url: string;
  secret: true;
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

/** What a secret is in `preview --json`, with or without `--show-secrets`. */
const SHOWN_SECRET = "[secret]";

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

/** Whether a value still holds a secret it does not show (the preview's `[secret]`, the state's ciphertext). */
const hidesSecret = (v: unknown): boolean =>
  v === SHOWN_SECRET || isSecretValue(v) || (Array.isArray(v) ? v.some(hidesSecret) : v !== null && typeof v === "object" && Object.values(v).some(hidesSecret));

/** A value read where it may hold a secret it does not show. */
const HIDDEN: unique symbol = Symbol("secret");

/** A policy as the state or preview hold it: its text, or {@link HIDDEN}. */
function policyText(v: unknown): string | undefined | typeof HIDDEN {
  const raw = revealedAll(v);
  if (hidesSecret(raw)) return HIDDEN;
  if (typeof raw === "string") return raw;
  return raw !== null && typeof raw === "object" ? JSON.stringify(raw) : undefined;
}

/** What the program says the policy reads, as the state or preview hold it, or {@link HIDDEN}. */
function readsAt(v: unknown): PolicyReads | typeof HIDDEN {
  const raw = revealedAll(v);
  return hidesSecret(raw) ? HIDDEN : readsOf({ policyReads: raw });
}

/**
 * Each CloudEndpoint of the state `exported`, as it is and as the preview `preview` would leave it
 * (an endpoint the preview has no step for stays as it is), in the state's order; a
 * {@link SecretEndpoint} where its policy or reads hold a secret either side does not show. One
 * whose new url, policy or reads are still unknown is left out, as is one the preview creates (it
 * had no behaviour before).
 */
export function endpointChanges(exported: unknown, preview: unknown): (EndpointChange | SecretEndpoint)[] {
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
  const changes: (EndpointChange | SecretEndpoint)[] = [];
  for (const r of resources.filter((x) => x.type === ENDPOINT)) {
    const urn = String(r.urn);
    const name = nameOf(urn);
    const olds = r.outputs ?? {};
    const news = newInputs.get(urn) ?? olds;
    const [oldUrl, newUrl] = [olds["url"], news["url"]];
    if (typeof oldUrl !== "string" || typeof newUrl !== "string" || isUnknown(newUrl) || containsUnknown(news["trafficPolicy"]) || containsUnknown(news["policyReads"])) continue;
    const oldPolicy = policyText(olds["trafficPolicy"]);
    const newPolicy = policyText(news["trafficPolicy"]);
    const oldReads = readsAt(olds["policyReads"]);
    const newReads = readsAt(news["policyReads"]);
    if (oldPolicy === HIDDEN || newPolicy === HIDDEN || oldReads === HIDDEN || newReads === HIDDEN) {
      changes.push({ name, urn, oldUrl, url: newUrl, secret: true });
      continue;
    }
    if (oldPolicy === undefined || newPolicy === undefined) continue;
    changes.push({
      name,
      urn,
      before: { url: oldUrl, policy: oldPolicy, ipPolicies: before, reads: oldReads },
      after: { url: newUrl, policy: newPolicy, ipPolicies: after, reads: newReads },
    });
  }
  return changes;
}

/** How the provider's behaviour message starts (trafficPolicy/behaviourDiff.ts, provider/resources/cloudEndpoint/behaviour.ts). */
const BEHAVIOUR = "behaviour at preview";

/**
 * What the provider said at the preview of each resource, by URN: its `behaviour at preview…`
 * info message, without the newline the engine adds. The provider logs one whenever the policy,
 * url or reads change and all are known, so a resource absent here had no such change.
 */
export function providerMessages(preview: unknown): Map<string, string> {
  const said = new Map<string, string>();
  for (const d of (preview as { diagnostics?: { urn?: unknown; message?: unknown; severity?: unknown }[] }).diagnostics ?? []) {
    if (typeof d.urn === "string" && d.severity === "info" && typeof d.message === "string" && d.message.startsWith(BEHAVIOUR)) said.set(d.urn, d.message.trimEnd());
  }
  return said;
}

/** A stack config value as the preview ran with it: its text, `"[secret]"` for a secret one, or undefined when not set. */
export function previewConfig(preview: unknown, key: string): string | undefined {
  const v = (preview as { config?: Record<string, unknown> }).config?.[key];
  return typeof v === "string" ? v : undefined;
}
