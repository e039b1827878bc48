// Parity of the TcpAddress SDK with the wire model (machinery in ../wireParity.ts).
import type { Camelize } from "../../../provider/inputs/naming";
import type { OutputNames } from "../../../provider/fields/table";
import type { FACTS } from "../../../provider/resources/tcpAddress/family";
import type { TcpAddress as Wire, TcpAddressCreate } from "../../../provider/resources/tcpAddress/wire";
import type { TcpAddress, TcpAddressArgs, TcpAddressInfo } from "../../../sdk/tcpAddress";
import type { DeclaredOutputs, KeyDrift, ListDrift, NoDrift, Sdk } from "../wireParity";

export type ArgsParity = NoDrift<KeyDrift<Camelize<TcpAddressCreate>, Sdk<TcpAddressArgs>>>;
export type OutputParity = NoDrift<KeyDrift<Omit<Camelize<Wire>, "id">, DeclaredOutputs<TcpAddress>>>;
export type OutputFieldsParity = NoDrift<ListDrift<OutputNames<typeof FACTS>[], TcpAddress>>;
export type InfoParity = NoDrift<KeyDrift<Camelize<Wire>, TcpAddressInfo>>;
