/**
 * HTTPS edges (`/edges/https`): read only; the package reads an edge for its routes, and lists
 * edges for the SDK's lookups and the import command.
 *
 * @example
 * const { routes } = await client.edges.get("edghts_123");
 * for await (const edge of client.edges.list()) console.log(edge.id, edge.hostports);
 */
import { Edge, EdgeList } from "../wire";
import type { Transport } from "./request";
import { ReadOnly } from "./supporting";

export type { Edge } from "../wire";

/** HTTPS edges, each with its routes: `get(id)` and `list(opts?)` (every page, newest first). */
export class Edges extends ReadOnly<typeof Edge, typeof EdgeList> {
  constructor(transport: Transport) {
    super(transport, { path: "/edges/https", item: Edge, page: EdgeList, items: (p) => p.https_edges });
  }
}
