/**
 * `/abuse_reports`: create (authorized keys only) and get. A report is PENDING until
 * `abuseProcessingDelayMs` after its creation; from then on it reads as processed by the rule of
 * {@link hostnameAction}. Evaluated on read from the clock: no timers, nothing stored changes.
 */
import { rfc3339 } from "../provider/wire/time";
import { AbuseReportCreate, hostnameOf, ABUSE_REPORTS, type AbuseReport } from "../provider/wire";
import { definedOnly, param, parseBody, type Context, type Result, type Endpoint } from "./api";
import { notFound } from "./errors";
import type { StoredAbuseReport } from "./types";

const PATH = "abuse_reports";

/**
 * The emulator's processing rule: a hostname ending in `.example` or containing `ignore` is
 * `IGNORE`d; every other hostname is `BANNED`. (`UNBANNED` is never produced.)
 */
export function hostnameAction(hostname: string): "IGNORE" | "BANNED" {
  return hostname.endsWith(".example") || hostname.includes("ignore") ? "IGNORE" : "BANNED";
}

export function renderAbuseReport(baseUrl: string, r: StoredAbuseReport, nowMs: number): AbuseReport {
  const processed = nowMs >= r.processed_at_ms;
  const hostnames = r.hostnames.map((hostname) => ({ hostname, status: processed ? hostnameAction(hostname) : ("PENDING" as const) }));
  const status = !processed ? "PENDING" : hostnames.every((h) => h.status === "BANNED") ? "PROCESSED" : "PARTIALLY_PROCESSED";
  return {
    id: r.id,
    uri: `${baseUrl}/${PATH}/${r.id}`,
    created_at: r.created_at,
    urls: [...r.urls],
    ...(r.metadata !== undefined ? { metadata: r.metadata } : {}),
    status,
    hostnames,
  };
}

function create(ctx: Context): Result {
  const body = parseBody(AbuseReportCreate, ctx);
  const hostnames = [...new Set(body.urls.map((u) => hostnameOf(u) as string))];
  const { store } = ctx;
  const id = store.newId(ABUSE_REPORTS.idPrefix);
  const report: StoredAbuseReport = {
    id,
    created_at: rfc3339(ctx.now),
    urls: body.urls,
    ...definedOnly({ metadata: body.metadata }),
    hostnames,
    processed_at_ms: ctx.now.getTime() + ctx.abuseProcessingDelayMs,
  };
  store.state.abuse_reports[id] = report;
  // A new report is always answered PENDING, even with no processing delay.
  return { status: 201, body: renderAbuseReport(ctx.baseUrl, report, Number.NEGATIVE_INFINITY), mutated: true };
}

function get(ctx: Context): Result {
  const id = param(ctx, "id");
  const r = ctx.store.state.abuse_reports[id];
  if (!r) throw notFound("abuse report", id);
  return { status: 200, body: renderAbuseReport(ctx.baseUrl, r, ctx.now.getTime()) };
}

export const abuseReportEndpoints: Endpoint[] = [
  { method: "POST", pattern: `/${PATH}`, body: true, abuseReports: true, handler: create },
  { method: "GET", pattern: `/${PATH}/{id}`, handler: get },
];
