/**
 * A reserved domain's fields (provider/fields/table.ts): the name replaces (the update body has no
 * `domain`), everything else changes in place. The certificate choice is one decision over two
 * fields and the name (an uploaded certificate, or a managed one whose default depends on the
 * name): the table compares what each says alone, and the family's hooks add the rest
 * (provider/resources/reservedDomain/family.ts).
 */
import type { ImportTools } from "../../importing/facts";
import { snakeKeys } from "../../inputs/naming";
import { DESCRIBED_FIELDS } from "../../fields/common";
import { fieldTable, type Sameness } from "../../fields/table";
import { canonicalDomain, ngrokOwned, RESERVED_DOMAINS, type ReservedDomain } from "./wire";

/** The default of a managed certificate's policy (ngrok-openapi ReservedDomainCertPolicy: "The only supported value is letsencrypt", "Defaults to ecdsa"). */
const DEFAULT_POLICY = { authority: "letsencrypt", private_key_type: "ecdsa" } as const;

/** Names compared as the service holds them: without regard to case or a final dot (as Terraform's ngrok_domain v0.8.0 does). */
const SAME_DOMAIN: Sameness = { by: "name, case and a final dot aside", same: (a, b) => canonicalDomain(String(a)) === canonicalDomain(String(b)) };

type Policy = { authority?: string | undefined; privateKeyType?: string | undefined };
/** A managed certificate's policy with its defaults filled in, in the wire's names. */
export const filledPolicy = (p: Policy | undefined): { authority: string; private_key_type: string } => ({
  authority: p?.authority ?? DEFAULT_POLICY.authority,
  private_key_type: p?.privateKeyType ?? DEFAULT_POLICY.private_key_type,
});

/** Policies compared with their defaults filled in: `{ authority: "letsencrypt" }` is the default policy. */
const SAME_POLICY: Sameness = {
  by: "authority and key type, defaults filled in",
  same: (a, b) => {
    const [p, s] = [filledPolicy(a as Policy), filledPolicy(b as Policy)];
    return p.authority === s.authority && p.private_key_type === s.private_key_type;
  },
};

/** A reserved domain's fields, in the order the import writes them (domain, description, metadata, certificateId, certificateManagementPolicy, resolvesTo). */
export const RD_FIELDS = fieldTable(RESERVED_DOMAINS)({
  // The service refuses a domain the account already holds (ERR_NGROK_413).
  domain: { kind: "replaces", unique: true, compare: SAME_DOMAIN },
  // Deprecated in the create, which the wire accepts as the service does and the package never
  // sends; the item's, which the service still returns (`""` in the docs' examples), is an output.
  region: { kind: "outputOnly" },
  ...DESCRIBED_FIELDS,
  // The uploaded certificate the domain holds: its `certificate`, unless that is a managed one's.
  // Left out, the certificate is the policy's (the family's hooks).
  certificate_id: {
    kind: "inPlace",
    absent: "service",
    output: false,
    held: (o: Record<string, unknown>) => (o["certificateManagementPolicy"] ? undefined : (o["certificate"] as { id?: unknown } | null | undefined)?.id),
    // Written only where it is the domain's choice: not a managed certificate's, nor on ngrok's domains.
    imported: (d: ReservedDomain, _as: unknown, _t: ImportTools) => (!d.certificate_management_policy && d.certificate && !ngrokOwned(d.domain) ? d.certificate.id : undefined),
  },
  // Left out, the family's hooks decide (the default policy, or ngrok's certificate on its domains).
  certificate_management_policy: {
    kind: "inPlace",
    compare: SAME_POLICY,
    absent: "service",
    send: snakeKeys,
    // Written only where it is not the default.
    imported: (d: ReservedDomain, _as: unknown, _t: ImportTools) => {
      const p = d.certificate_management_policy;
      return p && p.private_key_type !== DEFAULT_POLICY.private_key_type ? { privateKeyType: p.private_key_type } : undefined;
    },
  },
  cname_target: { kind: "outputOnly" },
  certificate: { kind: "outputOnly" },
  certificate_management_status: { kind: "outputOnly" },
  acme_challenge_cname_target: { kind: "outputOnly" },
  // A list of values in the program and outputs, as `{value}` entries on the wire; in any order.
  resolves_to: {
    kind: "inPlace",
    compare: "set",
    read: (d: ReservedDomain) => (d.resolves_to ?? []).map((e) => e.value),
    send: (v: unknown) => (v as string[]).map((value) => ({ value })),
  },
});
