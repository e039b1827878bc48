// Parity of the IpPolicy SDK with the wire model (machinery in ../wireParity.ts).
import type { Camelize } from "../../../provider/inputs/naming";
import type { OutputNames } from "../../../provider/fields/table";
import type { FACTS } from "../../../provider/resources/ipPolicy/family";
import type { IpPolicy as Wire, IpPolicyCreate } from "../../../provider/resources/ipPolicy/wire";
import type { IpPolicy, IpPolicyArgs } from "../../../sdk/ipPolicy";
import type { IpPolicyInfo } from "../../../sdk/ipPolicy";
import type { DeclaredOutputs, KeyDrift, ListDrift, NoDrift, Sdk } from "../wireParity";

export type ArgsParity = NoDrift<KeyDrift<Camelize<IpPolicyCreate>, Sdk<IpPolicyArgs>>>;
export type OutputParity = NoDrift<KeyDrift<Omit<Camelize<Wire>, "id">, DeclaredOutputs<IpPolicy>>>;
export type OutputFieldsParity = NoDrift<ListDrift<OutputNames<typeof FACTS>[], IpPolicy>>;
export type InfoParity = NoDrift<KeyDrift<Camelize<Wire>, IpPolicyInfo>>;
