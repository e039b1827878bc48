/**
 * The ready policy pack, started by `pulumi preview --policy-pack node_modules/pulumi-ingress/policy`
 * (through `policy/index.js`).
 */
import * as path from "node:path";
import { PolicyPack } from "@pulumi/policy";
import { ingressPolicies } from "./rules";

// @pulumi/policy takes the pack's version from package.json in the working directory, which the
// engine sets to the user's project: use this package's own (dist/policy/src → the package root).
// The project's folder stays where relative paths in the pack's config (case files) start from.
const projectDir = process.cwd();
process.chdir(path.resolve(__dirname, "..", "..", ".."));

new PolicyPack("pulumi-ingress", { policies: ingressPolicies({}, { baseDir: projectDir }) });
