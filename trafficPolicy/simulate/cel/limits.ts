/**
 * The bounds of an expression the simulator parses (its size, how deep it nests), checked before
 * @bufbuild/cel's parser runs and on what it gives, so that no expression overflows the stack of
 * the parser or of the walks and the evaluation of its tree, and how a line quotes an expression.
 */
import type { parse } from "@bufbuild/cel";
import { children, spans } from "./literals";

type Expr = NonNullable<ReturnType<typeof parse>["expr"]>;

/**
 * The most characters (Unicode code points) an expression may have. cel-go, the reference
 * implementation, refuses more than 100,000 by default (`ExpressionSizeCodePointLimit`); this is
 * above it, so that nothing a service with that default takes is refused here and a long literal
 * (a 200 KB certificate bundle or allow-list) fits, and low enough that a check stays under
 * seconds: @bufbuild/cel parses some 200,000 characters of code a second.
 */
export const MAX_EXPRESSION_SIZE = 262_144;

/**
 * How deep an expression may nest: cel-go's default `MaxRecursionDepth`, 250, so that what the
 * reference implementation refuses is refused here too. Counted as the deeper of: brackets (`(`,
 * `[`, `{`) and the `? :` branches nested in one another, as @bufbuild/cel's parser recurses
 * (it overflows the stack at about 450 nested parentheses); and the levels of the parsed
 * expression, as the walks of it and the evaluation recurse, where each operator, call, field
 * selection or index applied to the result of another is one level (`1 + 2 + 3` and `a.b.c` are
 * two deep; `&&` and `||` chains are balanced, so `||` joining 1,000 conditions adds ten).
 */
export const MAX_NESTING_DEPTH = 250;

/** The most characters of an expression a line quotes: a refusal stays one readable line. */
export const QUOTED_LENGTH = 200;

/** `expr` as a line quotes it: JSON, cut after {@link QUOTED_LENGTH} characters with `…`. */
export function quoteExpression(expr: string): string {
  let end = 0;
  for (let n = 0; n < QUOTED_LENGTH && end < expr.length; n++) end += (expr.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
  return JSON.stringify(end >= expr.length ? expr : `${expr.slice(0, end)}…`);
}

/** A foreign message (CEL's, which may quote a whole value) as a line carries it: cut after {@link QUOTED_LENGTH} characters with `…`. */
export function cutMessage(message: string): string {
  const first = message.split("\n")[0] ?? "";
  return first.length > QUOTED_LENGTH ? `${first.slice(0, QUOTED_LENGTH)}…` : first;
}

/** How many code points `text` has. */
function codePoints(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++, n++) if ((text.codePointAt(i) ?? 0) > 0xffff) i++;
  return n;
}

/** How deep the brackets and `? :` branches of `expr` nest, outside its literals and comments. */
function bracketDepth(expr: string): number {
  let depth = 0;
  let max = 0;
  // The depth outside each open bracket.
  const outside: number[] = [];
  for (const p of spans(expr)) {
    if (p.kind !== "code") continue;
    for (let i = p.start; i < p.end; i++) {
      const c = expr[i];
      if (c === "(" || c === "[" || c === "{") {
        outside.push(depth);
        depth++;
      } else if (c === ")" || c === "]" || c === "}") depth = outside.pop() ?? 0;
      // The parser recurses into a conditional's `:` branch, until the list, map or arguments' next item.
      else if (c === "?") depth++;
      else if (c === "," && outside.length > 0) depth = (outside[outside.length - 1] as number) + 1;
      max = Math.max(max, depth);
    }
  }
  return max;
}

const nests = (depth: number): string => `nests ${depth} levels deep, past the limit of ${MAX_NESTING_DEPTH} levels`;

/** Why `expr`, as written, is past a limit before it is parsed: its size, then its brackets' depth; undefined when it is not. */
export function textProblem(expr: string): string | undefined {
  const size = expr.length > MAX_EXPRESSION_SIZE ? codePoints(expr) : 0;
  if (size > MAX_EXPRESSION_SIZE) return `is ${size} characters long, past the limit of ${MAX_EXPRESSION_SIZE} characters`;
  const depth = bracketDepth(expr);
  return depth > MAX_NESTING_DEPTH ? nests(depth) : undefined;
}

/** Why a parsed expression nests past {@link MAX_NESTING_DEPTH}, measured without recursion; undefined when it does not. */
export function treeProblem(root: Expr | undefined): string | undefined {
  let max = 0;
  const stack: [Expr, number][] = root === undefined ? [] : [[root, 0]];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [e, depth] = top;
    max = Math.max(max, depth);
    for (const c of children(e)) if (c !== undefined) stack.push([c, depth + 1]);
  }
  return max > MAX_NESTING_DEPTH ? nests(max) : undefined;
}
