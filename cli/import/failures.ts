/**
 * Why an import stopped, in one line that says where the setting at fault came from (never its
 * value) and what to change: a refused key, an address where nothing answers, a key that may not
 * read a family, or any other failed call as the client words it.
 */
import { type ApiError, ConnectionError, EdgesGoneError, ForbiddenError, oneLine, UnauthorizedError } from "../../provider/ingressClient";
import { CONFIG_API_KEY, CONFIG_BASE_URL, ENV_API_KEY, ENV_BASE_URL, type SettingOrigins } from "../../provider/process/settings";

/** Connection failures that mean nothing answers at the base URL. */
const UNREACHABLE = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "EADDRNOTAVAIL", "UND_ERR_CONNECT_TIMEOUT"]);

const code = (e: ApiError): string => [e.status, e.errorCode].filter((x) => x !== undefined).join(" ");

/** The failure `e` of a call made with settings from `origins` to `baseUrl`, on one line. */
export function failureLine(e: unknown, origins: SettingOrigins, baseUrl: string): string {
  if (e instanceof UnauthorizedError) {
    return (
      `the service refused the API key from ${origins.apiKey.label} (${code(e)}: ${e.msg}); ` +
      `set the right key with \`pulumi config set --secret ${CONFIG_API_KEY} <key>\` or the ${ENV_API_KEY} environment variable`
    );
  }
  if (e instanceof ConnectionError && e.neverSent && UNREACHABLE.has(e.code ?? "")) {
    const tries = `${e.attempts} attempt${e.attempts === 1 ? "" : "s"}`;
    return `cannot reach the API at ${baseUrl} (from ${origins.baseUrl.label}): ${e.msg} (${e.code ?? ""}) on ${tries}; check \`${CONFIG_BASE_URL}\` or the ${ENV_BASE_URL} environment variable`;
  }
  // Not the key's fault: no key of this account reads edges any more (its message says what to do).
  if (e instanceof EdgesGoneError) return oneLine(e.message);
  if (e instanceof ForbiddenError) {
    return `the API key from ${origins.apiKey.label} may not read ${e.path} (${code(e)}: ${e.msg}); import with a key that may, or leave that family out with --only`;
  }
  return oneLine(e instanceof Error ? e.message : String(e));
}
