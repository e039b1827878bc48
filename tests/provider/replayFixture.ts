// Where the plugin's replayed recording lives: written by tests/engine/pluginParity.test.ts
// (INGRESS_RECORD_REPLAY=1), replayed by tests/provider/pluginReplay.test.ts.
import * as path from "node:path";

export const REPLAY_FIXTURE = path.join(__dirname, "..", "fixtures", "replay", "plugin-lifecycle.json");
