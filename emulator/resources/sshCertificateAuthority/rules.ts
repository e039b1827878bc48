/**
 * `/ssh_certificate_authorities`, served by the generic collection (emulator/machinery/servedCollection.ts) with the
 * rules below: the service generates the authority's key pair and answers its public key in
 * OpenSSH form with its `key_type` (provider/resources/sshCertificateAuthority/wire.ts lists the
 * facts). The emulator makes a real key pair with node:crypto, keeps only the public key (the
 * private key is never stored nor returned, as the service never returns it), and answers the
 * OpenSSH line (RFC 4253 §6.6, RFC 5656 §3.1, RFC 8709 §4). The body's checks (ERR_NGROK_1936,
 * 1939, 1940, 1942) are the wire schema's; the curve's is the emulator's own: the service refuses a
 * curve it does not support (ERR_NGROK_1941: "Invalid elliptic curve "CURVE". Valid elliptic
 * curves: SUPPORTED."), whose list no public source gives, so the emulator takes the curves it can
 * make, {@link SSH_CA_CURVES}. Without `private_key_type` it makes an ed25519 key: the
 * service's default is not documented, and ed25519 is the type of its own example.
 */
import { generateKeyPair, type KeyObject } from "node:crypto";
import { promisify } from "node:util";
import { SSH_CA_CURVES, type SSH_CERTIFICATE_AUTHORITIES, type SshCaCurve } from "../../../provider/resources/sshCertificateAuthority/wire";
import { applyDescribed, describedFields } from "../../machinery/items";
import type { Described, Rules } from "../../machinery/servedCollection";
import { ApiFailure } from "../../machinery/errors";

/** An SSH certificate authority as stored: its public key only. */
export interface StoredSshCertificateAuthority extends Described {
  key_type: string;
  public_key: string;
}

/** node:crypto's names of the curves. */
const NODE_CURVES: Record<SshCaCurve, string> = { p256: "prime256v1", p384: "secp384r1", p521: "secp521r1" };
/** The curve of an ecdsa key made without one: P-256, the curve of ngrok's own examples of ECDSA SSH keys. */
const DEFAULT_CURVE: SshCaCurve = "p256";
const DEFAULT_RSA_BITS = 2048;
const isCurve = (c: string): c is SshCaCurve => Object.hasOwn(SSH_CA_CURVES, c);

const sshString = (b: Buffer): Buffer => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(b.length);
  return Buffer.concat([len, b]);
};
/** An SSH mpint: big-endian, with a zero byte in front when the top bit is set. */
const mpint = (b: Buffer): Buffer => sshString((b[0] as number) & 0x80 ? Buffer.concat([Buffer.from([0]), b]) : b);
const b64url = (s: string | undefined): Buffer => Buffer.from(s ?? "", "base64url");

/** A public key's OpenSSH line (`<type> <base64 blob>`). */
function openSshPublicKey(key: KeyObject, curve: SshCaCurve = DEFAULT_CURVE): string {
  const jwk = key.export({ format: "jwk" });
  let name: string;
  let fields: Buffer[];
  if (jwk.kty === "OKP") {
    name = "ssh-ed25519";
    fields = [sshString(b64url(jwk.x))];
  } else if (jwk.kty === "RSA") {
    name = "ssh-rsa";
    fields = [mpint(b64url(jwk.e)), mpint(b64url(jwk.n))];
  } else {
    const openSshCurve = SSH_CA_CURVES[curve];
    name = `ecdsa-sha2-${openSshCurve}`;
    fields = [sshString(Buffer.from(openSshCurve)), sshString(Buffer.concat([Buffer.from([4]), b64url(jwk.x), b64url(jwk.y)]))];
  }
  return `${name} ${Buffer.concat([sshString(Buffer.from(name)), ...fields]).toString("base64")}`;
}

const generate = promisify(generateKeyPair) as unknown as (type: string, options: object) => Promise<{ publicKey: KeyObject; privateKey: KeyObject }>;

export const sshCertificateAuthorityRules: Rules<typeof SSH_CERTIFICATE_AUTHORITIES, StoredSshCertificateAuthority, { key_type: string; public_key: string } | undefined> = {
  // Key generation is slow work (an RSA 4096 key takes a while): done before the state is read.
  prepare: async (_ctx, change) => {
    if (change.item !== undefined) return undefined;
    const body = change.body;
    const keyType = body.private_key_type ?? "ed25519";
    const curve = body.elliptic_curve ?? DEFAULT_CURVE;
    if (!isCurve(curve)) throw new ApiFailure("ERR_NGROK_1941", `Invalid elliptic curve ${JSON.stringify(curve)}. Valid elliptic curves: ${Object.keys(SSH_CA_CURVES).join(", ")}.`);
    const pair =
      keyType === "rsa"
        ? await generate("rsa", { modulusLength: body.key_size ?? DEFAULT_RSA_BITS })
        : keyType === "ecdsa"
          ? await generate("ec", { namedCurve: NODE_CURVES[curve] })
          : await generate("ed25519", {});
    return { key_type: keyType, public_key: openSshPublicKey(pair.publicKey, curve) };
  },
  create: (body, _ctx, made) => ({ ...describedFields(body), key_type: made?.key_type ?? "", public_key: made?.public_key ?? "" }),
  update: (ca, body) => {
    applyDescribed(ca, body);
  },
};
