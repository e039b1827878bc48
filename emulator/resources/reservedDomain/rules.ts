/**
 * `/reserved_domains`: create, get, list, update and delete reserved domains, and detach a domain's
 * certificate or its certificate management policy, as ngrok's reference describes them (paths in
 * the ngrok-openapi, ngrok-api-go and ngrok-docs repositories):
 *
 * - Fields (ngrok-openapi ngrok.yaml `ReservedDomainCreate`/`ReservedDomainUpdate`/`ReservedDomain`;
 *   ngrok-api-go datatypes.go, which adds `resolves_to` (CHANGELOG v7.8.0)): create takes `domain`,
 *   `description`, `metadata` (max 4096 bytes), `certificate_id`, `certificate_management_policy`
 *   (`authority`: only `letsencrypt`; `private_key_type`: `ecdsa`, the default, or `rsa`),
 *   `resolves_to` (`[{value}]`); update takes the same less `domain`, so a domain's name cannot
 *   change. `region` is deprecated ("domains traffic is now handled globally"): accepted and
 *   ignored, so an item has none and its answers leave it out, as the service leaves out what is
 *   empty (ngrok-api-go datatypes.go: `Region string`, omitempty; emulator/machinery/written.ts),
 *   though the docs' examples show `""` (_reserved_domains_get_response.mdx).
 * - Responses carry `cname_target` ("null if the reserved domain is a subdomain of an ngrok owned
 *   domain"), `certificate` (the uploaded one, "the most recently issued automatic one, or null"),
 *   `certificate_management_policy` and `certificate_management_status` (null when management is
 *   off), `acme_challenge_cname_target` (only for wildcard, non-ngrok domains).
 * - The domain name (errors/err_ngrok_402–410, 416, 423, 438, 448): provider/resources/reservedDomain/wire.ts
 *   `domainProblem`; held lowercase without a final dot (Terraform v0.8.0 compares names that way).
 *   The same name twice on the account: ERR_NGROK_413 "This domain is already reserved for your
 *   account" (here 409, the docs give no status).
 * - Certificates (domains/tls-certificates.mdx; errors 434, 436, 439, 440): an uploaded certificate
 *   or a managed one, not both; managed is the default ("Automatic TLS certificates (default)");
 *   ngrok's own domains take neither. A managed certificate is provisioned asynchronously and "will
 *   not begin until you create this CNAME DNS record": the emulator has no DNS, so the job stays
 *   in progress (`"Managed certificate provisioning in progress."`, the list example's words) and
 *   no certificate is issued, which keeps every read the same. The uploaded certificate must exist
 *   (ERR_REFERENCE_NOT_FOUND). Not documented: whether a PATCH may set one choice while the other
 *   is attached; the emulator refuses it (the exclusion holds for the domain, not only the body),
 *   so a switch detaches first (`DELETE …/certificate` or `…/certificate_management_policy`), as
 *   the provider does. Detaching the certificate of a managed domain is ERR_NGROK_436.
 * - `resolves_to` (domains/region-pinning, domains/dedicated-ips.mdx): points of presence and
 *   dedicated IPv4 addresses with an optional port; `[]` un-pins (global resolution).
 * - Release (errors/err_ngrok_446.mdx): "could not be deleted because it is still referenced by an
 *   edge or cloud endpoint": refused while a public cloud endpoint's host or an edge's hostport is
 *   the domain or, for a wildcard domain, under it (here 409); the cloud endpoint family's rule
 *   (../cloudEndpoint/rules.ts), as an endpoint points at its domain.
 * - The CNAME targets' form is not documented beyond the examples
 *   (`2udamkamcl8pjmrff.vct3s84uffzzf7py.local-ngrok-cname.com`, "exampledata.otherdata.ngrok-cname.com"):
 *   here two labels derived from the domain's id and a fixed account label, under `ngrok-cname.com`.
 */
import { createHash } from "node:crypto";
import { canonicalDomain, type CertificateStatus, isWildcard, ngrokOwned, ngrokOwnedProblem, RESERVED_DOMAINS, type ReservedDomain } from "../../../provider/resources/reservedDomain/wire";
import { rfc3339 } from "../../../provider/wire/time";
import { TLS_CERTIFICATES } from "../../../provider/resources/tlsCertificate/wire";
import { param, type Context, type Operation } from "../../machinery/router";
import { applyDescribed, described, describedFields, ref } from "../../machinery/items";
import type { Rules } from "../../machinery/servedCollection";
import { ApiFailure } from "../../machinery/errors";
import { itemsIn, type State } from "../../machinery/state";
import { tlsCertificatesIn } from "../tlsCertificate/rules";

/** A managed certificate's policy, defaults filled in. */
interface StoredPolicy {
  authority: string;
  private_key_type: string;
}

/** A reserved domain as stored: its name in the service's form. */
/** The account's reserved domains, by id: the part of the state this family declares. */
const reservedDomainsIn = (state: State): Record<string, StoredReservedDomain> => itemsIn(state, RESERVED_DOMAINS.key);

export interface StoredReservedDomain {
  id: string;
  created_at: string;
  description?: string;
  metadata?: string;
  domain: string;
  /** An uploaded certificate's id. */
  certificate_id?: string;
  policy?: StoredPolicy;
  /** When the managed certificate's provisioning job started (the policy's last change). */
  policy_since?: string;
  resolves_to: string[];
}

const ACCOUNT_LABEL = "emu7ingress2acct";
const label = (seed: string): string => createHash("sha256").update(seed).digest("hex").replace(/[0-9]/g, (d) => "ghijklmnop"[Number(d)] ?? d).slice(0, 17);

/** A managed certificate's status while its first certificate is provisioned, since `startedAt` (the emulator never completes one). */
export const provisioningStatus = (startedAt: string): CertificateStatus => ({
  renews_at: null,
  provisioning_job: { error_code: null, msg: "Managed certificate provisioning in progress.", started_at: startedAt, retries_at: null },
});

/** The response object (see the module comment). */
function renderReservedDomain(baseUrl: string, d: StoredReservedDomain): ReservedDomain {
  const custom = !ngrokOwned(d.domain);
  return {
    id: d.id,
    uri: `${baseUrl}${RESERVED_DOMAINS.path}/${d.id}`,
    created_at: d.created_at,
    ...described(d),
    domain: d.domain,
    cname_target: custom ? `${label(d.id)}.${ACCOUNT_LABEL}.ngrok-cname.com` : null,
    certificate: d.certificate_id === undefined ? null : ref(baseUrl, TLS_CERTIFICATES.key, d.certificate_id),
    certificate_management_policy: d.policy === undefined ? null : { ...d.policy },
    certificate_management_status: d.policy === undefined ? null : provisioningStatus(d.policy_since ?? d.created_at),
    acme_challenge_cname_target: custom && isWildcard(d.domain) ? `${label(`acme:${d.id}`)}.${ACCOUNT_LABEL}.ngrok-cname.com` : null,
    resolves_to: d.resolves_to.map((value) => ({ value })),
  };
}

const policyOf = (p: { authority?: string | undefined; private_key_type?: string | undefined }): StoredPolicy => ({
  authority: p.authority ?? "letsencrypt",
  private_key_type: p.private_key_type ?? "ecdsa",
});

/** 400 when an uploaded certificate's id names no certificate of the account. */
function checkCertificate(state: State, id: string | undefined): void {
  if (id !== undefined && tlsCertificatesIn(state)[id] === undefined) {
    throw new ApiFailure("ERR_REFERENCE_NOT_FOUND", `certificate_id ${id}: no TLS certificate with that id`);
  }
}

/** Whether a domain is a host's: the same name, or a wildcard domain the host falls under. */
export const domainCovers = (domain: string, host: string): boolean => domain === host || (isWildcard(domain) && host.endsWith(domain.slice(1)));

/** The reserved domain a public host is served under: the domain of that name, else the longest wildcard domain covering it; undefined when none. */
export function domainServing(state: State, host: string): StoredReservedDomain | undefined {
  const covering = Object.values(reservedDomainsIn(state)).filter((d) => domainCovers(d.domain, host));
  return covering.find((d) => d.domain === host) ?? covering.sort((a, b) => b.domain.length - a.domain.length)[0];
}

/** The service's rules beyond the schemas (the module comment). */
export const reservedDomainRules: Rules<typeof RESERVED_DOMAINS, StoredReservedDomain> = {
  create: (body, ctx) => {
    const domain = canonicalDomain(body.domain);
    const taken = Object.values(reservedDomainsIn(ctx.store.state)).find((d) => d.domain === domain);
    if (taken) throw new ApiFailure("ERR_NGROK_413", `domain ${domain} is already reserved for your account as ${taken.id} (ERR_NGROK_413)`);
    checkCertificate(ctx.store.state, body.certificate_id);
    const now = rfc3339(ctx.now);
    const managed = body.certificate_management_policy ?? (body.certificate_id === undefined && !ngrokOwned(domain) ? {} : undefined);
    return {
      ...describedFields(body),
      domain,
      ...(body.certificate_id === undefined ? {} : { certificate_id: body.certificate_id }),
      ...(managed === undefined ? {} : { policy: policyOf(managed), policy_since: now }),
      resolves_to: (body.resolves_to ?? []).map((e) => e.value),
    };
  },
  update: (d, body, ctx) => {
    const owned = ngrokOwnedProblem(d.domain, body);
    if (owned !== undefined) throw new ApiFailure("ERR_VALIDATION", `${owned.path} ${owned.rule}`);
    if (body.certificate_id !== undefined && d.policy !== undefined) {
      throw new ApiFailure("ERR_VALIDATION", "certificate_id must not be set while the domain's certificate is managed: detach its certificate_management_policy first (ERR_NGROK_434)");
    }
    if (body.certificate_management_policy !== undefined && d.certificate_id !== undefined) {
      throw new ApiFailure("ERR_VALIDATION", "certificate_management_policy must not be set while the domain has an uploaded certificate: detach its certificate first (ERR_NGROK_434)");
    }
    checkCertificate(ctx.store.state, body.certificate_id);
    applyDescribed(d, body);
    if (body.certificate_id !== undefined) d.certificate_id = body.certificate_id;
    if (body.certificate_management_policy !== undefined) {
      d.policy = policyOf(body.certificate_management_policy);
      d.policy_since = rfc3339(ctx.now);
    }
    if (body.resolves_to !== undefined) d.resolves_to = body.resolves_to.map((e) => e.value);
  },
  render: (d, ctx) => renderReservedDomain(ctx.baseUrl, d),

  more: (find: (ctx: Context) => StoredReservedDomain, itemPath: string): Operation[] => [
    {
      method: "DELETE",
      pattern: `${itemPath}/certificate`,
      handler: (ctx) => {
        const d = find(ctx);
        if (d.policy !== undefined) {
          throw new ApiFailure(
            "ERR_NGROK_436",
            `The certificate of reserved domain ${param(ctx, "id")} is managed: detach its certificate management policy instead (ERR_NGROK_436)`,
          );
        }
        delete d.certificate_id;
        return { status: 204, mutated: true };
      },
    },
    {
      method: "DELETE",
      pattern: `${itemPath}/certificate_management_policy`,
      handler: (ctx) => {
        const d = find(ctx);
        delete d.policy;
        delete d.policy_since;
        return { status: 204, mutated: true };
      },
    },
  ],
};
