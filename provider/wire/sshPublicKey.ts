/**
 * SSH public keys in OpenSSH's one-line form (`<type> <base64 key> [comment]`, an authorized_keys
 * line without options, RFC 4253 §6.6 and OpenSSH's sshd(8) AUTHORIZED_KEYS FILE FORMAT): what an
 * SSH credential's `public_key` holds, and what an SSH certificate authority's `public_key` is.
 * The types are those ngrok's SSH certificate authorities make (ngrok-openapi
 * `SSHCertificateAuthorityCreate.private_key_type`: rsa, ecdsa, ed25519) and its examples show
 * (`ssh-rsa`, `ssh-ed25519`, `ecdsa-sha2-nistp256`: ngrok-docs
 * snippets/api/resources/examples/_ssh_*_create_request.mdx).
 */

/** The key types accepted, by OpenSSH name, with the `private_key_type` family each is. */
const SSH_KEY_TYPES = {
  "ssh-ed25519": "ed25519",
  "ssh-rsa": "rsa",
  "ecdsa-sha2-nistp256": "ecdsa",
  "ecdsa-sha2-nistp384": "ecdsa",
  "ecdsa-sha2-nistp521": "ecdsa",
} as const;
export type SshKeyName = keyof typeof SSH_KEY_TYPES;

/** A parsed key: its OpenSSH type, its family, and the size that distinguishes keys of the family (RSA modulus bits; ECDSA curve). */
export interface SshPublicKey {
  name: SshKeyName;
  family: (typeof SSH_KEY_TYPES)[SshKeyName];
  /** RSA: the modulus length in bits. */
  bits?: number;
  /** ECDSA: the curve (`nistp256`, …). */
  curve?: string;
}

/** Reads the length-prefixed strings of an SSH wire blob (RFC 4251 §5), or undefined when it is cut short. */
function wireStrings(blob: Buffer): Buffer[] | undefined {
  const out: Buffer[] = [];
  let at = 0;
  while (at < blob.length) {
    if (at + 4 > blob.length) return undefined;
    const n = blob.readUInt32BE(at);
    if (at + 4 + n > blob.length) return undefined;
    out.push(blob.subarray(at + 4, at + 4 + n));
    at += 4 + n;
  }
  return out;
}

/** The bit length of an SSH mpint (a leading zero byte only keeps it positive). */
function mpintBits(m: Buffer): number {
  let i = 0;
  while (i < m.length && m[i] === 0) i++;
  if (i === m.length) return 0;
  return (m.length - i - 1) * 8 + (m[i] as number).toString(2).length;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const ACCEPTED = Object.keys(SSH_KEY_TYPES).join(", ");

/** Reads an OpenSSH public key line, or says what is wrong with it (the rule, without the field name). */
export function parseSshPublicKey(text: string): { ok: true; key: SshPublicKey } | { ok: false; rule: string } {
  const line = text.trim();
  if (line === "") return { ok: false, rule: "must not be empty" };
  if (line.includes("\n")) return { ok: false, rule: "must be one line: one public key" };
  if (line.startsWith("-----BEGIN")) return { ok: false, rule: "must be an OpenSSH public key line (ssh-ed25519 AAAA… comment), not PEM: convert it with ssh-keygen -i -m PKCS8 -f <file>" };
  const [name, data] = line.split(/\s+/);
  if (!(name !== undefined && name in SSH_KEY_TYPES)) {
    return { ok: false, rule: `must start with a supported key type (${ACCEPTED}), as an authorized_keys line without options; got ${JSON.stringify(name)}` };
  }
  const bad = { ok: false as const, rule: `must hold the base64 key after its type ${name}, as ssh-keygen writes it (the key data is not a valid ${name} key)` };
  if (data === undefined || !BASE64.test(data)) return bad;
  const parts = wireStrings(Buffer.from(data, "base64"));
  if (parts === undefined || parts[0]?.toString("latin1") !== name) return bad;
  const keyName = name as SshKeyName;
  const family = SSH_KEY_TYPES[keyName];
  if (family === "ed25519") return parts.length === 2 && parts[1]?.length === 32 ? { ok: true, key: { name: keyName, family } } : bad;
  if (family === "rsa") {
    const [, e, n] = parts;
    if (parts.length !== 3 || e === undefined || n === undefined || mpintBits(e) === 0) return bad;
    return { ok: true, key: { name: keyName, family, bits: mpintBits(n) } };
  }
  const curve = keyName.slice("ecdsa-sha2-".length);
  const point = parts[2];
  if (parts.length !== 3 || parts[1]?.toString("latin1") !== curve || point === undefined || point[0] !== 4) return bad;
  return { ok: true, key: { name: keyName, family, curve } };
}
