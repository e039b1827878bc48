/**
 * An HTTPS edge route's fields (provider/fields/table.ts): its edge replaces (it is the route's
 * path, not a member of any body), everything else changes in place. A module is sent whole and
 * compared by ./compare.ts's rules; which calls bring the modules to the program (a PATCH, a
 * delete-module call each, in fail-closed order) is ./plan.ts's.
 */
import type { Field } from "../../fields/table";
import { DESCRIBED_FIELDS } from "../../fields/common";
import { fieldTable } from "../../fields/table";
import { snakeKeys } from "../../inputs/naming";
import { sameModule } from "./compare";
import { MODULE_NAMES, type ModuleName } from "./modules";
import { type Route, ROUTES } from "./wire";

/** A module's field: in place, compared by its rules, sent in the wire's names. */
const moduleField = (m: ModuleName): Field<Route> & { readonly kind: "inPlace" } => ({
  kind: "inPlace",
  compare: sameModule(m),
  send: snakeKeys,
  // Written by the import's declaration, which names the edge's backends and IP policies (FACTS.importing).
  imported: () => undefined,
});

const MODULE_FIELDS = Object.fromEntries(MODULE_NAMES.map((m) => [m, moduleField(m)])) as { readonly [K in ModuleName]: ReturnType<typeof moduleField> };

/** A route's fields, in the order of its outputs and of the import's arguments (edgeId, matchType, match, description, metadata, the modules). */
export const ROUTE_FIELDS = fieldTable(ROUTES)({
  edge_id: { kind: "replaces" },
  match_type: { kind: "inPlace" },
  match: { kind: "inPlace" },
  ...DESCRIBED_FIELDS,
  ...MODULE_FIELDS,
  // Null in every response.
  policy: { kind: "outputOnly" },
});
