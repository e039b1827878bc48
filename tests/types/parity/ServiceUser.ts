// Parity of the ServiceUser SDK with the wire model (machinery in ../wireParity.ts).
import type { Camelize } from "../../../provider/inputs/naming";
import type { OutputNames } from "../../../provider/fields/table";
import type { FACTS } from "../../../provider/resources/serviceUser/family";
import type { ServiceUser as Wire, ServiceUserCreate } from "../../../provider/resources/serviceUser/wire";
import type { ServiceUser, ServiceUserArgs, ServiceUserInfo } from "../../../sdk/serviceUser";
import type { DeclaredOutputs, KeyDrift, ListDrift, NoDrift, Sdk } from "../wireParity";

export type ArgsParity = NoDrift<KeyDrift<Camelize<ServiceUserCreate>, Sdk<ServiceUserArgs>>>;
export type OutputParity = NoDrift<KeyDrift<Omit<Camelize<Wire>, "id">, DeclaredOutputs<ServiceUser>>>;
export type OutputFieldsParity = NoDrift<ListDrift<OutputNames<typeof FACTS>[], ServiceUser>>;
export type InfoParity = NoDrift<KeyDrift<Camelize<Wire>, ServiceUserInfo>>;
