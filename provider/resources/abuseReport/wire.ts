/** Abuse reports: request and response shapes (`/abuse_reports`). Create-only. */
import { z } from "zod";
import { wireCollection } from "../../wire/collection";
import type { Liberal } from "../../wire/liberal";
import { maxBytes } from "../../wire/rules";

const ABUSE_METADATA_MAX_BYTES = 4096;
const ABUSE_REPORT_STATUSES = ["PENDING", "PROCESSED", "PARTIALLY_PROCESSED"] as const;
const ABUSE_HOSTNAME_STATUSES = ["PENDING", "BANNED", "UNBANNED", "IGNORE"] as const;

/** An absolute http(s) URL with a hostname: the service parses a hostname out of each. */
const AbuseUrl = z.string().superRefine((s, ctx) => {
  if (hostnameOf(s) === undefined) {
    ctx.addIssue({ code: "custom", message: `must be an absolute http:// or https:// URL with a hostname; got ${JSON.stringify(s)}` });
  }
});

/** The hostname the service parses out of a reported URL, lowercased; undefined when there is none. */
export function hostnameOf(url: string): string | undefined {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return undefined;
  }
  if ((u.protocol !== "http:" && u.protocol !== "https:") || u.hostname === "") return undefined;
  return u.hostname.toLowerCase();
}

export const AbuseReportCreate = z.strictObject({
  urls: z.array(AbuseUrl).min(1),
  metadata: maxBytes(ABUSE_METADATA_MAX_BYTES).optional(),
});
export type AbuseReportCreate = z.infer<typeof AbuseReportCreate>;

const AbuseReportHostname = z.object({ hostname: z.string(), status: z.enum(ABUSE_HOSTNAME_STATUSES) });
/** As read: an unknown enum value is kept as text (wire/liberal.ts). */
export type AbuseReportHostname = Liberal<z.infer<typeof AbuseReportHostname>>;

export const AbuseReport = z.object({
  id: z.string(),
  uri: z.string(),
  created_at: z.string(),
  urls: z.array(z.string()),
  metadata: z.string().nullish(),
  status: z.enum(ABUSE_REPORT_STATUSES),
  hostnames: z.array(AbuseReportHostname).nullish().transform((v) => v ?? []),
});
/** As read: an unknown enum value is kept as text (wire/liberal.ts). */
export type AbuseReport = Liberal<z.infer<typeof AbuseReport>>;

/** `/abuse_reports`: create and read; a filed report can be neither listed, changed nor withdrawn. */
export const ABUSE_REPORTS = wireCollection({ key: "abuse_reports", idPrefix: "abrp_", anItem: "an abuse report", item: AbuseReport, create: AbuseReportCreate, update: undefined, listable: false });
