/**
 * A stack rule on AgentIngress: one agent ingress per domain. The service refuses a second on the
 * same domain (ERR_NGROK_6706, "The agent ingress domain `DOMAIN` already exists, choose another
 * domain."); the provider sees one resource at a time, so only a rule over the stack catches two of
 * the program's at preview. Domains compare as the service holds them (case and a final dot aside).
 */
import { canonicalDomain } from "../../provider/resources/reservedDomain/wire";
import type { IngressStackRule } from "./rule";
import { knownString } from "./values";
import { duplicates, violation } from "./vaultRules";

export const agentIngressDomainUnique: IngressStackRule = {
  name: "ingress-agent-ingress-domain-unique",
  description: "No two agent ingresses of the stack have the same domain (one agent ingress per domain).",
  enforcementLevel: "mandatory",
  resource: "AgentIngress",
  scope: "stack",
  config: {},
  violations: (resources) =>
    duplicates(resources, (r) => {
      const domain = knownString(r.props["domain"]);
      return domain === undefined ? undefined : canonicalDomain(domain);
    }).map((g) => violation("AgentIngress", g, `are on ${canonicalDomain(knownString(g[0]?.props["domain"]) ?? "")}`, "ERR_NGROK_6706", "domain")),
};
