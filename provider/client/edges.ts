/** HTTPS edges (`/edges/https`): read only; the package reads an edge for its routes. */
import { Edge } from "../wire";
import { pathOf } from "./paths";
import type { Transport } from "./request";

export type { Edge } from "../wire";

export class Edges {
  readonly #t: Transport;

  constructor(transport: Transport) {
    this.#t = transport;
  }

  /**
   * Reads one HTTPS edge, with its routes.
   *
   * @example
   * const { routes } = await client.edges.get("edghts_123");
   */
  get(id: string): Promise<Edge> {
    return this.#t.request({ method: "GET", path: pathOf("/edges/https/{id}", { id }), response: Edge });
  }
}
