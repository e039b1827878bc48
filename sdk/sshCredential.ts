import type * as pulumi from "@pulumi/pulumi";
import { FAMILIES } from "../provider/families";
import { collect, type LookupOptions, type DescribedInfo } from "./lookup";
import { IngressResource } from "./resource";
import { typeToken } from "../provider/tokens";

/** Inputs of an {@link SshCredential}. Every input is checked before any API call. */
export interface SshCredentialArgs {
  /**
   * The public key agents authenticate with, as one OpenSSH line (`ssh-ed25519 AAAA… comment`, the
   * content of a `.pub` file; no authorized_keys options) of type `ssh-ed25519`, `ssh-rsa` or
   * `ecdsa-sha2-nistp256/384/521`. Compared without surrounding white space. A change replaces the credential.
   */
  publicKey: pulumi.Input<string>;
  /**
   * What an agent using the credential may bind: each rule `*` or `bind:` followed by a domain
   * (`bind:app.example.com`, `bind:*.example.com`), an address (`bind:1.tcp.ngrok.io:20002`), a
   * label (`bind:team=web`, `*` for the key or the value) or `*`. Updated in place; absent or empty:
   * no restriction. Default: none.
   */
  acl?: pulumi.Input<pulumi.Input<string>[]>;
  /**
   * Id of the user (`usr_…`) or bot (`bot_…`) that owns the credential; only admins may name another
   * than themselves. A change replaces the credential. Default: the API key's owner, which is then never a change.
   */
  ownerId?: pulumi.Input<string>;
  /** Human-readable description of who or what uses the credential, at most 255 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  description?: pulumi.Input<string>;
  /** Machine-readable user data, at most 4096 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  metadata?: pulumi.Input<string>;
  /**
   * Id (`sshcr_…`) of an existing credential to take over instead of creating one; read only when
   * the resource is created. Its public key (and owner, when set) must be the program's; the rest
   * is reconciled to the program. Removing it afterwards changes nothing. Default: none.
   */
  adoptId?: pulumi.Input<string>;
}

/**
 * An SSH credential: a public key agents authenticate with over SSH, with the ACL of what they may
 * bind. The resource's `id` is the credential's id (`sshcr_…`). The ACL, description and metadata
 * change in place; a new public key or owner is a new credential.
 *
 * @example
 * new ingress.SshCredential("device132", { publicKey: fs.readFileSync("device132.pub", "utf8"), acl: ["bind:132.devices.example.com"] });
 */
export class SshCredential extends IngressResource {
  /** The engine's type token of this class's resources (what `isInstance` compares). */
  static readonly __pulumiType = typeToken("SshCredential");

  /** Absolute address of the credential on the API: `<base URL>/ssh_credentials/<id>`. */
  declare readonly uri: pulumi.Output<string>;
  /** When the credential was created: an RFC 3339 timestamp in UTC (`2025-01-02T03:04:05Z`). */
  declare readonly createdAt: pulumi.Output<string>;
  /** Human-readable description. Null when never set; `""` once removed from the program (the API clears a field with `""`). */
  declare readonly description: pulumi.Output<string | null>;
  /** Machine-readable user data. Null when never set; `""` once removed from the program. */
  declare readonly metadata: pulumi.Output<string | null>;
  /** The public key as the service holds it. */
  declare readonly publicKey: pulumi.Output<string>;
  /** The ACL rules; empty or null: no restriction. */
  declare readonly acl: pulumi.Output<string[] | null>;
  /** Id of the user or bot that owns the credential. Null when the service does not say. */
  declare readonly ownerId: pulumi.Output<string | null>;

  /**
   * Declares an SSH credential. Its inputs are checked before any API call.
   *
   * @param name - The resource's logical name, unique among the stack's SSH credentials of the same parent.
   * @param args - The public key, the ACL, the owner and the descriptive fields.
   * @param opts - Pulumi resource options (`parent`, `dependsOn`, `protect`, …).
   */
  constructor(name: string, args: SshCredentialArgs, opts?: pulumi.CustomResourceOptions) {
    super(FAMILIES.SshCredential, name, args, opts);
  }

  /**
   * A read-only reference to an existing credential by id: nothing is created, changed or deleted.
   *
   * @param name - The resource's logical name in the stack.
   * @param id - The credential's id (`sshcr_…`).
   * @param opts - Pulumi resource options.
   * @returns A resource whose outputs are the credential as `pulumi refresh` reads it.
   */
  static get(name: string, id: pulumi.Input<string>, opts?: pulumi.CustomResourceOptions): SshCredential {
    return new SshCredential(name, undefined as unknown as SshCredentialArgs, { ...opts, id });
  }
}

/** An SSH credential of the account, as {@link getSshCredentials} returns it. */
export interface SshCredentialInfo extends DescribedInfo {
  /** The credential's id (`sshcr_…`), what `SshCredential.get` and `adoptId` take. */
  id: string;
  /** The public key. */
  publicKey: string;
  /** The ACL rules; empty or null: no restriction. */
  acl?: string[] | null;
  /** Id of the user or bot that owns the credential. */
  ownerId?: string | null;
}

/**
 * Every SSH credential of the account, newest first, read page by page when the program runs
 * (`pulumi preview` included). Needs the API key and base URL, from `opts` or as the resources find them.
 *
 * @param opts - Where to look and the page size; by default the stack config, then the environment.
 * @returns The credentials.
 */
export function getSshCredentials(opts: LookupOptions = {}): Promise<SshCredentialInfo[]> {
  return collect("sshCredentials", opts);
}
