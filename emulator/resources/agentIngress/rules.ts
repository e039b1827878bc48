/**
 * `/agent_ingresses`, served by the generic collection (emulator/machinery/servedCollection.ts) with the service's
 * rules beyond the schemas (provider/resources/agentIngress/wire.ts lists the facts and sources):
 *
 * - The domain is held lowercase without a final dot; one agent ingress per domain: 400
 *   `ERR_NGROK_6706` "The agent ingress domain `DOMAIN` already exists, choose another domain."
 *   (the status is not documented; 400 is the API's status of a refused body).
 * - `region_domains`: `tunnel.us.<domain>`, the one regional name of ngrok's own example
 *   (snippets/api/resources/examples/_agent_ingresses_create_response.mdx). `ns_targets`: four
 *   names, as the example has four; the example's own values are its test cluster's, so the
 *   emulator's are names of its own under `ngrok-dns.invalid`, which no resolver answers, made from
 *   the domain (so two accounts answer one domain alike).
 * - A certificate management policy is held with its defaults (`letsencrypt`, `rsa`), and reported
 *   as provisioning since it was set (the emulator issues no certificate); without one both
 *   `certificate_management_policy` and `certificate_management_status` are null.
 */
import { createHash } from "node:crypto";
import { AGENT_INGRESSES, type AgentIngress, DEFAULT_AGENT_INGRESS_POLICY } from "../../../provider/resources/agentIngress/wire";
import { canonicalDomain } from "../../../provider/resources/reservedDomain/wire";
import { rfc3339 } from "../../../provider/wire/time";
import { applyDescribed, described, describedFields } from "../../machinery/items";
import type { Described, Rules } from "../../machinery/servedCollection";
import { ApiFailure } from "../../machinery/errors";
import { itemsIn, type State } from "../../machinery/state";
import { provisioningStatus } from "../reservedDomain/rules";

/** An agent ingress as stored: its domain in the service's form, and its policy with defaults filled in. */
/** The account's agent ingresses, by id: the part of the state this family declares. */
const agentIngressesIn = (state: State): Record<string, StoredAgentIngress> => itemsIn(state, AGENT_INGRESSES.key);

export interface StoredAgentIngress extends Described {
  domain: string;
  policy?: { authority: string; private_key_type: string };
  /** When the policy was last set: its provisioning job's start. */
  policy_since?: string;
}

const policyOf = (p: { authority?: string | undefined; private_key_type?: string | undefined }) => ({
  authority: p.authority ?? DEFAULT_AGENT_INGRESS_POLICY.authority,
  private_key_type: p.private_key_type ?? DEFAULT_AGENT_INGRESS_POLICY.private_key_type,
});

/** The response object (see the module comment). */
function renderAgentIngress(baseUrl: string, a: StoredAgentIngress): AgentIngress {
  return {
    id: a.id,
    uri: `${baseUrl}/agent_ingresses/${a.id}`,
    created_at: a.created_at,
    ...described(a),
    domain: a.domain,
    ns_targets: [1, 2, 3, 4].map((n) => `${n}.${createHash("sha256").update(a.domain).digest("hex").slice(0, 8)}.ngrok-dns.invalid.`),
    region_domains: [`tunnel.us.${a.domain}`],
    certificate_management_policy: a.policy === undefined ? null : { ...a.policy },
    certificate_management_status: a.policy === undefined ? null : provisioningStatus(a.policy_since ?? a.created_at),
  };
}

export const agentIngressRules: Rules<typeof AGENT_INGRESSES, StoredAgentIngress> = {
  create: (body, ctx) => {
    const domain = canonicalDomain(body.domain);
    if (Object.values(agentIngressesIn(ctx.store.state)).some((a) => a.domain === domain)) {
      throw new ApiFailure("ERR_NGROK_6706", `The agent ingress domain "${domain}" already exists, choose another domain.`);
    }
    const p = body.certificate_management_policy;
    return { ...describedFields(body), domain, ...(p === undefined ? {} : { policy: policyOf(p), policy_since: rfc3339(ctx.now) }) };
  },
  update: (a, body, ctx) => {
    applyDescribed(a, body);
    const p = body.certificate_management_policy;
    if (p !== undefined) {
      a.policy = policyOf(p);
      a.policy_since = rfc3339(ctx.now);
    }
  },
  render: (a, ctx) => renderAgentIngress(ctx.baseUrl, a),
};
