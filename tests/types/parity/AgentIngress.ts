// Parity of the AgentIngress SDK with the wire model (machinery in ../wireParity.ts).
import type { Camelize } from "../../../provider/inputs/naming";
import type { OutputNames } from "../../../provider/fields/table";
import type { FACTS } from "../../../provider/resources/agentIngress/family";
import type { AgentIngress as Wire, AgentIngressCreate } from "../../../provider/resources/agentIngress/wire";
import type { AgentIngress, AgentIngressArgs, AgentIngressInfo } from "../../../sdk/agentIngress";
import type { DeclaredOutputs, KeyDrift, ListDrift, NoDrift, Sdk } from "../wireParity";

export type ArgsParity = NoDrift<KeyDrift<Camelize<AgentIngressCreate>, Sdk<AgentIngressArgs>>>;
export type OutputParity = NoDrift<KeyDrift<Omit<Camelize<Wire>, "id">, DeclaredOutputs<AgentIngress>>>;
export type OutputFieldsParity = NoDrift<ListDrift<OutputNames<typeof FACTS>[], AgentIngress>>;
export type InfoParity = NoDrift<KeyDrift<Camelize<Wire>, AgentIngressInfo>>;
