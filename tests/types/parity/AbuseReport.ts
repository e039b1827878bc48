// Parity of the AbuseReport SDK with the wire model (machinery in ../wireParity.ts). Reports cannot
// be listed: no lookup; AbuseReport.get reads one.
import type { Camelize } from "../../../provider/inputs/naming";
import type { OutputNames } from "../../../provider/fields/table";
import type { FACTS } from "../../../provider/resources/abuseReport/family";
import type { AbuseReport as Wire, AbuseReportCreate } from "../../../provider/resources/abuseReport/wire";
import type { AbuseReport, AbuseReportArgs } from "../../../sdk/abuseReport";
import type { DeclaredOutputs, KeyDrift, ListDrift, NoDrift, Sdk } from "../wireParity";

export type ArgsParity = NoDrift<KeyDrift<Camelize<AbuseReportCreate>, Sdk<AbuseReportArgs>>>;
export type OutputParity = NoDrift<KeyDrift<Omit<Camelize<Wire>, "id">, DeclaredOutputs<AbuseReport>>>;
export type OutputFieldsParity = NoDrift<ListDrift<OutputNames<typeof FACTS>[], AbuseReport>>;
