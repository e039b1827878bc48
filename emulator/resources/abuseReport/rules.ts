/**
 * `/abuse_reports`: create (authorized keys only) and get, served by the generic collection
 * (emulator/machinery/servedCollection.ts) with the rules below. A report is PENDING until
 * `abuseProcessingDelayMs` after its creation; from then on it reads as processed by the rule of
 * {@link hostnameAction}. Evaluated on read from the clock: no timers, nothing stored changes.
 */
import { hostnameOf, ABUSE_REPORTS, type AbuseReport } from "../../../provider/resources/abuseReport/wire";
import { definedOnly } from "../../machinery/items";
import type { Rules, StoredItem } from "../../machinery/servedCollection";

/** A report as stored: no description, and the time it reads as processed. */
export interface StoredAbuseReport extends StoredItem {
  urls: string[];
  metadata?: string;
  hostnames: string[];
  /** Epoch ms from which the report reads as processed. */
  processed_at_ms: number;
}

/**
 * The emulator's processing rule: a hostname ending in `.example` or containing `ignore` is
 * `IGNORE`d; every other hostname is `BANNED`. (`UNBANNED` is never produced.)
 */
export function hostnameAction(hostname: string): "IGNORE" | "BANNED" {
  return hostname.endsWith(".example") || hostname.includes("ignore") ? "IGNORE" : "BANNED";
}

function renderAbuseReport(baseUrl: string, r: StoredAbuseReport, nowMs: number): AbuseReport {
  const processed = nowMs >= r.processed_at_ms;
  const hostnames = r.hostnames.map((hostname) => ({ hostname, status: processed ? hostnameAction(hostname) : ("PENDING" as const) }));
  const status = !processed ? "PENDING" : hostnames.every((h) => h.status === "BANNED") ? "PROCESSED" : "PARTIALLY_PROCESSED";
  return {
    id: r.id,
    uri: `${baseUrl}${ABUSE_REPORTS.path}/${r.id}`,
    created_at: r.created_at,
    urls: [...r.urls],
    ...(r.metadata !== undefined ? { metadata: r.metadata } : {}),
    status,
    hostnames,
  };
}

/**
 * The service's rules beyond the schemas: only authorized keys file reports; the hostnames are
 * parsed out of the URLs; a report reads as processed from `abuseProcessingDelayMs` after its
 * creation (its create is always answered PENDING, even with no delay); and a filed report cannot
 * be withdrawn (nor changed or listed: the wire facts have no update and no list).
 */
export const abuseReportRules: Rules<typeof ABUSE_REPORTS, StoredAbuseReport> = {
  createNeedsAbuseReportsKey: true,
  deletable: false,
  create: (body, ctx) => ({
    urls: body.urls,
    ...definedOnly({ metadata: body.metadata }),
    hostnames: [...new Set(body.urls.map((u) => hostnameOf(u) as string))],
    processed_at_ms: ctx.now.getTime() + ctx.abuseProcessingDelayMs,
  }),
  render: (r, ctx, created) => renderAbuseReport(ctx.baseUrl, r, created ? Number.NEGATIVE_INFINITY : ctx.now.getTime()),
};
