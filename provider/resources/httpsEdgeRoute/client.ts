/**
 * Routes of HTTPS edges (`/edges/https/{edge_id}/routes`): create, read, update, delete, and the
 * per-module operations `PUT`/`DELETE {route}/{module}` that replace or remove one traffic module;
 * and the edges themselves (`/edges/https`), read only: the package reads an edge for its routes,
 * and lists edges for the SDK's lookups and the import command.
 */
import { MODULE_NAMES, ModuleRequest, ModuleResponse, type ModuleName } from "./modules";
import { Route, RouteCreate, RouteUpdate } from "./wire";
import { Edge, EdgeList } from "./edge";
import { RequestValidationError } from "../../client/errors";
import { pathOf } from "../../client/paths";
import { NoContent, type Transport } from "../../client/request";
import { ReadOnly } from "../../client/readOnly";
import type { HttpMethod } from "../../client/retry";

export type { Route, RouteCreate, RouteUpdate } from "./wire";
export type { ModuleName, ModuleRequest, ModuleResponse } from "./modules";
export type { Edge } from "./edge";

/**
 * HTTPS edges, each with its routes: `get(id)` and `list(opts?)` (every page, newest first).
 *
 * @example
 * const { routes } = await client.edges.get("edghts_123");
 * for await (const edge of client.edges.list()) console.log(edge.id, edge.hostports);
 */
export class Edges extends ReadOnly<typeof Edge, typeof EdgeList> {
  constructor(transport: Transport) {
    super(transport, { path: "/edges/https", item: Edge, page: EdgeList, items: (p) => p.https_edges });
  }
}

const MODULE_PATH = "/edges/https/{edge_id}/routes/{id}/{module}";

export class HttpsEdgeRoutes {
  readonly #t: Transport;

  constructor(transport: Transport) {
    this.#t = transport;
  }

  /**
   * Adds a route to an edge; each module is an object, `null`, or left out. Not retried after an
   * ambiguous failure.
   *
   * @example
   * await client.httpsEdgeRoutes.create("edghts_1", { match_type: "path_prefix", match: "/api", compression: { enabled: true } });
   */
  create(edgeId: string, body: RouteCreate): Promise<Route> {
    return this.#t.request({
      method: "POST",
      path: pathOf("/edges/https/{edge_id}/routes", { edge_id: edgeId }),
      body: { schema: RouteCreate, value: body },
      response: Route,
    });
  }

  /**
   * Reads one route with all its modules.
   *
   * @example
   * const route = await client.httpsEdgeRoutes.get("edghts_1", "edghtsrt_1");
   */
  get(edgeId: string, id: string): Promise<Route> {
    return this.#t.request({ method: "GET", path: pathOf("/edges/https/{edge_id}/routes/{id}", { edge_id: edgeId, id }), response: Route });
  }

  /**
   * Updates a route. A module left out is not modified; a module present replaces the existing
   * one whole; a module cannot be removed here (use {@link HttpsEdgeRoutes.deleteModule}).
   *
   * @example
   * await client.httpsEdgeRoutes.update("edghts_1", "edghtsrt_1", { match_type: "path_prefix", match: "/v2" });
   */
  update(edgeId: string, id: string, body: RouteUpdate): Promise<Route> {
    return this.#t.request({
      method: "PATCH",
      path: pathOf("/edges/https/{edge_id}/routes/{id}", { edge_id: edgeId, id }),
      body: { schema: RouteUpdate, value: body },
      response: Route,
    });
  }

  /**
   * Deletes a route.
   *
   * @example
   * await client.httpsEdgeRoutes.delete("edghts_1", "edghtsrt_1");
   */
  async delete(edgeId: string, id: string): Promise<void> {
    await this.#t.request({ method: "DELETE", path: pathOf("/edges/https/{edge_id}/routes/{id}", { edge_id: edgeId, id }), response: NoContent });
  }

  /**
   * Replaces one module of a route (`PUT {route}/{module}`) and returns the module as stored.
   *
   * @example
   * await client.httpsEdgeRoutes.replaceModule("edghts_1", "edghtsrt_1", "ip_restriction", { ip_policy_ids: ["ipp_1"] });
   */
  replaceModule<M extends ModuleName>(edgeId: string, id: string, module: M, body: ModuleRequest[M]): Promise<ModuleResponse[M]> {
    checkModule("PUT", module);
    return this.#t.request({
      method: "PUT",
      path: pathOf(MODULE_PATH, { edge_id: edgeId, id, module }),
      body: { schema: ModuleRequest[module], value: body },
      response: ModuleResponse[module],
    }) as Promise<ModuleResponse[M]>;
  }

  /**
   * Removes one module from a route (`DELETE {route}/{module}`).
   *
   * @example
   * await client.httpsEdgeRoutes.deleteModule("edghts_1", "edghtsrt_1", "oauth");
   */
  async deleteModule(edgeId: string, id: string, module: ModuleName): Promise<void> {
    checkModule("DELETE", module);
    await this.#t.request({ method: "DELETE", path: pathOf(MODULE_PATH, { edge_id: edgeId, id, module }), response: NoContent });
  }
}

/** Untyped callers can pass any string; only the 13 module keys name a path. */
function checkModule(method: HttpMethod, module: string): void {
  if (!(MODULE_NAMES as readonly string[]).includes(module)) {
    throw new RequestValidationError({ method, path: MODULE_PATH }, [
      { path: "module", message: `module must be one of ${MODULE_NAMES.map((m) => JSON.stringify(m)).join(", ")}; got ${JSON.stringify(module)}` },
    ]);
  }
}
