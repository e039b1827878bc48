/**
 * Names in the generated program. One camelCase identifier serves as both a resource's logical
 * name and its variable, so the two never drift apart; it is made from what a person reads on the
 * item (a description, a match, a hostport, a common name), followed by a noun saying what it is
 * (`apiRoute`, `mainAppEdge`), which also keeps names of different kinds from meeting.
 */
import { words } from "../../provider/importing/wording";

/** How many words of a description or a host make a name: enough to tell items apart, short enough to read. */
const MAX_WORDS = 4;

/** Identifiers the program itself declares or imports, and words JavaScript reserves. */
const RESERVED = new Set([
  "config", "fs", "pulumi", "ingress",
  "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else", "enum",
  "export", "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof", "new", "null",
  "return", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void", "while", "with", "yield",
  "let", "static", "implements", "interface", "package", "private", "protected", "public", "await", "arguments", "eval",
]);

const capitalized = (w: string): string => (w === "" ? w : `${w[0]?.toUpperCase() ?? ""}${w.slice(1)}`);

/** `["main", "app"]` → `mainApp`. */
const camelCase = (ws: readonly string[]): string => ws.map((w, i) => (i === 0 ? w : capitalized(w))).join("");

/** `["oidc", "client", "secret"]` → `OidcClientSecret`. */
export const pascalCase = (ws: readonly string[]): string => ws.map(capitalized).join("");

/** Nouns that already say the kind when a name ends with them (`"API certificate"` needs no `Cert`). */
const SAME_NOUN: Readonly<Record<string, readonly string[]>> = { cert: ["cert", "certificate", "certs", "certificates"] };

/**
 * The name of an item: the first few `label` words, then `noun` unless they already end with it.
 * A name that would begin with a digit begins with the noun instead (`route2faPortal`); no
 * label words give the noun alone.
 */
export function nameFrom(label: readonly string[], noun: string): string {
  const head = label.slice(0, MAX_WORDS);
  const nounWords = words(noun);
  const last = nounWords[nounWords.length - 1] ?? "";
  const ends = (SAME_NOUN[last] ?? [last]).includes(head[head.length - 1] ?? "");
  if (head.length === 0) return camelCase(nounWords);
  if (/^[0-9]/.test(head[0] ?? "")) return camelCase([...nounWords, ...head]);
  return camelCase(ends ? head : [...head, ...nounWords]);
}

/**
 * Names handed out once each: the first claim of a name gets it, later ones get a numeric
 * suffix (`apiRoute`, `apiRoute2`, …). Claims made in a fixed order (items sorted by creation
 * time, then id) give the same names on every run.
 */
export class Names {
  readonly #taken = new Set<string>(RESERVED);

  /** Marks names as used elsewhere (a stack's resources), so that no claim gets them. */
  reserve(names: Iterable<string>): void {
    for (const n of names) this.#taken.add(n);
  }

  /** Whether a name is handed out or reserved. */
  has(name: string): boolean {
    return this.#taken.has(name);
  }

  /** `base` if it is free, else `base` with the first free numeric suffix from 2. */
  claim(base: string): string {
    let name = base;
    for (let n = 2; this.#taken.has(name); n++) name = `${base}${n}`;
    this.#taken.add(name);
    return name;
  }
}
