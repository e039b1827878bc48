/** Ids the emulator makes: resource ids that sort by creation, and operation ids. */
import { randomBytes } from "node:crypto";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** `n` random base62 characters. */
export function randomBase62(n: number): string {
  const bytes = randomBytes(n * 2);
  let s = "";
  for (let i = 0; s.length < n && i < bytes.length; i++) {
    const b = bytes[i] as number;
    if (b < 248) s += BASE62[b % 62]; // 248 = 4 * 62: keeps the draw uniform
  }
  return s.length === n ? s : s + randomBase62(n - s.length);
}

/** Fixed-width base62 of a non-negative integer; base62 strings of equal width sort like numbers. */
export function base62(value: number, width: number): string {
  let s = "";
  let v = Math.floor(value);
  while (v > 0) {
    s = BASE62[v % 62] + s;
    v = Math.floor(v / 62);
  }
  return s.padStart(width, "0");
}

/** A fresh operation id, `op_` and 27 base62 characters. */
export const operationId = (): string => `op_${randomBase62(27)}`;
