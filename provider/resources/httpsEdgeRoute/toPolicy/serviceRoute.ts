/**
 * An edge's routes as the service returns them, in the shape the translation takes (the create
 * body: references as ids), with each secret the service never returns read from a Traffic
 * Policy vault (`${secrets.get('vault', 'name')}`, traffic-policy/secrets.mdx), so the policy
 * carries no secret and still works once the user has stored each one.
 */
import { serviceModule } from "../plan";
import { DEFAULT_COOKIE_PREFIX, MODULE_NAMES, ModuleRequest, OAUTH_PROVIDERS, type ModuleName } from "../modules";
import { MATCH_TYPES, type MatchType } from "../wire";
import { secretPaths } from "../../../wire/secretFields";
import { routeLabel, type MigrationRoute } from "./translate";

/** The vault a policy reads the secrets of routes read from the service from, unless told another. */
export const DEFAULT_VAULT = "pulumi-ingress";

/** A route as the service returns it (snake_case), or as a lookup gives it once its keys are snake_case. */
export interface ServiceRoute {
  id: string;
  /** A {@link MatchType}, or text the service sends that this package does not know (refused by {@link migrationRoute}). */
  match_type: string;
  match: string;
  description?: string | null | undefined;
}

/** A secret the policy reads from the vault: its name there, and what it is. */
export interface VaultSecret {
  name: string;
  /** `route "api" (rt_1): oauth provider.google.client_secret`. */
  what: string;
  /** The module holding it, and its path there (wire names): `oauth`, `["provider", "google", "client_secret"]`. */
  module: ModuleName;
  path: readonly string[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);

/** Whether the module needs the secret at `path`: an own OAuth app (client_id set), a webhook provider other than SNS, OIDC. */
function needed(module: ModuleName, value: Obj, path: readonly string[]): boolean {
  if (module === "oauth") {
    const member = (value["provider"] as Obj | undefined)?.[path[1] ?? ""];
    return isObj(member) && typeof member["client_id"] === "string" && member["client_id"] !== "";
  }
  if (module === "webhook_verification") return value["provider"] !== "SNS";
  return true;
}

function setAt(value: Obj, path: readonly string[], secret: string): Obj {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  return { ...value, [head]: rest.length === 0 ? secret : setAt(isObj(value[head]) ? value[head] : {}, rest, secret) };
}

/** The route as the translation takes it, and the vault secrets its policy reads. */
export function migrationRoute(route: ServiceRoute, vault: string): { route: MigrationRoute; secrets: VaultSecret[] } {
  // Read liberally (wire/liberal.ts), a match type may be one no selector is known for.
  if (!(MATCH_TYPES as readonly string[]).includes(route.match_type)) {
    throw new Error(`route ${route.id} has match_type ${JSON.stringify(route.match_type)}, which this package cannot translate (it knows ${MATCH_TYPES.join(", ")})`);
  }
  const out: Obj = { id: route.id, match_type: route.match_type as MatchType, match: route.match };
  if (route.description != null && route.description !== "") out["description"] = route.description;
  const label = `route "${routeLabel(out as MigrationRoute)}" (${route.id})`;
  const secrets: VaultSecret[] = [];
  for (const name of MODULE_NAMES) {
    let m = serviceModule(name, (route as unknown as Obj)[name]);
    if (m === undefined) continue;
    // The service fills in its default cookie prefix; only one someone chose has no equivalent to report.
    if (m["cookie_prefix"] === DEFAULT_COOKIE_PREFIX) {
      const { cookie_prefix: _, ...rest } = m;
      m = rest;
    }
    for (const path of secretPaths(ModuleRequest[name])) {
      if (name === "oauth" && !(OAUTH_PROVIDERS as readonly string[]).includes(path[1] ?? "")) continue;
      if (!needed(name, m, path)) continue;
      const key = `${route.id}-${name}-${path.filter((p) => p !== "provider").join("-")}`.replace(/_/g, "-");
      m = setAt(m, path, `\${secrets.get('${vault}', '${key}')}`);
      secrets.push({ name: key, what: `${label}: ${name} ${path.join(".")}`, module: name, path });
    }
    out[name] = m;
  }
  return { route: out as MigrationRoute, secrets };
}
