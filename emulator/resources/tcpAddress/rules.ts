/**
 * `/reserved_addrs` (TCP addresses), served by the generic collection (emulator/machinery/servedCollection.ts) with
 * the rules below, as ngrok's sources describe them (provider/resources/tcpAddress/wire.ts lists
 * the facts):
 *
 * - The service assigns the address, `host:port`, when it is reserved; it never changes. Its host
 *   is the region's TCP host: `1.tcp.ngrok.io` in `us` (the API reference's example answers
 *   `1.tcp.ngrok.io:20000`), `1.tcp.<region>.ngrok.io` elsewhere (`1.tcp.eu.ngrok.io:12345`,
 *   domains/tcp-addresses.mdx). The service picks the port at random; the emulator gives the lowest
 *   port from {@link FIRST_PORT} that no address holds on that host, so that tests can name it.
 * - The region defaults to `us`, and an update cannot change it (the update body has none).
 * - A public `tcp://` cloud endpoint must be on one of the account's addresses (ERR_NGROK_319,
 *   emulator/resources/cloudEndpoint/rules.ts, which asks {@link tcpAddressServing}).
 */
import { applyDescribed, describedFields } from "../../machinery/items";
import type { Described, Rules } from "../../machinery/servedCollection";
import { itemsIn, type State } from "../../machinery/state";
import { DEFAULT_TCP_ADDRESS_REGION, TCP_ADDRESSES } from "../../../provider/resources/tcpAddress/wire";

/** A TCP address as stored: its assigned `host:port` and its region. */
/** The account's TCP addresses, by id: the part of the state this family declares. */
const tcpAddressesIn = (state: State): Record<string, StoredTcpAddress> => itemsIn(state, TCP_ADDRESSES.key);

export interface StoredTcpAddress extends Described {
  addr: string;
  region: string;
}

/** The first port the emulator assigns on a host (the API reference's example address has it). */
const FIRST_PORT = 20000;

/** A region's TCP host: `1.tcp.ngrok.io` for `us`, `1.tcp.<region>.ngrok.io` for the others. */
const tcpHostOf = (region: string): string => (region === DEFAULT_TCP_ADDRESS_REGION ? "1.tcp.ngrok.io" : `1.tcp.${region}.ngrok.io`);

/** The next free address on the region's host. */
function assignedAddr(state: State, region: string): string {
  const host = tcpHostOf(region);
  const held = new Set(Object.values(tcpAddressesIn(state)).map((a) => a.addr));
  let port = FIRST_PORT;
  while (held.has(`${host}:${port}`)) port++;
  return `${host}:${port}`;
}

/** The account's TCP address a hostport (`1.tcp.ngrok.io:20000`) is, if any. */
export const tcpAddressServing = (state: State, hostport: string): StoredTcpAddress | undefined =>
  Object.values(tcpAddressesIn(state)).find((a) => a.addr === hostport);

export const tcpAddressRules: Rules<typeof TCP_ADDRESSES, StoredTcpAddress> = {
  create: (body, ctx) => {
    const region = body.region ?? DEFAULT_TCP_ADDRESS_REGION;
    return { ...describedFields(body), addr: assignedAddr(ctx.store.state, region), region };
  },
  update: (a, body) => applyDescribed(a, body),
};
