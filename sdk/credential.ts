import type * as pulumi from "@pulumi/pulumi";
import { FAMILIES } from "../provider/families";
import { collect, type LookupOptions, type DescribedInfo } from "./lookup";
import { IngressResource } from "./resource";
import { typeToken } from "../provider/tokens";

/** Inputs of a {@link Credential}. Every input is checked before any API call; a change of owner replaces the credential, any other change is made in place. */
export interface CredentialArgs {
  /** Who or what uses the credential, at most 255 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  description?: pulumi.Input<string>;
  /** Machine-readable user data, at most 4096 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  metadata?: pulumi.Input<string>;
  /**
   * What an agent using the token may bind, each rule one of: `*` (no restriction), `bind:*`,
   * `bind:<domain>` (`bind:app.example.com`), `bind:*.<domain>` (`bind:*.example.com`: its
   * subdomains), `bind:<host>:<port>` (a TCP address) or `bind:<key>=<value>` (a label; key or value
   * may be `*`). Checked before any call; updated in place; removing it lifts every restriction.
   * Default: none (the agent may bind anything).
   */
  acl?: pulumi.Input<pulumi.Input<string>[]>;
  /**
   * Id of the user or service user owning the credential (`serviceUser.id`); setting another owner
   * than the caller needs an admin's API key. Give an id, not an email: the service answers with the
   * id, which is compared. A change replaces the credential (with a new token). Default: the API key's owner.
   */
  ownerId?: pulumi.Input<string>;
  /**
   * Id (`cr_…`) of an existing credential to take over instead of creating one; read only when the
   * resource is created, after which it is reconciled to the program. Its token cannot be recovered
   * (the service returns it only on create): `token` stays null, which a warning says. Default: none.
   */
  adoptId?: pulumi.Input<string>;
}

/**
 * A credential: an authtoken that an ngrok agent authenticates with, restricted by its ACL to what
 * it may bind. The resource's `id` is the credential's id (`cr_…`). Its `token` is a secret output:
 * the service returns it only in the response that creates the credential, so the state keeps it
 * (encrypted) through refresh and update; replacing the credential gives a new token.
 *
 * @example
 * const agents = new ingress.ServiceUser("agents", { name: "internal-agents" });
 * const cred = new ingress.Credential("agent", { ownerId: agents.id, description: "internal agents", acl: ["bind:*.internal"] });
 * export const authtoken = cred.token; // secret
 */
export class Credential extends IngressResource {
  /** The engine's type token of this class's resources (what `isInstance` compares). */
  static readonly __pulumiType = typeToken("Credential");

  /** Absolute address of the credential on the API: `<base URL>/credentials/<id>`. */
  declare readonly uri: pulumi.Output<string>;
  /** When the credential was created: an RFC 3339 timestamp in UTC (`2025-01-02T03:04:05Z`). */
  declare readonly createdAt: pulumi.Output<string>;
  /** Who or what uses the credential. Null when never set; `""` once removed from the program. */
  declare readonly description: pulumi.Output<string | null>;
  /** Machine-readable user data. Null when never set; `""` once removed from the program. */
  declare readonly metadata: pulumi.Output<string | null>;
  /** The ACL rules, `[]` for none. */
  declare readonly acl: pulumi.Output<string[] | null>;
  /** Id of the user or service user owning the credential. */
  declare readonly ownerId: pulumi.Output<string | null>;
  /**
   * The authtoken, secret: encrypted in the state, never printed. Set by the create and kept since;
   * null for a credential adopted or found after a lost response (its token cannot be recovered).
   */
  declare readonly token: pulumi.Output<string | null>;

  /**
   * Declares a credential. Its inputs are checked before any API call.
   *
   * @param name - The resource's logical name, unique among the stack's credentials of the same parent.
   * @param args - The credential's ACL, owner and descriptive fields.
   * @param opts - Pulumi resource options (`parent`, `dependsOn`, `protect`, …).
   */
  constructor(name: string, args: CredentialArgs = {}, opts?: pulumi.CustomResourceOptions) {
    super(FAMILIES.Credential, name, args, opts);
  }

  /**
   * A read-only reference to an existing credential by id: nothing is created, changed or deleted.
   * Its `token` is null: the service returns a token only on create.
   *
   * @param name - The resource's logical name in the stack.
   * @param id - The credential's id (`cr_…`).
   * @param opts - Pulumi resource options.
   * @returns A resource whose outputs are the credential as `pulumi refresh` reads it.
   */
  static get(name: string, id: pulumi.Input<string>, opts?: pulumi.CustomResourceOptions): Credential {
    return new Credential(name, undefined as unknown as CredentialArgs, { ...opts, id });
  }
}

/** A credential of the account, as {@link getCredentials} returns it: the fields of a {@link Credential}'s outputs but the token (the service returns it only on create), plain values, and its `id`. */
export interface CredentialInfo extends DescribedInfo {
  /** The credential's id (`cr_…`), what `Credential.get` and `adoptId` take. */
  id: string;
  /** The ACL rules, `[]` for none. */
  acl?: string[] | null;
  /** Id of the user or service user owning the credential. */
  ownerId?: string | null;
}

/**
 * Every credential of the account, newest first, read page by page when the program runs (`pulumi
 * preview` included); no token (the service returns none after create). Needs the API key and base
 * URL, from `opts` or as the resources find them.
 *
 * @param opts - Where to look and the page size; by default the stack config, then the environment.
 * @returns The credentials.
 */
export function getCredentials(opts: LookupOptions = {}): Promise<CredentialInfo[]> {
  return collect("credentials", opts);
}
