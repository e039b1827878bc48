/**
 * Agent ingresses (`/agent_ingresses`): request and response shapes. An agent ingress is a domain
 * of the account's own (`connect.example.com`) that its agents connect to instead of ngrok's: the
 * domain's owner delegates it to ngrok with NS records (the item's `ns_targets`), and agents name
 * one of its `region_domains` as their connect URL (ngrok-docs agent/connect-url.mdx, "Custom
 * connect URL").
 *
 * Facts, from ngrok's public sources:
 * - Fields: the OpenAPI of 2026-06 (terraform-provider-ngrok codegen/openapi_spec.yaml)
 *   `AgentIngressCreate` (domain required; description "max 255 bytes", metadata "max 4096 bytes",
 *   certificate_management_policy), `AgentIngressUpdate` (description, metadata,
 *   certificate_management_policy: the domain cannot change, so a new domain is a new agent
 *   ingress), `AgentIngress` (id, uri, description, metadata, domain, ns_targets, region_domains,
 *   created_at, certificate_management_policy, certificate_management_status), the list's key
 *   `ingresses`; ids `agin_…` (ngrok-docs snippets/api/resources/examples/_agent_ingresses_*.mdx).
 * - certificate_management_policy: "null if automatic management is disabled" (then ngrok's own
 *   CA issues the ingress's certificate: agent/connect-url.mdx, "Pick a certificate issuer");
 *   `authority` "The only supported value is letsencrypt", `private_key_type` "Defaults to rsa, can
 *   be either rsa or ecdsa" (the OpenAPI; for reserved domains the default is ecdsa). No public
 *   source says how a policy is removed once set; ngrok's Terraform provider v0.8.0
 *   (internal/provider/resource_agent_ingress.go) keeps the service's policy when the
 *   configuration leaves it out, and so does this package.
 * - domain: a name the account owns, not one ngrok controls: ERR_NGROK_6705 "The agent ingress
 *   domain `DOMAIN` must be a third party domain, you may not enter a domain controlled by
 *   ngrok."; one agent ingress per domain: ERR_NGROK_6706 "The agent ingress domain `DOMAIN`
 *   already exists, choose another domain." Its form follows a reserved domain's rules
 *   (provider/resources/reservedDomain/wire.ts), without wildcards (the domain is a base name
 *   under which the service makes regional names).
 */
import { z } from "zod";
import { wireCollection } from "../../wire/collection";
import { describedBody, DescribedItem } from "../../wire/common";
import { canonicalDomain, CERTIFICATE_AUTHORITIES, CERTIFICATE_KEY_TYPES, CertificateStatus, domainProblem, isWildcard, NGROK_BASE_DOMAINS } from "../reservedDomain/wire";

/** Whether ngrok controls a (canonical) domain: one of its base domains or below one, or ngrok.com's. */
const ngrokControlled = (domain: string): boolean =>
  [...NGROK_BASE_DOMAINS, "ngrok.com"].some((base) => domain === base || domain.endsWith(`.${base}`));

/** What is wrong with an agent ingress's domain, as a rule without the field's name; undefined when it may be used. */
function agentIngressDomainProblem(domain: string): string | undefined {
  const canonical = canonicalDomain(domain);
  if (canonical !== "" && ngrokControlled(canonical)) return `must be a domain of your own, not one ngrok controls (ERR_NGROK_6705); got ${JSON.stringify(domain)}`;
  if (isWildcard(canonical)) return `must be a domain name without a wildcard; got ${JSON.stringify(domain)}`;
  return domainProblem(domain);
}

const domain = z.string().superRefine((s, ctx) => {
  const problem = agentIngressDomainProblem(s);
  if (problem !== undefined) ctx.addIssue({ code: "custom", message: problem });
});

/** How the service obtains the ingress's certificate from Let's Encrypt (the only authority), and its key type. */
export const AgentIngressCertPolicy = z.strictObject({
  /** `letsencrypt`, the only value. */
  authority: z.enum(CERTIFICATE_AUTHORITIES).optional(),
  /** `rsa` (the default) or `ecdsa`. */
  private_key_type: z.enum(CERTIFICATE_KEY_TYPES).optional(),
});
export type AgentIngressCertPolicy = z.infer<typeof AgentIngressCertPolicy>;

/** The policy the service holds for one sent with fields left out ("Defaults to rsa", the OpenAPI). */
export const DEFAULT_AGENT_INGRESS_POLICY = { authority: "letsencrypt", private_key_type: "rsa" } as const;

export const AgentIngressCreate = z.strictObject({
  domain,
  ...describedBody(),
  certificate_management_policy: AgentIngressCertPolicy.optional(),
});
export type AgentIngressCreate = z.infer<typeof AgentIngressCreate>;

/** PATCH body: a field left out is not modified; `""` clears description and metadata. The domain cannot change. */
export const AgentIngressUpdate = z.strictObject({
  ...describedBody(),
  certificate_management_policy: AgentIngressCertPolicy.optional(),
});
export type AgentIngressUpdate = z.infer<typeof AgentIngressUpdate>;

/** Response. */
export const AgentIngress = DescribedItem.extend({
  domain: z.string(),
  /** The NS records' targets that delegate the domain to ngrok. */
  ns_targets: z.array(z.string()).nullish().transform((v) => v ?? []),
  /** The regional names under the domain that agents connect to; more as ngrok adds regions. */
  region_domains: z.array(z.string()).nullish().transform((v) => v ?? []),
  certificate_management_policy: z.object({ authority: z.string(), private_key_type: z.string() }).nullish(),
  certificate_management_status: CertificateStatus.nullish(),
});
export type AgentIngress = z.infer<typeof AgentIngress>;

/** `/agent_ingresses`: create, read, list, update and delete. */
export const AGENT_INGRESSES = wireCollection({
  key: "agent_ingresses",
  listKey: "ingresses",
  idPrefix: "agin_",
  anItem: "an agent ingress",
  item: AgentIngress,
  create: AgentIngressCreate,
  update: AgentIngressUpdate,
});
