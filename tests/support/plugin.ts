// Programs that use the provider plugin (plugin/, docs/plugin.md) instead of the dynamic SDK: the
// plugin named in the program's Pulumi.yaml from the installed package, and resources declared as a
// program in any language does, by type token.
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { userProject } from "./engine";

/** The plugin folder of the package installed in the user project. */
export const installedPlugin = async (): Promise<string> => path.join(await userProject(), "node_modules", "pulumi-ingress", "plugin");

/** The stanza a program's Pulumi.yaml holds to load the plugin from `dir`. */
export const pluginStanza = (dir: string): string => `plugins:\n  providers:\n    - name: ingress\n      path: ${dir}\n`;

/** Adds the stanza to the Pulumi.yaml in `programDir`, naming the installed package's plugin. */
export async function usePlugin(programDir: string): Promise<void> {
  await fs.appendFile(path.join(programDir, "Pulumi.yaml"), pluginStanza(await installedPlugin()));
}

/**
 * A program whose `ingress.<Class>(name, args, opts)` declares `ingress:index:<Class>` through the
 * plugin (a `pulumi.CustomResource`, as a generated SDK does) and `ingress.Provider(name, args)` an
 * explicit provider (`pulumi:providers:ingress`), with `pulumi` and `read(file)` in
 * scope. A Traffic Policy given as an object is passed as its JSON text, the plugin's input type.
 */
export const pluginProgram = (body: string): string => `"use strict";
const fs = require("node:fs");
const path = require("node:path");
const pulumi = require("@pulumi/pulumi");
const read = (f) => fs.readFileSync(path.join(__dirname, f), "utf8");
class Provider extends pulumi.ProviderResource {
  constructor(name, args, opts) {
    super("ingress", name, args, opts);
  }
}
const ingress = new Proxy({}, {
  get: (_, type) => type === "Provider" ? Provider : function (name, args, opts) {
    const props = { ...args };
    if (props.trafficPolicy !== null && typeof props.trafficPolicy === "object") props.trafficPolicy = JSON.stringify(props.trafficPolicy);
    return new pulumi.CustomResource("ingress:index:" + String(type), name, props, opts);
  },
});
${body}
`;
