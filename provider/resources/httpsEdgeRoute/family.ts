/**
 * The HttpsEdgeRoute provider. The route's id is the service's route id; its edge is the
 * `edgeId` input (a change of edge replaces the route). Every other change is applied in place
 * by the plan of `plan.ts`: one PATCH for top-level fields and added or changed modules,
 * one delete-module call per removed module, in fail-closed order.
 *
 * Its fields are on a table (./fields.ts), from which the create body, the top-level PATCH, the
 * outputs and the import's plain arguments derive. It keeps a lifecycle of its own rather than the
 * shared one (provider/lifecycle/declare.ts): every call names the edge as well as the route (read
 * and delete take it from the state), and an update may be delete-module calls around the PATCH,
 * in an order that never leaves the route less protected, which no one PATCH says.
 */
import type * as pulumi from "@pulumi/pulumi";
import type { Edges, HttpsEdgeRoutes } from "./client";
import type { Edge } from "./edge";
import { adoptIdProblem, adoptionTarget } from "../../inputs/adoption";
import { createOnce, type Finder, searchWith } from "../../lifecycle/recovery";
import { family } from "../../contract/family";
import type { ServiceOutputs } from "../../lifecycle/declare";
import { createBodyOf, fieldsOf, importArgsOf, outputsOf } from "../../fields/derive";
import { getClient } from "../../process/runtime";
import { containsUnknown, isUnknown } from "../../inputs/unknowns";
import { toCheckFailures, userInputs, validateInputs } from "../../inputs/validate";
import { type Camelize, toCamel } from "../../inputs/naming";
import { ID_PREFIX, ids } from "../../wire/common";
import { ROUTES } from "./wire";
import { formatIssues } from "../../wire/rules";
import { DEFAULT_COOKIE_PREFIX, MODULE_NAMES, ModuleRequest, SAML_DEFAULT_NAMEID_FORMAT } from "./modules";
import { type Route, RouteCreate } from "./wire";
import { ROUTE_FIELDS } from "./fields";
import { deleteIfExists, readOrGone } from "../../lifecycle/gone";
import { MODULE_KEYS, planRouteUpdate, routeDiffers, SECRET_PATHS, serviceModule, withoutSecrets } from "./plan";
import { nextSecretsRecord, SECRETS_APPLIED, SECRETS_CHANGED, type SecretsChanged, secretsRecord } from "../../lifecycle/secretRotation";

/** What the route family calls of the client: its own two collections (an `IngressClient` has both). */
type RouteClient = { readonly edges: Edges; readonly httpsEdgeRoutes: HttpsEdgeRoutes };

/** The route's fields as its table states them (./fields.ts). */
const FIELDS = fieldsOf(ROUTES, ROUTE_FIELDS);

/** What `check` gets: the program's values, not validated yet. */
type Unchecked = Record<string, unknown>;

/** The program's inputs, as `check` passes them on: the route, its edge, and the secrets `check` found changed. */
export type RouteInputs = Camelize<RouteCreate> & {
  edgeId: string;
  adoptId?: string;
  [SECRETS_CHANGED]?: SecretsChanged;
};

/** Members the wire model marks secret in the modules; types cannot read that mark, so they are named here. */
type SecretMember = "secret" | "clientSecret";
type SecretsLeftOut<T> = T extends readonly (infer U)[]
  ? SecretsLeftOut<U>[]
  : T extends object
    ? { [K in keyof T as K extends SecretMember ? never : K]: SecretsLeftOut<T[K]> }
    : T;
/**
 * The outputs: the service's route, without the secrets it may echo (outputs never hold them),
 * and the generation of the last secret rotation applied to it.
 */
export type RouteOutputs = SecretsLeftOut<ServiceOutputs<Route>> & { [SECRETS_APPLIED]?: number };

export const FACTS = family({
  type: "HttpsEdgeRoute",
  apiPaths: /^\/edges\/https\/[^/]+\/routes(\/|$)/,
  what: "route",
  fields: ROUTE_FIELDS,
  // ERR_NGROK_7126: one route per match on an edge (emulator/resources/httpsEdgeRoute/rules.ts).
  recovery: { matchFields: ["edgeId", "matchType", "match"], search: searchWith(finder), uniqueMatch: true },
  importing: {
    find: {
      from: "parents",
      only: "routes",
      parents: {
        what: "HTTPS edge",
        flag: "edge",
        idPrefix: ID_PREFIX.edge,
        noun: "edge",
        list: (client) => client.edges.list(),
        children: (edge: Edge) => edge.routes,
        // Its description, else its first hostport.
        label: (edge: Edge, t) => t.wordsOr(edge.description, () => t.hostWords(edge.hostports[0] ?? "")),
        describe: (edge: Edge, t) =>
          `HTTPS edge ${edge.hostports.length > 0 ? edge.hostports.join(", ") : "without hostports"}${t.oneLine(edge.description) ? `: ${t.oneLine(edge.description)}` : ""}`,
      },
    },
    summary: "routes of HTTPS edges with every module",
    intro: [
      "Routes of HTTPS edges, every module as the service holds it. The service never returns client",
      "and webhook secrets: each is read from the stack's secret config.",
    ],
    constants: ["edge", "backend", "ip policy"],
    // Its description, else its match (a host match's host, then its path), else its edge's words.
    label: (r: Route, t, edge: { label: readonly string[] }) =>
      t.wordsOr(r.description, () => {
        const slash = r.match.indexOf("/");
        const host = slash < 0 ? r.match : r.match.slice(0, slash);
        const words = [...(host === "" ? [] : t.hostWords(host)), ...t.words(slash < 0 ? "" : r.match.slice(slash))];
        return words.length > 0 ? words : [...edge.label];
      }),
    // The edge, the route's plain fields, then every module as the service holds it, in its request
    // shape (serviceModule), left out where the provider reads it as unset (plan.ts).
    declare: (r: Route, as, t, edge: { label: readonly string[]; constant: unknown }) => {
      const args: Record<string, unknown> = { edgeId: edge.constant, ...importArgsOf(FIELDS, r, as, t) };
      for (const m of MODULE_NAMES) {
        const v = t.shaped(ModuleRequest[m], serviceModule(m, r[m]), {
          defaults: { cookie_prefix: DEFAULT_COOKIE_PREFIX, nameid_format: SAML_DEFAULT_NAMEID_FORMAT },
          topDefaults: { enabled: true },
          // Session settings of the authentication modules: after what the module is (its provider, issuer, IdP).
          last: ["options_passthrough", "cookie_prefix", "inactivity_timeout", "maximum_duration"],
          namesKept: ["add"],
          refs: {
            // A backend serves an app: named after the edge of the first route sending traffic to it.
            backend_id: (id) => t.constant(id, "backend", edge.label, (users) => `${id.startsWith("bkdtg_") ? "Tunnel group backend" : "Backend"} of ${t.list(users)}`),
            ip_policy_ids: (id) => t.constant(id, "ip policy", as.label, (users) => `IP policy of ${t.list(users)}`),
          },
          // `provider` says nothing a key needs: `apiRouteOauthGithubClientSecret`.
          secret: (path) => t.secret([m, ...path].filter((p) => p !== "provider"), `${[m, ...path].map(toCamel).join(".")} of route ${as.name}`),
          // The traffic_policy module's policy, from stack config when it holds a secret (the SDK makes the module secret then).
          ...(m === "traffic_policy" ? { given: { value: (text: unknown) => t.policy(String(text), ["traffic policy"], `trafficPolicy.value of route ${as.name}`) } } : {}),
        });
        if (v !== undefined) args[toCamel(m)] = v;
      }
      return { args };
    },
  },
});

/**
 * Checks one route's inputs. Two routes of the program with the same match on one edge, which the
 * service refuses (ERR_NGROK_7126), are not caught here: the engine checks each resource alone and
 * never shows a provider the program's other resources, so at preview only the policy pack's
 * stack rule `ingress-route-match-unique` sees both; at `up` the second create is refused.
 */
export async function check(olds: Unchecked, news: Unchecked): Promise<pulumi.dynamic.CheckResult<Unchecked>> {
  const { adoptId, edgeId, [SECRETS_CHANGED]: _, ...fields } = userInputs(news);
  const problems = validateInputs(RouteCreate, fields);
  if (!isUnknown(edgeId)) {
    const r = ids.edge().safeParse(edgeId, { reportInput: true });
    if (!r.success) problems.unshift(...formatIssues(r.error.issues, () => "edgeId"));
  }
  problems.push(...adoptIdProblem(adoptId, ROUTES));
  const inputs: Unchecked = { ...news };
  delete inputs[SECRETS_CHANGED];
  // A create sends every secret: nothing to record until the route exists.
  const record = Object.keys(userInputs(olds)).length === 0 ? undefined : nextSecretsRecord(olds, news, SECRET_PATHS);
  if (record !== undefined) inputs[SECRETS_CHANGED] = record;
  return { inputs, failures: toCheckFailures(problems, RouteCreate) };
}

export async function diff(_id: string, olds: RouteOutputs, news: RouteInputs): Promise<pulumi.dynamic.DiffResult> {
  const replaces = isUnknown(news.edgeId) || news.edgeId !== olds.edgeId ? ["edgeId"] : [];
  const { [SECRETS_CHANGED]: _, ...program } = userInputs(news);
  const changes = replaces.length > 0 || containsUnknown(program) || routeDiffers(olds, news);
  return { changes, replaces, deleteBeforeReplace: false };
}

/** The POST body: top-level fields and every module the program declares. */
const createBody = (inputs: RouteInputs): RouteCreate => createBodyOf(FIELDS, inputs) as RouteCreate;

export async function create(inputs: RouteInputs): Promise<pulumi.dynamic.CreateResult<RouteOutputs>> {
  const client = getClient();
  const { edgeId } = inputs;
  const body = createBody(inputs);
  // A failed create may have added the route: look for it among the edge's routes (recovery.ts).
  const spec = {
    what: FACTS.what,
    create: () => client.httpsEdgeRoutes.create(edgeId, body),
    finder: finder(client, inputs),
    howToFind: (since: string) =>
      `find it in the routes of GET /edges/https/${edgeId} (match_type ${body.match_type}, match ${body.match}, created at or after ${since}), then adopt it with adoptId, or delete it before running up again`,
  };
  // An adopted or recovered route is brought to the program by the plan; on a create no secret
  // counts as rotated (a recovered route holds what was sent, secrets included).
  const { [SECRETS_CHANGED]: _, ...program } = inputs;
  const adopt = adoptionTarget(inputs);
  if (adopt !== undefined) {
    const current = toOutputs(await client.httpsEdgeRoutes.get(edgeId, adopt));
    return { id: adopt, outs: await apply(client, edgeId, adopt, current, program) };
  }
  const { item: route, recovered } = await createOnce(spec);
  if (!recovered) return { id: route.id, outs: toOutputs(route) };
  return { id: route.id, outs: await apply(client, edgeId, route.id, toOutputs(route), program) };
}

/** How to find a route the program's create may have made: the same match type and match on the edge. */
export function finder(client: RouteClient, inputs: Pick<RouteInputs, "edgeId" | "matchType" | "match">): Finder<Route> {
  const { edgeId, matchType, match } = inputs;
  return {
    list: async () => (await client.edges.get(edgeId)).routes,
    matches: (r) => r.match_type === matchType && r.match === match,
    describe: `of type ${matchType} matching ${match} on ${edgeId}`,
  };
}

/** The edge and route of a resource: its id is the route id, its edge the `edgeId` in its state (or in `get`'s). */
function routeRef(id: string, { edgeId }: Partial<RouteOutputs>): [edgeId: string, routeId: string] {
  if (typeof edgeId !== "string" || edgeId === "") {
    throw new Error(`route ${id}: its edge is not known; read an existing route with HttpsEdgeRoute.get(name, "${id}", { edgeId: "edghts_…" })`);
  }
  return [edgeId, id];
}

/** Reads the route; a route deleted outside the program leaves the state (empty id). */
export async function read(id: string, props: Partial<RouteOutputs>): Promise<pulumi.dynamic.ReadResult<RouteOutputs>> {
  return readOrGone(id, () => getClient().httpsEdgeRoutes.get(...routeRef(id, props)), (route) => withApplied(toOutputs(route), props[SECRETS_APPLIED]));
}

export async function update(id: string, olds: RouteOutputs, news: RouteInputs): Promise<pulumi.dynamic.UpdateResult<RouteOutputs>> {
  return { outs: await apply(getClient(), news.edgeId, id, olds, news) };
}

/** Runs the fail-closed plan and returns the outputs that result: the modules it deleted are null. */
async function apply(client: RouteClient, edgeId: string, id: string, olds: RouteOutputs, news: RouteInputs): Promise<RouteOutputs> {
  const plan = planRouteUpdate(olds, news);
  for (const m of plan.deleteFirst) await deleteModule(client, edgeId, id, m);
  let outs = olds;
  if (plan.patch) outs = toOutputs(await client.httpsEdgeRoutes.update(edgeId, id, plan.patch));
  for (const m of plan.deleteAfter) await deleteModule(client, edgeId, id, m);
  const deleted = [...plan.deleteFirst, ...plan.deleteAfter];
  const applied = secretsRecord(news)?.generation ?? olds[SECRETS_APPLIED];
  return withApplied({ ...outs, ...Object.fromEntries(deleted.map((m) => [MODULE_KEYS[m], null])) }, applied);
}

/** Outputs with the generation of the secret rotation the service holds, when there has been one. */
function withApplied(outputs: RouteOutputs, generation: number | undefined): RouteOutputs {
  const { [SECRETS_APPLIED]: _, ...rest } = outputs;
  return generation === undefined ? rest : { ...rest, [SECRETS_APPLIED]: generation };
}

const deleteModule = (client: RouteClient, edgeId: string, id: string, m: (typeof MODULE_NAMES)[number]): Promise<void> =>
  deleteIfExists(() => client.httpsEdgeRoutes.deleteModule(edgeId, id, m));

export async function remove(id: string, props: Partial<RouteOutputs>): Promise<void> {
  await deleteIfExists(() => getClient().httpsEdgeRoutes.delete(...routeRef(id, props)));
}

/** Outputs from a route response: every field, `null` for absent modules, no secret. */
const toOutputs = (route: Route): RouteOutputs => withoutSecrets(outputsOf(FIELDS, route)) as RouteOutputs;

/** A route as outputs show it (every field, `null` for absent modules, no secret), its `id` kept when given (an edge's routes in a lookup). */
export function routeOutputs(route: Route | Omit<Route, "id">): RouteOutputs & { id?: string } {
  return "id" in route ? { id: route.id, ...toOutputs(route) } : toOutputs(route as Route);
}
