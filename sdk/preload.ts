/**
 * Preload for Node 20 and 22: `NODE_OPTIONS="--require <project>/node_modules/pulumi-ingress/dist/sdk/preload.js"`.
 * Keeps a failing program's error from taking up to a minute to print (see inspectWorkaround.ts).
 */
import { installInspectWorkaround } from "./inspectWorkaround";

installInspectWorkaround();
