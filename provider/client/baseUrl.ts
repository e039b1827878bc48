/**
 * The API's base URL, checked in one place for the client's options and the stack's settings, so
 * both refuse the same URLs with the same error.
 */

/** A base URL the client cannot use; the message names where it came from and the rule. */
export class InvalidBaseUrlError extends TypeError {
  override name = "InvalidBaseUrlError";
}

const RULE = "an absolute http:// or https:// URL without credentials, a query or a fragment";

/** `text` as a URL, or an {@link InvalidBaseUrlError} saying `${what} must be …; got "…"` (credentials and query masked). */
export function parseBaseUrl(text: string, what: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (url === undefined || (url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password || url.search || url.hash) {
    // Credentials or a token in the query must not reach an error message (it ends up in logs).
    const shown = text.replace(/\/\/[^/@]*@/, "//***@").replace(/\?.*$/, "?***");
    throw new InvalidBaseUrlError(`${what} must be ${RULE}; got ${JSON.stringify(shown)}`);
  }
  return url;
}
