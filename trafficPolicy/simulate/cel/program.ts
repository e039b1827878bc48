/**
 * Compiling and running CEL: expressions (a rule's conditions) and `${...}` interpolation in
 * action configs (traffic-policy/how-it-works.mdx, "CEL Interpolation"). The macros read the
 * request being evaluated through the scope macros.ts sets around each evaluation: CEL functions
 * get only their arguments.
 */
import { celEnv, isCelError, type parse, plan, type CelValue } from "@bufbuild/cel";
import { strings } from "@bufbuild/cel/ext";
import { inScope, MACROS, SecretNotHeld, type MacroScope } from "./macros";
import { noteQualifiedNames } from "./qualifiedNames";
import { readsOf, type Reads } from "./reads";
import { rewrite } from "./rewrite";
import { TextCache } from "../base/cache";
import { closingIndex } from "./scan";
import { cutMessage, quoteExpression, textProblem, treeProblem } from "./limits";
import { parseCel } from "./literals";
import { type Bindings, show } from "../base/values";

interface Program {
  run: (bindings: Bindings) => CelValue;
  /** What the expression reads that the simulator has no data for. */
  unknown: string[];
  /** Whether it reads a secret, and the places it reads (secretMarks.ts). */
  reads: Reads;
}

/** The functions expressions may call: CEL's own, the strings extension and the documented macros. */
const FUNCS = [...strings, ...MACROS];
const env = celEnv({ funcs: FUNCS });

/** Names of the namespaced functions (`base64.decode`, `secrets.get`): their namespace is not a variable. */
export const NAMESPACED_FUNCTIONS: ReadonlySet<string> = new Set(FUNCS.map((f) => f.name).filter((n) => n.includes(".")));
const programs = new TextCache<Program>(4096);

/** A CEL failure with the expression it came from. */
export class CelFailure extends Error {}

/** An expression compiled, once per text: the same policies run on every request. */
const compile = (expr: string): Program => programs.get(expr, compileOnce);

/** An expression parsed as the simulator runs it: rewritten first (rewrite.ts), then parsed. */
export type Parsed = { ok: true; parsed: ReturnType<typeof parse>; unknown: string[] } | { ok: false; problem: string; cause: unknown };

/**
 * Parses an expression the way it is compiled to run, within the limits of limits.ts (checked on
 * the text before the parser runs, then on the parsed tree). `problem` says why it cannot run,
 * after the quoted expression: `does not parse: ` and the parser's first line, or the limit it is
 * past. When the rewritten text fails, the error is the one for the text as written where that
 * fails too, so its line and column point into what the user wrote.
 */
export function parseExpression(expr: string): Parsed {
  const over = textProblem(expr);
  if (over !== undefined) return { ok: false, problem: over, cause: undefined };
  const { cel, unknown } = rewrite(expr);
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parseCel(cel);
  } catch (e) {
    let cause = e;
    if (cel !== expr) {
      try {
        parseCel(expr);
      } catch (own) {
        cause = own;
      }
    }
    return { ok: false, problem: `does not parse: ${(cause as Error).message.split("\n")[0] ?? ""}`, cause };
  }
  const deep = treeProblem(parsed.expr);
  return deep === undefined ? { ok: true, parsed, unknown } : { ok: false, problem: deep, cause: undefined };
}

function compileOnce(expr: string): Program {
  let run: (ctx?: Record<string, never>) => CelValue;
  const p = parseExpression(expr);
  if (!p.ok) throw new CelFailure(`expression ${quoteExpression(expr)} ${p.problem}`, { cause: p.cause });
  const unknown = p.unknown;
  let qualified: boolean;
  try {
    run = plan(env, p.parsed) as typeof run;
    qualified = noteQualifiedNames(p.parsed.expr);
  } catch (e) {
    throw new CelFailure(`expression ${quoteExpression(expr)} does not parse: ${(e as Error).message.split("\n")[0] ?? ""}`, { cause: e });
  }
  return {
    unknown,
    reads: readsOf(p.parsed.expr),
    run: (bindings) => {
      let r: CelValue;
      try {
        // Own fields only when a comprehension's variable shadows one (qualifiedNames.ts).
        r = run((qualified ? bindings : { ...bindings }) as Record<string, never>);
      } catch (e) {
        throw new CelFailure(`expression ${quoteExpression(expr)} fails: ${cutMessage((e as Error).message)}`, { cause: e });
      }
      if (isCelError(r)) throw new CelFailure(`expression ${quoteExpression(expr)} fails: ${cutMessage(r.message)}`, { cause: r.cause });
      return r;
    },
  };
}

/** Runs one expression in a scope; a result computed from a secret is marked (secretMarks.ts). */
export function evaluate(expr: string, bindings: Bindings, scope: MacroScope): CelValue {
  const p = compile(expr);
  for (const why of p.unknown) scope.report(why);
  const fromSecret = scope.marks.computesFromSecret(p.reads.secret, p.reads.places);
  let r: CelValue;
  try {
    r = inScope(scope, p.run, bindings);
  } catch (e) {
    // CEL's own message may quote the value it failed on: for one computed from a secret, not shown, nor kept as the cause.
    if (fromSecret && e instanceof CelFailure && !(e.cause instanceof SecretNotHeld)) throw new CelFailure(`expression ${quoteExpression(expr)} fails on a value computed from a secret (CEL's message is not shown: it may quote the value)`);
    throw e;
  }
  if (fromSecret) scope.marks.mark(r);
  return r;
}

/** One piece of an interpolated string: text as is, or an expression to evaluate. */
type Part = { text: string } | { expr: string };

const partsOf = new TextCache<readonly Part[]>(4096);

/** The `${...}` parts of a string, found by brace depth outside quotes. */
export const interpolationParts = (text: string): readonly Part[] => partsOf.get(text, splitParts);

function splitParts(text: string): Part[] {
  const parts: Part[] = [];
  let i = 0;
  let plain = "";
  while (i < text.length) {
    if (text.startsWith("${", i)) {
      const close = closingIndex(text, i + 2, "{", "}");
      if (close < 0) throw new CelFailure(`unclosed \${ in ${quoteExpression(text)}`);
      if (plain) parts.push({ text: plain });
      plain = "";
      parts.push({ expr: text.slice(i + 2, close) });
      i = close + 1;
    } else {
      plain += text[i];
      i++;
    }
  }
  if (plain) parts.push({ text: plain });
  return parts;
}

/**
 * A string with its `${...}` evaluated. A value that is one `${...}` alone keeps its CEL type
 * when `typed` (set-vars keeps lists and maps); with text around it, the result is a string.
 */
export function interpolate(text: string, bindings: Bindings, scope: MacroScope, typed = false): CelValue | string {
  if (!text.includes("${")) return text;
  // A text holding a secret (a credential an action holds, written with `${`) gives a value
  // computed from it; the parser's and CEL's lines quote the text, so its failures are not shown.
  const secret = scope.marks.holds(text);
  try {
    const r = interpolated(text, bindings, scope, typed);
    if (secret) scope.marks.mark(r);
    return r;
  } catch (e) {
    if (secret && e instanceof CelFailure) throw new CelFailure("a text holding a secret does not evaluate its ${…} (the text is not shown)");
    throw e;
  }
}

function interpolated(text: string, bindings: Bindings, scope: MacroScope, typed: boolean): CelValue | string {
  const parts = interpolationParts(text);
  const only = parts.length === 1 ? parts[0] : undefined;
  if (typed && only && "expr" in only) return evaluate(only.expr, bindings, scope);
  return parts.map((p) => ("expr" in p ? show(evaluate(p.expr, bindings, scope)) : p.text)).join("");
}
