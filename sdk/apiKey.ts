import type * as pulumi from "@pulumi/pulumi";
import { FAMILIES } from "../provider/families";
import { collect, type LookupOptions, type DescribedInfo } from "./lookup";
import { IngressResource } from "./resource";
import { typeToken } from "../provider/tokens";

/** Inputs of an {@link ApiKey}. Every input is checked before any API call; a change of owner replaces the key, any other change is made in place. */
export interface ApiKeyArgs {
  /** What uses the key, at most 255 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  description?: pulumi.Input<string>;
  /** Machine-readable user data, at most 4096 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  metadata?: pulumi.Input<string>;
  /**
   * Id of the user or service user owning the key (`serviceUser.id`); setting another owner than
   * the caller needs an admin's API key. A change replaces the key (with a new token). Default: the
   * API key's owner.
   */
  ownerId?: pulumi.Input<string>;
  /**
   * Id (`ak_…`) of an existing API key to take over instead of creating one; read only when the
   * resource is created, after which it is reconciled to the program. Its token cannot be recovered
   * (the service returns it only on create): `token` stays null, which a warning says. Default: none.
   */
  adoptId?: pulumi.Input<string>;
}

/**
 * An API key of the ingress Management API. The resource's `id` is the key's id (`ak_…`). Its
 * `token` is a secret output: the service returns it only in the response that creates the key, so
 * the state keeps it (encrypted) through refresh and update; replacing the key gives a new token.
 *
 * @example
 * const ci = new ingress.ServiceUser("ci", { name: "deploys" });
 * const key = new ingress.ApiKey("ci", { ownerId: ci.id, description: "deploy pipeline" });
 * export const apiKey = key.token; // secret
 */
export class ApiKey extends IngressResource {
  /** The engine's type token of this class's resources (what `isInstance` compares). */
  static readonly __pulumiType = typeToken("ApiKey");

  /** Absolute address of the key on the API: `<base URL>/api_keys/<id>`. */
  declare readonly uri: pulumi.Output<string>;
  /** When the key was created: an RFC 3339 timestamp in UTC (`2025-01-02T03:04:05Z`). */
  declare readonly createdAt: pulumi.Output<string>;
  /** What uses the key. Null when never set; `""` once removed from the program. */
  declare readonly description: pulumi.Output<string | null>;
  /** Machine-readable user data. Null when never set; `""` once removed from the program. */
  declare readonly metadata: pulumi.Output<string | null>;
  /** Id of the user or service user owning the key. */
  declare readonly ownerId: pulumi.Output<string | null>;
  /**
   * The key's bearer token, secret: encrypted in the state, never printed. Set by the create and
   * kept since; null for a key adopted or found after a lost response (its token cannot be recovered).
   */
  declare readonly token: pulumi.Output<string | null>;

  /**
   * Declares an API key. Its inputs are checked before any API call.
   *
   * @param name - The resource's logical name, unique among the stack's API keys of the same parent.
   * @param args - The key's owner and descriptive fields.
   * @param opts - Pulumi resource options (`parent`, `dependsOn`, `protect`, …).
   */
  constructor(name: string, args: ApiKeyArgs = {}, opts?: pulumi.CustomResourceOptions) {
    super(FAMILIES.ApiKey, name, args, opts);
  }

  /**
   * A read-only reference to an existing API key by id: nothing is created, changed or deleted.
   * Its `token` is null: the service returns a token only on create.
   *
   * @param name - The resource's logical name in the stack.
   * @param id - The key's id (`ak_…`).
   * @param opts - Pulumi resource options.
   * @returns A resource whose outputs are the key as `pulumi refresh` reads it.
   */
  static get(name: string, id: pulumi.Input<string>, opts?: pulumi.CustomResourceOptions): ApiKey {
    return new ApiKey(name, undefined as unknown as ApiKeyArgs, { ...opts, id });
  }
}

/** An API key of the account, as {@link getApiKeys} returns it: the fields of an {@link ApiKey}'s outputs but the token (the service returns it only on create), plain values, and its `id`. */
export interface ApiKeyInfo extends DescribedInfo {
  /** The key's id (`ak_…`), what `ApiKey.get` and `adoptId` take. */
  id: string;
  /** Id of the user or service user owning the key. */
  ownerId?: string | null;
}

/**
 * Every API key of the account, newest first, read page by page when the program runs (`pulumi
 * preview` included); no token (the service returns none after create). Needs the API key and base
 * URL, from `opts` or as the resources find them.
 *
 * @param opts - Where to look and the page size; by default the stack config, then the environment.
 * @returns The API keys.
 */
export function getApiKeys(opts: LookupOptions = {}): Promise<ApiKeyInfo[]> {
  return collect("apiKeys", opts);
}
