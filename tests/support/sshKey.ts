// A fresh OpenSSH public key line, as `ssh-keygen -t ed25519` writes it into `id_ed25519.pub`.
import { generateKeyPairSync } from "node:crypto";

/** The SSH wire form of a string or blob: its length (4 bytes, big-endian), then its bytes. */
function lengthPrefixed(b: Buffer): Buffer {
  const n = Buffer.alloc(4);
  n.writeUInt32BE(b.length);
  return Buffer.concat([n, b]);
}

/** A new ed25519 public key as one authorized_keys line: `ssh-ed25519 <base64> <comment>`. */
export function ed25519PublicKeyLine(comment: string): string {
  const raw = generateKeyPairSync("ed25519").publicKey.export({ format: "der", type: "spki" }).subarray(-32);
  const blob = Buffer.concat([lengthPrefixed(Buffer.from("ssh-ed25519")), lengthPrefixed(raw)]);
  return `ssh-ed25519 ${blob.toString("base64")} ${comment}`;
}
