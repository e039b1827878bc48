/**
 * TCP addresses (`/reserved_addrs`): request and response shapes. A TCP address is a `host:port`
 * the account holds; a public `tcp://` cloud endpoint must be on one of them (ERR_NGROK_319).
 *
 * Facts, from ngrok's public sources:
 * - Fields: the newest OpenAPI (2026-06, ngrok's Terraform provider v0.8.0 codegen/openapi_spec.yaml),
 *   the same in ngrok-openapi ngrok.yaml: `ReservedAddrCreate` (description, metadata, region),
 *   `ReservedAddrUpdate` (description, metadata: no region), `ReservedAddr` (id, uri, created_at,
 *   description, metadata, addr, region). The older docs' examples
 *   (ngrok-docs snippets/api/resources/examples/_reserved_addrs_*.mdx) also carry an
 *   `endpoint_configuration`, gone with edges' endpoint configurations; it is not modelled.
 * - Region: "reserve the address in this geographic ngrok datacenter. Optional, default is us.
 *   (au, eu, ap, us, jp, in, sa)"; the update body has no region, so the Terraform provider v0.8.0
 *   (internal/provider/resource_tcp_address.go) replaces the address on a change of region.
 * - Address: "hostname:port of the reserved address that was assigned at creation time"; "randomly
 *   assigned when you create it, after which it will not change. You may not choose the hostname
 *   or port" (ngrok-docs domains/tcp-addresses.mdx), e.g. `1.tcp.ngrok.io:20000` (us) and
 *   `1.tcp.eu.ngrok.io:12345`. Ids `ra_…`.
 * - Limits: metadata "max 4096 bytes"; description's is not given, the API's 255 bytes of its other
 *   resources is used (as for vaults and endpoints).
 */
import { z } from "zod";
import { wireCollection } from "../../wire/collection";
import { describedBody, DescribedItem } from "../../wire/common";
import { zeroAsAbsent } from "../../wire/rules";

/** The regions (ngrok's points of presence) an address can be reserved in. */
const TCP_ADDRESS_REGIONS = ["au", "eu", "ap", "us", "jp", "in", "sa"] as const;
/**
 * The ngrok point of presence a TCP address is served from: `au`, `eu`, `ap`, `us`, `jp`, `in` or `sa`.
 * @useDeclaredType
 */
export type TcpAddressRegion = (typeof TCP_ADDRESS_REGIONS)[number];
/** The region an address is reserved in when the create names none. */
export const DEFAULT_TCP_ADDRESS_REGION: TcpAddressRegion = "us";

export const TcpAddressCreate = z.strictObject({ ...describedBody(), region: zeroAsAbsent(z.enum(TCP_ADDRESS_REGIONS)) });
export type TcpAddressCreate = z.infer<typeof TcpAddressCreate>;

/** PATCH body: a field left out is not modified; `""` clears it. The region cannot be changed. */
export const TcpAddressUpdate = z.strictObject(describedBody());
export type TcpAddressUpdate = z.infer<typeof TcpAddressUpdate>;

/** A TCP address as `GET /reserved_addrs/{id}` returns it. */
export const TcpAddress = DescribedItem.extend({
  /** `host:port`, assigned by the service when the address is reserved. */
  addr: z.string(),
  region: z.string(),
});
export type TcpAddress = z.infer<typeof TcpAddress>;

/** `/reserved_addrs`: create, read, list, update, delete. */
export const TCP_ADDRESSES = wireCollection({ key: "reserved_addrs", idPrefix: "ra_", anItem: "a TCP address", item: TcpAddress, create: TcpAddressCreate, update: TcpAddressUpdate });
