// The harness (tests/support/engine.ts) under the names some reliability suites import it by.
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
