import type * as pulumi from "@pulumi/pulumi";
import abuseReportProvider from "../provider/providers/abuseReport";
import { ABUSE_OUTPUT_FIELDS, REPORT_URN } from "../provider/resources/abuseReport";
import { IngressResource, outputSlots } from "./support";
import { resourceUrn } from "./typeToken";

export interface AbuseReportArgs {
  /**
   * URLs containing suspected abusive content: at least one, each an absolute http(s) URL with a
   * hostname. Any change files a new report (order is not a change).
   */
  urls: pulumi.Input<pulumi.Input<string>[]>;
  /** User data, at most 4096 bytes (UTF-8). A change files a new report. Default: none. */
  metadata?: pulumi.Input<string>;
  /** Id (`abrp_…`) of a report already filed with the same urls and metadata, to track instead of filing a new one. */
  adoptId?: pulumi.Input<string>;
}

/** What the service did about one hostname of a report. */
export interface AbuseReportHostname {
  hostname: string;
  status: "PENDING" | "BANNED" | "UNBANNED" | "IGNORE";
}

/**
 * An abuse report. Reports are create-only: any change files a new report, and removing the
 * resource only forgets it, since a filed report cannot be withdrawn. `pulumi refresh` brings
 * the current `status` and `hostnames`. Only accounts authorized for abuse reports can file one.
 *
 * @example
 * new ingress.AbuseReport("phish", { urls: ["https://login-example.evil.test/"] });
 */
export class AbuseReport extends IngressResource {
  declare readonly uri: pulumi.Output<string>;
  declare readonly createdAt: pulumi.Output<string>;
  declare readonly urls: pulumi.Output<string[]>;
  declare readonly metadata: pulumi.Output<string | null>;
  declare readonly status: pulumi.Output<"PENDING" | "PROCESSED" | "PARTIALLY_PROCESSED">;
  declare readonly hostnames: pulumi.Output<AbuseReportHostname[]>;

  constructor(name: string, args: AbuseReportArgs, opts?: pulumi.CustomResourceOptions) {
    const props =
      opts?.id === undefined
        ? { ...outputSlots(ABUSE_OUTPUT_FIELDS), ...args, [REPORT_URN]: resourceUrn("AbuseReport", name, opts) }
        : outputSlots(ABUSE_OUTPUT_FIELDS);
    super(abuseReportProvider, "AbuseReport", name, props, opts);
  }

  /** A read-only reference to an existing report by id (`abrp_…`). */
  static get(name: string, id: pulumi.Input<string>, opts?: pulumi.CustomResourceOptions): AbuseReport {
    return new AbuseReport(name, undefined as unknown as AbuseReportArgs, { ...opts, id });
  }
}
