/**
 * The one definition of how protected a route is, for the update properties: the enabled
 * authentication, IP and webhook modules guarding an enabled backend.
 *
 * - A route whose backend is absent or disabled serves nothing: it is `"unreachable"`, the most
 *   protected a route can be.
 * - Otherwise its protection is the set of its guards: the modules among {@link GUARDS} that are
 *   present and enabled (`enabled` unset means true, as on the service).
 *
 * A guard counts by its module, not its settings: a module's settings change in one call (the
 * PATCH replaces it whole), so no state between two calls mixes old and new settings of one guard.
 *
 * Order, "at least as protected as" ({@link atLeastAsProtected}): `"unreachable"` is at least as
 * protected as anything; a set of guards is at least as protected as another set it contains, and
 * never as protected as `"unreachable"`. It is a partial order: {oauth} and {ip_restriction} are
 * incomparable.
 */
import { AUTH_MODULES, type ModuleName } from "../../provider/resources/httpsEdgeRoute/modules";

/** Modules that refuse requests by who sends them: authentication, IP restriction, webhook signatures. */
const GUARDS = [...AUTH_MODULES, "ip_restriction", "webhook_verification"] as const satisfies readonly ModuleName[];
export type Guard = (typeof GUARDS)[number];

export type Protection = "unreachable" | ReadonlySet<Guard>;

/** Modules by wire name, as the emulator stores them or a program declares them (request shape); absent or null when not set. */
export type Modules = Partial<Record<ModuleName, { enabled?: boolean | undefined } | null | undefined>>;

const on = (m: { enabled?: boolean | undefined } | null | undefined): boolean => m != null && (m.enabled ?? true);

/** How protected a route holding `modules` is. */
export function protectionOf(modules: Modules): Protection {
  if (!on(modules.backend)) return "unreachable";
  return new Set(GUARDS.filter((g) => on(modules[g])));
}

/** Whether `a` is at least as protected as `b`. */
export function atLeastAsProtected(a: Protection, b: Protection): boolean {
  if (a === "unreachable") return true;
  if (b === "unreachable") return false;
  return [...b].every((g) => a.has(g));
}

/** A protection as text for failure messages: `unreachable` or `{oauth, ip_restriction}`. */
export const describeProtection = (p: Protection): string => (p === "unreachable" ? "unreachable" : `{${[...p].join(", ")}}`);
