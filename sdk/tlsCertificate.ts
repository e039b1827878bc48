import * as pulumi from "@pulumi/pulumi";
import { collect, type FilteredLookupOptions, type DescribedInfo } from "./lookup";
import { X509Certificate } from "node:crypto";
import { FAMILIES } from "../provider/families";
import { IngressResource } from "./resource";
import { typeToken } from "../provider/tokens";

/**
 * Days before its leaf expires from which a certificate draws a warning, attached to the
 * resource, when the program runs (`pulumi preview` and `pulumi up`): 30. An expired leaf is an
 * error instead.
 */
export const EXPIRY_WARNING_DAYS = 30;

/** Inputs of a {@link TlsCertificate}. Every input is checked before any API call. */
export interface TlsCertificateArgs {
  /**
   * Chain of PEM-encoded certificates, leaf first. Checked before any API call: it must parse,
   * its leaf must not have expired, and it must match `privateKeyPem` when that is given. A leaf
   * expiring within 30 days draws a warning. Changing it replaces the certificate (the new one is
   * uploaded, with `privateKeyPem`, before the old is deleted). Differences in whitespace or line
   * endings are not a change.
   */
  certificatePem: pulumi.Input<string>;
  /**
   * PEM-encoded private key of the leaf certificate: one unencrypted key, PKCS #8
   * (`PRIVATE KEY`), PKCS #1 (`RSA PRIVATE KEY`) or SEC 1 (`EC PRIVATE KEY`), of type RSA,
   * ECDSA or Ed25519. A secret: stored encrypted in the state whatever you pass (a plain string
   * included), sent to the service only when a certificate is uploaded, and never an output (no
   * response carries it). It can change only together with `certificatePem`.
   *
   * Needed whenever a certificate is uploaded: on create, and when a changed `certificatePem`
   * replaces the certificate. A certificate adopted with `adoptId` is not uploaded, so it may leave
   * the key out until its `certificatePem` changes; then `pulumi preview` fails with
   * `privateKeyPem is required to upload a certificate (a certificate adopted with adoptId may leave it out until its certificatePem changes)`.
   * Default: none.
   */
  privateKeyPem?: pulumi.Input<string>;
  /** Human-readable description, at most 255 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  description?: pulumi.Input<string>;
  /** Machine-readable user data, at most 4096 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  metadata?: pulumi.Input<string>;
  /**
   * Id (`cert_…`) of an existing certificate to take over instead of uploading a new one.
   * Read only when the resource is created: the certificate must hold the same `certificatePem`;
   * its description and metadata are then set to the program's. No `privateKeyPem` is needed to
   * adopt it. Removing it afterwards changes nothing; a later change of `certificatePem` uploads a
   * new certificate whether it is there or not. Default: none (upload).
   */
  adoptId?: pulumi.Input<string>;
}

/** Subject alternative names (SANs) of a leaf certificate: its DNS names and IP addresses; other kinds of SAN are not reported. */
export interface SubjectAlternativeNames {
  /** Additional domains the certificate is valid for, as written in it (wildcards such as `*.example.com` included). Empty when it has none. */
  dnsNames: string[];
  /** IP addresses the certificate is also valid for: IPv4 dotted (`192.0.2.1`), IPv6 in compressed form (`2001:db8::1`). Empty when it has none. */
  ips: string[];
}

/**
 * A TLS certificate uploaded with its private key, or adopted (`adoptId`) without it. Every field
 * derived from the leaf certificate is an output; the private key never is. The resource's `id` is the certificate's
 * id (`cert_…`). Changing the certificate replaces it, the new one created before the old is
 * deleted; `description` and `metadata` are updated in place.
 *
 * @example
 * const cert = new ingress.TlsCertificate("api", {
 *   certificatePem: fs.readFileSync("api.crt", "utf8"),
 *   privateKeyPem: config.requireSecret("apiKeyPem"),
 *   description: "api.example.com",
 * });
 */
export class TlsCertificate extends IngressResource {
  /** The engine's type token of this class's resources (what `isInstance` compares). */
  static readonly __pulumiType = typeToken("TlsCertificate");

  /** Absolute address of the certificate on the API: `<base URL>/tls_certificates/<id>`. */
  declare readonly uri: pulumi.Output<string>;
  /** When the certificate was uploaded: an RFC 3339 timestamp in UTC (`2025-01-02T03:04:05Z`). */
  declare readonly createdAt: pulumi.Output<string>;
  /** Human-readable description. Null when never set; `""` once removed from the program (the API clears a field with `""`). */
  declare readonly description: pulumi.Output<string | null>;
  /** Machine-readable user data. Null when never set; `""` once removed from the program. */
  declare readonly metadata: pulumi.Output<string | null>;
  /** The uploaded chain of PEM-encoded certificates, leaf first, as the service returns it: with exactly one trailing newline. */
  declare readonly certificatePem: pulumi.Output<string>;
  /** Common name (CN) of the leaf's subject; `""` when it has none. */
  declare readonly subjectCommonName: pulumi.Output<string>;
  /** DNS names and IP addresses of the leaf's subject alternative name extension; both lists empty when it has none. */
  declare readonly subjectAlternativeNames: pulumi.Output<SubjectAlternativeNames>;
  /** When the service issued the certificate automatically (RFC 3339). Always null here: these certificates are uploaded, not issued. */
  declare readonly issuedAt: pulumi.Output<string | null>;
  /** Start of the leaf's validity: an RFC 3339 timestamp in UTC at whole seconds (`2025-01-02T03:04:05Z`). */
  declare readonly notBefore: pulumi.Output<string>;
  /**
   * End of the leaf's validity: an RFC 3339 timestamp in UTC at whole seconds
   * (`2026-01-02T03:04:05Z`); `Date.parse` reads it. A leaf within
   * {@link EXPIRY_WARNING_DAYS} days of it draws a warning; a leaf past it is refused.
   */
  declare readonly notAfter: pulumi.Output<string>;
  /**
   * What the leaf's key may be used for, from its key usage extension, in the extension's bit
   * order: `digital_signature`, `content_commitment`, `key_encipherment`, `data_encipherment`,
   * `key_agreement`, `cert_sign`, `crl_sign`, `encipher_only`, `decipher_only`. Empty when the
   * leaf has no such extension.
   */
  declare readonly keyUsages: pulumi.Output<string[]>;
  /**
   * Extended key usages of the leaf, in the certificate's order: `server_auth`, `client_auth`,
   * `code_signing`, `email_protection`, `time_stamping`, `ocsp_signing`, `any`, …; a usage
   * without a name is its dotted OID (`1.2.3.4`). Empty when the leaf has no such extension.
   */
  declare readonly extendedKeyUsages: pulumi.Output<string[]>;
  /** Type of the leaf's key (and so of `privateKeyPem`): `rsa` (RSA-PSS included), `ecdsa` or `ed25519`. */
  declare readonly privateKeyType: pulumi.Output<"rsa" | "ecdsa" | "ed25519">;
  /** Common name (CN) of the leaf's issuer; `""` when it has none. */
  declare readonly issuerCommonName: pulumi.Output<string>;
  /** Serial number of the leaf, in lowercase hexadecimal without leading zeros or separators (`3a0f9c…`; `0` for zero). */
  declare readonly serialNumber: pulumi.Output<string>;
  /** Organization (O) of the leaf's subject, its first when several; `""` when absent. */
  declare readonly subjectOrganization: pulumi.Output<string>;
  /** Organizational unit (OU) of the leaf's subject, its first when several; `""` when absent. */
  declare readonly subjectOrganizationalUnit: pulumi.Output<string>;
  /** Locality (L) of the leaf's subject, its first when several; `""` when absent. */
  declare readonly subjectLocality: pulumi.Output<string>;
  /** State or province (ST) of the leaf's subject, its first when several; `""` when absent. */
  declare readonly subjectProvince: pulumi.Output<string>;
  /** Country (C) of the leaf's subject, a two-letter code as written in it; `""` when absent. */
  declare readonly subjectCountry: pulumi.Output<string>;

  /**
   * Declares a certificate. The chain and key (when given) are parsed before any API call; a leaf expiring
   * within {@link EXPIRY_WARNING_DAYS} days draws a warning under the resource.
   *
   * @param name - The resource's logical name, unique among the stack's certificates of the same parent.
   * @param args - The certificate, its key and its descriptive fields.
   * @param opts - Pulumi resource options (`parent`, `dependsOn`, `protect`, …).
   */
  constructor(name: string, args: TlsCertificateArgs, opts?: pulumi.CustomResourceOptions) {
    super(FAMILIES.TlsCertificate, name, args, opts);
    if (opts?.id === undefined) {
      pulumi.output(args.certificatePem).apply((pem) => warnIfExpiringSoon(pem, this));
    }
  }

  /**
   * A read-only reference to an existing certificate by id: nothing is uploaded, changed or
   * deleted.
   *
   * @param name - The resource's logical name in the stack.
   * @param id - The certificate's id (`cert_…`).
   * @param opts - Pulumi resource options.
   * @returns A resource whose outputs are the certificate as `pulumi refresh` reads it.
   */
  static get(name: string, id: pulumi.Input<string>, opts?: pulumi.CustomResourceOptions): TlsCertificate {
    return new TlsCertificate(name, undefined as unknown as TlsCertificateArgs, { ...opts, id });
  }
}

/** Warns, attached to the resource, when the leaf expires within {@link EXPIRY_WARNING_DAYS} days. */
function warnIfExpiringSoon(pem: string | undefined, resource: pulumi.Resource): void {
  if (!pem) return;
  let notAfter: number;
  try {
    notAfter = Date.parse(new X509Certificate(pem).validTo);
  } catch {
    return; // check reports a malformed PEM as an error
  }
  const days = (notAfter - Date.now()) / 86_400_000;
  if (days > 0 && days < EXPIRY_WARNING_DAYS) {
    pulumi.log.warn(`certificatePem: the leaf certificate expires in ${Math.floor(days)} days (${new Date(notAfter).toISOString()}); renew it soon`, resource);
  }
}

/**
 * A TLS certificate of the account, as {@link getTlsCertificates} returns it: the fields of a
 * {@link TlsCertificate}'s outputs, plain values, and its `id`. No private key.
 */
export interface TlsCertificateInfo extends DescribedInfo {
  /** The certificate's id (`cert_…`), what `TlsCertificate.get` and `adoptId` take. */
  id: string;
  /** The chain of PEM-encoded certificates, leaf first, with exactly one trailing newline. */
  certificatePem: string;
  /** Common name (CN) of the leaf's subject; `""` when it has none. */
  subjectCommonName: string;
  /** DNS names and IP addresses of the leaf's subject alternative name extension; both lists empty when it has none. */
  subjectAlternativeNames: SubjectAlternativeNames;
  /** When the service issued the certificate automatically (RFC 3339); null for an uploaded certificate. */
  issuedAt: string | null;
  /** Start of the leaf's validity: an RFC 3339 timestamp in UTC at whole seconds. */
  notBefore: string;
  /** End of the leaf's validity: an RFC 3339 timestamp in UTC at whole seconds (`2026-01-02T03:04:05Z`). */
  notAfter: string;
  /** Key usages of the leaf, in the extension's bit order (`digital_signature`, `key_encipherment`, …); empty when it has none. */
  keyUsages: string[];
  /** Extended key usages of the leaf (`server_auth`, `client_auth`, …, or a dotted OID); empty when it has none. */
  extendedKeyUsages: string[];
  /** Type of the leaf's key: `rsa`, `ecdsa` or `ed25519`. */
  privateKeyType: "rsa" | "ecdsa" | "ed25519";
  /** Common name (CN) of the leaf's issuer; `""` when it has none. */
  issuerCommonName: string;
  /** Serial number of the leaf, in lowercase hexadecimal without leading zeros or separators. */
  serialNumber: string;
  /** Organization (O) of the leaf's subject; `""` when absent. */
  subjectOrganization: string;
  /** Organizational unit (OU) of the leaf's subject; `""` when absent. */
  subjectOrganizationalUnit: string;
  /** Locality (L) of the leaf's subject; `""` when absent. */
  subjectLocality: string;
  /** State or province (ST) of the leaf's subject; `""` when absent. */
  subjectProvince: string;
  /** Country (C) of the leaf's subject; `""` when absent. */
  subjectCountry: string;
}

/**
 * Every TLS certificate of the account, newest first, read page by page when the program runs
 * (`pulumi preview` included). Needs the API key and base URL, from `opts` or as the resources
 * find them.
 *
 * @param opts - Where to look, the page size, and a CEL `filter` the service keeps items by; by default every item, from the stack config, then the environment.
 * @returns The certificates, with no private key.
 *
 * @example
 * // Ids of the account's certificates that expire within 30 days.
 * export const expiringSoon = ingress.getTlsCertificates().then((certs) =>
 *   certs.filter((c) => Date.parse(c.notAfter) < Date.now() + 30 * 86_400_000).map((c) => c.id),
 * );
 */
export function getTlsCertificates(opts: FilteredLookupOptions = {}): Promise<TlsCertificateInfo[]> {
  return collect("tlsCertificates", opts);
}
