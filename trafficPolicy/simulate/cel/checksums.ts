/**
 * The checksums the hash macros name beyond node:crypto's digests: CRC-32 (IEEE), CRC-64 (ISO
 * polynomial, as Go's hash/crc64 with crc64.ISO: the docs' `hash.crc64('hello')` is
 * `3c3eeee2d8100000`) and xxHash64 (seed 0). Each returns big-endian bytes.
 */
import { crc32 as zlibCrc32 } from "node:zlib";

const M64 = (1n << 64n) - 1n;

/** CRC-32 (IEEE), 4 bytes. */
export function crc32(data: Buffer): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(zlibCrc32(data) >>> 0);
  return out;
}

let isoTable: bigint[] | null = null;
function crc64Table(): bigint[] {
  if (isoTable === null) {
    const poly = 0xd800000000000000n;
    isoTable = Array.from({ length: 256 }, (_, i) => {
      let c = BigInt(i);
      for (let k = 0; k < 8; k++) c = c & 1n ? (c >> 1n) ^ poly : c >> 1n;
      return c;
    });
  }
  return isoTable;
}

/** CRC-64 with the ISO polynomial, 8 bytes. */
export function crc64(data: Buffer): Buffer {
  const t = crc64Table();
  let crc = M64;
  for (const b of data) crc = (t[Number((crc ^ BigInt(b)) & 0xffn)] ?? 0n) ^ (crc >> 8n);
  const out = Buffer.alloc(8);
  out.writeBigUInt64BE(crc ^ M64);
  return out;
}

const P1 = 11400714785074694791n;
const P2 = 14029467366897019727n;
const P3 = 1609587929392839161n;
const P4 = 9650029242287828579n;
const P5 = 2870177450012600261n;
const rotl = (x: bigint, r: bigint) => ((x << r) | (x >> (64n - r))) & M64;
const round = (acc: bigint, lane: bigint) => (rotl((acc + lane * P2) & M64, 31n) * P1) & M64;
const merge = (acc: bigint, v: bigint) => (((acc ^ round(0n, v)) * P1 + P4) & M64);

/** xxHash64 with seed 0, 8 bytes. */
export function xxhash64(data: Buffer): Buffer {
  const len = data.length;
  let i = 0;
  let h: bigint;
  if (len >= 32) {
    let v1 = (P1 + P2) & M64;
    let v2 = P2;
    let v3 = 0n;
    let v4 = (M64 + 1n - P1) & M64;
    for (; i + 32 <= len; i += 32) {
      v1 = round(v1, data.readBigUInt64LE(i));
      v2 = round(v2, data.readBigUInt64LE(i + 8));
      v3 = round(v3, data.readBigUInt64LE(i + 16));
      v4 = round(v4, data.readBigUInt64LE(i + 24));
    }
    h = (rotl(v1, 1n) + rotl(v2, 7n) + rotl(v3, 12n) + rotl(v4, 18n)) & M64;
    h = merge(merge(merge(merge(h, v1), v2), v3), v4);
  } else {
    h = P5;
  }
  h = (h + BigInt(len)) & M64;
  for (; i + 8 <= len; i += 8) h = ((rotl(h ^ round(0n, data.readBigUInt64LE(i)), 27n) * P1) + P4) & M64;
  for (; i + 4 <= len; i += 4) h = ((rotl(h ^ ((BigInt(data.readUInt32LE(i)) * P1) & M64), 23n) * P2) + P3) & M64;
  for (; i < len; i++) h = (rotl(h ^ ((BigInt(data[i] ?? 0) * P5) & M64), 11n) * P1) & M64;
  h ^= h >> 33n;
  h = (h * P2) & M64;
  h ^= h >> 29n;
  h = (h * P3) & M64;
  h ^= h >> 32n;
  const out = Buffer.alloc(8);
  out.writeBigUInt64BE(h);
  return out;
}
