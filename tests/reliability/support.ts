// The harness (tests/support/engine.ts) under the names some reliability suites import it by, and
// the account the suites that point resources at other items run against.
import type { Seed } from "../../emulator/types";

export {
  type CheckFailure,
  checkFailures,
  failureOf as failure,
  killedUp,
  line,
  resourceErrors,
  type Run as Rig,
  startRun as startRig,
  upContinuing,
  withoutOperationIds,
} from "../support/engine";

/**
 * An account with the edge `edge` and two of each item a route or a subscription refers to
 * (backends, IP policies, event destinations), so that a resource can be pointed at the other one.
 */
export const twoOfEachReferenced = (edge: string): Seed => ({
  edges: [{ id: edge }],
  backends: [{ id: "bkdtg_a" }, { id: "bkdtg_b" }],
  ipPolicies: [{ id: "ipp_a" }, { id: "ipp_b" }],
  eventDestinations: [{ id: "ed_a" }, { id: "ed_b" }],
});
