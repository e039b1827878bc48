import * as pulumi from "@pulumi/pulumi";
import { X509Certificate } from "node:crypto";
import tlsCertificateProvider from "../provider/providers/tlsCertificate";
import { TLS_OUTPUT_FIELDS } from "../provider/resources/tlsCertificate";
import { IngressResource, outputSlots } from "./support";

/** Days before expiry from which a certificate draws a warning at deployment. */
export const EXPIRY_WARNING_DAYS = 30;

export interface TlsCertificateArgs {
  /**
   * Chain of PEM-encoded certificates, leaf first. Checked before any API call: it must parse,
   * its leaf must not have expired, and it must match `privateKeyPem`. A leaf expiring within
   * 30 days draws a warning. Changing it replaces the certificate (the new one is created
   * before the old is deleted). Differences in whitespace or line endings are not a change.
   */
  certificatePem: pulumi.Input<string>;
  /**
   * PEM-encoded private key of the leaf certificate (PKCS#8, PKCS#1 or SEC1; RSA, ECDSA or
   * Ed25519). Always stored as a secret; sent to the service once, on create, and never
   * returned. It can change only together with `certificatePem`.
   */
  privateKeyPem: pulumi.Input<string>;
  /** Human-readable description, at most 255 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  description?: pulumi.Input<string>;
  /** Machine-readable user data, at most 4096 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  metadata?: pulumi.Input<string>;
  /**
   * Id (`cert_…`) of an existing certificate to take over instead of uploading a new one.
   * Read only when the resource is created: the certificate must hold the same `certificatePem`;
   * its description and metadata are then set to the program's. Default: none (upload).
   */
  adoptId?: pulumi.Input<string>;
}

/** Subject alternative names of a certificate. */
export interface SubjectAlternativeNames {
  /** Additional domains (wildcards included) the certificate is valid for. */
  dnsNames: string[];
  /** IP addresses the certificate is also valid for. */
  ips: string[];
}

/**
 * A TLS certificate uploaded with its private key. Every field derived from the leaf
 * certificate is an output.
 *
 * @example
 * const cert = new ingress.TlsCertificate("api", {
 *   certificatePem: fs.readFileSync("api.crt", "utf8"),
 *   privateKeyPem: config.requireSecret("apiKeyPem"),
 *   description: "api.example.com",
 * });
 */
export class TlsCertificate extends IngressResource {
  declare readonly uri: pulumi.Output<string>;
  declare readonly createdAt: pulumi.Output<string>;
  declare readonly description: pulumi.Output<string | null>;
  declare readonly metadata: pulumi.Output<string | null>;
  declare readonly certificatePem: pulumi.Output<string>;
  declare readonly subjectCommonName: pulumi.Output<string>;
  declare readonly subjectAlternativeNames: pulumi.Output<SubjectAlternativeNames>;
  /** `null`: the certificate was uploaded, not issued automatically. */
  declare readonly issuedAt: pulumi.Output<string | null>;
  declare readonly notBefore: pulumi.Output<string>;
  declare readonly notAfter: pulumi.Output<string>;
  declare readonly keyUsages: pulumi.Output<string[]>;
  declare readonly extendedKeyUsages: pulumi.Output<string[]>;
  declare readonly privateKeyType: pulumi.Output<"rsa" | "ecdsa" | "ed25519">;
  declare readonly issuerCommonName: pulumi.Output<string>;
  declare readonly serialNumber: pulumi.Output<string>;
  declare readonly subjectOrganization: pulumi.Output<string>;
  declare readonly subjectOrganizationalUnit: pulumi.Output<string>;
  declare readonly subjectLocality: pulumi.Output<string>;
  declare readonly subjectProvince: pulumi.Output<string>;
  declare readonly subjectCountry: pulumi.Output<string>;

  constructor(name: string, args: TlsCertificateArgs, opts?: pulumi.CustomResourceOptions) {
    // A missing key stays missing (check then says "privateKeyPem is required"); a given one is a secret.
    const key = args?.privateKeyPem === undefined ? {} : { privateKeyPem: pulumi.secret(args.privateKeyPem) };
    const props = opts?.id === undefined ? { ...outputSlots(TLS_OUTPUT_FIELDS), ...args, ...key } : outputSlots(TLS_OUTPUT_FIELDS);
    super(tlsCertificateProvider, "TlsCertificate", name, props, opts);
    if (opts?.id === undefined) {
      pulumi.output(args.certificatePem).apply((pem) => warnIfExpiringSoon(pem, this));
    }
  }

  /** A read-only reference to an existing certificate by id (`cert_…`). */
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
