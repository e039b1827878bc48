import type * as pulumi from "@pulumi/pulumi";
import { FAMILIES } from "../provider/families";
import { collect, type FilteredLookupOptions, type DescribedInfo } from "./lookup";
import { IngressResource } from "./resource";
import { typeToken } from "../provider/tokens";

/** Inputs of a {@link Vault}. Every input is checked before any API call; every change is made in place. */
export interface VaultArgs {
  /**
   * The vault's name, which a Traffic Policy reads its secrets by: `${secrets.get('<name>', '<secret name>')}`.
   * Letters, digits and `_ / . -`, at most 255 characters; unique in the account. Changed in place
   * (a policy naming the old name then reads nothing: pass the vault to `trafficPolicyOf` or
   * `CloudEndpoint` so that they follow it).
   */
  name: pulumi.Input<string>;
  /** Human-readable description, at most 255 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  description?: pulumi.Input<string>;
  /** Machine-readable user data, at most 4096 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  metadata?: pulumi.Input<string>;
  /**
   * Id (`vault_…`) of an existing vault to take over instead of creating one; read only when the
   * resource is created, after which the vault is reconciled to the program. Removing it afterwards
   * changes nothing. Default: none (create a vault).
   */
  adoptId?: pulumi.Input<string>;
}

/**
 * A vault: a named container of secrets ({@link Secret}) that Traffic Policies read at run time with
 * `${secrets.get('<vault name>', '<secret name>')}`. The resource's `id` is the vault's id
 * (`vault_…`). Every change is made in place, with one PATCH. The service refuses to delete a vault
 * that still holds secrets; the engine deletes a program's secrets first, as they depend on it.
 *
 * @example
 * const vault = new ingress.Vault("prod", { name: "prod-vault" });
 * new ingress.Secret("github", { vaultId: vault.id, name: "github-secret", value: config.requireSecret("githubSecret") });
 */
export class Vault extends IngressResource {
  /** The engine's type token of this class's resources (what `isInstance` compares). */
  static readonly __pulumiType = typeToken("Vault");

  /** Absolute address of the vault on the API: `<base URL>/vaults/<id>`. */
  declare readonly uri: pulumi.Output<string>;
  /** When the vault was created: an RFC 3339 timestamp in UTC (`2025-01-02T03:04:05Z`). */
  declare readonly createdAt: pulumi.Output<string>;
  /** When the vault was last changed (RFC 3339). Null when the service does not say. */
  declare readonly updatedAt: pulumi.Output<string | null>;
  /** The vault's name, as policies name it in `secrets.get`. */
  declare readonly name: pulumi.Output<string>;
  /** Human-readable description. Null when never set; `""` once removed from the program (the API clears a field with `""`). */
  declare readonly description: pulumi.Output<string | null>;
  /** Machine-readable user data. Null when never set; `""` once removed from the program. */
  declare readonly metadata: pulumi.Output<string | null>;
  /** Who created the vault (a user or bot id). Null when the service does not say. */
  declare readonly createdBy: pulumi.Output<string | null>;
  /** Who last changed the vault (a user or bot id). Null when the service does not say. */
  declare readonly lastUpdatedBy: pulumi.Output<string | null>;

  /**
   * Declares a vault. Its inputs are checked before any API call.
   *
   * @param name - The resource's logical name, unique among the stack's vaults of the same parent.
   * @param args - The vault's name and descriptive fields.
   * @param opts - Pulumi resource options (`parent`, `dependsOn`, `protect`, …).
   */
  constructor(name: string, args: VaultArgs, opts?: pulumi.CustomResourceOptions) {
    super(FAMILIES.Vault, name, args, opts);
  }

  /**
   * A read-only reference to an existing vault by id: nothing is created, changed or deleted.
   *
   * @param name - The resource's logical name in the stack.
   * @param id - The vault's id (`vault_…`).
   * @param opts - Pulumi resource options.
   * @returns A resource whose outputs are the vault as `pulumi refresh` reads it.
   */
  static get(name: string, id: pulumi.Input<string>, opts?: pulumi.CustomResourceOptions): Vault {
    return new Vault(name, undefined as unknown as VaultArgs, { ...opts, id });
  }
}

/** A vault of the account, as {@link getVaults} returns it: the fields of a {@link Vault}'s outputs, plain values, and its `id`. */
export interface VaultInfo extends DescribedInfo {
  /** The vault's id (`vault_…`), what `Vault.get`, `adoptId` and a secret's `vaultId` take. */
  id: string;
  /** When the vault was last changed (RFC 3339). */
  updatedAt?: string | null;
  /** The vault's name. */
  name: string;
  /** Who created the vault (a user or bot id). */
  createdBy?: string | null;
  /** Who last changed the vault (a user or bot id). */
  lastUpdatedBy?: string | null;
}

/**
 * Every vault of the account, newest first, read page by page when the program runs (`pulumi
 * preview` included). Needs the API key and base URL, from `opts` or as the resources find them.
 *
 * @param opts - Where to look, the page size, and a CEL `filter` the service keeps items by; by default every item, from the stack config, then the environment.
 * @returns The vaults.
 */
export function getVaults(opts: FilteredLookupOptions = {}): Promise<VaultInfo[]> {
  return collect("vaults", opts);
}
