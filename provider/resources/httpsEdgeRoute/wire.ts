/** HTTPS edge routes: request and response shapes (`/edges/https/{edge_id}/routes`). */
import { z } from "zod";
import { describedBody } from "../../wire/common";
import type { CollectionFacts } from "../../wire/collection";
import { liberalItem } from "../../wire/liberal";
import { MODULE_NAMES, ModuleRequest, ModuleResponse, type ModuleName } from "./modules";

export const MATCH_TYPES = ["exact_path", "path_prefix"] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

/** `/path`, `host`, or `host/path` (a host may carry a port or a leading wildcard label). */
const MATCH_PATTERN = /^(?:\/\S*|(?:\*\.)?[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*(?::\d{1,5})?(?:\/\S*)?)$/;
const RouteMatch = z.string().regex(MATCH_PATTERN, {
  error: (iss) => `must be a route selector of the form /path, host or host/path; got ${JSON.stringify(iss.input)}`,
});

type Nullable<M extends Record<ModuleName, z.ZodType>> = { [K in ModuleName]: z.ZodOptional<z.ZodNullable<M[K]>> };
const requestModules = Object.fromEntries(MODULE_NAMES.map((m) => [m, ModuleRequest[m].nullable().optional()])) as Nullable<typeof ModuleRequest>;

const common = {
  ...describedBody(),
  ...requestModules,
};

/** POST body: `match_type` and `match` required; each module an object, null, or left out. */
export const RouteCreate = z.strictObject({ match_type: z.enum(MATCH_TYPES), match: RouteMatch, ...common });
export type RouteCreate = z.infer<typeof RouteCreate>;

/**
 * PATCH body, same members as create. A module left out is not modified; a module present
 * replaces the existing one whole; modules are removed only by the delete-module operation.
 */
export const RouteUpdate = z.strictObject({ match_type: z.enum(MATCH_TYPES).optional(), match: RouteMatch.optional(), ...common });
export type RouteUpdate = z.infer<typeof RouteUpdate>;

type ResponseModules = { [K in ModuleName]: z.ZodOptional<z.ZodNullable<(typeof ModuleResponse)[K]>> };
const responseModules = Object.fromEntries(MODULE_NAMES.map((m) => [m, ModuleResponse[m].nullish()])) as unknown as ResponseModules;

/** Response. `description` may be absent when never set; `policy` is null in every response. */
const RouteMembers = z.object({
  id: z.string(),
  edge_id: z.string(),
  uri: z.string(),
  created_at: z.string(),
  match_type: z.enum(MATCH_TYPES),
  match: z.string(),
  description: z.string().nullish(),
  metadata: z.string().nullish(),
  ...responseModules,
  policy: z.unknown().optional(),
});
/** A route as read (wire/liberal.ts): by the edge's list as by the route's own calls. */
export const Route = liberalItem(RouteMembers, "an edge route");
export type Route = z.infer<typeof Route>;

/**
 * Routes are no top-level collection: they live under their edge (`/edges/https/{edge_id}/routes`)
 * and are listed with it, so only the facts every family states are given here.
 */
export const ROUTES = {
  key: "routes",
  idPrefix: "edghtsrt_",
  anItem: "an edge route",
  item: Route,
  create: RouteCreate,
  update: RouteUpdate,
  listable: false,
} as const satisfies CollectionFacts<"routes", typeof Route, typeof RouteCreate, typeof RouteUpdate>;
