import type * as pulumi from "@pulumi/pulumi";
import { FAMILIES } from "../provider/families";
import type { SshCaCurve, SshCaKeyType } from "../provider/resources/sshCertificateAuthority/wire";
import { collect, type LookupOptions, type DescribedInfo } from "./lookup";
import { IngressResource } from "./resource";
import { typeToken } from "../provider/tokens";

export type { SshCaCurve, SshCaKeyType } from "../provider/resources/sshCertificateAuthority/wire";

/** Inputs of an {@link SshCertificateAuthority}. Every input is checked before any API call. */
export interface SshCertificateAuthorityArgs {
  /**
   * The kind of key pair the service generates: `rsa`, `ecdsa` or `ed25519`. A change replaces the
   * authority (a new key). Default: the service's choice, which is then never a change.
   */
  privateKeyType?: pulumi.Input<SshCaKeyType>;
  /** The curve of an `ecdsa` key, such as `p256`, `p384` or `p521` (ngrok's sources do not list the curves: the service refuses one it does not support, ERR_NGROK_1941); only with `privateKeyType: "ecdsa"`. A change replaces the authority. Default: the service's. */
  ellipticCurve?: pulumi.Input<string>;
  /** The size in bits of an `rsa` key: `2048` or `4096`; only with `privateKeyType: "rsa"`. A change replaces the authority. Default: the service's. */
  keySize?: pulumi.Input<number>;
  /** Human-readable description, at most 255 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  description?: pulumi.Input<string>;
  /** Machine-readable user data, at most 4096 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  metadata?: pulumi.Input<string>;
  /**
   * Id (`sshca_…`) of an existing authority to take over instead of creating one; read only when
   * the resource is created. Its key must be of the type, curve and size the program sets; the
   * description and metadata are reconciled to the program. Removing it afterwards changes nothing. Default: none.
   */
  adoptId?: pulumi.Input<string>;
}

/**
 * An SSH certificate authority: a key pair the service generates and keeps, which signs SSH host and
 * user certificates. Its private key never leaves the service; its public key is an output, in
 * OpenSSH form, for servers' `TrustedUserCAKeys` and clients' `@cert-authority` lines. The
 * resource's `id` is the authority's id (`sshca_…`). The description and metadata change in place;
 * a new key type, curve or size is a new authority.
 *
 * @example
 * const ca = new ingress.SshCertificateAuthority("hosts", { privateKeyType: "ed25519", description: "staging hosts" });
 * export const trustedCaKey = ca.publicKey;
 */
export class SshCertificateAuthority extends IngressResource {
  /** The engine's type token of this class's resources (what `isInstance` compares). */
  static readonly __pulumiType = typeToken("SshCertificateAuthority");

  /** Absolute address of the authority on the API: `<base URL>/ssh_certificate_authorities/<id>`. */
  declare readonly uri: pulumi.Output<string>;
  /** When the authority was created: an RFC 3339 timestamp in UTC (`2025-01-02T03:04:05Z`). */
  declare readonly createdAt: pulumi.Output<string>;
  /** Human-readable description. Null when never set; `""` once removed from the program (the API clears a field with `""`). */
  declare readonly description: pulumi.Output<string | null>;
  /** Machine-readable user data. Null when never set; `""` once removed from the program. */
  declare readonly metadata: pulumi.Output<string | null>;
  /** The public key in OpenSSH form (`ssh-ed25519 AAAA…`). */
  declare readonly publicKey: pulumi.Output<string>;
  /** The key's type: `rsa`, `ecdsa` or `ed25519`. */
  declare readonly keyType: pulumi.Output<string>;
  /** The curve of an `ecdsa` key (`p256`, `p384`, `p521`), read from the public key; null for other types. */
  declare readonly ellipticCurve: pulumi.Output<SshCaCurve | null>;
  /** The size in bits of an `rsa` key, read from the public key; null for other types. */
  declare readonly keySize: pulumi.Output<number | null>;

  /**
   * Declares an SSH certificate authority. Its inputs are checked before any API call.
   *
   * @param name - The resource's logical name, unique among the stack's SSH certificate authorities of the same parent.
   * @param args - The key's type, curve or size, and the descriptive fields.
   * @param opts - Pulumi resource options (`parent`, `dependsOn`, `protect`, …).
   */
  constructor(name: string, args: SshCertificateAuthorityArgs = {}, opts?: pulumi.CustomResourceOptions) {
    super(FAMILIES.SshCertificateAuthority, name, args, opts);
  }

  /**
   * A read-only reference to an existing authority by id: nothing is created, changed or deleted.
   *
   * @param name - The resource's logical name in the stack.
   * @param id - The authority's id (`sshca_…`).
   * @param opts - Pulumi resource options.
   * @returns A resource whose outputs are the authority as `pulumi refresh` reads it.
   */
  static get(name: string, id: pulumi.Input<string>, opts?: pulumi.CustomResourceOptions): SshCertificateAuthority {
    return new SshCertificateAuthority(name, undefined as unknown as SshCertificateAuthorityArgs, { ...opts, id });
  }
}

/** An SSH certificate authority of the account, as {@link getSshCertificateAuthorities} returns it. */
export interface SshCertificateAuthorityInfo extends DescribedInfo {
  /** The authority's id (`sshca_…`), what `SshCertificateAuthority.get` and `adoptId` take. */
  id: string;
  /** The public key in OpenSSH form. */
  publicKey: string;
  /** `rsa`, `ecdsa` or `ed25519`. */
  keyType: string;
}

/**
 * Every SSH certificate authority of the account, newest first, read page by page when the program
 * runs (`pulumi preview` included). Needs the API key and base URL, from `opts` or as the resources find them.
 *
 * @param opts - Where to look and the page size; by default the stack config, then the environment.
 * @returns The authorities.
 */
export function getSshCertificateAuthorities(opts: LookupOptions = {}): Promise<SshCertificateAuthorityInfo[]> {
  return collect("sshCertificateAuthorities", opts);
}
