/** The emulator's error table and the one error type handlers throw. */
import { randomBytes } from "node:crypto";
import type { ErrorBody, FieldProblem } from "../provider/wire";

/** Every error code the emulator answers with, and its status. Documented in emulator/README.md. */
export const ERROR_CODES = {
  ERR_INVALID_JSON: 400,
  ERR_VALIDATION: 400,
  ERR_INVALID_CERTIFICATE: 400,
  ERR_INVALID_PRIVATE_KEY: 400,
  ERR_KEY_MISMATCH: 400,
  ERR_REFERENCE_NOT_FOUND: 400,
  ERR_INVALID_QUERY: 400,
  ERR_MISSING_VERSION: 400,
  ERR_UNSUPPORTED_VERSION: 400,
  ERR_MISSING_CREDENTIALS: 401,
  ERR_INVALID_CREDENTIALS: 401,
  ERR_ABUSE_REPORTS_NOT_AUTHORIZED: 403,
  ERR_NOT_FOUND: 404,
  ERR_PATH_NOT_FOUND: 404,
  ERR_METHOD_NOT_ALLOWED: 405,
  ERR_BODY_TOO_LARGE: 413,
  ERR_UNSUPPORTED_MEDIA_TYPE: 415,
  ERR_RATE_LIMITED: 429,
  ERR_INTERNAL: 500,
  ERR_SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

/** A failed request: becomes the service's error body with a fresh operation id. */
export class ApiFailure extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = ERROR_CODES[code];
  }
}

/** 400 from wire problems: every problem's sentence, joined. */
export const invalid = (problems: readonly FieldProblem[], code: ErrorCode = "ERR_VALIDATION"): ApiFailure =>
  new ApiFailure(code, problems.map((p) => p.message).join("; "));

export const notFound = (what: string, id: string): ApiFailure => new ApiFailure("ERR_NOT_FOUND", `${what} ${id} not found`);

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

export function errorBody(status: number, code: ErrorCode, msg: string): ErrorBody {
  return { error_code: code, status_code: status, msg, details: { operation_id: operationId() } };
}
