/**
 * IP policy rules: request and response shapes (`/ip_policy_rules`), and the CIDR rules. From
 * ngrok's OpenAPI description (ngrok/ngrok-openapi ngrok.yaml, IPPolicyRuleCreate,
 * IPPolicyRuleUpdate, IPPolicyRule): `cidr`, `ip_policy_id` and `action` (`allow` or `deny`) are
 * required; a PATCH changes `cidr`, `description` and `metadata` only (so a new action or policy
 * is a new rule); IPv4 and IPv6 are both supported. From ngrok's error reference
 * (ngrok/ngrok-docs errors/): an invalid CIDR is refused (ERR_NGROK_1406), so is one without a
 * prefix length (1413: "Consider using IP/BITS") and one not written from the lowest address of
 * its range (1409: "Did you mean SUGGESTION?"), and a second rule with the same CIDR (1408).
 */
import { z } from "zod";
import { wireCollection } from "../../wire/collection";
import { describedBody, DescribedItem, ids, Ref } from "../../wire/common";

const IP_POLICY_RULE_ACTIONS = ["allow", "deny"] as const;
/**
 * What a rule does with the addresses of its CIDR: `allow` or `deny`.
 * @useDeclaredType
 */
export type IpPolicyRuleAction = (typeof IP_POLICY_RULE_ACTIONS)[number];

/** An IP network: its version, its first address and its prefix length. */
export interface Network {
  version: 4 | 6;
  /** The network's first address as a number (IPv4: 32 bits, IPv6: 128 bits). */
  address: bigint;
  prefix: number;
  /** `address/prefix` in canonical form: dotted IPv4, or RFC 5952 IPv6 (lowercase, the longest run of zero groups as `::`). */
  cidr: string;
}

const BITS = { 4: 32, 6: 128 } as const;

function parseIpv4(s: string): bigint | undefined {
  const parts = s.split(".");
  if (parts.length !== 4) return undefined;
  let n = 0n;
  for (const p of parts) {
    // No leading zeros: `010` reads as octal to some parsers and decimal to others.
    if (!/^(0|[1-9][0-9]{0,2})$/.test(p) || Number(p) > 255) return undefined;
    n = (n << 8n) | BigInt(p);
  }
  return n;
}

function parseIpv6(s: string): bigint | undefined {
  if (!/^[0-9a-fA-F:.]+$/.test(s)) return undefined;
  const halves = s.split("::");
  if (halves.length > 2) return undefined;
  const groups = (h: string | undefined): string[] | undefined => (h === undefined || h === "" ? [] : h.split(":"));
  const head = groups(halves[0]);
  const tail = halves.length === 2 ? groups(halves[1]) : [];
  if (head === undefined || tail === undefined) return undefined;
  const words: bigint[] = [];
  const all = [...head, ...(halves.length === 2 ? ["::"] : []), ...tail];
  for (let i = 0; i < all.length; i++) {
    const g = all[i] as string;
    if (g === "::") continue;
    if (g.includes(".")) {
      // An IPv4 address in the last 32 bits (`::ffff:192.0.2.1`).
      if (i !== all.length - 1) return undefined;
      const v4 = parseIpv4(g);
      if (v4 === undefined) return undefined;
      words.push(v4 >> 16n, v4 & 0xffffn);
    } else {
      if (!/^[0-9a-fA-F]{1,4}$/.test(g)) return undefined;
      words.push(BigInt(`0x${g}`));
    }
  }
  const headWords = head.reduce((n, g) => n + (g.includes(".") ? 2 : 1), 0);
  if (halves.length === 2 ? words.length > 7 : words.length !== 8) return undefined;
  const zeros = 8 - words.length;
  const full = [...words.slice(0, headWords), ...Array<bigint>(zeros).fill(0n), ...words.slice(headWords)];
  return full.reduce((n, w) => (n << 16n) | w, 0n);
}

function formatIpv4(n: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((n >> shift) & 0xffn)).join(".");
}

function formatIpv6(n: bigint): string {
  const words = Array.from({ length: 8 }, (_, i) => Number((n >> BigInt(112 - 16 * i)) & 0xffffn));
  // The longest run of two or more zero groups (the first, on a tie) becomes `::` (RFC 5952).
  let best = { at: -1, len: 0 };
  for (let i = 0; i < 8; ) {
    let j = i;
    while (j < 8 && words[j] === 0) j++;
    if (j - i > best.len) best = { at: i, len: j - i };
    i = j === i ? i + 1 : j;
  }
  const hex = (ws: number[]) => ws.map((w) => w.toString(16)).join(":");
  if (best.len < 2) return hex(words);
  return `${hex(words.slice(0, best.at))}::${hex(words.slice(best.at + best.len))}`;
}

const EXAMPLES = "such as 203.0.113.0/24 or 2001:db8::/32";

/**
 * Reads a CIDR block (`203.0.113.0/24`, `2001:db8::/32`), or says what is wrong with it (the rule,
 * without the field name), as the service refuses it.
 */
function parseCidr(text: string): { ok: true; network: Network } | { ok: false; rule: string } {
  const got = JSON.stringify(text);
  const slash = text.indexOf("/");
  const addressText = slash < 0 ? text : text.slice(0, slash);
  const v4 = parseIpv4(addressText);
  const v6 = v4 === undefined && addressText.includes(":") ? parseIpv6(addressText) : undefined;
  if (v4 === undefined && v6 === undefined) return { ok: false, rule: `must be an IPv4 or IPv6 network in CIDR notation (${EXAMPLES}); got ${got}` };
  const version = v4 === undefined ? 6 : 4;
  const bits = BITS[version];
  const address = (v4 ?? v6) as bigint;
  const format = version === 4 ? formatIpv4 : formatIpv6;
  if (slash < 0) return { ok: false, rule: `must have a prefix length (${format(address)}/${bits} for that one address); got ${got}` };
  const prefixText = text.slice(slash + 1);
  const prefix = /^(0|[1-9][0-9]{0,2})$/.test(prefixText) ? Number(prefixText) : NaN;
  if (!(prefix >= 0 && prefix <= bits)) return { ok: false, rule: `must have a prefix length from 0 to ${bits} for an IPv${version} network; got ${got}` };
  const hostBits = BigInt(bits - prefix);
  const network = (address >> hostBits) << hostBits;
  const cidr = `${format(network)}/${prefix}`;
  if (network !== address) return { ok: false, rule: `must start at the lowest address of its range (did you mean ${cidr}?); got ${got}` };
  return { ok: true, network: { version, address, prefix, cidr } };
}

/** The CIDR in canonical form (`2001:DB8:0::/32` is `2001:db8::/32`), or as given when it is not a valid one. */
export function canonicalCidr(text: string): string {
  const r = parseCidr(text);
  return r.ok ? r.network.cidr : text;
}

/** Whether the CIDR covers every address of its version: `0.0.0.0/0` or `::/0`. */
export const coversEverything = (text: string): boolean => {
  const r = parseCidr(text);
  return r.ok && r.network.prefix === 0;
};

const cidr = z.string().superRefine((s, ctx) => {
  const r = parseCidr(s);
  if (!r.ok) ctx.addIssue({ code: "custom", message: r.rule });
});

export const IpPolicyRuleCreate = z.strictObject({
  ip_policy_id: ids.ipPolicy(),
  cidr,
  action: z.enum(IP_POLICY_RULE_ACTIONS),
  ...describedBody(),
});
export type IpPolicyRuleCreate = z.infer<typeof IpPolicyRuleCreate>;

/** PATCH body: a field left out is not modified; `""` clears description and metadata. The action and the policy cannot be changed. */
export const IpPolicyRuleUpdate = z.strictObject({ cidr: cidr.optional(), ...describedBody() });
export type IpPolicyRuleUpdate = z.infer<typeof IpPolicyRuleUpdate>;

/** An IP policy rule as `GET /ip_policy_rules/{id}` returns it. */
export const IpPolicyRule = DescribedItem.extend({
  cidr: z.string(),
  action: z.string(),
  ip_policy: Ref,
});
export type IpPolicyRule = z.infer<typeof IpPolicyRule>;

/** `/ip_policy_rules`: create, read, list, update, delete. The id prefix is the public API's (`ipr_`, its reference's examples). */
export const IP_POLICY_RULES = wireCollection({ key: "ip_policy_rules", idPrefix: "ipr_", anItem: "an IP policy rule", item: IpPolicyRule, create: IpPolicyRuleCreate, update: IpPolicyRuleUpdate });
