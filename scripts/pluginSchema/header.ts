// The schema's package header: the package's name, version and description, where it is published
// and what each language's SDK is called (plugin/src/packageNames.ts), and the provider's config
// (plugin/src/settings.ts).
import { VERSION } from "../../provider/client/version";
import { DISPLAY_NAME, LOGO_URL, PLUGIN_DOWNLOAD_URL, PUBLISHER, REPOSITORY, SDK_NAMES } from "../../plugin/src/packageNames";
import { CONFIG } from "../../plugin/src/settings";
import { PACKAGE } from "../../provider/tokens";
import type { PropertySpec, Schema } from "./types";

/** The provider's config variables: each a string, secret where the setting is (the API key). */
function configVariables(): Record<string, PropertySpec> {
  return Object.fromEntries(CONFIG.map((c) => [c.name, { type: "string", description: c.description, ...(c.secret ? { secret: true } : {}) }]));
}

/** Everything of the schema before its resources, types and functions. */
export type PackageHeader = Pick<Schema, "name" | "version" | "pluginDownloadURL" | "config" | "provider"> & Record<string, unknown>;

/** The schema's package header, in the order the schema lists it. */
export function packageHeader(): PackageHeader {
  const config = configVariables();
  return {
    name: PACKAGE,
    displayName: DISPLAY_NAME,
    version: VERSION,
    description: "The ingress Management API (edges and cloud endpoints) as a Pulumi provider: every resource of pulumi-ingress, each checked before any call.",
    keywords: ["pulumi", "ingress", "category/network", "kind/native"],
    homepage: REPOSITORY,
    license: "Apache-2.0",
    repository: REPOSITORY,
    logoUrl: LOGO_URL,
    pluginDownloadURL: PLUGIN_DOWNLOAD_URL,
    publisher: PUBLISHER,
    meta: { moduleFormat: "(.*)" },
    language: {
      nodejs: { packageName: "@pulumi-ingress/ingress", dependencies: { "@pulumi/pulumi": "^3.139.0" } },
      python: { packageName: SDK_NAMES.python, requires: { pulumi: ">=3.139.0,<4.0.0" }, respectSchemaVersion: true },
      go: { importBasePath: SDK_NAMES.goImport, modulePath: SDK_NAMES.goModule, generateResourceContainerTypes: false, respectSchemaVersion: true },
      csharp: { rootNamespace: SDK_NAMES.csharpRootNamespace, packageReferences: { Pulumi: "3.*" }, respectSchemaVersion: true },
      java: { basePackage: SDK_NAMES.javaBasePackage },
    },
    config: { variables: config },
    provider: { description: "The ingress provider: the API key and base URL it calls the service with (else the environment's INGRESS_API_KEY and INGRESS_BASE_URL).", inputProperties: config },
  };
}
