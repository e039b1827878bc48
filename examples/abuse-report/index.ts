// An abuse report. Reports are create-only: changing the URLs files a new report, and removing
// the resource only forgets it (a filed report cannot be withdrawn). `pulumi refresh` brings the
// service's current status.
import * as pulumi from "@pulumi/pulumi";
import * as ingress from "pulumi-ingress";

const config = new pulumi.Config();

const ticket = config.get("ticket");

const report = new ingress.AbuseReport("report", {
  urls: config.requireObject<string[]>("urls"),
  // Metadata travels with the report, for example your own ticket number.
  ...(ticket === undefined ? {} : { metadata: ticket }),
});

export const id = report.id;
export const status = report.status;
export const hostnames = report.hostnames;
