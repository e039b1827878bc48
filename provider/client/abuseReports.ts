/** Abuse reports (`/abuse_reports`): create (authorized accounts only) and read. */
import { AbuseReport, AbuseReportCreate } from "../wire";
import { pathOf } from "./paths";
import type { Transport } from "./request";

export type { AbuseReport, AbuseReportCreate } from "../wire";

export class AbuseReports {
  readonly #t: Transport;

  constructor(transport: Transport) {
    this.#t = transport;
  }

  /**
   * Reports URLs with suspected abusive content. A 403 means the account is not authorized to
   * report. Not retried after an ambiguous failure.
   *
   * @example
   * const report = await client.abuseReports.create({ urls: ["https://phish.example.com/login"] });
   */
  create(body: AbuseReportCreate): Promise<AbuseReport> {
    return this.#t.request({
      method: "POST",
      path: pathOf("/abuse_reports", {}),
      body: { schema: AbuseReportCreate, value: body },
      response: AbuseReport,
    });
  }

  /**
   * Reads one report, with its status and the action taken per hostname.
   *
   * @example
   * const { status } = await client.abuseReports.get("abrp_123");
   */
  get(id: string): Promise<AbuseReport> {
    return this.#t.request({ method: "GET", path: pathOf("/abuse_reports/{id}", { id }), response: AbuseReport });
  }
}
