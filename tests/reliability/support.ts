// The harness (tests/support/engine.ts) under the names some reliability suites import it by.

export {
  
  
  
  killedUp,
  
  
  type Run as Rig,
  startRun as startRig,
  
  
} from "../support/engine";

