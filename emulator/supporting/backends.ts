/**
 * Tunnel group backends, which routes send traffic to: no family's, read through
 * `/backends/tunnel_group` and made only by a seed.
 */
import { BackendCreate, TunnelGroupBackend } from "../../provider/wire";
import { describedFields } from "../machinery/items";
import type { Described } from "../machinery/servedCollection";
import { supporting, withoutUpdate, type Supporting } from "../machinery/seeded";
import { itemsIn, type State } from "../machinery/state";

/** The prefix of a tunnel group backend's id. */
const TUNNEL_GROUP_PREFIX = "bkdtg_";

/** The backends' collection facts. */
export const BACKENDS = withoutUpdate("backends", TUNNEL_GROUP_PREFIX, "a tunnel group backend", TunnelGroupBackend, BackendCreate);

/** A backend as stored. */
export interface StoredBackend extends Described {
  labels: Record<string, string>;
}

/** The account's backends, by id. */
export const backendsIn = (state: State): Record<string, StoredBackend> => itemsIn(state, BACKENDS.key);

/** The backends' collection. */
export const backendCollection: Supporting<typeof BACKENDS, StoredBackend> = supporting(BACKENDS, (b) => ({ ...describedFields(b), labels: b.labels ?? {} }), {
  path: "/backends/tunnel_group",
  unfiltered: true,
});
