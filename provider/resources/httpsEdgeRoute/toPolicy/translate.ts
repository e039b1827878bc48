/**
 * The Traffic Policy equivalent to the routes of one HTTPS edge (issue #24). Routes come in the
 * wire shape (snake_case, modules in their request shapes), so routes read from the service and
 * the SDK's route args (converted by `snakeKeys`) take the same path.
 *
 * Per route, in selection order (routeOrder.ts), rules go in this order: IP restriction, user
 * agent filter, webhook verification, authentication (oauth, oidc), circuit breaker, request
 * headers, the route's own traffic policy, then the backend, last (guides/migration/edges-to-endpoints.mdx,
 * "7. Convert backends": "after all other actions ... added to the end of the phase"). Authentication
 * precedes the header changes so nothing is added for a request that is turned away. Response
 * rules (response headers, compression) go in on_http_response under the same route expressions.
 */
import type { RouteCreate } from "../wire";
import { MODULE_NAMES, type ModuleName } from "../modules";
import { PHASES, parsePolicy, TrafficPolicy, type Phase, type TrafficPolicyAction, type TrafficPolicyRule } from "../../../../trafficPolicy/model/document";
import * as map from "./moduleActions";
import { exclusiveExpressions, parseSelector, selectionOrder } from "./routeOrder";

/** A route to translate: the create body, plus its id and description when read from the service. */
export type MigrationRoute = RouteCreate & { id?: string };

/**
 * Where a backend's traffic goes now: the URL of an internal endpoint (`https://app.internal`), a
 * failover list (each tried in turn, `on_error: continue`), or a weighted set (URL → weight), which
 * has no equivalent.
 */
export type BackendTarget =
  | string
  | {
      /** Internal endpoint URLs, tried in this order: each `forward-internal` but the last continues on error. At least one. */
      failover: readonly string[];
    }
  | {
      /** Internal endpoint URL → weight. Has no Traffic Policy equivalent: a route using it is refused unless `weighted_backend` is dropped. */
      weighted: Readonly<Record<string, number>>;
    };

export interface TranslateOptions {
  /** Backend id (`bkdtg_…`, `bkdfo_…`, …) → where its traffic goes now. Every backend a route uses must be here. */
  backends: Readonly<Record<string, BackendTarget>>;
  /** Modules with no equivalent to leave out instead of refusing the translation. */
  drop?: readonly map.Unsupported[];
}

/**
 * What became of one module of a route.
 * @inlineType ModuleName
 * @inlineType ModuleStatus
 */
export interface ModuleReport {
  /** The module, by its wire name (`ip_restriction`, `oauth`, `backend`, …). */
  module: ModuleName;
  /**
   * `converted`: the policy does what the module did. `caveat`: converted, with a difference the
   * note names. `refused`: no equivalent, so nothing was produced (the translation then fails with
   * `MigrationRefused`). `dropped`: left out, because `drop` asked for it or the module was disabled.
   */
  status: map.ModuleStatus;
  /** For people: the actions produced, the difference, or why nothing was; may be empty when there is nothing to add. */
  note: string;
}
/** What became of one route: its match as CEL, and each of its modules. */
export interface RouteReport {
  /** The route's description, or `match_type match`. */
  route: string;
  /** The route's id (`edghtsrt_…`) when the route was read from the service; absent for routes declared in the program. */
  id?: string;
  /** The CEL expressions every rule of the route carries. */
  expressions: string[];
  /** Each module the route has, the backend included, in the wire's module order. */
  modules: ModuleReport[];
}
export interface Translation {
  policy: TrafficPolicy;
  report: RouteReport[];
}

/**
 * One refusal: a module of a route that has no equivalent (or lacks what it needs).
 * @inlineType ModuleName
 * @inlineType map.Unsupported
 */
export interface RefusalLine {
  /** The route's description, or `match_type match`. */
  route: string;
  /** The route's id (`edghtsrt_…`) when the route was read from the service; absent for routes declared in the program. */
  id?: string;
  /** The module, by its wire name. */
  module: ModuleName;
  /** Why it has no equivalent, and what ngrok's docs offer instead. */
  alternative: string;
  /** The `drop` key that opts out, when dropping is allowed. */
  dropKey?: map.Unsupported;
}

/** Every refusal over all routes, thrown together. */
export class MigrationRefused extends Error {
  /** Every refused module, in the order the routes are selected; never empty. The message lists the same, one line each. */
  readonly refusals: readonly RefusalLine[];
  /**
   * An error whose message lists each refusal with its route, module, alternative and `drop` key.
   * @param refusals - The refused modules; at least one.
   */
  constructor(refusals: readonly RefusalLine[]) {
    super(
      `cannot translate ${refusals.length} module${refusals.length === 1 ? "" : "s"} to Traffic Policy:\n` +
        refusals
          .map((r) => {
            const where = r.id === undefined ? `route "${r.route}"` : `route "${r.route}" (${r.id})`;
            const optOut = r.dropKey === undefined ? "" : `; to leave it out instead, pass drop: ["${r.dropKey}"]`;
            return `  - ${where}, module ${r.module}: ${r.alternative}${optOut}`;
          })
          .join("\n"),
    );
    this.name = "MigrationRefused";
    this.refusals = refusals;
  }
}

/** Modules in the order their rules are emitted; `backend` is handled last, apart. */
const RULE_ORDER = [
  "ip_restriction",
  "user_agent_filter",
  "webhook_verification",
  "saml",
  "oauth",
  "oidc",
  "circuit_breaker",
  "request_headers",
  "websocket_tcp_converter",
  "traffic_policy",
  "response_headers",
  "compression",
] as const satisfies readonly Exclude<ModuleName, "backend">[];

export const routeLabel = (r: MigrationRoute): string => r.description || `${r.match_type} ${r.match}`;

/** Each module's translation, given the route's module (present). */
const TRANSLATIONS: { readonly [M in Exclude<ModuleName, "backend">]: (m: NonNullable<MigrationRoute[M]>) => map.ModuleResult } = {
  ip_restriction: map.ipRestriction,
  user_agent_filter: map.userAgentFilter,
  webhook_verification: map.webhookVerification,
  saml: () => map.saml(),
  oauth: map.oauth,
  oidc: map.oidc,
  circuit_breaker: map.circuitBreaker,
  request_headers: (m) => map.headers(m, "on_http_request", "request headers"),
  response_headers: (m) => map.headers(m, "on_http_response", "response headers"),
  compression: () => map.compression(),
  websocket_tcp_converter: () => map.websocketTcpConverter(),
  traffic_policy: (m) => ownTrafficPolicy(m.value),
};

function moduleResult<M extends Exclude<ModuleName, "backend">>(route: MigrationRoute, name: M): map.ModuleResult | undefined {
  const m = route[name];
  return m ? TRANSLATIONS[name](m) : undefined;
}

// The route's own policy runs under the route's expressions. Its on_tcp_connect rules cannot: no
// request, so no route, is known when a connection opens (traffic-policy/how-it-works.mdx, "Phases").
function ownTrafficPolicy(text: string): map.ModuleResult {
  let policy: TrafficPolicy;
  try {
    policy = parsePolicy(text);
  } catch (e) {
    return {
      rules: [],
      status: "converted",
      note: "",
      refusal: { key: "traffic_policy", alternative: `its policy cannot be read (${(e as Error).message.replace(/\n\s*/g, " ")}); fix the policy text` },
    };
  }
  const rules = (["on_http_request", "on_http_response"] as const).flatMap((phase) => (policy[phase] ?? []).map((rule) => ({ phase, rule })));
  const result: map.ModuleResult = { rules: map.ownPolicy(rules), status: "converted", note: `${rules.length} rule${rules.length === 1 ? "" : "s"} kept under the route's expressions` };
  if ((policy.on_tcp_connect ?? []).length > 0) {
    result.refusal = {
      key: "traffic_policy",
      alternative: "its on_tcp_connect rules cannot be limited to one route (no request is known when a connection opens); move them to the endpoint's policy yourself",
    };
  }
  return result;
}

// Backends (gateway/edges.mdx, "Migration guide"; edges-to-endpoints.mdx, "7. Convert backends"):
// tunnel group → forward-internal to the internal endpoint; failover → forward-internal to each
// in turn with on_error: continue, the last halting; weighted → "Not yet supported".
function backend(route: MigrationRoute, options: TranslateOptions): { result: map.ModuleResult; missing?: string } | undefined {
  const m = route.backend;
  if (!m) return undefined;
  const target = options.backends[m.backend_id];
  if (target === undefined) return { result: { rules: [], status: "converted", note: "" }, missing: m.backend_id };
  const rule = (actions: TrafficPolicyAction[]): map.PhaseRule[] => [{ phase: "on_http_request", name: "backend", actions }];
  if (typeof target === "string") {
    return { result: { rules: rule([{ type: "forward-internal", config: { url: target } }]), status: "converted", note: `forward-internal to ${target}` } };
  }
  if ("failover" in target) {
    const urls = target.failover;
    const actions: TrafficPolicyAction[] = urls.map((url, i) => ({
      type: "forward-internal",
      config: i < urls.length - 1 ? { url, on_error: "continue" } : { url },
    }));
    return { result: { rules: rule(actions), status: "converted", note: `forward-internal to ${urls.join(", then ")}` } };
  }
  return {
    result: {
      rules: [],
      status: "converted",
      note: "",
      refusal: {
        key: "weighted_backend",
        alternative:
          "weighted backends are not yet supported by Traffic Policy (guides/migration/edges-to-endpoints.mdx, \"Weighted backends\"); pseudo-weight with set-vars and rand.int as that guide shows, or use an endpoint pool",
      },
    },
  };
}

/**
 * Translates the routes of one edge. Throws {@link MigrationRefused} listing every module, over
 * all routes, that has no equivalent and is not in `options.drop`, and every backend that
 * `options.backends` does not map.
 */
export function translateRoutes(routes: readonly MigrationRoute[], options: TranslateOptions): Translation {
  const drop = new Set(options.drop ?? []);
  const selectors = routes.map((r) => parseSelector(r.match_type, r.match));
  const expressions = exclusiveExpressions(selectors);
  const phases: Record<Phase, TrafficPolicyRule[]> = { on_tcp_connect: [], on_http_request: [], on_http_response: [] };
  const refusals: RefusalLine[] = [];
  // Rules in selection order: they exclude each other, so this order is for readers only.
  const order = selectionOrder(selectors);
  const report: RouteReport[] = routes.map((r, i) => {
    const entry: RouteReport = { route: routeLabel(r), expressions: expressions[i] ?? [], modules: [] };
    if (r.id !== undefined) entry.id = r.id;
    return entry;
  });

  for (const i of order) {
    const route = routes[i]!;
    const own = expressions[i] ?? [];
    const entry = report[i]!;
    const refuse = (module: ModuleName, refusal: { alternative: string; key?: map.Unsupported }): void => {
      const line: RefusalLine = { route: entry.route, module, alternative: refusal.alternative };
      if (entry.id !== undefined) line.id = entry.id;
      if (refusal.key !== undefined) line.dropKey = refusal.key;
      refusals.push(line);
    };
    const emit = (module: ModuleName, result: map.ModuleResult): void => {
      if (result.refusal !== undefined) {
        if (!drop.has(result.refusal.key)) {
          refuse(module, result.refusal);
          entry.modules.push({ module, status: "refused", note: result.refusal.alternative });
          return;
        }
        // A dropped part of a module leaves the rest (oauth without teams); a whole module leaves nothing.
        const dropped = `left out as asked (drop: "${result.refusal.key}")`;
        entry.modules.push({ module, status: result.rules.length === 0 ? "dropped" : "caveat", note: result.rules.length === 0 ? dropped : `${result.note}; ${dropped}` });
      } else {
        entry.modules.push({ module, status: result.status, note: result.note });
      }
      for (const rule of result.rules) {
        const out: TrafficPolicyRule = { name: `${entry.route}: ${rule.name}`, expressions: [...own, ...(rule.expressions ?? [])], actions: rule.actions };
        phases[rule.phase].push(out);
      }
    };
    const disabled = (module: ModuleName): boolean => {
      const m = route[module];
      if (m && m.enabled === false) {
        entry.modules.push({ module, status: "dropped", note: "disabled on the route (enabled: false); nothing to convert" });
        return true;
      }
      return false;
    };

    for (const module of RULE_ORDER) {
      if (disabled(module)) continue;
      const result = moduleResult(route, module);
      if (result !== undefined) emit(module, result);
    }
    if (!disabled("backend")) {
      const b = backend(route, options);
      if (b?.missing !== undefined) {
        refuse("backend", {
          alternative: `backend ${b.missing} is not mapped; add it to options.backends with the URL of the internal endpoint that now serves it (for example "https://app.internal")`,
        });
        entry.modules.push({ module: "backend", status: "refused", note: `backend ${b.missing} is not in options.backends` });
      } else if (b !== undefined) {
        emit("backend", b.result);
      } else {
        entry.modules.push({ module: "backend", status: "caveat", note: "the route has no backend: requests it serves get no response from the policy" });
      }
    }
    entry.modules.sort((a, b) => MODULE_NAMES.indexOf(a.module) - MODULE_NAMES.indexOf(b.module));
  }

  if (refusals.length > 0) throw new MigrationRefused(refusals);
  const policy: TrafficPolicy = {};
  for (const phase of PHASES) if (phases[phase].length > 0) policy[phase] = phases[phase];
  return { policy: TrafficPolicy.parse(policy), report };
}
