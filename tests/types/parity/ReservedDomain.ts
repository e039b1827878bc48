// Parity of the ReservedDomain SDK with the wire model (machinery in ../wireParity.ts). Its
// resolvesTo is a list of values in arguments and outputs (the wire wraps each as {value}, as the
// lookup's items keep it), as Terraform's ngrok_domain v0.8.0 flattens it.
import type { Camelize } from "../../../provider/inputs/naming";
import type { OutputNames } from "../../../provider/fields/table";
import type { FACTS } from "../../../provider/resources/reservedDomain/family";
import type { ReservedDomain as Wire, ReservedDomainCreate } from "../../../provider/resources/reservedDomain/wire";
import type { ReservedDomain, ReservedDomainArgs, ReservedDomainInfo } from "../../../sdk/reservedDomain";
import type { DeclaredOutputs, KeyDrift, ListDrift, NoDrift, Sdk } from "../wireParity";

// The deprecated `region` is accepted on the wire, as the service does, and ignored: not an argument.
export type ArgsParity = NoDrift<KeyDrift<Omit<Camelize<ReservedDomainCreate>, "resolvesTo" | "region"> & { resolvesTo?: string[] }, Sdk<ReservedDomainArgs>>>;
export type OutputParity = NoDrift<KeyDrift<Omit<Camelize<Wire>, "id" | "resolvesTo"> & { resolvesTo: string[] }, DeclaredOutputs<ReservedDomain>>>;
export type OutputFieldsParity = NoDrift<ListDrift<OutputNames<typeof FACTS>[], ReservedDomain>>;
export type InfoParity = NoDrift<KeyDrift<Camelize<Wire>, ReservedDomainInfo>>;
