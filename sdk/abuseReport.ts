import type * as pulumi from "@pulumi/pulumi";
import { FAMILIES } from "../provider/families";
import { IngressResource } from "./resource";
import { typeToken } from "../provider/tokens";

/** Inputs of an {@link AbuseReport}. Every input is checked before any API call; any change files a new report. */
export interface AbuseReportArgs {
  /**
   * URLs containing suspected abusive content: at least one, each an absolute http(s) URL with a
   * hostname. Any change files a new report (order is not a change).
   */
  urls: pulumi.Input<pulumi.Input<string>[]>;
  /** Machine-readable user data, at most 4096 bytes (UTF-8). A change files a new report. Default: none. */
  metadata?: pulumi.Input<string>;
  /**
   * Id (`abrp_…`) of a report already filed with the same urls and metadata, to track instead of
   * filing a new one. Read only when the resource is created; removing it afterwards changes
   * nothing. Default: none (file a report).
   */
  adoptId?: pulumi.Input<string>;
}

/** What the service did about one hostname of a report. */
export interface AbuseReportHostname {
  /** A hostname parsed from one of the report's `urls` (`login.evil.test`). */
  hostname: string;
  /**
   * The action taken against the hostname: `PENDING` until the service has acted, then
   * `BANNED`, `UNBANNED` or `IGNORE`.
   */
  status: "PENDING" | "BANNED" | "UNBANNED" | "IGNORE";
}

/**
 * An abuse report. Reports are create-only: any change files a new report, and removing the
 * resource only forgets it, since a filed report cannot be withdrawn (no API call is made; a
 * warning under the report says so). `pulumi refresh` brings the current `status` and
 * `hostnames`. Only accounts authorized for abuse reports can file one. The resource's `id` is
 * the report's id (`abrp_…`).
 *
 * @example
 * new ingress.AbuseReport("phish", { urls: ["https://login-example.evil.test/"] });
 */
export class AbuseReport extends IngressResource {
  /** The engine's type token of this class's resources (what `isInstance` compares). */
  static readonly __pulumiType = typeToken("AbuseReport");

  /** Absolute address of the report on the API: `<base URL>/abuse_reports/<id>`. */
  declare readonly uri: pulumi.Output<string>;
  /** When the report was filed: an RFC 3339 timestamp in UTC (`2025-01-02T03:04:05Z`). */
  declare readonly createdAt: pulumi.Output<string>;
  /** The reported URLs, as filed. */
  declare readonly urls: pulumi.Output<string[]>;
  /** Machine-readable user data, as filed; null when none was given. */
  declare readonly metadata: pulumi.Output<string | null>;
  /**
   * Whether the service has processed the report: `PENDING` when filed, then `PROCESSED` or
   * `PARTIALLY_PROCESSED`. Read again by `pulumi refresh` (the value of the last create or refresh).
   */
  declare readonly status: pulumi.Output<"PENDING" | "PROCESSED" | "PARTIALLY_PROCESSED">;
  /** One entry per hostname parsed from `urls`, with the action taken against it; read again by `pulumi refresh`. */
  declare readonly hostnames: pulumi.Output<AbuseReportHostname[]>;

  /**
   * Files an abuse report at `pulumi up`. Its inputs are checked before any API call.
   *
   * @param name - The resource's logical name, unique among the stack's reports of the same parent.
   * @param args - The reported URLs and optional metadata.
   * @param opts - Pulumi resource options (`parent`, `dependsOn`, `protect`, …).
   */
  constructor(name: string, args: AbuseReportArgs, opts?: pulumi.CustomResourceOptions) {
    super(FAMILIES.AbuseReport, name, args, opts);
  }

  /**
   * A read-only reference to an existing report by id: nothing is filed.
   *
   * @param name - The resource's logical name in the stack.
   * @param id - The report's id (`abrp_…`).
   * @param opts - Pulumi resource options.
   * @returns A resource whose outputs are the report as `pulumi refresh` reads it.
   */
  static get(name: string, id: pulumi.Input<string>, opts?: pulumi.CustomResourceOptions): AbuseReport {
    return new AbuseReport(name, undefined as unknown as AbuseReportArgs, { ...opts, id });
  }
}
