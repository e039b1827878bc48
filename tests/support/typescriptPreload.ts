// Node's options for a process of its own that loads this repository's TypeScript: each .ts file
// compiled by esbuild as it is required (tests/support/esbuildRegister.js, which says why not ts-node).
import * as path from "node:path";

/** `node ...TYPESCRIPT_PRELOAD entry.ts`: the preload that compiles each .ts file as it loads. */
export const TYPESCRIPT_PRELOAD: readonly string[] = ["-r", path.join(__dirname, "esbuildRegister.js")];
