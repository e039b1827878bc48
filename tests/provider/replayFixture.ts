// Where the plugin's replayed recording lives: written by tests/engine/pluginParity.test.ts
// (INGRESS_RECORD_REPLAY=1), replayed by tests/provider/pluginReplay.test.ts and plugin.test.ts.
import { promises as fs } from "node:fs";
import * as path from "node:path";
import type { EmulatorOptions } from "../../emulator/types";
import type { Recording } from "../support/pluginReplay";

export const REPLAY_FIXTURE = path.join(__dirname, "..", "fixtures", "replay", "plugin-lifecycle.json");

/** The recording in the fixture. */
export const readRecording = async (): Promise<Recording> => JSON.parse(await fs.readFile(REPLAY_FIXTURE, "utf8")) as Recording;

/** The emulator the recording's run had: its seed, reports processed at once, its fixed clock. */
export function emulatorOf(recording: Recording): EmulatorOptions {
  const now = new Date(recording.now);
  return { seed: recording.seed, abuseProcessingDelayMs: 0, now: () => now };
}
