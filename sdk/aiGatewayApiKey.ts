import type * as pulumi from "@pulumi/pulumi";
import { FAMILIES } from "../provider/families";
import { collect, type LookupOptions, type DescribedInfo } from "./lookup";
import { IngressResource } from "./resource";
import type { Ref } from "./routeModules";
import { typeToken } from "../provider/tokens";

/** Inputs of an {@link AiGatewayApiKey}. Every input is checked before any API call; every change is made in place. */
export interface AiGatewayApiKeyArgs {
  /**
   * Id (`ep_…`) of the AI gateway endpoint the key is for: a cloud endpoint of the account whose
   * Traffic Policy runs the `ai-gateway` action (`cloudEndpoint.id`). Updated in place (the key and
   * its token stay).
   */
  endpointId: pulumi.Input<string>;
  /** What uses the key, at most 255 characters. Updated in place; removing it clears it. Default: none. */
  description?: pulumi.Input<string>;
  /** Machine-readable user data, at most 4096 characters. Updated in place; removing it clears it. Default: none. */
  metadata?: pulumi.Input<string>;
  /**
   * Id (`aigk_…`) of an existing AI gateway API key to take over instead of creating one; read only
   * when the resource is created, after which it is reconciled to the program. Its token cannot be
   * recovered (the service returns it only on create): `token` stays null, which a warning says. Default: none.
   */
  adoptId?: pulumi.Input<string>;
}

/**
 * An API key of an AI gateway endpoint: clients send its token to the endpoint as their bearer
 * key. The resource's `id` is the key's id (`aigk_…`). Its `token` is a secret output: the service
 * returns it only in the response that creates the key, so the state keeps it (encrypted) through
 * refresh and update; replacing the key gives a new token.
 *
 * @example
 * const gateway = new ingress.CloudEndpoint("gateway", {
 *   url: "https://ai.example.com",
 *   trafficPolicy: "on_http_request:\n  - actions:\n      - type: ai-gateway\n",
 * });
 * const key = new ingress.AiGatewayApiKey("chat", { endpointId: gateway.id, description: "chat app" });
 * export const chatKey = key.token; // secret
 */
export class AiGatewayApiKey extends IngressResource {
  /** The engine's type token of this class's resources (what `isInstance` compares). */
  static readonly __pulumiType = typeToken("AiGatewayApiKey");

  /** Absolute address of the key on the API: `<base URL>/ai_gateway_api_keys/<id>`. */
  declare readonly uri: pulumi.Output<string>;
  /** When the key was created: an RFC 3339 timestamp in UTC (`2025-01-02T03:04:05Z`). */
  declare readonly createdAt: pulumi.Output<string>;
  /** When the key was last changed (RFC 3339). Null when the service does not say. */
  declare readonly updatedAt: pulumi.Output<string | null>;
  /** Id of the endpoint the key is for. */
  declare readonly endpointId: pulumi.Output<string | null>;
  /** What uses the key. Null when never set; `""` once removed from the program. */
  declare readonly description: pulumi.Output<string | null>;
  /** Machine-readable user data. Null when never set; `""` once removed from the program. */
  declare readonly metadata: pulumi.Output<string | null>;
  /** Who created the key (`id` of a user or bot, and `uri`). Null when the service does not say. */
  declare readonly createdBy: pulumi.Output<Ref | null>;
  /** Who last changed the key. Null when the service does not say. */
  declare readonly lastUpdatedBy: pulumi.Output<Ref | null>;
  /**
   * The key's bearer token, secret: encrypted in the state, never printed. Set by the create and
   * kept since; null for a key adopted or found after a lost response (its token cannot be recovered).
   */
  declare readonly token: pulumi.Output<string | null>;
  /** The key's display name, as the service answers it (not described by ngrok's sources). Null when the service does not say. */
  declare readonly displayName: pulumi.Output<string | null>;
  /** When the key last authenticated a request (RFC 3339), as of the last refresh. Null when never, or when the service does not say. */
  declare readonly lastUsed: pulumi.Output<string | null>;

  /**
   * Declares an AI gateway API key. Its inputs are checked before any API call.
   *
   * @param name - The resource's logical name, unique among the stack's AI gateway API keys of the same parent.
   * @param args - The key's endpoint and descriptive fields.
   * @param opts - Pulumi resource options (`parent`, `dependsOn`, `protect`, …).
   */
  constructor(name: string, args: AiGatewayApiKeyArgs, opts?: pulumi.CustomResourceOptions) {
    super(FAMILIES.AiGatewayApiKey, name, args, opts);
  }

  /**
   * A read-only reference to an existing AI gateway API key by id: nothing is created, changed or
   * deleted. Its `token` is null: the service returns a token only on create.
   *
   * @param name - The resource's logical name in the stack.
   * @param id - The key's id (`aigk_…`).
   * @param opts - Pulumi resource options.
   * @returns A resource whose outputs are the key as `pulumi refresh` reads it.
   */
  static get(name: string, id: pulumi.Input<string>, opts?: pulumi.CustomResourceOptions): AiGatewayApiKey {
    return new AiGatewayApiKey(name, undefined as unknown as AiGatewayApiKeyArgs, { ...opts, id });
  }
}

/** An AI gateway API key of the account, as {@link getAiGatewayApiKeys} returns it: the fields of an {@link AiGatewayApiKey}'s outputs but the token (the service returns it only on create), plain values, its `id`, and its endpoint as a reference. */
export interface AiGatewayApiKeyInfo extends DescribedInfo {
  /** The key's id (`aigk_…`), what `AiGatewayApiKey.get` and `adoptId` take. */
  id: string;
  /** When the key was last changed (RFC 3339). */
  updatedAt?: string | null;
  /** Who created the key. */
  createdBy?: Ref | null;
  /** Who last changed the key. */
  lastUpdatedBy?: Ref | null;
  /** The endpoint the key is for (`id`, `ep_…`, and `uri`). */
  endpoint?: Ref | null;
  /** The key's display name, as the service answers it. */
  displayName?: string | null;
  /** When the key last authenticated a request (RFC 3339). */
  lastUsed?: string | null;
}

/**
 * Every AI gateway API key of the account, newest first, read page by page when the program runs
 * (`pulumi preview` included); no token (the service returns none after create). Needs the API key
 * and base URL, from `opts` or as the resources find them.
 *
 * @param opts - Where to look and the page size; by default the stack config, then the environment.
 * @returns The AI gateway API keys.
 */
export function getAiGatewayApiKeys(opts: LookupOptions = {}): Promise<AiGatewayApiKeyInfo[]> {
  return collect("aiGatewayApiKeys", opts);
}
