// Parity of the EventSubscription SDK with the wire model (machinery in ../wireParity.ts). Its
// sources are event type strings (the wire wraps each as {type}); its outputs add destinationIds.
import type { Camelize } from "../../../provider/inputs/naming";
import type { OutputNames } from "../../../provider/fields/table";
import type { FACTS } from "../../../provider/resources/eventSubscription/family";
import type { EventSubscription as Wire, EventSubscriptionCreate } from "../../../provider/resources/eventSubscription/wire";
import type { EventSubscription, EventSubscriptionArgs } from "../../../sdk/eventSubscription";
import type { EventSubscriptionInfo } from "../../../sdk/eventSubscription";
import type { DeclaredOutputs, KeyDrift, ListDrift, NoDrift, Sdk } from "../wireParity";

export type ArgsParity = NoDrift<KeyDrift<Omit<Camelize<EventSubscriptionCreate>, "sources"> & { sources: string[] }, Sdk<EventSubscriptionArgs>>>;
export type OutputParity = NoDrift<KeyDrift<Omit<Camelize<Wire>, "id"> & { destinationIds: string[] }, DeclaredOutputs<EventSubscription>>>;
export type OutputFieldsParity = NoDrift<ListDrift<OutputNames<typeof FACTS>[], EventSubscription>>;
export type InfoParity = NoDrift<KeyDrift<Camelize<Wire>, EventSubscriptionInfo>>;
