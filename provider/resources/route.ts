/**
 * The HttpsEdgeRoute provider. The route's id is the service's route id; its edge is the
 * `edgeId` input (a change of edge replaces the route). Every other change is applied in place
 * by the plan of `routeDiff.ts`: one PATCH for top-level fields and added or changed modules,
 * one delete-module call per removed module, in fail-closed order.
 */
import type * as pulumi from "@pulumi/pulumi";
import type { IngressClient } from "../client";
import { adoptIdProblem, adoptionTarget } from "../inputs/adoption";
import { createOnce, type Finder, interruptedTarget } from "./recovery";
import { outputsFrom } from "../inputs/outputs";
import { getClient } from "../process/runtime";
import { containsUnknown, isUnknown } from "../inputs/unknowns";
import { toCheckFailures, userInputs, validateInputs } from "../inputs/validate";
import { ID_PREFIX, ids } from "../wire/common";
import { formatIssues } from "../wire/rules";
import { MODULE_NAMES } from "../wire/routeModules";
import { type Route, RouteCreate } from "../wire/routes";
import { deleteIfExists, readOrGone } from "./gone";
import {
  LEGACY_SECRETS_CHANGED,
  MODULE_KEYS,
  planRouteUpdate,
  programModule,
  routeDiffers,
  SECRETS_CHANGED,
  secretsChanged,
  withoutModules,
  withoutSecrets,
} from "./routeDiff";

export const ROUTE_OUTPUT_FIELDS = [
  "edgeId", "uri", "createdAt", "matchType", "match", "description", "metadata",
  ...MODULE_NAMES.map((m) => MODULE_KEYS[m]), "policy",
] as const;

type Inputs = Record<string, unknown>;

export async function check(olds: Inputs, news: Inputs): Promise<pulumi.dynamic.CheckResult> {
  const { adoptId, edgeId, [SECRETS_CHANGED]: _, [LEGACY_SECRETS_CHANGED]: _l, ...fields } = userInputs(news);
  const problems = validateInputs(RouteCreate, fields);
  if (!isUnknown(edgeId)) {
    const r = ids.edge().safeParse(edgeId, { reportInput: true });
    if (!r.success) problems.unshift(...formatIssues(r.error.issues, () => "edgeId"));
  }
  problems.push(...adoptIdProblem(adoptId, ID_PREFIX.route, "an edge route"));
  const inputs: Inputs = { ...news };
  delete inputs[SECRETS_CHANGED];
  delete inputs[LEGACY_SECRETS_CHANGED];
  const rotated = secretsChanged(olds, news);
  if (rotated.length > 0) inputs[SECRETS_CHANGED] = rotated;
  return { inputs, failures: toCheckFailures(problems) };
}

export async function diff(_id: string, olds: Inputs, news: Inputs): Promise<pulumi.dynamic.DiffResult> {
  const replaces = isUnknown(news["edgeId"]) || news["edgeId"] !== olds["edgeId"] ? ["edgeId"] : [];
  const { __provider: _, [SECRETS_CHANGED]: _s, ...program } = news;
  const changes = replaces.length > 0 || containsUnknown(program) || routeDiffers(olds, news);
  return { changes, replaces, deleteBeforeReplace: false };
}

/** The POST body: top-level fields and every module the program declares. */
function createBody(inputs: Inputs): RouteCreate {
  const body: Record<string, unknown> = { match_type: inputs["matchType"], match: inputs["match"] };
  if (typeof inputs["description"] === "string") body["description"] = inputs["description"];
  if (typeof inputs["metadata"] === "string") body["metadata"] = inputs["metadata"];
  for (const m of MODULE_NAMES) {
    const mod = programModule(m, inputs);
    if (mod !== undefined) body[m] = mod;
  }
  return body as RouteCreate;
}

export async function create(inputs: Inputs): Promise<pulumi.dynamic.CreateResult> {
  const client = getClient();
  const edgeId = String(inputs["edgeId"]);
  const body = createBody(inputs);
  // A failed create may have added the route: look for it among the edge's routes (recovery.ts).
  const spec = {
    what: "route",
    create: () => client.routes.create(edgeId, body),
    finder: finder(client, inputs),
    howToFind: (since: string) =>
      `find it in the routes of GET /edges/https/${edgeId} (match_type ${body.match_type}, match ${body.match}, created at or after ${since}), then adopt it with adoptId, or delete it before running up again`,
  };
  // An adopted or recovered route is brought to the program by the plan; on a create no secret
  // counts as rotated (a recovered route holds what was sent, secrets included).
  const { [SECRETS_CHANGED]: _, ...program } = inputs;
  const adopt = adoptionTarget(inputs) ?? (await interruptedTarget(inputs, spec));
  if (adopt !== undefined) {
    const current = toOutputs(await client.routes.get(edgeId, adopt));
    return { id: adopt, outs: await apply(client, edgeId, adopt, current, program) };
  }
  const { item: route, recovered } = await createOnce(spec);
  if (!recovered) return { id: route.id, outs: toOutputs(route) };
  return { id: route.id, outs: await apply(client, edgeId, route.id, toOutputs(route), program) };
}

/** How to find a route the program's create may have made: the same match type and match on the edge. */
export function finder(client: IngressClient, inputs: Inputs): Finder<Route> {
  const edgeId = String(inputs["edgeId"]);
  const [matchType, match] = [inputs["matchType"], inputs["match"]];
  return {
    list: async () => (await client.edges.get(edgeId)).routes,
    matches: (r) => r.match_type === matchType && r.match === match,
    describe: `of type ${String(matchType)} matching ${String(match)} on ${edgeId}`,
  };
}

/** The edge and route of a resource id: `edge_id/route_id` (from `HttpsEdgeRoute.get`) or the route id with `edgeId` in its state. */
function routeRef(id: string, props: Inputs): [edgeId: string, routeId: string] {
  const slash = id.indexOf("/");
  return slash >= 0 ? [id.slice(0, slash), id.slice(slash + 1)] : [String(props["edgeId"]), id];
}

/** Reads the route; a route deleted outside the program leaves the state (empty id). */
export async function read(id: string, props: Inputs): Promise<pulumi.dynamic.ReadResult> {
  return readOrGone(id, () => getClient().routes.get(...routeRef(id, props)), toOutputs);
}

export async function update(id: string, olds: Inputs, news: Inputs): Promise<pulumi.dynamic.UpdateResult> {
  return { outs: await apply(getClient(), String(news["edgeId"]), id, olds, news) };
}

/** Runs the fail-closed plan and returns the outputs that result. */
async function apply(client: IngressClient, edgeId: string, id: string, olds: Inputs, news: Inputs): Promise<Inputs> {
  const plan = planRouteUpdate(olds, news);
  for (const m of plan.deleteFirst) await deleteModule(client, edgeId, id, m);
  let outs: Inputs = olds;
  if (plan.patch) outs = toOutputs(await client.routes.update(edgeId, id, plan.patch));
  for (const m of plan.deleteAfter) await deleteModule(client, edgeId, id, m);
  return withoutModules(outs, [...plan.deleteFirst, ...plan.deleteAfter]);
}

const deleteModule = (client: IngressClient, edgeId: string, id: string, m: (typeof MODULE_NAMES)[number]): Promise<void> =>
  deleteIfExists(() => client.routes.deleteModule(edgeId, id, m));

export async function remove(id: string, props: Inputs): Promise<void> {
  await deleteIfExists(() => getClient().routes.delete(...routeRef(id, props)));
}

/** Outputs from a route response: every field, `null` for absent modules, no secret. */
function toOutputs(route: Route): Inputs {
  const { id: _, ...rest } = route;
  return withoutSecrets(outputsFrom(rest, ROUTE_OUTPUT_FIELDS));
}
