/**
 * Secrets kept out of what the simulator reports: the trace, `traffic test`'s lines, the traffic
 * plane's log, preview. @bufbuild/cel gives functions plain strings, so a value cannot carry a mark
 * through CEL; instead every evaluation whose expression reads a secret (`secrets.get`) or a place
 * where a value computed from one was put (`vars.token`, the request's headers after add-headers,
 * its URL after url-rewrite, the answer after custom-response) marks its whole result. Masking then
 * replaces in a text, whatever the letter case or URL encoding: each secret's value, each marked
 * string. Not runs of a secret's characters: a token `demo-upstream-token` would mask the header
 * name `x-upstream-token`, a text's own words. Numbers and bools
 * computed from a secret are not marked: they are not its text.
 */

import { plain } from "./cel/program";
import type { TrafficPolicy } from "../document";

/** What stands in a masked text for a secret, or a value computed from one. */
export const REDACTED = "[secret]";


/** What a run reports, masked: the interface callers (the plane's log, preview) use. */
export interface SecretMask {
  /** `text` with secrets and the values computed from them replaced by `[secret]`. */
  text(text: string): string;
  /** A plain JSON value with every string in it masked as {@link SecretMask.text} does. */
  value<T>(value: T): T;
  /** True when the run saw no secret: masking gives every text back as it is. */
  readonly empty: boolean;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The strings of a value as {@link plain} gives it: list elements and map values. Not map keys: a
 * map computed from a secret has the policy's own names as keys (`{'token': secrets.get(…)}`),
 * which masked would hide every such word of the log.
 */
function strings(v: unknown, out: string[]): void {
  if (typeof v === "string") out.push(v);
  else if (Array.isArray(v)) for (const x of v) strings(x, out);
  else if (v !== null && typeof v === "object") for (const x of Object.values(v)) strings(x, out);
}

/** Whether a place an expression reads (`req.headers`) and one holding a marked value (`req`) overlap. */
const overlap = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

/**
 * The secrets a policy holds in its actions' configs: login client secrets (`oauth`,
 * `openid-connect`), webhook secrets, basic-auth credentials (as written and as a client's
 * `Authorization` header carries them) and their passwords. Marked before the
 * policy runs, so that nothing it says (a failure's line included) shows them, whichever action ran.
 */
export function heldSecrets(policy: TrafficPolicy): string[] {
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

/** One simulated request's secrets and what was computed from them (shared by every endpoint it passes). */
export class SecretMarks implements SecretMask {
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
    for (const vault of Object.values(secrets)) for (const v of Object.values(vault)) this.secret(v);
  }

  get empty(): boolean {
    return this.#secrets.size === 0 && this.#values.size === 0;
  }

  /** A secret's value (a vault secret, a credential): masked where it appears whole. */
  secret(value: string): void {
    if (value === "" || this.#secrets.has(value)) return;
    this.#secrets.add(value);
    this.#pattern = null;
  }

  /** A secret the policy read (`secrets.get`): masked whole ({@link SecretMarks.text}). */
  read(value: string): void {
    this.secret(value);
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

  text(text: string): string {
    if (this.empty || text === "") return text;
    const out = text.replace(this.#regexp(), REDACTED);
    // Pieces masked side by side read as one.
    return out.includes(REDACTED + REDACTED) ? out.replace(/(\[secret\])+/g, REDACTED) : out;
  }

  value<T>(value: T): T {
    if (this.empty) return value;
    return this.#deep(value) as T;
  }

  #deep(v: unknown): unknown {
    if (typeof v === "string") return this.text(v);
    if (Array.isArray(v)) return v.map((x) => this.#deep(x));
    if (v !== null && typeof v === "object" && Object.getPrototypeOf(v) === Object.prototype) {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [this.text(k), this.#deep(x)]));
    }
    return v;
  }

  /** Every secret and marked string, longest first, as written and URL-encoded, in any letter case. */
  #regexp(): RegExp {
    if (this.#pattern !== null) return this.#pattern;
    const forms = new Set<string>();
    for (const s of [...this.#secrets, ...this.#values]) {
      forms.add(s);
      forms.add(encodeURIComponent(s));
      forms.add(encodeURI(s));
    }
    const sorted = [...forms].sort((a, b) => b.length - a.length).map(escape);
    this.#pattern = new RegExp(sorted.join("|"), "gi");
    return this.#pattern;
  }
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

/** The marks of each run's trace, for {@link secretMask}. */
const marksOf = new WeakMap<object, SecretMask>();

/** Ties `marks` to the run's trace. */
export function attachMarks(trace: object, marks: SecretMask): void {
  marksOf.set(trace, marks);
}

const NONE: SecretMask = { text: (t) => t, value: (v) => v, empty: true };

/**
 * The mask of a simulated run: pass its outcome (or its trace). Its trace is already masked; what
 * the outcome carries as sent (the forwarded request, the answer) is not, since the upstream and
 * the client get the real values: mask those before writing them anywhere.
 */
export function secretMask(run: { trace: object } | object): SecretMask {
  const trace = "trace" in run && typeof run.trace === "object" && run.trace !== null ? run.trace : run;
  return marksOf.get(trace) ?? NONE;
}
