import type * as pulumi from "@pulumi/pulumi";
import { FAMILIES } from "../provider/families";
import type { TcpAddressRegion } from "../provider/resources/tcpAddress/wire";
import { collect, type LookupOptions, type DescribedInfo } from "./lookup";
import { IngressResource } from "./resource";
import { typeToken } from "../provider/tokens";

export type { TcpAddressRegion } from "../provider/resources/tcpAddress/wire";

/** Inputs of a {@link TcpAddress}. Every input is checked before any API call. */
export interface TcpAddressArgs {
  /** Human-readable description, at most 255 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  description?: pulumi.Input<string>;
  /** Machine-readable user data, at most 4096 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  metadata?: pulumi.Input<string>;
  /**
   * The ngrok point of presence the address is reserved in, which every connection to it goes
   * through: `au`, `eu`, `ap`, `us`, `jp`, `in` or `sa`. The service cannot move an address, so a
   * new region reserves a new address (with a new `addr`) and releases the old one. Default: `us`;
   * left out, the region is not compared afterwards.
   */
  region?: pulumi.Input<TcpAddressRegion>;
  /**
   * Id (`ra_…`) of an existing TCP address to take over instead of reserving one; read only when
   * the resource is created, after which its description and metadata are reconciled to the
   * program. Removing it afterwards changes nothing. Default: none (reserve an address).
   */
  adoptId?: pulumi.Input<string>;
}

/**
 * A TCP address of the account: a `host:port` that the service assigns when it is reserved and
 * never changes (`1.tcp.ngrok.io:20000`). A public `tcp://` {@link CloudEndpoint} must be on one:
 * give it `pulumi.interpolate` of `tcp://` and the address's `addr`. The resource's `id` is the
 * address's id (`ra_…`). Description and metadata are changed in place; a new region replaces it.
 * Deleting it releases the address for good: the service never assigns the same one again.
 *
 * @example
 * const address = new ingress.TcpAddress("ssh", { description: "ssh to the lab", region: "eu" });
 * new ingress.CloudEndpoint("ssh", {
 *   url: pulumi.interpolate`tcp://${address.addr}`,
 *   trafficPolicy: { on_tcp_connect: [{ actions: [{ type: "forward-internal", config: { url: "tcp://ssh.internal:22" } }] }] },
 * });
 */
export class TcpAddress extends IngressResource {
  /** The engine's type token of this class's resources (what `isInstance` compares). */
  static readonly __pulumiType = typeToken("TcpAddress");

  /** Absolute address of the TCP address on the API: `<base URL>/reserved_addrs/<id>`. */
  declare readonly uri: pulumi.Output<string>;
  /** When the address was reserved: an RFC 3339 timestamp in UTC (`2025-01-02T03:04:05Z`). */
  declare readonly createdAt: pulumi.Output<string>;
  /** Human-readable description. Null when never set; `""` once removed from the program (the API clears a field with `""`). */
  declare readonly description: pulumi.Output<string | null>;
  /** Machine-readable user data. Null when never set; `""` once removed from the program. */
  declare readonly metadata: pulumi.Output<string | null>;
  /** The address, `host:port` (`1.tcp.ngrok.io:20000`), assigned by the service: a tcp:// endpoint's URL is `tcp://` and it. */
  declare readonly addr: pulumi.Output<string>;
  /** The point of presence the address is reserved in (`us` unless the program chose another). */
  declare readonly region: pulumi.Output<string>;

  /**
   * Reserves a TCP address. Its inputs are checked before any API call.
   *
   * @param name - The resource's logical name, unique among the stack's TCP addresses of the same parent.
   * @param args - The address's region and descriptive fields; all optional.
   * @param opts - Pulumi resource options (`parent`, `dependsOn`, `protect`, …).
   */
  constructor(name: string, args: TcpAddressArgs = {}, opts?: pulumi.CustomResourceOptions) {
    super(FAMILIES.TcpAddress, name, args, opts);
  }

  /**
   * A read-only reference to an existing TCP address by id: nothing is reserved, changed or released.
   *
   * @param name - The resource's logical name in the stack.
   * @param id - The address's id (`ra_…`).
   * @param opts - Pulumi resource options.
   * @returns A resource whose outputs are the address as `pulumi refresh` reads it.
   */
  static get(name: string, id: pulumi.Input<string>, opts?: pulumi.CustomResourceOptions): TcpAddress {
    return new TcpAddress(name, undefined as unknown as TcpAddressArgs, { ...opts, id });
  }
}

/** A TCP address of the account, as {@link getTcpAddresses} returns it: the fields of a {@link TcpAddress}'s outputs, plain values, and its `id`. */
export interface TcpAddressInfo extends DescribedInfo {
  /** The address's id (`ra_…`), what `TcpAddress.get` and `adoptId` take. */
  id: string;
  /** The address, `host:port` (`1.tcp.ngrok.io:20000`). */
  addr: string;
  /** The point of presence the address is reserved in. */
  region: string;
}

/**
 * Every TCP address of the account, newest first, read page by page when the program runs
 * (`pulumi preview` included). Needs the API key and base URL, from `opts` or as the resources find them.
 *
 * @param opts - Where to look and the page size; by default the stack config, then the environment.
 * @returns The TCP addresses.
 */
export function getTcpAddresses(opts: LookupOptions = {}): Promise<TcpAddressInfo[]> {
  return collect("tcpAddresses", opts);
}
