/** IPv4 and IPv6 addresses and CIDR ranges, for restrict-ips and the `inCidrRange` macros. */
import { isIP } from "node:net";
import { TextCache } from "./cache";

type Address = { n: bigint; bits: 32 | 128 } | null;

/** Addresses by text: a policy's CIDRs and a client's address come back on every request. */
const addresses = new TextCache<Address>(4096);

/** An address as a number and its family, or null when the text is not an address. */
const address = (text: string): Address => addresses.get(text, parseAddress);

function parseAddress(text: string): Address {
  const kind = isIP(text);
  if (kind === 4) return { n: text.split(".").reduce((acc, p) => (acc << 8n) + BigInt(Number(p)), 0n), bits: 32 };
  if (kind !== 6) return null;
  // An IPv4 tail (`::ffff:1.2.3.4`) becomes two groups.
  let t = text.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(t);
  if (v4?.[1]) {
    const a = address(v4[1]);
    if (a === null) return null;
    t = `${t.slice(0, -v4[1].length)}${(a.n >> 16n).toString(16)}:${(a.n & 0xffffn).toString(16)}`;
  }
  const [head = "", tail] = t.split("::");
  const h = head ? head.split(":") : [];
  const tl = tail === undefined ? [] : tail ? tail.split(":") : [];
  const groups = tail === undefined ? h : [...h, ...Array<string>(8 - h.length - tl.length).fill("0"), ...tl];
  return { n: groups.reduce((acc, g) => (acc << 16n) + BigInt(parseInt(g, 16)), 0n), bits: 128 };
}

/** A CIDR's base address and prefix length as written (absent for a bare address). */
type Range = { base: Address; bits: number | undefined };

/** CIDRs by text, parsed once each: a policy's come back on every request. */
const ranges = new TextCache<Range>(4096);

function parseRange(cidr: string): Range {
  const [base = "", bitsText] = cidr.trim().split("/");
  return { base: address(base), bits: bitsText === undefined ? undefined : Number(bitsText) };
}

/** Whether `ip` is inside `cidr` (`a.b.c.d/n`, `x::/n`, or a bare address); false across families or for bad input. */
export function ipInCidr(ip: string, cidr: string): boolean {
  const range = ranges.get(cidr, parseRange);
  const a = address(ip.trim());
  const b = range.base;
  if (a === null || b === null || a.bits !== b.bits) return false;
  const bits = range.bits ?? a.bits;
  if (!Number.isInteger(bits) || bits < 0 || bits > a.bits) return false;
  const shift = BigInt(a.bits - bits);
  return a.n >> shift === b.n >> shift;
}

/** The RFC 1918 ranges, the only ones `isPrivateIp` names (traffic-policy/macros/index.mdx). */
const PRIVATE = ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"];

/** Whether the address is private (string.isPrivateIp, traffic-policy/macros/index.mdx). */
export function isPrivateIp(ip: string): boolean {
  return PRIVATE.some((c) => ipInCidr(ip, c));
}
