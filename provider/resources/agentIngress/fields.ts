/**
 * An agent ingress's fields (provider/fields/table.ts). The update body has no domain
 * (ngrok-openapi `AgentIngressUpdate`): a new domain is a new ingress, compared in the service's
 * form (lowercase, no trailing dot). A certificate management policy is sent with the service's
 * defaults filled in, and compared so; left out, the service keeps what it has.
 */
import { DESCRIBED_FIELDS } from "../../fields/common";
import { fieldTable } from "../../fields/table";
import type { Camelize } from "../../inputs/naming";
import { canonicalDomain } from "../reservedDomain/wire";
import { AGENT_INGRESSES, type AgentIngressCertPolicy, DEFAULT_AGENT_INGRESS_POLICY } from "./wire";

/** A policy as the service holds it once sent: its defaults filled in. */
const heldPolicy = (p: Camelize<AgentIngressCertPolicy>): AgentIngressCertPolicy => ({
  authority: p.authority ?? DEFAULT_AGENT_INGRESS_POLICY.authority,
  private_key_type: p.privateKeyType ?? DEFAULT_AGENT_INGRESS_POLICY.private_key_type,
});

export const AGENT_INGRESS_FIELDS = fieldTable(AGENT_INGRESSES)({
  // ERR_NGROK_6706: one agent ingress per domain.
  domain: { kind: "replaces", unique: true, compare: { by: "domain, lowercase", same: (a, b) => canonicalDomain(String(a)) === b } },
  ...DESCRIBED_FIELDS,
  certificate_management_policy: {
    kind: "inPlace",
    absent: "service",
    compare: {
      by: "policy with the service's defaults",
      same: (a, b) => {
        const want = heldPolicy(a as Camelize<AgentIngressCertPolicy>);
        const have = b as { authority?: string; privateKeyType?: string };
        return have.authority === want.authority && have.privateKeyType === want.private_key_type;
      },
    },
    send: (p) => heldPolicy(p as Camelize<AgentIngressCertPolicy>),
  },
  ns_targets: { kind: "outputOnly" },
  region_domains: { kind: "outputOnly" },
  certificate_management_status: { kind: "outputOnly" },
});
