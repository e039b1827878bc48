/**
 * A TCP address's fields (provider/fields/table.ts). The service assigns `addr` and never changes
 * it; the update body has no region (ngrok-openapi `ReservedAddrUpdate`), so a new region is a new
 * address, and a program that leaves the region out takes the service's default.
 */
import { DESCRIBED_FIELDS } from "../../fields/common";
import { fieldTable } from "../../fields/table";
import { TCP_ADDRESSES } from "./wire";

export const TCP_ADDRESS_FIELDS = fieldTable(TCP_ADDRESSES)({
  ...DESCRIBED_FIELDS,
  addr: { kind: "outputOnly" },
  region: { kind: "replaces", absent: "service" },
});
