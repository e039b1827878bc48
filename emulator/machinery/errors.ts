/** The emulator's error table and the one error type handlers throw. */
import { operationId } from "./ids";
import type { ErrorBody } from "../../provider/wire";
import type { FieldProblem } from "../../provider/wire";

/** Every error code the emulator answers with, and its status. Documented in emulator/README.md. */
export const ERROR_CODES = {
  ERR_INVALID_JSON: 400,
  ERR_VALIDATION: 400,
  ERR_INVALID_CERTIFICATE: 400,
  ERR_INVALID_PRIVATE_KEY: 400,
  ERR_KEY_MISMATCH: 400,
  ERR_REFERENCE_NOT_FOUND: 400,
  ERR_INVALID_QUERY: 400,
  ERR_INVALID_TRAFFIC_POLICY: 400,
  /** The service's own code (a route match another route of the edge has): clients may look for it. */
  ERR_NGROK_7126: 400,
  /** The service's own code: an event destination still in use by a subscription cannot be deleted. */
  ERR_NGROK_5112: 400,
  /** The service's own codes of vaults and their secrets (errors/err_ngrok_23003.mdx, …); their statuses are not documented. */
  ERR_NGROK_23003: 400,
  ERR_NGROK_23004: 400,
  ERR_NGROK_24005: 400,
  ERR_NGROK_24006: 400,
  /** The service's own codes of a refused `ca_pem` (errors/err_ngrok_1900.mdx, 1911, 1912, 1913, 1919, 1920, 1925); their statuses are not documented. */
  ERR_NGROK_1900: 400,
  ERR_NGROK_1911: 400,
  ERR_NGROK_1912: 400,
  ERR_NGROK_1913: 400,
  ERR_NGROK_1919: 400,
  ERR_NGROK_1920: 400,
  ERR_NGROK_1925: 400,
  /** The service's own code of an SSH certificate authority's curve it does not support (errors/err_ngrok_1941.mdx); its status is not documented. */
  ERR_NGROK_1941: 400,
  /** The service's own code: a mutual TLS CA id that names no certificate authority of the account (errors/err_ngrok_1672.mdx). */
  ERR_NGROK_1672: 400,
  /** The service's own code: a domain another agent ingress has (errors/err_ngrok_6706.mdx). */
  ERR_NGROK_6706: 400,
  /** The service's own codes of IP restrictions (errors/err_ngrok_1420.mdx, 1801, 1802); their statuses are not documented. */
  ERR_NGROK_1420: 400,
  ERR_NGROK_1801: 400,
  ERR_NGROK_1802: 400,
  /** The service's own codes (errors/err_ngrok_4112.mdx, err_ngrok_634.mdx; no status documented): a service user's name taken; a credential's owner not found. */
  ERR_NGROK_4112: 400,
  ERR_NGROK_634: 400,
  ERR_MISSING_VERSION: 400,
  ERR_UNSUPPORTED_VERSION: 400,
  ERR_MISSING_CREDENTIALS: 401,
  ERR_INVALID_CREDENTIALS: 401,
  ERR_ABUSE_REPORTS_NOT_AUTHORIZED: 403,
  /** The service's own code: a write under /edges on an account whose edges are read-only (errors/err_ngrok_7196.mdx). */
  ERR_NGROK_7196: 403,
  /** The service's own code: any request under /edges on an account whose edges are gone (errors/err_ngrok_7008.mdx; no status documented, see README). */
  ERR_NGROK_7008: 403,
  ERR_NOT_FOUND: 404,
  /** The service's own codes and statuses of an AI gateway API key's endpoint: not found; without the `ai-gateway` action (ai-gateway/reference/error-codes.mdx). */
  ERR_NGROK_27002: 404,
  ERR_NGROK_27003: 422,
  ERR_PATH_NOT_FOUND: 404,
  ERR_METHOD_NOT_ALLOWED: 405,
  ERR_ENDPOINT_URL_IN_USE: 409,
  /** The service's own codes: a cloud endpoint on another's URL and binding without both pooling (errors/err_ngrok_18016.mdx, 18017; 400 as k8s/crds/cloudendpoint.mdx shows the service answering 18017). */
  ERR_NGROK_18016: 400,
  ERR_NGROK_18017: 400,
  /** The service's own codes (the docs give no status): a domain the account already holds; a domain's managed certificate detached; a domain still served released. */
  ERR_NGROK_413: 409,
  ERR_NGROK_436: 400,
  /** The service's own code (no status documented): a public endpoint on a hostname or TCP address the account has not reserved (errors/err_ngrok_319.mdx). */
  ERR_NGROK_319: 400,
  ERR_NGROK_446: 409,
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


export function errorBody(status: number, code: ErrorCode, msg: string): ErrorBody {
  return { error_code: code, status_code: status, msg, details: { operation_id: operationId() } };
}
