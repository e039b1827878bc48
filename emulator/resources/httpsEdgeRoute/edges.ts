/**
 * HTTPS edges, which routes are nested in: the account's own (seeded, since ngrok's sunset of edges
 * no API call makes one), read through `/edges/https`. The route family declares them, as their
 * answers carry their routes (./rules.ts serves them).
 */
import { Edge, EdgeCreate } from "../../../provider/resources/httpsEdgeRoute/edge";
import { ID_PREFIX } from "../../../provider/wire";
import type { Described } from "../../machinery/servedCollection";
import { withoutUpdate } from "../../machinery/seeded";
import { itemsIn, type State } from "../../machinery/state";

/** The edges' collection facts: made only by a seed. */
export const EDGES = withoutUpdate("edges", ID_PREFIX.edge, "an HTTPS edge", Edge, EdgeCreate);

/** Where the edges are served. */
export const EDGES_PATH = "/edges/https";

/** An edge as stored. */
export interface StoredEdge extends Described {
  hostports: string[];
}

/** The account's edges, by id: the part of the state the route family declares for them. */
export const edgesIn = (state: State): Record<string, StoredEdge> => itemsIn(state, EDGES.key);
