/**
 * The lookups as provider functions: every `get<…>` function the SDK exports (sdk/index.ts) is
 * `ingress:index:get<…>`, so a lookup added to the SDK is served with no edit here. One that reads
 * an item by id (`getHttpsEdge(id, opts)`) takes `{id}` and returns `{item}`; one that lists
 * (`getTlsCertificates(opts)`) takes `{pageSize?}`, and `{filter?}` where the SDK's takes a filter
 * (`getTunnelSessions`), and returns `{items}`. They read with the
 * provider's settings (./settings.ts), as its resources do.
 */
import { resolveSettings } from "../../provider/process/settings";
import * as sdk from "../../sdk";
import { configSource } from "./settings";
import { PACKAGE } from "../../provider/tokens";

type Lookup = (...args: unknown[]) => Promise<unknown>;

/** A lookup of the SDK: its name, and whether it reads one item by id. */
export interface LookupFunction {
  name: string;
  byId: boolean;
  call: Lookup;
}

/** The SDK's lookups, in its export order. */
export const LOOKUPS: readonly LookupFunction[] = (Object.entries(sdk) as [string, unknown][])
  .filter((e): e is [string, Lookup] => /^get[A-Z]\w*$/.test(e[0]) && typeof e[1] === "function")
  // Parameters with defaults do not count in a function's length: `(id, opts = {})` has 1, `(opts = {})` 0.
  .map(([name, call]) => ({ name, byId: call.length === 1, call }));

export const functionToken = (name: string): string => `${PACKAGE}:index:${name}`;

/** Runs the lookup `token` names with `args`. */
export async function invoke(token: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const lookup = LOOKUPS.find((l) => functionToken(l.name) === token);
  if (lookup === undefined) throw new Error(`unknown function ${token}: this plugin serves ${LOOKUPS.map((l) => functionToken(l.name)).join(", ")}`);
  const { apiKey, baseUrl } = resolveSettings(configSource());
  if (lookup.byId) {
    if (typeof args["id"] !== "string" || args["id"] === "") throw new Error(`${lookup.name}: id is required, the id of the item to read`);
    return { item: await lookup.call(args["id"], { apiKey, baseUrl }) };
  }
  const { pageSize, filter } = args;
  return { items: await lookup.call({ apiKey, baseUrl, ...(typeof pageSize === "number" ? { pageSize } : {}), ...(typeof filter === "string" ? { filter } : {}) }) };
}
