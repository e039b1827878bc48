// How the suites write the emulator's request log entries in their assertions.
import type { RequestLogEntry } from "../../emulator/types";

/** A request log entry as `METHOD /path status`. */
export const line = (e: RequestLogEntry): string => `${e.method} ${e.path} ${e.status}`;
