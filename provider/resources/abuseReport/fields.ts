/**
 * An abuse report's fields (provider/fields/table.ts): the service neither changes nor withdraws a
 * filed report, so each input replaces (files a new report); the status and the hostnames' verdicts
 * are the service's. The inputs are in the order the import writes them.
 */
import { fieldTable } from "../../fields/table";
import { ABUSE_REPORTS } from "./wire";

export const ABUSE_FIELDS = fieldTable(ABUSE_REPORTS)({
  uri: { kind: "outputOnly" },
  created_at: { kind: "outputOnly" },
  urls: { kind: "replaces", compare: "set" },
  metadata: { kind: "replaces" },
  status: { kind: "outputOnly" },
  hostnames: { kind: "outputOnly" },
});
