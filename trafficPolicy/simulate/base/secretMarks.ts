/**
 * Secrets kept out of what the simulator reports: the trace, `traffic test`'s lines, the traffic
 * plane's log, preview. A value carries its mark to the printer: each printer asks of a value as
 * the run holds it (before any cutting, quoting or escaping) whether it is secret, and writes
 * `[secret]` for the whole value when it is; no printer searches its own formatted text.
 *
 * A value is secret when it is a secret (a vault secret, a credential or client secret an action
 * holds), holds one in any letter case, URL-encoded, JSON-escaped or base64, or is held where a
 * value computed from a secret was put (`vars.token`, the request's headers after add-headers,
 * its URL after url-rewrite, the answer after custom-response). @bufbuild/cel gives functions
 * plain strings, so a value cannot carry a mark through CEL; instead every evaluation whose
 * expression reads a secret (`secrets.get`) or such a place marks its whole result, and a string
 * holding a marked result is secret too. Numbers and bools are never secret: they are not a
 * secret's text.
 */

import { plain } from "./values";
import type { TrafficPolicy } from "../../model/document";

/** What stands in a printed text for a secret, or a value computed from one. */
export const REDACTED = "[secret]";

/** A value with the place the run holds it at (`req.url`, `res.body`, `req.headers.x-token`). */
export interface Placed {
  readonly place: string;
  readonly value: string;
}

/** `value`, held at `place`: secret when the place holds a value computed from a secret, too. */
export const at = (place: string, value: string): Placed => ({ place, value });

/** A value printed as a JSON string: `[secret]` quoted when it is secret. */
export interface Quoted {
  readonly quoted: string | Placed;
}

/** `value` quoted in a line, after it is shown: `"[secret]"`, never a secret escaped. */
export const quoted = (value: string | Placed): Quoted => ({ quoted: value });

/** What a run reports, masked by what each value is: the interface every printer uses. */
export interface SecretMask {
  /** Whether `value`, as the run holds it, is a secret, holds one, or was computed from one. */
  holds(value: string): boolean;
  /** Whether `place` holds a value computed from a secret. */
  holdsAt(place: string): boolean;
  /** `value` as printed: `[secret]` when it (or, given, its place) is secret, else itself; cut, quote or escape the result. */
  show(value: string, place?: string): string;
  /** A plain JSON value with every secret string (and map key) in it printed as `[secret]`. */
  value<T>(value: T): T;
  /** A line from a template: each string or {@link Placed} value in it shown as {@link SecretMask.show} does, numbers as they are. */
  line(strings: TemplateStringsArray | readonly string[], ...values: readonly unknown[]): string;
  /** True when the run saw no secret: every value is printed as it is. */
  readonly empty: boolean;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The strings of a value as {@link plain} gives it: list elements and map values. Not map keys: a
 * map computed from a secret has the policy's own names as keys (`{'token': secrets.get(…)}`).
 */
function strings(v: unknown, out: string[]): void {
  if (typeof v === "string") out.push(v);
  else if (Array.isArray(v)) for (const x of v) strings(x, out);
  else if (v !== null && typeof v === "object") for (const x of Object.values(v)) strings(x, out);
}

/** Whether a place an expression reads (`req.headers`) and one holding a marked value (`req`) overlap. */
const overlap = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

/** The forms a secret takes in a value: as written, URL-encoded, JSON-escaped, base64, without the line breaks a URL drops. */
function forms(s: string, out: Set<string>): void {
  out.add(s);
  // A lone surrogate (half of a character a substring cut) has no URL encoding.
  const wellFormed = !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);
  if (wellFormed) out.add(encodeURIComponent(s));
  if (wellFormed) out.add(encodeURI(s));
  out.add(JSON.stringify(s).slice(1, -1));
  out.add(Buffer.from(s).toString("base64"));
  const unbroken = s.replace(/[\t\n\r]/g, "");
  if (unbroken !== "") out.add(unbroken);
}

/** Runs of base64 in a value, as a client carries a credential (`Authorization: Basic …`). */
const BASE64_RUN = /[A-Za-z0-9+/]{4,}={0,2}/g;

/**
 * What a value may carry a secret as, decoded: its percent-encoding undone (a URL the parser
 * re-encoded its own way), and each run of base64 that decodes to text (a credential inside
 * `Basic …` is the base64 of `user:password`, not of the secret alone).
 */
function decodings(value: string): string[] {
  const out: string[] = [];
  if (value.includes("%")) {
    const decoded = value.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
    if (decoded !== value) out.push(decoded);
  }
  for (const run of value.match(BASE64_RUN) ?? []) {
    const bytes = Buffer.from(run, "base64");
    const text = bytes.toString("utf8");
    // Only a run that is base64 to the letter and decodes to whole UTF-8 text: a word is seldom both.
    if (bytes.toString("base64") === run && Buffer.from(text, "utf8").equals(bytes)) out.push(text);
  }
  return out;
}

/** Prints `v` with `show`: a string or a {@link Placed} through it, a {@link Quoted} then quoted, anything else as text. */
function shown(v: unknown, show: (value: string, place?: string) => string): string {
  if (typeof v === "string") return show(v);
  if (v !== null && typeof v === "object") {
    if ("quoted" in v) return JSON.stringify(shown(v.quoted, show));
    if ("place" in v && "value" in v) return show(String(v.value), String(v.place));
  }
  return String(v);
}

/** A line with its values as they are: what the trace holds until the run's marks are known. */
export const plainLine = (strs: readonly string[], values: readonly unknown[]): string => joinLine(strs, values, (v) => shown(v, (x) => x));

/** The templates of trace details that hold values, shown when the run ends (its marks then complete). */
const detailParts = new WeakMap<object, { strs: readonly string[]; values: readonly unknown[] }>();

/** Keeps `entry`'s detail as a template, to be shown with the run's marks ({@link showDetails}). */
export function noteDetail(entry: { detail: string }, strs: readonly string[], values: readonly unknown[]): void {
  if (values.length > 0) detailParts.set(entry, { strs, values });
}

/** Writes each detail of `entries` kept as a template with its values shown by `mask`. */
export function showDetails(entries: readonly { detail: string }[], mask: SecretMask): void {
  for (const e of entries) {
    const p = detailParts.get(e);
    if (p !== undefined) e.detail = mask.line(p.strs, ...p.values);
  }
}

/** Joins a template's strings and values, each value through `show`. */
const joinLine = (strs: readonly string[], values: readonly unknown[], show: (v: unknown) => string): string =>
  strs.reduce((out, s, i) => out + s + (i < values.length ? show(values[i]) : ""), "");

/** Masks every string and key of a plain value with `show`. */
function deepShown(v: unknown, show: (s: string) => string): unknown {
  if (typeof v === "string") return show(v);
  if (Array.isArray(v)) return v.map((x) => deepShown(x, show));
  if (v !== null && typeof v === "object" && Object.getPrototypeOf(v) === Object.prototype) {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [show(k), deepShown(x, show)]));
  }
  return v;
}

/** Methods every mask shares, from its `holds` and `holdsAt`. */
abstract class MaskBase implements SecretMask {
  abstract holds(value: string): boolean;
  abstract holdsAt(place: string): boolean;
  abstract readonly empty: boolean;

  show(value: string, place?: string): string {
    if (this.empty) return value;
    return (place !== undefined && this.holdsAt(place)) || this.holds(value) ? REDACTED : value;
  }

  value<T>(value: T): T {
    return this.empty ? value : (deepShown(value, (s) => this.show(s)) as T);
  }

  line(strs: TemplateStringsArray | readonly string[], ...values: readonly unknown[]): string {
    return joinLine(strs, values, (v) => shown(v, (x, place) => this.show(x, place)));
  }
}

/** One simulated request's secrets and what was computed from them (shared by every endpoint it passes). */
export class SecretMarks extends MaskBase {
  /** Secrets' values: the context's vault secrets and credentials an action holds. */
  readonly #secrets = new Set<string>();
  /** Strings computed from a secret. */
  readonly #values = new Set<string>();
  /** Places holding a value computed from a secret: `vars.<name>`, `req.headers`, `req.url`, `req.body`, `res`, `res.headers`, `res.body`, `actions`. */
  readonly #places = new Set<string>();
  #pattern: RegExp | null = null;
  /** Evaluations marked so far: an action that raised it computed something from a secret. */
  marked = 0;

  /** Marks with the vault secrets' values of `secrets` (vault → name → value). */
  constructor(secrets: Readonly<Record<string, Readonly<Record<string, string>>>> = {}) {
    super();
    for (const vault of Object.values(secrets)) for (const v of Object.values(vault)) this.secret(v);
  }

  get empty(): boolean {
    return this.#secrets.size === 0 && this.#values.size === 0 && this.#places.size === 0;
  }

  /** A secret's value (a vault secret, a credential): every value holding it is secret. */
  secret(value: string): void {
    if (value === "" || this.#secrets.has(value)) return;
    this.#secrets.add(value);
    this.#pattern = null;
  }

  /** Marks every string of `result`, computed from a secret. */
  mark(result: unknown): void {
    this.marked++;
    const found: string[] = [];
    strings(plain(result), found);
    for (const s of found) {
      if (s === "" || this.#values.has(s)) continue;
      this.#values.add(s);
      this.#pattern = null;
    }
  }

  /** Notes that `places` now hold a value computed from a secret. */
  hold(...places: string[]): void {
    for (const p of places) this.#places.add(p);
  }

  /** Whether an expression reading `places` (and `secret`: calling `secrets.get`) computes from a secret. */
  computesFromSecret(secret: boolean, places: readonly string[]): boolean {
    if (secret) return true;
    if (this.#places.size === 0) return false;
    for (const r of places) for (const h of this.#places) if (overlap(r, h)) return true;
    return false;
  }

  holdsAt(place: string): boolean {
    for (const h of this.#places) if (overlap(place, h)) return true;
    return false;
  }

  holds(value: string): boolean {
    if (value === "" || (this.#secrets.size === 0 && this.#values.size === 0)) return false;
    const pattern = this.#regexp();
    return pattern.test(value) || decodings(value).some((d) => pattern.test(d));
  }

  /** Every form of every secret and marked string, longest first, in any letter case. */
  #regexp(): RegExp {
    if (this.#pattern !== null) return this.#pattern;
    const all = new Set<string>();
    for (const s of [...this.#secrets, ...this.#values]) forms(s, all);
    all.delete("");
    const sorted = [...all].sort((a, b) => b.length - a.length).map(escape);
    this.#pattern = new RegExp(sorted.join("|"), "i");
    return this.#pattern;
  }
}

/** A mask that holds a value secret when any of `masks` does: for a line that shows two runs. */
export function unionMask(masks: readonly SecretMask[]): SecretMask {
  const live = masks.filter((m) => !m.empty);
  if (live.length <= 1) return live[0] ?? UNMASKED;
  return new (class extends MaskBase {
    readonly empty = false;
    holds(value: string): boolean {
      return live.some((m) => m.holds(value));
    }
    holdsAt(place: string): boolean {
      return live.some((m) => m.holdsAt(place));
    }
  })();
}

/**
 * The secrets a policy holds in its actions' configs: login client secrets (`oauth`,
 * `openid-connect`), webhook secrets, basic-auth credentials (as written and as a client's
 * `Authorization` header carries them) and their passwords. Marked before the
 * policy runs, so that nothing it says (a failure's line included) shows them, whichever action ran.
 */
export function heldSecrets(policy: TrafficPolicy): readonly string[] {
  let out = held.get(policy);
  if (out === undefined) held.set(policy, (out = secretsOf(policy)));
  return out;
}

/** Each parsed policy's held secrets, found once: the plane runs the same document on every request. */
const held = new WeakMap<TrafficPolicy, readonly string[]>();

function secretsOf(policy: TrafficPolicy): string[] {
  const out: string[] = [];
  for (const rule of [...(policy.on_tcp_connect ?? []), ...(policy.on_http_request ?? []), ...(policy.on_http_response ?? [])]) {
    for (const a of rule.actions) {
      const c = (a.config ?? {}) as { client_secret?: unknown; secret?: unknown; credentials?: unknown };
      if (typeof c.client_secret === "string") out.push(c.client_secret);
      if (a.type === "verify-webhook" && typeof c.secret === "string") out.push(c.secret);
      if (a.type === "basic-auth" && Array.isArray(c.credentials)) {
        // As a client sends it too: `Authorization: Basic <base64 of user:password>`.
        for (const cred of c.credentials) if (typeof cred === "string") out.push(cred, cred.slice(cred.indexOf(":") + 1), Buffer.from(cred).toString("base64"));
      }
    }
  }
  return out;
}

/**
 * The places an action changes, so that a later expression reading one reads a value computed from
 * a secret when the action used one. set-vars and add-headers mark the variables and headers they
 * set by name (actions/variables.ts, actions/headers.ts); an action not listed may change anything
 * a later expression reads.
 */
export function placesChanged(type: string, phase: string): readonly string[] {
  switch (type) {
    case "set-vars":
    case "add-headers":
    case "log":
    case "restrict-ips":
    case "close-connection":
      return [];
    case "basic-auth":
    case "verify-webhook":
      // Their variables say whether the request verified; a refusal is the answer.
      return ["actions", "res"];
    case "remove-headers":
      return phase === "on_http_response" ? ["res.headers"] : ["req.headers"];
    case "url-rewrite":
      return ["req.url", "actions"];
    case "custom-response":
    case "redirect":
    case "deny":
      return ["res"];
    case "request-body-find-replace":
      return ["req.body"];
    case "response-body-find-replace":
      return ["res.body"];
    default:
      return ["req", "res", "actions"];
  }
}

/** The marks of each run's trace (or of the error a run threw), for {@link secretMask}. */
const marksOf = new WeakMap<object, SecretMask>();

/** Ties `marks` to the run's trace, or to the error it threw. */
export function attachMarks(trace: object, marks: SecretMask): void {
  marksOf.set(trace, marks);
}

/** The mask of a run that saw no secret: every value printed as it is. */
export const UNMASKED: SecretMask = new (class extends MaskBase {
  readonly empty = true;
  holds(): boolean {
    return false;
  }
  holdsAt(): boolean {
    return false;
  }
})();

/**
 * The mask of a simulated run: pass its outcome (or its trace). Its trace is already masked; what
 * the outcome carries as sent (the forwarded request, the answer) is not, since the upstream and
 * the client get the real values: mask those before writing them anywhere.
 */
export function secretMask(run: { trace: object } | Error | object): SecretMask {
  const trace = "trace" in run && typeof run.trace === "object" && run.trace !== null ? run.trace : run;
  return marksOf.get(trace) ?? UNMASKED;
}
