/**
 * Abuse reports (`/abuse_reports`): report URLs with suspected abusive content (a 403 means the
 * account is not authorized to report), and read a report's status and the action taken per
 * hostname. A filed report can be neither listed, changed nor withdrawn.
 *
 * @example
 * const report = await client.abuseReports.create({ urls: ["https://phish.example.com/login"] });
 * const { status } = await client.abuseReports.get(report.id);
 */
import { ABUSE_REPORTS } from "./wire";
import { CreateRead } from "../../client/collection";
import type { Transport } from "../../client/request";

export type { AbuseReport, AbuseReportCreate } from "./wire";

export class AbuseReports extends CreateRead<typeof ABUSE_REPORTS["key"], typeof ABUSE_REPORTS["item"], typeof ABUSE_REPORTS["create"]> {
  constructor(transport: Transport) {
    super(transport, ABUSE_REPORTS);
  }
}
