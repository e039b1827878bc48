/**
 * The `filter` query parameter of the lists that take it (ngrok's API Filtering,
 * https://ngrok.com/docs/api/api-filtering): a CEL expression over one item, named `obj`, keeping the
 * items it is true for. Evaluated with the CEL library the Traffic Policy simulator runs
 * (@bufbuild/cel, with its string extensions) and its text cache, not with the simulator's
 * evaluator: that one binds a request's variables and macros (`req`, `conn`), which a list has none
 * of. Every field the item's schema names is bound, `null` when the item has none, so `obj.x == null`
 * holds for an unset field as the service documents. Not modelled: `timestamp(time.now)`.
 */
import { celEnv, isCelError, parse, plan, type CelValue } from "@bufbuild/cel";
import { strings } from "@bufbuild/cel/ext";
import { z } from "zod";
import { TextCache } from "../../trafficPolicy/simulate/base/cache";
import { quoteExpression } from "../../trafficPolicy/simulate/cel/limits";
import { ApiFailure } from "./errors";

type Run = (bindings: Record<string, never>) => CelValue;

const env = celEnv({ funcs: [...strings] });
const programs = new TextCache<Run>(256);

const invalid = (expr: string, why: string): ApiFailure => new ApiFailure("ERR_INVALID_QUERY", `filter ${quoteExpression(expr)} ${why}`);

function compile(expr: string): Run {
  try {
    return plan(env, parse(expr)) as Run;
  } catch (e) {
    throw invalid(expr, `does not parse: ${(e as Error).message.split("\n")[0] ?? ""}`);
  }
}

/** The fields an item's schema names, for binding the unset ones to `null`. */
const fieldsOf = (item: z.ZodType): readonly string[] => (item instanceof z.ZodObject ? Object.keys(item.shape as object) : []);

/**
 * A predicate over rendered items for `expr` (nothing when `expr` is null: every item is kept).
 * @throws ApiFailure `ERR_INVALID_QUERY` (400) when the expression does not parse, or fails or is not
 *   a boolean on an item.
 */
export function listFilter(expr: string | null, item: z.ZodType): ((rendered: unknown) => boolean) | undefined {
  if (expr === null) return undefined;
  const run = programs.get(expr, compile);
  const fields = fieldsOf(item);
  return (rendered) => {
    const obj = { ...Object.fromEntries(fields.map((k) => [k, null])), ...(rendered as Record<string, unknown>) };
    const r = run({ obj } as unknown as Record<string, never>);
    if (isCelError(r)) throw invalid(expr, `fails: ${r.message}`);
    if (typeof r !== "boolean") throw invalid(expr, "is not a boolean");
    return r;
  };
}
