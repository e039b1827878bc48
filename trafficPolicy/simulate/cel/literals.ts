/**
 * CEL text split as @bufbuild/cel 0.6.1's grammar splits it into code, comments and quoted
 * literals (`"…"`, `'…'`, `"""…"""`, `'''…'''`, each raw with an `r` and bytes with a `b`), so
 * that what is inside a literal or a comment is never read as code (limits.ts counts brackets
 * outside them), and a long literal can be parsed without the parser's stack (parseCel below).
 */
import { parse } from "@bufbuild/cel";

/** A quoted literal: where it starts (at its `b`/`r` prefix, else its opening quote) and ends. */
export interface Literal {
  kind: "literal";
  start: number;
  /** Just past the closing quote; or, when it is not closed, where it stops: a line break in a one-line literal, the end of the text. */
  end: number;
  bodyStart: number;
  bodyEnd: number;
  /** `"`, `'`, `"""` or `'''`. */
  quote: string;
  raw: boolean;
  bytes: boolean;
  closed: boolean;
}

/** A stretch of code, or a `//` comment (to its line break). */
export interface Stretch {
  kind: "code" | "comment";
  start: number;
  end: number;
}

/**
 * An escape of a cooked literal, as the grammar matches it (its `Escape` rule). Its hex forms take
 * `{0,n}` pairs of digits, as the generated parser does, so a piece is never cut inside one.
 */
const ESCAPE = /\\(?:[xX](?:[0-9a-fA-F]{2})?|u(?:[0-9a-fA-F]{2}){0,2}|U(?:[0-9a-fA-F]{2}){0,4}|[0-3][0-7]{2}|[abfnrtv"'`\\?])/y;

/** The length of the escape at `i`, 0 when a backslash there is a plain character. */
function escapeLength(text: string, i: number): number {
  ESCAPE.lastIndex = i;
  return ESCAPE.test(text) ? ESCAPE.lastIndex - i : 0;
}

const isLineBreak = (c: string | undefined): boolean => c === "\n" || c === "\r";

/** The literal whose quote is at `q`, with its prefix before it. */
function literalAt(text: string, q: number): Literal {
  const c = text[q] as string;
  const raw = /[rR]/.test(text[q - 1] ?? "");
  const bytes = /[bB]/.test(text[q - (raw ? 2 : 1)] ?? "");
  const quote = text.startsWith(c.repeat(3), q) ? c.repeat(3) : c;
  const bodyStart = q + quote.length;
  const start = q - (raw ? 1 : 0) - (bytes ? 1 : 0);
  let i = bodyStart;
  while (i < text.length) {
    if (text.startsWith(quote, i)) return { kind: "literal", start, end: i + quote.length, bodyStart, bodyEnd: i, quote, raw, bytes, closed: true };
    if (quote.length === 1 && isLineBreak(text[i])) break;
    i += !raw && text[i] === "\\" ? Math.max(1, escapeLength(text, i)) : 1;
  }
  const end = Math.min(i, text.length);
  return { kind: "literal", start, end, bodyStart, bodyEnd: end, quote, raw, bytes, closed: false };
}

/** The text's code, comments and literals, in order. */
export function* spans(text: string): Generator<Literal | Stretch> {
  let code = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"' || c === "'") {
      const l = literalAt(text, i);
      if (l.start > code) yield { kind: "code", start: code, end: l.start };
      yield l;
      i = code = l.end;
    } else if (c === "/" && text[i + 1] === "/") {
      if (i > code) yield { kind: "code", start: code, end: i };
      let j = i;
      while (j < text.length && !isLineBreak(text[j])) j++;
      yield { kind: "comment", start: i, end: j };
      i = code = j;
    } else i++;
  }
  if (code < text.length) yield { kind: "code", start: code, end: text.length };
}

/**
 * The longest body (in UTF-16 units) of a cooked literal parsed in one piece. @bufbuild/cel's
 * generated parser gathers the failed alternatives of each character of a cooked literal and
 * passes them on with `push(...list)`, one call argument each, so a literal of some 100,000
 * characters overflows the stack (a raw one gathers none). Pieces of 2,048 keep that list far
 * from the stack's size however deep the caller is.
 */
export const LITERAL_PIECE = 2048;

const BACKSLASH = 0x5c;

type Value = { case: "stringValue"; value: string } | { case: "bytesValue"; value: Uint8Array };

/** The value of one piece of a literal's body, parsed by @bufbuild/cel as a literal of its own. */
function pieceValue(l: Literal, body: string): Value {
  const e = parse(`${l.bytes ? "b" : ""}${l.quote}${body}${l.quote}`).expr;
  const k = e?.exprKind.case === "constExpr" ? e.exprKind.value.constantKind : undefined;
  if (k?.case !== "stringValue" && k?.case !== "bytesValue") throw new Error(`a piece of the literal at ${l.start} parsed as ${String(k?.case)}`);
  return k as Value;
}

/**
 * The value of a cooked literal, its body parsed in pieces of about {@link LITERAL_PIECE}. A piece
 * ends between escapes, never after a lone backslash (the closing quote would be escaped), a
 * high surrogate (bytes encode each half apart) or, in a triple-quoted literal, its quote
 * character (it would close the literal early); the pieces' values joined are the literal's.
 */
function literalValue(text: string, l: Literal): Value {
  const values: Value[] = [];
  let from = l.bodyStart;
  let i = l.bodyStart;
  while (i < l.bodyEnd) {
    const escape = text[i] === "\\" ? escapeLength(text, i) : 0;
    const next = i + Math.max(1, escape);
    const plain = escape === 0 ? text.charCodeAt(i) : -1;
    const cut = next - from >= LITERAL_PIECE && plain !== BACKSLASH && plain !== l.quote.charCodeAt(0) && !(plain >= 0xd800 && plain < 0xdc00);
    if (cut || next >= l.bodyEnd) {
      values.push(pieceValue(l, text.slice(from, next)));
      from = next;
    }
    i = next;
  }
  if (values.length === 0) return pieceValue(l, "");
  if (l.bytes) return { case: "bytesValue", value: new Uint8Array(Buffer.concat(values.map((v) => v.value as Uint8Array))) };
  return { case: "stringValue", value: values.map((v) => v.value as string).join("") };
}

/** `line:column` of `offset` in `text`, counted as @bufbuild/cel's parser counts them (its runtime's getLine and getColumn). */
function lineColumn(text: string, offset: number): string {
  let line = 1;
  for (let i = 0; i < offset; i++) {
    if (text[i] === "\r") {
      if (text[i + 1] === "\n") i++;
      line++;
    } else if (text[i] === "\n") line++;
  }
  let column = 1;
  for (let i = offset; i > 0 && !isLineBreak(text[i - 1]); i--) column++;
  return `${line}:${column}`;
}

type Parsed = ReturnType<typeof parse>;
type Expr = NonNullable<Parsed["expr"]>;

/** The expressions directly below `e`. */
export function children(e: Expr): (Expr | undefined)[] {
  const k = e.exprKind;
  switch (k.case) {
    case "selectExpr":
      return [k.value.operand];
    case "callExpr":
      return [k.value.target, ...k.value.args];
    case "listExpr":
      return k.value.elements;
    case "structExpr":
      return k.value.entries.flatMap((x) => [x.keyKind.case === "mapKey" ? x.keyKind.value : undefined, x.value]);
    case "comprehensionExpr": {
      const c = k.value;
      return [c.iterRange, c.accuInit, c.loopCondition, c.loopStep, c.result];
    }
    default:
      return [];
  }
}

/**
 * `text` parsed by @bufbuild/cel, as `parse` would, but with the body of each cooked literal longer
 * than {@link LITERAL_PIECE} left out of the text given to the parser (an empty literal stands in
 * for it) and its value, parsed in pieces, set on its constant afterwards. The positions of the
 * expressions, and a syntax error's line and column, are those of `text`. A fault of such a
 * literal's own (a surrogate escape) is found after the rest of the text parses: with a syntax
 * error too, the syntax error is said.
 */
export function parseCel(text: string): Parsed {
  const long = [...spans(text)].filter(
    (p): p is Literal => p.kind === "literal" && !p.raw && p.bodyEnd - p.bodyStart > LITERAL_PIECE && !/\w/.test(text[p.start - 1] ?? ""),
  );
  if (long.length === 0) return parse(text);
  // Each stand-in's closing quote in the shortened text, and the length of the body left out before it.
  const moved: { close: number; shift: number }[] = [];
  let shortened = "";
  let from = 0;
  for (const l of long) {
    shortened += text.slice(from, l.bodyStart);
    moved.push({ close: shortened.length, shift: l.bodyEnd - l.bodyStart });
    // One not closed stays so, and fails where it starts, as it would whole.
    if (l.closed) shortened += l.quote;
    from = l.closed ? l.end : l.bodyEnd;
  }
  shortened += text.slice(from);
  /** The offset in `text` of an offset in the shortened text. */
  const back = (offset: number): number => moved.reduce((o, m) => (offset >= m.close ? o + m.shift : o), offset);
  let parsed: Parsed;
  try {
    parsed = parse(shortened);
  } catch (e) {
    const located = e as { rawMessage?: unknown; location?: { start?: { offset?: unknown } } };
    const offset = located.location?.start?.offset;
    if (typeof located.rawMessage !== "string" || typeof offset !== "number") throw e;
    throw new Error(`<input>:${lineColumn(text, back(offset))}: ${located.rawMessage}`, { cause: e });
  }
  const positions = parsed.sourceInfo?.positions ?? {};
  for (const id of Object.keys(positions)) positions[id] = back(positions[id] as number);
  const standIns = new Map(long.map((l) => [l.start, l]));
  const stack = parsed.expr === undefined ? [] : [parsed.expr];
  for (let e = stack.pop(); e !== undefined; e = stack.pop()) {
    const k = e.exprKind;
    const l = k.case === "constExpr" ? standIns.get(positions[e.id.toString()] ?? -1) : undefined;
    if (l !== undefined && k.case === "constExpr") k.value.constantKind = literalValue(text, l);
    for (const c of children(e)) if (c !== undefined) stack.push(c);
  }
  return parsed;
}
