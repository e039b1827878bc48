import type * as pulumi from "@pulumi/pulumi";
import { FAMILIES } from "../provider/families";
import { collect, type LookupOptions } from "./lookup";
import { IngressResource } from "./resource";
import { typeToken } from "../provider/tokens";

/** Inputs of a {@link ServiceUser}. Every input is checked before any API call; every change is made in place. */
export interface ServiceUserArgs {
  /** The service user's name: not empty, at most 255 bytes (UTF-8), unique in the account. Changed in place. */
  name: pulumi.Input<string>;
  /**
   * Whether the service user is active; the credentials of an inactive one cannot be used
   * (ERR_NGROK_636). Changed in place. Default: true (left out, an inactive service user is made active again).
   */
  active?: pulumi.Input<boolean>;
  /**
   * Id (`service_…`) of an existing service user to take over instead of creating one; read only
   * when the resource is created, after which it is reconciled to the program. Removing it
   * afterwards changes nothing. Default: none (create a service user).
   */
  adoptId?: pulumi.Input<string>;
}

/**
 * A service user: an account member that is not a person, owning credentials ({@link Credential})
 * and API keys ({@link ApiKey}) that stay when people leave. The resource's `id` is its id
 * (`service_…`), what a credential's `ownerId` takes. Every change is made in place, with one PATCH.
 *
 * @example
 * const agents = new ingress.ServiceUser("agents", { name: "internal-agents" });
 * const token = new ingress.Credential("agent", { ownerId: agents.id, acl: ["bind:*.internal"] });
 */
export class ServiceUser extends IngressResource {
  /** The engine's type token of this class's resources (what `isInstance` compares). */
  static readonly __pulumiType = typeToken("ServiceUser");

  /** Absolute address of the service user on the API: `<base URL>/service_users/<id>`. */
  declare readonly uri: pulumi.Output<string>;
  /** When the service user was created: an RFC 3339 timestamp in UTC (`2025-01-02T03:04:05Z`). */
  declare readonly createdAt: pulumi.Output<string>;
  /** The service user's name. */
  declare readonly name: pulumi.Output<string>;
  /** Whether the service user is active. */
  declare readonly active: pulumi.Output<boolean>;

  /**
   * Declares a service user. Its inputs are checked before any API call.
   *
   * @param name - The resource's logical name, unique among the stack's service users of the same parent.
   * @param args - The service user's name and whether it is active.
   * @param opts - Pulumi resource options (`parent`, `dependsOn`, `protect`, …).
   */
  constructor(name: string, args: ServiceUserArgs, opts?: pulumi.CustomResourceOptions) {
    super(FAMILIES.ServiceUser, name, args, opts);
  }

  /**
   * A read-only reference to an existing service user by id: nothing is created, changed or deleted.
   *
   * @param name - The resource's logical name in the stack.
   * @param id - The service user's id (`service_…`).
   * @param opts - Pulumi resource options.
   * @returns A resource whose outputs are the service user as `pulumi refresh` reads it.
   */
  static get(name: string, id: pulumi.Input<string>, opts?: pulumi.CustomResourceOptions): ServiceUser {
    return new ServiceUser(name, undefined as unknown as ServiceUserArgs, { ...opts, id });
  }
}

/** A service user of the account, as {@link getServiceUsers} returns it: the fields of a {@link ServiceUser}'s outputs, plain values, and its `id`. */
export interface ServiceUserInfo {
  /** The service user's id (`service_…`), what `ServiceUser.get`, `adoptId` and a credential's `ownerId` take. */
  id: string;
  /** Absolute address of the service user on the API: `<base URL>/service_users/<id>`. */
  uri: string;
  /** When the service user was created (RFC 3339). */
  createdAt: string;
  /** The service user's name. */
  name: string;
  /** Whether the service user is active. */
  active: boolean;
}

/**
 * Every service user of the account, newest first, read page by page when the program runs (`pulumi
 * preview` included). Needs the API key and base URL, from `opts` or as the resources find them.
 *
 * @param opts - Where to look and the page size; by default the stack config, then the environment.
 * @returns The service users.
 */
export function getServiceUsers(opts: LookupOptions = {}): Promise<ServiceUserInfo[]> {
  return collect("serviceUsers", opts);
}
