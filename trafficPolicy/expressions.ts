/**
 * Every CEL expression of a policy, checked before any call: each rule's `expressions` and each
 * `${…}` in its actions' config strings (traffic-policy/how-it-works.mdx, "CEL Interpolation"), at
 * any depth. Each is parsed as the simulator compiles it (simulate/cel/program.ts: rewrite.ts, then
 * @bufbuild/cel's parser), and the variables it reads are checked against its phase's
 * (simulate/phaseVariables.ts) and their documented fields (simulate/cel/variables.ts). A service
 * that accepts an expression that does not parse answers 500 to every request of that endpoint
 * (issue #51): here it is refused at check. @bufbuild/cel 0.6.1 type-checks constants and
 * identifiers only, and does not export its checker, so the variables are checked here by walking
 * the parsed expression; functions and the types of what they are given are left to the service.
 */
import type { parse } from "@bufbuild/cel";
import { PHASES, type Phase, type TrafficPolicy } from "./model/document";
import { CelFailure, interpolationParts, NAMESPACED_FUNCTIONS, parseExpression } from "./simulate/cel/program";
import { quoteExpression } from "./simulate/cel/limits";
import { HYBRID } from "./simulate/cel/rewrite";
import { VARIABLE_FIELDS } from "./simulate/cel/variables";
import { PHASE_VARIABLES } from "./simulate/phaseVariables";
import { qualifiedName } from "./simulate/cel/reads";

type Expr = NonNullable<ReturnType<typeof parse>["expr"]>;

/** CEL's type names, which an expression may read as values (`type(x) == string`). */
const TYPE_NAMES = new Set(["bool", "bytes", "double", "dyn", "int", "list", "map", "null_type", "string", "type", "uint"]);

/** The qualified names `e` reads from outside it (a comprehension's own variables aside), in order. */
function reads(e: Expr | undefined, bound: ReadonlySet<string>, out: string[]): void {
  if (e === undefined) return;
  const k = e.exprKind;
  switch (k.case) {
    case "identExpr":
    case "selectExpr": {
      const name = qualifiedName(e);
      if (name === undefined) {
        if (k.case === "selectExpr") reads(k.value.operand, bound, out);
      } else if (!bound.has(name.split(".")[0] ?? "")) out.push(name);
      return;
    }
    case "callExpr": {
      const target = k.value.target;
      const namespace = target === undefined ? undefined : qualifiedName(target);
      // `base64.decode(x)` parses as a call of `decode` on `base64`: a function's name, not a variable.
      if (namespace === undefined || !NAMESPACED_FUNCTIONS.has(`${namespace}.${k.value.function}`)) reads(target, bound, out);
      for (const a of k.value.args) reads(a, bound, out);
      return;
    }
    case "listExpr":
      for (const x of k.value.elements) reads(x, bound, out);
      return;
    case "structExpr":
      for (const x of k.value.entries) {
        if (x.keyKind.case === "mapKey") reads(x.keyKind.value, bound, out);
        reads(x.value, bound, out);
      }
      return;
    case "comprehensionExpr": {
      const c = k.value;
      reads(c.iterRange, bound, out);
      reads(c.accuInit, bound, out);
      const inner = new Set([...bound, c.iterVar, c.iterVar2, c.accuVar].filter(Boolean));
      for (const x of [c.loopCondition, c.loopStep, c.result]) reads(x, inner, out);
      return;
    }
    default:
      return;
  }
}

/** Why `name` cannot be read in `phase`; undefined when it can. */
function readProblem(name: string, phase: Phase): string | undefined {
  const [root = "", field, ...rest] = name.split(".");
  if (field === undefined && TYPE_NAMES.has(root)) return undefined;
  const mine = PHASE_VARIABLES[phase];
  if (!mine.includes(root)) {
    const phases = PHASES.filter((p) => PHASE_VARIABLES[p].includes(root));
    if (phases.length > 0) return `reads ${name}, which ${phase} does not have (${root} is a variable of ${phases.join(" and ")} only)`;
    return `reads ${name}, which is not a variable (${phase} has ${mine.join(", ")})`;
  }
  const fields = VARIABLE_FIELDS[root];
  if (fields === undefined || field === undefined) return undefined;
  if (!fields.includes(field)) return `reads ${name}, which is not a variable (${root} has ${fields.join(", ")})`;
  // rewrite.ts reads a hybrid's undocumented sub-field from its string (`req.url.pathh` as `req.url.__text.pathh`).
  const hybrid = `${root}.${field}`;
  if (rest[0] === "__text" && rest.length > 1) {
    const written = [hybrid, ...rest.slice(1)].join(".");
    return `reads ${written}, which is not a variable (${hybrid} has ${(HYBRID[hybrid] ?? []).filter((f) => f !== "__text").join(", ")})`;
  }
  return undefined;
}

/** Why an expression cannot run in `phase`, or undefined. */
function expressionProblem(expr: string, phase: Phase): string | undefined {
  const p = parseExpression(expr);
  if (!p.ok) return p.problem;
  const names: string[] = [];
  reads(p.parsed.expr, new Set(), names);
  for (const name of names) {
    const problem = readProblem(name, phase);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

/**
 * Why a rule's expression cannot run in `phase`. The docs also write `${…}` inside an expression
 * (gateway/webhooks-to-on-prem/tutorial.mdx: `… != '${secrets.get(…)}'`): each `${…}` is checked,
 * then the expression with them left out.
 */
function ruleExpressionProblem(expr: string, phase: Phase): string | undefined {
  if (!expr.includes("${")) return expressionProblem(expr, phase);
  let parts: ReturnType<typeof interpolationParts>;
  try {
    parts = interpolationParts(expr);
  } catch (e) {
    if (!(e instanceof CelFailure)) throw e;
    return "has a ${ that is not closed";
  }
  for (const part of parts) {
    const problem = "expr" in part ? expressionProblem(part.expr, phase) : undefined;
    if (problem !== undefined) return `${quoteExpression(`\${${"expr" in part ? part.expr : ""}}`)} ${problem}`;
  }
  return expressionProblem(parts.map((part) => ("text" in part ? part.text : "")).join(""), phase);
}

/** Every string of a config value, with its path (`config.headers.x-who`, `config.vars[0].name`). */
function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === "string") yield [path, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, `${path}[${i}]`);
  else if (value !== null && typeof value === "object") for (const [k, v] of Object.entries(value)) yield* strings(v, `${path}.${k}`);
}

/**
 * One line per expression of `policy` that does not parse, is past a limit of simulate/cel/limits.ts
 * (its size, how deep it nests) or reads what its phase does not have:
 * `trafficPolicy on_http_request rule "office only" expression "req.method == " does not parse: …`.
 * A rule is named by its `name`, else its index. A `${…}` is named with its config path and
 * quoted alone, never the rest of its string (a config string may be a secret); any quote stops
 * after 200 characters, with `…`.
 */
export function expressionProblems(policy: TrafficPolicy, field: string): string[] {
  const lines: string[] = [];
  for (const phase of PHASES) {
    (policy[phase] ?? []).forEach((rule, i) => {
      const at = `${field} ${phase} rule ${rule.name === undefined ? i : JSON.stringify(rule.name)}`;
      for (const expr of rule.expressions ?? []) {
        const problem = ruleExpressionProblem(expr, phase);
        if (problem !== undefined) lines.push(`${at} expression ${quoteExpression(expr)} ${problem}`);
      }
      rule.actions.forEach((action, j) => {
        const config = (action as { config?: unknown }).config;
        for (const [path, text] of strings(config, "config")) {
          if (!text.includes("${")) continue;
          const where = `${at} actions[${j}] ${action.type} ${path}`;
          let parts: ReturnType<typeof interpolationParts>;
          try {
            parts = interpolationParts(text);
          } catch (e) {
            if (!(e instanceof CelFailure)) throw e;
            lines.push(`${where} has a \${ that is not closed`);
            continue;
          }
          for (const part of parts) {
            if (!("expr" in part)) continue;
            const problem = expressionProblem(part.expr, phase);
            if (problem !== undefined) lines.push(`${where} ${quoteExpression(`\${${part.expr}}`)} ${problem}`);
          }
        }
      });
    });
  }
  return lines;
}
