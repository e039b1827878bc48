import type * as pulumi from "@pulumi/pulumi";
import { FAMILIES } from "../provider/families";
import { collect, type FilteredLookupOptions, type DescribedInfo } from "./lookup";
import { IngressResource } from "./resource";
import type { Ref } from "./routeModules";
import { typeToken } from "../provider/tokens";

/** How the service obtains a domain's certificate: from Let's Encrypt over ACME, with a key of the type given. */
export interface CertificateManagementPolicyArgs {
  /** The certificate authority: `letsencrypt`, the only one and the default. */
  authority?: pulumi.Input<"letsencrypt">;
  /** The type of the certificate's private key: `ecdsa` (the default) or `rsa` (4096 bits). */
  privateKeyType?: pulumi.Input<"ecdsa" | "rsa">;
}

/** Inputs of a {@link ReservedDomain}. Every input is checked before any API call. */
export interface ReservedDomainArgs {
  /**
   * The hostname to reserve: `app.example.com`, a wildcard `*.example.com` (`*` only as the whole
   * first label), or a subdomain of ngrok's own domains (`myapp.ngrok.app`). Letters, digits, `-`
   * and `.`; at least one dot; at most 253 characters, labels at most 63; not on ngrok.com. Case
   * and a final dot are not a change. A change replaces the reservation (the new domain is reserved
   * before the old one is released).
   */
  domain: pulumi.Input<string>;
  /** Human-readable description, at most 255 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  description?: pulumi.Input<string>;
  /** Machine-readable user data, at most 4096 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  metadata?: pulumi.Input<string>;
  /**
   * Id (`cert_…`) of an uploaded TLS certificate (a `TlsCertificate`'s id) that terminates TLS for
   * the domain, instead of a managed one. Not with `certificateManagementPolicy`, nor on ngrok's own
   * domains. Changed in place (a managed certificate's policy is detached first). Default: none.
   */
  certificateId?: pulumi.Input<string>;
  /**
   * Let the service obtain and renew the domain's certificate. Not with `certificateId`, nor on
   * ngrok's own domains. Changed in place (an uploaded certificate is detached first). Default: for a
   * custom domain without `certificateId`, `{ authority: "letsencrypt", privateKeyType: "ecdsa" }`.
   */
  certificateManagementPolicy?: pulumi.Input<CertificateManagementPolicyArgs>;
  /**
   * Where the domain resolves: points of presence (`us`, `us-cal-1`, `eu`, `ap`, `au`, `in`, `jp`,
   * `sa`, or `global`) and dedicated IPv4 addresses with an optional port (`192.0.2.1:1234`). The
   * order is not a change. Changed in place; removing it (or `[]`) restores global resolution.
   * Default: none (global load balancing).
   */
  resolvesTo?: pulumi.Input<pulumi.Input<string>[]>;
  /**
   * Id (`rd_…`) of a domain already reserved on the account to take over instead of reserving it;
   * read only when the resource is created, after which the domain is reconciled to the program. Its
   * domain must be `domain`. Default: none (reserve the domain).
   */
  adoptId?: pulumi.Input<string>;
}

/** A managed certificate's policy as the service holds it, defaults filled in. */
export interface CertificateManagementPolicy {
  /** `letsencrypt`. */
  authority: string;
  /** `ecdsa` or `rsa`. */
  privateKeyType: string;
}

/** The job obtaining or renewing a managed certificate. */
export interface CertificateProvisioningJob {
  /** Why provisioning fails: `INTERNAL_ERROR` (temporary) or `DNS_ERROR` (fix the DNS records); null or absent while it goes well. */
  errorCode?: string | null;
  /** The job's state or error, in words (`Managed certificate provisioning in progress.`). */
  msg: string;
  /** When the job started (RFC 3339). */
  startedAt: string;
  /** When the job will be retried (RFC 3339); null or absent when no retry is planned. */
  retriesAt?: string | null;
}

/** The state of a domain's certificate management. */
export interface CertificateManagementStatus {
  /** When the next renewal will be requested (RFC 3339); null while there is no certificate yet. */
  renewsAt?: string | null;
  /** The job provisioning or renewing the certificate; null when none runs. */
  provisioningJob?: CertificateProvisioningJob | null;
}

/**
 * A reserved domain: a hostname the account's public endpoints may serve, with the certificate
 * that terminates TLS for it and the points of presence it resolves to. The resource's `id` is the
 * domain's id (`rd_…`). A custom domain needs a DNS CNAME record to `cnameTarget` (a wildcard one
 * also `_acme-challenge.<domain>` to `acmeChallengeCnameTarget`). Details: docs/resources/reservedDomain.md.
 *
 * @example
 * const domain = new ingress.ReservedDomain("app", { domain: "app.example.com" });
 * export const cname = domain.cnameTarget;
 */
export class ReservedDomain extends IngressResource {
  /** The engine's type token of this class's resources (what `isInstance` compares). */
  static readonly __pulumiType = typeToken("ReservedDomain");

  /** Absolute address of the domain on the API: `<base URL>/reserved_domains/<id>`. */
  declare readonly uri: pulumi.Output<string>;
  /** When the domain was reserved: an RFC 3339 timestamp in UTC (`2025-01-02T03:04:05Z`). */
  declare readonly createdAt: pulumi.Output<string>;
  /** Human-readable description. Null when never set; `""` once removed from the program. */
  declare readonly description: pulumi.Output<string | null>;
  /** Machine-readable user data. Null when never set; `""` once removed from the program. */
  declare readonly metadata: pulumi.Output<string | null>;
  /** The hostname as the service holds it: lowercase, no final dot. */
  declare readonly domain: pulumi.Output<string>;
  /** The target of the CNAME record the domain's DNS needs; null for a subdomain of ngrok's own domains. */
  declare readonly cnameTarget: pulumi.Output<string | null>;
  /** The certificate in use (`id` `cert_…` and `uri`): the uploaded one, or the managed one last issued; null while there is none. */
  declare readonly certificate: pulumi.Output<Ref | null>;
  /** The managed certificate's policy, defaults filled in; null when the certificate is uploaded or ngrok's. */
  declare readonly certificateManagementPolicy: pulumi.Output<CertificateManagementPolicy | null>;
  /** The state of certificate management (renewal, provisioning job); null when the certificate is not managed. */
  declare readonly certificateManagementStatus: pulumi.Output<CertificateManagementStatus | null>;
  /** The target of the CNAME record `_acme-challenge.<domain>` that a custom wildcard domain needs for its certificate; null otherwise. */
  declare readonly acmeChallengeCnameTarget: pulumi.Output<string | null>;
  /** The points of presence and dedicated IPs the domain resolves to, in the service's order; empty for global resolution. */
  declare readonly resolvesTo: pulumi.Output<string[]>;
  /** The deprecated region of the domain ("domains traffic is now handled globally"): `""` as the service answers it; null when it leaves it out. */
  declare readonly region: pulumi.Output<string | null>;

  /**
   * Declares a reserved domain. Its inputs are checked before any API call.
   *
   * @param name - The resource's logical name, unique among the stack's domains of the same parent.
   * @param args - The hostname, the certificate choice, the resolution and the descriptive fields.
   * @param opts - Pulumi resource options (`parent`, `dependsOn`, `protect`, …).
   */
  constructor(name: string, args: ReservedDomainArgs, opts?: pulumi.CustomResourceOptions) {
    super(FAMILIES.ReservedDomain, name, args, opts);
  }

  /**
   * A read-only reference to an existing reserved domain by id: nothing is created, changed or deleted.
   *
   * @param name - The resource's logical name in the stack.
   * @param id - The domain's id (`rd_…`).
   * @param opts - Pulumi resource options.
   * @returns A resource whose outputs are the domain as `pulumi refresh` reads it.
   */
  static get(name: string, id: pulumi.Input<string>, opts?: pulumi.CustomResourceOptions): ReservedDomain {
    return new ReservedDomain(name, undefined as unknown as ReservedDomainArgs, { ...opts, id });
  }
}

/** One place a domain resolves to, as the API holds it. */
export interface ResolvesToEntry {
  /** A point of presence (`eu`), `global`, or a dedicated IPv4 address with an optional port (`192.0.2.1:1234`). */
  value: string;
}

/**
 * A reserved domain of the account, as {@link getReservedDomains} returns it: the API's item with
 * the SDK's names. Fields the API leaves out of an item are absent.
 */
export interface ReservedDomainInfo extends DescribedInfo {
  /** The domain's id (`rd_…`), what `ReservedDomain.get` and `adoptId` take. */
  id: string;
  /** The hostname. */
  domain: string;
  /** The CNAME record's target; null for ngrok's own domains. */
  cnameTarget?: string | null;
  /** The certificate in use, when there is one. */
  certificate?: Ref | null;
  /** The managed certificate's policy; null when not managed. */
  certificateManagementPolicy?: CertificateManagementPolicy | null;
  /** The state of certificate management; null when not managed. */
  certificateManagementStatus?: CertificateManagementStatus | null;
  /** The `_acme-challenge` CNAME record's target of a custom wildcard domain; null otherwise. */
  acmeChallengeCnameTarget?: string | null;
  /** Where the domain resolves, each as `{value}`; empty or absent for global resolution. */
  resolvesTo?: ResolvesToEntry[] | null;
  /** The deprecated region: `""` as the service answers it. */
  region?: string | null;
}

/**
 * Every reserved domain of the account, newest first, read page by page when the program runs
 * (`pulumi preview` included). Needs the API key and base URL, from `opts` or as the resources find them.
 *
 * @param opts - Where to look, the page size, and a CEL `filter` the service keeps items by; by default every item, from the stack config, then the environment.
 * @returns The domains.
 *
 * @example
 * // The CNAME records the account's custom domains need.
 * export const records = ingress.getReservedDomains().then((ds) => ds.filter((d) => d.cnameTarget).map((d) => `${d.domain} CNAME ${d.cnameTarget}`));
 */
export function getReservedDomains(opts: FilteredLookupOptions = {}): Promise<ReservedDomainInfo[]> {
  return collect("reservedDomains", opts);
}
