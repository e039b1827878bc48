import type * as pulumi from "@pulumi/pulumi";
import { FAMILIES } from "../provider/families";
import { collect, type LookupOptions } from "./lookup";
import { IngressResource } from "./resource";
import { typeToken } from "../provider/tokens";

/** Inputs of a {@link CertificateAuthority}. Every input is checked before any API call. */
export interface CertificateAuthorityArgs {
  /**
   * The CA certificate, PEM-encoded: exactly one `CERTIFICATE` block whose Basic Constraints say
   * `CA:TRUE`, never its private key. Checked before any API call (a malformed PEM, a key, several
   * certificates or a certificate that is not a CA are refused in one line). Changing it replaces
   * the authority (the new one is uploaded before the old is deleted, and gets a new id).
   * Differences in whitespace, line endings or line width are not a change.
   */
  caPem: pulumi.Input<string>;
  /** Human-readable description, at most 255 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  description?: pulumi.Input<string>;
  /** Machine-readable user data, at most 4096 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  metadata?: pulumi.Input<string>;
  /**
   * Id (`ca_…`) of a certificate authority already on the account to take over instead of
   * uploading one; read only when the resource is created. It must hold the same CA certificate as
   * `caPem`; its description and metadata are then reconciled to the program. Default: none (upload).
   */
  adoptId?: pulumi.Input<string>;
}

/**
 * A certificate authority: a CA certificate the account trusts for mutual TLS. A Traffic Policy's
 * `terminate-tls` action names it by id in `mutual_tls_certificate_authorities`, and then asks
 * clients for a certificate this CA signed. The resource's `id` is the authority's id (`ca_…`).
 * The service reads the subject, validity and key usages from the certificate. Details:
 * docs/resources/certificateAuthority.md.
 *
 * @example
 * const ca = new ingress.CertificateAuthority("clients", { caPem: fs.readFileSync("ca.crt", "utf8") });
 * new ingress.CloudEndpoint("api", {
 *   url: "https://api.example.com",
 *   trafficPolicy: { on_tcp_connect: [{ actions: [{ type: "terminate-tls", config: { mutual_tls_certificate_authorities: [ca.id] } }] }] },
 * });
 */
export class CertificateAuthority extends IngressResource {
  /** The engine's type token of this class's resources (what `isInstance` compares). */
  static readonly __pulumiType = typeToken("CertificateAuthority");

  /** Absolute address of the authority on the API: `<base URL>/certificate_authorities/<id>`. */
  declare readonly uri: pulumi.Output<string>;
  /** When the authority was uploaded: an RFC 3339 timestamp in UTC (`2025-01-02T03:04:05Z`). */
  declare readonly createdAt: pulumi.Output<string>;
  /** Human-readable description. Null when never set; `""` once removed from the program (the API clears a field with `""`). */
  declare readonly description: pulumi.Output<string | null>;
  /** Machine-readable user data. Null when never set; `""` once removed from the program. */
  declare readonly metadata: pulumi.Output<string | null>;
  /** The CA certificate as the service holds it: as uploaded, ending in one newline. */
  declare readonly caPem: pulumi.Output<string>;
  /** The common name (CN) of the certificate's subject; `""` when it has none. */
  declare readonly subjectCommonName: pulumi.Output<string>;
  /** When the certificate becomes valid (RFC 3339). */
  declare readonly notBefore: pulumi.Output<string>;
  /** When the certificate expires (RFC 3339). The service accepts an expired CA; clients' certificates then fail to verify. */
  declare readonly notAfter: pulumi.Output<string>;
  /** What the CA's key may be used for (`cert_sign`, `crl_sign`, `digital_signature`, …), in the KeyUsage extension's bit order; `[]` without the extension. */
  declare readonly keyUsages: pulumi.Output<string[]>;
  /** Extended key usages (`server_auth`, `client_auth`, …, or an unknown usage's dotted OID); `[]` without the extension. */
  declare readonly extendedKeyUsages: pulumi.Output<string[]>;

  /**
   * Declares a certificate authority. Its inputs are checked before any API call.
   *
   * @param name - The resource's logical name, unique among the stack's certificate authorities of the same parent.
   * @param args - The CA certificate and descriptive fields.
   * @param opts - Pulumi resource options (`parent`, `dependsOn`, `protect`, …).
   */
  constructor(name: string, args: CertificateAuthorityArgs, opts?: pulumi.CustomResourceOptions) {
    super(FAMILIES.CertificateAuthority, name, args, opts);
  }

  /**
   * A read-only reference to an existing certificate authority by id: nothing is created, changed or deleted.
   *
   * @param name - The resource's logical name in the stack.
   * @param id - The authority's id (`ca_…`).
   * @param opts - Pulumi resource options.
   * @returns A resource whose outputs are the authority as `pulumi refresh` reads it.
   */
  static get(name: string, id: pulumi.Input<string>, opts?: pulumi.CustomResourceOptions): CertificateAuthority {
    return new CertificateAuthority(name, undefined as unknown as CertificateAuthorityArgs, { ...opts, id });
  }
}

/** A certificate authority of the account, as {@link getCertificateAuthorities} returns it: a {@link CertificateAuthority}'s outputs, plain values, and its `id`. */
export interface CertificateAuthorityInfo {
  /** The authority's id (`ca_…`), what `CertificateAuthority.get`, `adoptId` and `mutual_tls_certificate_authorities` take. */
  id: string;
  /** Absolute address of the authority on the API. */
  uri: string;
  /** When the authority was uploaded (RFC 3339). */
  createdAt: string;
  /** Human-readable description. Null when never set; `""` once cleared. */
  description?: string | null;
  /** Machine-readable user data. Null when never set; `""` once cleared. */
  metadata?: string | null;
  /** The CA certificate (PEM). */
  caPem: string;
  /** The common name of the certificate's subject. */
  subjectCommonName: string;
  /** When the certificate becomes valid (RFC 3339). */
  notBefore: string;
  /** When the certificate expires (RFC 3339). */
  notAfter: string;
  /** Key usages. */
  keyUsages: string[];
  /** Extended key usages. */
  extendedKeyUsages: string[];
}

/**
 * Every certificate authority of the account, newest first, read page by page when the program
 * runs (`pulumi preview` included). Needs the API key and base URL, from `opts` or as the resources find them.
 *
 * @param opts - Where to look and the page size; by default the stack config, then the environment.
 * @returns The certificate authorities.
 */
export function getCertificateAuthorities(opts: LookupOptions = {}): Promise<CertificateAuthorityInfo[]> {
  return collect("certificateAuthorities", opts);
}
