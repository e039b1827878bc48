/**
 * Holds the API key so that nothing can print it by accident: `util.inspect`, `JSON.stringify`
 * and string conversion all show `[REDACTED]`. Only the request path calls {@link Secret.reveal}.
 */
import { inspect } from "node:util";

const REDACTED = "[REDACTED]";

/** Replaces bearer tokens (RFC 6750 `b64token` characters) in text with `[REDACTED]`. */
export const scrubBearer = (text: string): string => text.replace(/\b(Bearer\s+)[A-Za-z0-9\-._~+/]+=*/gi, `$1${REDACTED}`);

export class Secret {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  /** The key itself, for the `Authorization` header and for scrubbing text. */
  reveal(): string {
    return this.#value;
  }

  /**
   * Removes the key, and anything sent as a bearer token, from text that came from elsewhere
   * (server messages, socket errors) before it goes into an error or a log line.
   */
  scrub(text: string): string {
    return scrubBearer(this.#value ? text.split(this.#value).join(REDACTED) : text);
  }

  toString(): string {
    return REDACTED;
  }

  toJSON(): string {
    return REDACTED;
  }

  [inspect.custom](): string {
    return REDACTED;
  }
}
