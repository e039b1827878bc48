import type * as pulumi from "@pulumi/pulumi";
import { FAMILIES } from "../provider/families";
import { collect, type FilteredLookupOptions, type DescribedInfo } from "./lookup";
import { IngressResource } from "./resource";
import type { Ref } from "./routeModules";
import { typeToken } from "../provider/tokens";

/** Inputs of a {@link Secret}. Every input is checked before any API call. */
export interface SecretArgs {
  /** Id (`vault_…`) of the vault holding the secret: a {@link Vault}'s `id`. A change replaces the secret (a secret cannot move between vaults). */
  vaultId: pulumi.Input<string>;
  /**
   * The secret's name in its vault, which a Traffic Policy reads it by: `${secrets.get('<vault name>', '<name>')}`.
   * Letters, digits and `_ / . -`, at most 255 characters; unique in the vault. Changed in place.
   */
  name: pulumi.Input<string>;
  /**
   * The secret's value: not empty. Write-only: made secret (stored encrypted in the state), sent on
   * create and whenever the program's value changes (one PATCH), and never an output, printed, or
   * compared with the service, which never returns it. So refresh cannot see a value changed
   * outside the program; changing the program's value sends it again.
   */
  value: pulumi.Input<string>;
  /** Human-readable description, at most 255 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  description?: pulumi.Input<string>;
  /** Machine-readable user data, at most 4096 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  metadata?: pulumi.Input<string>;
  /**
   * Id (`secret_…`) of an existing secret of the same vault to take over instead of creating one;
   * read only when the resource is created, when the program's value is sent to it (the service
   * never returns the old one). Removing it afterwards changes nothing. Default: none (create a secret).
   */
  adoptId?: pulumi.Input<string>;
}

/**
 * A secret of a {@link Vault}, which Traffic Policies read at run time with
 * `${secrets.get('<vault name>', '<secret name>')}`; changing its value rotates it in every policy
 * that reads it. The resource's `id` is the secret's id (`secret_…`). The value is write-only: see
 * {@link SecretArgs.value}. A change of vault replaces the secret; any other change is made in place.
 *
 * @example
 * const vault = new ingress.Vault("hooks", { name: "webhooks-vault" });
 * new ingress.Secret("github", { vaultId: vault.id, name: "github-secret", value: config.requireSecret("githubSecret") });
 */
export class Secret extends IngressResource {
  /** The engine's type token of this class's resources (what `isInstance` compares). */
  static readonly __pulumiType = typeToken("Secret");

  /** Absolute address of the secret on the API: `<base URL>/vault_secrets/<id>`. */
  declare readonly uri: pulumi.Output<string>;
  /** When the secret was created: an RFC 3339 timestamp in UTC. */
  declare readonly createdAt: pulumi.Output<string>;
  /** When the secret was last changed (its value included), RFC 3339. Null when the service does not say. */
  declare readonly updatedAt: pulumi.Output<string | null>;
  /** The secret's name in its vault. */
  declare readonly name: pulumi.Output<string>;
  /** Human-readable description. Null when never set; `""` once removed from the program. */
  declare readonly description: pulumi.Output<string | null>;
  /** Machine-readable user data. Null when never set; `""` once removed from the program. */
  declare readonly metadata: pulumi.Output<string | null>;
  /** The vault holding the secret (`id` `vault_…` and `uri`). */
  declare readonly vault: pulumi.Output<Ref>;
  /** The name of the vault holding the secret, as policies name it. Null when the service does not say. */
  declare readonly vaultName: pulumi.Output<string | null>;
  /** Who created the secret (`id` of a user or bot, and `uri`). Null when the service does not say. */
  declare readonly createdBy: pulumi.Output<Ref | null>;
  /** Who last changed the secret. Null when the service does not say. */
  declare readonly lastUpdatedBy: pulumi.Output<Ref | null>;

  /**
   * Declares a secret. Its inputs are checked before any API call; its value is made secret.
   *
   * @param name - The resource's logical name, unique among the stack's secrets of the same parent.
   * @param args - The vault, the name, the value and the descriptive fields.
   * @param opts - Pulumi resource options (`parent`, `dependsOn`, `protect`, …).
   */
  constructor(name: string, args: SecretArgs, opts?: pulumi.CustomResourceOptions) {
    super(FAMILIES.Secret, name, args, opts);
  }

  /**
   * A read-only reference to an existing secret by id: nothing is created, changed or deleted (its value is never read).
   *
   * @param name - The resource's logical name in the stack.
   * @param id - The secret's id (`secret_…`).
   * @param opts - Pulumi resource options.
   * @returns A resource whose outputs are the secret as `pulumi refresh` reads it.
   */
  static get(name: string, id: pulumi.Input<string>, opts?: pulumi.CustomResourceOptions): Secret {
    return new Secret(name, undefined as unknown as SecretArgs, { ...opts, id });
  }
}

/** A secret of the account, as {@link getSecrets} returns it: a {@link Secret}'s outputs, plain values, and its `id`. Never its value. */
export interface SecretInfo extends DescribedInfo {
  /** The secret's id (`secret_…`), what `Secret.get` and `adoptId` take. */
  id: string;
  /** When the secret was last changed (RFC 3339). */
  updatedAt?: string | null;
  /** The secret's name in its vault. */
  name: string;
  /** The vault holding the secret. */
  vault: Ref;
  /** The name of the vault holding the secret. */
  vaultName?: string | null;
  /** Who created the secret. */
  createdBy?: Ref | null;
  /** Who last changed the secret. */
  lastUpdatedBy?: Ref | null;
}

/**
 * Every secret of the account's vaults, newest first, read page by page when the program runs
 * (`pulumi preview` included); never their values. Needs the API key and base URL, from `opts` or
 * as the resources find them.
 *
 * @param opts - Where to look, the page size, and a CEL `filter` the service keeps items by; by default every item, from the stack config, then the environment.
 * @returns The secrets.
 */
export function getSecrets(opts: FilteredLookupOptions = {}): Promise<SecretInfo[]> {
  return collect("secrets", opts);
}
