// Parity of the EventDestination SDK with the wire model (machinery in ../wireParity.ts). The
// create body's `format` is optional in the SDK (it sends `json`). The wire item's target is held
// as the service returns it (a map: the kinds it does not have may be null); the class types it
// as EventTargetOutputs (the one kind, no credential), and the lookup keeps the map.
import type { Camelize } from "../../../provider/inputs/naming";
import type { OutputNames } from "../../../provider/fields/table";
import type { FACTS } from "../../../provider/resources/eventDestination/family";
import type { EventDestination as Wire, EventDestinationCreate } from "../../../provider/resources/eventDestination/wire";
import type { EventDestination, EventDestinationArgs } from "../../../sdk/eventDestination";
import type { EventDestinationInfo } from "../../../sdk/eventDestination";
import type { DeclaredOutputs, KeyDrift, ListDrift, NoDrift, Sdk } from "../wireParity";

export type ArgsParity = NoDrift<KeyDrift<Camelize<EventDestinationCreate>, Sdk<EventDestinationArgs>>>;
export type OutputParity = NoDrift<KeyDrift<Omit<Camelize<Wire>, "id" | "target">, Omit<DeclaredOutputs<EventDestination>, "target">>>;
export type OutputFieldsParity = NoDrift<ListDrift<OutputNames<typeof FACTS>[], EventDestination>>;
export type InfoParity = NoDrift<KeyDrift<Camelize<Wire>, EventDestinationInfo>>;
