/**
 * API calls per operation and family, counted in the emulator's request log around each engine
 * step of one stack holding one resource of each family.
 */
import { promises as fs } from "node:fs";
import * as path from "node:path";
import type { Emulator } from "../emulator/types";
import { emulatorConfig, type Engine } from "../scripts/engine";
import { FAMILIES, FAMILY_NAMES, type FamilyName } from "../provider/families";
import { benchStack, callsByFamily, EDGE, progress, type Row } from "./support";

const PROGRAM = `"use strict";
const fs = require("node:fs");
const ingress = require("pulumi-ingress");
const spec = JSON.parse(fs.readFileSync("spec.json", "utf8"));
new ingress.TlsCertificate("cert", { certificatePem: fs.readFileSync("cert.pem", "utf8"), privateKeyPem: fs.readFileSync("key.pem", "utf8"), description: spec.description });
new ingress.HttpsEdgeRoute("route", { edgeId: "${EDGE}", matchType: "path_prefix", match: "/bench", description: spec.description, ...spec.modules });
new ingress.EventSubscription("esb", { sources: ["ip_policy_created.v0"], destinationIds: ["ed_bench"], description: spec.description });
new ingress.AbuseReport("abuse", { urls: spec.abuseUrls });
new ingress.CloudEndpoint("ep", { url: "https://bench.example.com", trafficPolicy: { on_http_request: [{ actions: [{ type: "forward-internal", config: { url: "https://bench.internal" } }] }] }, description: spec.description });
const vault = new ingress.Vault("vault", { name: "bench-vault", description: spec.description });
new ingress.Secret("secret", { vaultId: vault.id, name: "bench-secret", value: "bench-value", description: spec.description });
new ingress.EventDestination("destination", { description: spec.description, target: { datadog: { apiKey: "bench-dd-key", ddsite: "datadoghq.eu" } } });
new ingress.ReservedDomain("domain", { domain: "bench-domain.example.com", description: spec.description });
const policy = new ingress.IpPolicy("ipPolicy", { description: spec.description });
new ingress.IpPolicyRule("ipRule", { ipPolicyId: policy.id, cidr: "198.51.100.0/24", action: "allow", description: spec.description });
`;

const MODULES = {
  backend: { backendId: "bkdtg_bench" },
  ipRestriction: { ipPolicyIds: ["ipp_bench"] },
  oauth: { provider: { google: { emailDomains: ["example.com"] } } },
  compression: {},
  requestHeaders: { add: { "X-Bench": "1" } },
};
const { compression: _c, requestHeaders: _r, ...WITHOUT_TWO } = MODULES;
const REMOVED_MODULES = 2;

type Counts = Record<FamilyName, number>;
const show = (c: Counts, families: readonly FamilyName[] = FAMILY_NAMES) => families.map((f) => `${FAMILIES[f].what} ${c[f]}`).join(", ");

export async function measureApiCalls(engine: Engine, emulator: Emulator): Promise<Row[]> {
  const stack = await benchStack(engine, "calls", PROGRAM, emulatorConfig(emulator));
  const setSpec = (spec: object) => fs.writeFile(path.join(stack.dir, "spec.json"), JSON.stringify(spec));

  /** Runs one engine step and counts the API calls it made, per family. */
  async function count(what: string, step: () => Promise<unknown>): Promise<Counts> {
    progress(`API calls: ${what}`);
    const from = emulator.log.length;
    await step();
    const by = callsByFamily(emulator.log.slice(from));
    const other = emulator.log.length - from - FAMILY_NAMES.reduce((n, f) => n + by[f].length, 0);
    if (other !== 0) throw new Error(`${what}: ${other} API calls outside the families`);
    return Object.fromEntries(FAMILY_NAMES.map((f) => [f, by[f].length])) as Counts;
  }

  await setSpec({ description: "v1", modules: MODULES, abuseUrls: ["https://phish-1.evil.test/"] });
  const create = await count("create", () => stack.up());
  // The abuse report's urls change too: reports are create-only, so that is a replacement.
  await setSpec({ description: "v2", modules: MODULES, abuseUrls: ["https://phish-2.evil.test/"] });
  const update = await count("in-place update", () => stack.up());
  await setSpec({ description: "v2", modules: WITHOUT_TWO, abuseUrls: ["https://phish-2.evil.test/"] });
  const removal = await count("module removal", () => stack.up());
  const refresh = await count("refresh", () => stack.refresh());
  // A preview with a change pending in every family, a module removal and a replacement included.
  await setSpec({ description: "v3", modules: { backend: MODULES.backend }, abuseUrls: ["https://phish-3.evil.test/"] });
  const preview = await count("preview", () => stack.preview());
  const destroy = await count("delete", () => stack.destroy());

  const all = (c: Counts, n: number, families: readonly FamilyName[] = FAMILY_NAMES) => families.every((f) => c[f] === n);
  const updatable: FamilyName[] = FAMILY_NAMES.filter((f) => f !== "AbuseReport");
  const rows: Row[] = [
    { measure: "API calls per create", measured: show(create), goal: "1", met: all(create, 1) ? "yes" : "no" },
    {
      measure: "API calls per in-place update (description)",
      measured: `${show(update, updatable)}; abuse ${update.AbuseReport} (create-only: a change is a new report)`,
      goal: "1",
      met: all(update, 1) ? "yes" : "no",
    },
    {
      measure: `API calls per removed route module (${REMOVED_MODULES} removed)`,
      measured: `${removal.HttpsEdgeRoute / REMOVED_MODULES} (${removal.HttpsEdgeRoute} calls)`,
      goal: "1 per removed module",
      met: removal.HttpsEdgeRoute === REMOVED_MODULES && FAMILY_NAMES.every((f) => f === "HttpsEdgeRoute" || removal[f] === 0) ? "yes" : "no",
    },
    { measure: "API calls per refresh", measured: show(refresh), goal: "1", met: all(refresh, 1) ? "yes" : "no" },
    {
      measure: "API calls per delete",
      measured: `${show(destroy, updatable)}; abuse ${destroy.AbuseReport} (a filed report cannot be withdrawn)`,
      goal: "1 (abuse reports: none possible)",
      met: all(destroy, 1, updatable) && destroy.AbuseReport === 0 ? "yes" : "no",
    },
    { measure: `API calls per preview (changes pending in all ${FAMILY_NAMES.length})`, measured: show(preview), goal: "0", met: all(preview, 0) ? "yes" : "no" },
  ];
  return rows;
}
