/**
 * API clients for code outside the provider process (the SDK's lookup functions, the commands),
 * made from the settings the providers use: stack config keys, then the environment.
 */
import { IngressClient } from "./client";
import { camelKeys } from "./inputs/naming";
import { CONFIG_API_KEY, CONFIG_BASE_URL, type ConfigSource, resolveSettings } from "./process/settings";

/** A client with the settings `config` (the stack config) and the environment give, as the provider resolves them. */
export const clientFromConfig = (config: ConfigSource): IngressClient => new IngressClient(resolveSettings(config));

/** The collections a program can look up. */
export type LookupCollection = "tlsCertificates" | "eventSubscriptions";

export interface LookupClient {
  /** Every item of the collection, newest first, camelCase, with `description` and `metadata` `null` when unset. */
  list(collection: LookupCollection, limit: number | undefined): AsyncIterable<Record<string, unknown>>;
}

/** Where settings come from: `config(key)` for `ingress:apiKey` and `ingress:baseUrl`, before the environment. */
export function lookupClient(config: (key: typeof CONFIG_API_KEY | typeof CONFIG_BASE_URL) => string | undefined): LookupClient {
  const client = clientFromConfig({ get: (key) => (key === CONFIG_API_KEY || key === CONFIG_BASE_URL ? config(key) : undefined) });
  return {
    async *list(collection, limit) {
      for await (const item of client[collection].list(limit === undefined ? {} : { limit })) {
        const v = camelKeys(item) as Record<string, unknown>;
        for (const k of ["description", "metadata"]) v[k] ??= null;
        yield v;
      }
    },
  };
}
