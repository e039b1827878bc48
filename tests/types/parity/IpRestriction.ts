// Parity of the IpRestriction SDK with the wire model (machinery in ../wireParity.ts). Its outputs add ipPolicyIds.
import type { Camelize } from "../../../provider/inputs/naming";
import type { OutputNames } from "../../../provider/fields/table";
import type { FACTS } from "../../../provider/resources/ipRestriction/family";
import type { IpRestriction as Wire, IpRestrictionCreate } from "../../../provider/resources/ipRestriction/wire";
import type { IpRestriction, IpRestrictionArgs, IpRestrictionInfo } from "../../../sdk/ipRestriction";
import type { DeclaredOutputs, KeyDrift, ListDrift, NoDrift, Sdk } from "../wireParity";

export type ArgsParity = NoDrift<KeyDrift<Camelize<IpRestrictionCreate>, Sdk<IpRestrictionArgs>>>;
export type OutputParity = NoDrift<KeyDrift<Omit<Camelize<Wire>, "id"> & { ipPolicyIds: string[] }, DeclaredOutputs<IpRestriction>>>;
export type OutputFieldsParity = NoDrift<ListDrift<OutputNames<typeof FACTS>[], IpRestriction>>;
export type InfoParity = NoDrift<KeyDrift<Camelize<Wire>, IpRestrictionInfo>>;
