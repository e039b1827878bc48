// Parity of the IpPolicyRule SDK with the wire model (machinery in ../wireParity.ts). Its outputs add ipPolicyId.
import type { Camelize } from "../../../provider/inputs/naming";
import type { OutputNames } from "../../../provider/fields/table";
import type { FACTS } from "../../../provider/resources/ipPolicyRule/family";
import type { IpPolicyRule as Wire, IpPolicyRuleCreate } from "../../../provider/resources/ipPolicyRule/wire";
import type { IpPolicyRule, IpPolicyRuleArgs, IpPolicyRuleInfo } from "../../../sdk/ipPolicyRule";
import type { DeclaredOutputs, KeyDrift, ListDrift, NoDrift, Sdk } from "../wireParity";

export type ArgsParity = NoDrift<KeyDrift<Camelize<IpPolicyRuleCreate>, Sdk<IpPolicyRuleArgs>>>;
export type OutputParity = NoDrift<KeyDrift<Omit<Camelize<Wire>, "id"> & { ipPolicyId: string }, DeclaredOutputs<IpPolicyRule>>>;
export type OutputFieldsParity = NoDrift<ListDrift<OutputNames<typeof FACTS>[], IpPolicyRule>>;
export type InfoParity = NoDrift<KeyDrift<Camelize<Wire>, IpPolicyRuleInfo>>;
