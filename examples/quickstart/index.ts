// Quick start: one resource of each family, every id and credential taken from stack config, so
// the same program runs against the emulator and against a real account.
import * as fs from "node:fs";
import * as pulumi from "@pulumi/pulumi";
import * as ingress from "pulumi-ingress";

const config = new pulumi.Config();

// The chain and its key come from config when set there (the key as a secret), else from files
// next to the program: a PEM in config suits pipelines, files suit a laptop.
const certificatePem = config.get("certificatePem") ?? fs.readFileSync(config.get("certificateFile") ?? "api.crt", "utf8");
const privateKeyPem = config.getSecret("privateKeyPem") ?? pulumi.secret(fs.readFileSync(config.get("privateKeyFile") ?? "api.key", "utf8"));

const cert = new ingress.TlsCertificate("api", {
  certificatePem,
  privateKeyPem,
  description: config.get("certificateDescription") ?? "quick start certificate",
});

const route = new ingress.HttpsEdgeRoute("api", {
  edgeId: config.require("edgeId"),
  matchType: "path_prefix",
  match: config.get("match") ?? "/api",
  description: "quick start route",
  backend: { backendId: config.require("backendId") },
  ipRestriction: { ipPolicyIds: [config.require("ipPolicyId")] },
  // The service's managed Google app: no client secret to manage, only who may sign in.
  oauth: { provider: { google: { emailDomains: [config.get("allowedEmailDomain") ?? "example.com"] } } },
  compression: {},
  requestHeaders: { add: { "X-Served-By": "pulumi-ingress" }, remove: ["X-Debug"] },
});

const audit = new ingress.EventSubscription("audit", {
  sources: ["ip_policy_created.v0", "ip_policy_updated.v0"],
  destinationIds: [config.require("destinationId")],
  description: "IP policy changes",
});

// A filed abuse report cannot be withdrawn, so one is filed only when you name the URLs.
const abuseReportUrls = config.getObject<string[]>("abuseReportUrls");
const report = abuseReportUrls === undefined ? undefined : new ingress.AbuseReport("phish", { urls: abuseReportUrls });

export const certificateId = cert.id;
export const certificateCommonName = cert.subjectCommonName;
export const certificateNotAfter = cert.notAfter;
export const routeId = route.id;
export const routeUri = route.uri;
export const routeRequestHeaders = route.requestHeaders.apply((m) => m?.add ?? null);
export const subscriptionId = audit.id;
export const subscriptionSources = audit.sources;
export const abuseReportId = report?.id;
export const abuseReportStatus = report?.status;
