/**
 * Preload: `NODE_OPTIONS="--require <project>/node_modules/pulumi-ingress/dist/sdk/preload.js"`.
 * Keeps a failing program's error from taking up to a minute to print on the Node releases whose
 * `util.inspect` loops, and does nothing on the others (see inspectWorkaround.ts).
 */
import { installInspectWorkaround } from "./inspectWorkaround";

/** Whether the workaround is in place in this process (false where Node does not loop). */
export const engaged = installInspectWorkaround();
