/**
 * A cloud endpoint's fields (provider/fields/table.ts): every input changed in place (the service
 * updates a cloud endpoint's url too). The url is compared in the service's form, the policy as a
 * document, the binding by the one an endpoint has (the family adds the one the service infers
 * when the program leaves it out). The members only agent and edge endpoints carry are not kept.
 * The inputs are in the order the import writes them.
 */
import type { ImportTools, Naming } from "../../importing/facts";
import type { Sameness } from "../../fields/table";
import { DESCRIBED_FIELDS } from "../../fields/common";
import { fieldTable } from "../../fields/table";
import { jsonEqual } from "../../inputs/outputs";
import { parsePolicy } from "../../../trafficPolicy/model/document";
import { canonicalEndpointUrl } from "../../../trafficPolicy/model/endpointUrl";
import { type Endpoint, ENDPOINTS } from "./wire";

/** The url in the service's form, or as given when it is not a valid url (check has refused it). */
export function canonicalUrl(url: unknown): string {
  return typeof url === "string" ? (canonicalEndpointUrl(url) ?? url) : "";
}

/** Whether two policy texts say the same: the same text, or documents that parse to the same value. */
export function samePolicy(a: string, b: string): boolean {
  if (a === b) return true;
  try {
    return jsonEqual(parsePolicy(a), parsePolicy(b));
  } catch {
    return false;
  }
}

const sameUrl: Sameness = { by: "canonical URL", same: (program, service) => canonicalUrl(program) === service };
const samePolicyDocument: Sameness = { by: "policy document", same: (program, service) => typeof program === "string" && typeof service === "string" && samePolicy(program, service) };
/** An endpoint has one binding (the API's list holds exactly one). */
const sameBinding: Sameness = { by: "binding", same: (program, service) => Array.isArray(program) && Array.isArray(service) && program[0] === service[0] };

const NOT_CLOUD = "a member of agent and edge endpoints, which a cloud endpoint does not have";

export const CEP_FIELDS = fieldTable(ENDPOINTS)({
  updated_at: { kind: "outputOnly" },
  // Always `cloud`: sent by the family's create, never an input.
  type: { kind: "outputOnly" },
  url: { kind: "inPlace", compare: sameUrl },
  proto: { kind: "outputOnly" },
  hostport: { kind: "outputOnly" },
  traffic_policy: {
    kind: "inPlace",
    compare: samePolicyDocument,
    // A policy holding a secret is read from stack config: the program never holds it.
    imported: (e: Endpoint, as: Naming, t: ImportTools) => (e.traffic_policy ? t.policy(e.traffic_policy, ["traffic policy"], `trafficPolicy of cloud endpoint ${as.name}`) : undefined),
  },
  ...DESCRIBED_FIELDS,
  bindings: { kind: "inPlace", compare: sameBinding, absent: "service" },
  pooling_enabled: { kind: "inPlace", absent: { value: false } },
  domain: { kind: "outputOnly" },
  // The spec's Endpoint members below are answers only: neither EndpointCreate nor EndpointUpdate
  // has them (`name` included), and the Terraform provider v0.8.0 takes none of them
  // (internal/provider/resource_cloud_endpoint.go deletes them from its schema, region aside,
  // which it keeps Computed).
  name: { kind: "outputOnly" },
  principal: { kind: "outputOnly" },
  region: { kind: "outputOnly" },
  scheme: { kind: "outputOnly" },
  host: { kind: "outputOnly" },
  port: { kind: "outputOnly" },
  upstream_url: { kind: "outputOnly" },
  upstream_protocol: { kind: "outputOnly" },
  public_url: { kind: "notKept", why: NOT_CLOUD },
  tcp_addr: { kind: "notKept", why: NOT_CLOUD },
  edge: { kind: "notKept", why: NOT_CLOUD },
});
