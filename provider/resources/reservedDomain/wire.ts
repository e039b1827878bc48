/**
 * Reserved domains: request and response shapes (`/reserved_domains`). The facts behind each rule,
 * with the sources they come from, are listed in emulator/resources/reservedDomain/rules.ts.
 */
import { z } from "zod";
import { wireCollection } from "../../wire/collection";
import { describedBody, DescribedItem, Ref } from "../../wire/common";
import { prefixedId } from "../../wire/rules";
import { zeroWritten } from "../../wire/zeroWritten";

/** A whole name and one label, in characters: RFC 1035's limits (ERR_NGROK_423 names no number). */
const DOMAIN_MAX_CHARS = 253;
const DOMAIN_LABEL_MAX_CHARS = 63;

/** ngrok's own base domains (domains/index.mdx, "ngrok managed domains"): their subdomains have no CNAME target and no certificate choice. */
export const NGROK_BASE_DOMAINS = ["ngrok.app", "ngrok.dev", "ngrok.pizza", "ngrok-free.app", "ngrok-free.dev", "ngrok-free.pizza", "ngrok.io"] as const;

/** Points of presence and the one alias `resolves_to` takes (domains/region-pinning: "Points of presence reference"; ngrok-api-go: "or \"global\""). */
const POINTS_OF_PRESENCE = ["us", "us-cal-1", "eu", "ap", "au", "in", "jp", "sa", "global"] as const;

export const CERTIFICATE_AUTHORITIES = ["letsencrypt"] as const;
export const CERTIFICATE_KEY_TYPES = ["ecdsa", "rsa"] as const;

/** A domain name as the service holds it: lowercase, without a final dot. */
export const canonicalDomain = (domain: string): string => domain.trim().replace(/\.$/, "").toLowerCase();

/** Whether a (canonical) domain is a subdomain of one of ngrok's own base domains. */
export const ngrokOwned = (domain: string): boolean => NGROK_BASE_DOMAINS.some((base) => canonicalDomain(domain).endsWith(`.${base}`));

/** Whether a (canonical) domain is a wildcard one (`*.example.com`). */
export const isWildcard = (domain: string): boolean => domain.startsWith("*.");

/**
 * What is wrong with a domain name, as a rule without the field's name; undefined when it may be
 * reserved. The service's checks, in the order of its error codes (errors/err_ngrok_4xx.mdx).
 */
export function domainProblem(domain: string): string | undefined {
  const got = `; got ${JSON.stringify(domain)}`;
  const name = domain.replace(/\.$/, "");
  if (name === "") return "must not be empty";
  if (name.length > DOMAIN_MAX_CHARS) return `must be at most ${DOMAIN_MAX_CHARS} characters; got ${name.length}`;
  if (name.includes("_")) return `must not contain an underscore (ERR_NGROK_438)${got}`;
  const bad = /[^a-zA-Z0-9.*-]/.exec(name);
  if (bad) return `must hold only a-z, A-Z, 0-9, '.', '*' and '-' (ERR_NGROK_406); ${JSON.stringify(bad[0])} is not allowed${got}`;
  if (name.includes("..")) return `must not contain '..' (ERR_NGROK_409)${got}`;
  const labels = name.toLowerCase().split(".");
  if (labels.length < 2) return `must be a fully qualified domain name, with at least one dot (ERR_NGROK_448)${got}`;
  for (const [i, label] of labels.entries()) {
    if (label.includes("*") && (i !== 0 || label !== "*")) return `may only have '*' as its whole first label, as in *.example.com (ERR_NGROK_402, ERR_NGROK_403)${got}`;
    if (label === "*") continue;
    if (label.length > DOMAIN_LABEL_MAX_CHARS) return `must have labels of at most ${DOMAIN_LABEL_MAX_CHARS} characters; ${JSON.stringify(label)} has ${label.length}`;
    if (!/^[a-z0-9]/.test(label)) return `must have labels starting with a-z or 0-9 (ERR_NGROK_407); ${JSON.stringify(label)} does not`;
    if (!/[a-z0-9]$/.test(label)) return `must have labels ending with a-z or 0-9 (ERR_NGROK_408); ${JSON.stringify(label)} does not`;
    if (label.slice(2, 4) === "--" && !label.startsWith("xn--")) return `must not have '--' in a label's 3rd and 4th characters unless it starts with xn-- (ERR_NGROK_410)${got}`;
  }
  const canonical = labels.join(".");
  if (canonical === "ngrok.com" || canonical.endsWith(".ngrok.com")) return `must not be a name on ngrok.com (ERR_NGROK_404)${got}`;
  const base = NGROK_BASE_DOMAINS.find((b) => canonical === b || canonical === `*.${b}`);
  if (base !== undefined) return `must not be ${canonical === base ? "" : "a wildcard of "}ngrok's base domain ${base} (ERR_NGROK_416); reserve a subdomain of it${got}`;
  return undefined;
}

const domain = z.string().superRefine((s, ctx) => {
  const problem = domainProblem(s);
  if (problem !== undefined) ctx.addIssue({ code: "custom", message: problem });
});

/** How the service obtains the domain's certificate: ACME from Let's Encrypt, with a key of this type. */
export const CertificatePolicy = z.strictObject({
  /** The only value is `letsencrypt`, the default (ERR_NGROK_435 for another). */
  authority: z.enum(CERTIFICATE_AUTHORITIES).optional(),
  /** `ecdsa` (the default) or `rsa` (4096 bits). */
  private_key_type: z.enum(CERTIFICATE_KEY_TYPES).optional(),
});
export type CertificatePolicy = z.infer<typeof CertificatePolicy>;

/**
 * A dedicated IP entry: "The format for dedicated IPs in the `resolves_to` field is
 * `<ip-address>:<port>`. The port is optional" (ngrok-docs domains/dedicated-ips.mdx). Every
 * example is IPv4 (`192.0.2.1:1234`), and an IPv6 address with a port has no documented form, so
 * only IPv4 is taken.
 */
const IPV4_PORT = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?::(\d{1,5}))?$/;

/** What is wrong with a `resolves_to` value, as a rule; undefined when it is a point of presence or a dedicated IPv4 address with an optional port. */
function resolvesToProblem(value: string): string | undefined {
  if ((POINTS_OF_PRESENCE as readonly string[]).includes(value)) return undefined;
  const m = IPV4_PORT.exec(value);
  const octets = m?.slice(1, 5).map(Number) ?? [];
  const port = m?.[5] === undefined ? 1 : Number(m[5]);
  if (m && octets.every((o) => o <= 255) && port >= 1 && port <= 65535) return undefined;
  return `must be a point of presence (${POINTS_OF_PRESENCE.join(", ")}) or a dedicated IPv4 address with an optional port (192.0.2.1:1234); got ${JSON.stringify(value)}`;
}

const ResolvesToEntry = z.strictObject({
  value: z.string().superRefine((s, ctx) => {
    const problem = resolvesToProblem(s);
    if (problem !== undefined) ctx.addIssue({ code: "custom", message: problem });
  }),
});

const certificateId = prefixedId("cert_", "a TLS certificate");
const resolvesTo = z.array(ResolvesToEntry);

/** Both certificate choices in one body: ERR_NGROK_434 "Either a certificate or a certificate management policy may be specified, not both". */
const BOTH_CERTIFICATE_CHOICES = "must not be set together with a certificate management policy: a domain has an uploaded certificate or a managed one, not both (ERR_NGROK_434)";

function oneCertificateChoice(body: { certificate_id?: string | undefined; certificate_management_policy?: unknown }, ctx: z.core.$RefinementCtx): void {
  if (body.certificate_id !== undefined && body.certificate_management_policy !== undefined) {
    ctx.addIssue({ code: "custom", path: ["certificate_id"], message: BOTH_CERTIFICATE_CHOICES });
  }
}

/** What a subdomain of ngrok's own domains may not have (ERR_NGROK_439, ERR_NGROK_440), as a sentence about the field; undefined when allowed. */
export function ngrokOwnedProblem(domainName: string, body: { certificate_id?: string | undefined; certificate_management_policy?: unknown }): { path: string; rule: string } | undefined {
  if (!ngrokOwned(domainName)) return undefined;
  if (body.certificate_id !== undefined) return { path: "certificate_id", rule: `must not be set for ${canonicalDomain(domainName)}: uploaded certificates are not allowed for domains owned by ngrok (ERR_NGROK_440)` };
  if (body.certificate_management_policy !== undefined) {
    return { path: "certificate_management_policy", rule: `must not be set for ${canonicalDomain(domainName)}: ngrok manages the certificates of its own domains (ERR_NGROK_439)` };
  }
  return undefined;
}

export const ReservedDomainCreate = z
  .strictObject({
    domain,
    /** Deprecated, accepted and ignored: "With the launch of the ngrok Global Network domains traffic is now handled globally" (ngrok-api-go v7.7.0 `ReservedDomainCreate.Region`); ngrok's clients still send it (the Python one as `""`). */
    region: z.string().optional(),
    // description: other resources' limit (ERR_NGROK_420 names no number); metadata: "Optional, max 4096 bytes" (ngrok-openapi ngrok.yaml, ReservedDomainCreate).
    ...describedBody(),
    certificate_id: certificateId.optional(),
    certificate_management_policy: CertificatePolicy.optional(),
    resolves_to: resolvesTo.optional(),
  })
  .superRefine((body, ctx) => {
    oneCertificateChoice(body, ctx);
    if (body.certificate_id !== undefined && body.certificate_management_policy !== undefined) return;
    const problem = domainProblem(body.domain) === undefined ? ngrokOwnedProblem(body.domain, body) : undefined;
    if (problem !== undefined) ctx.addIssue({ code: "custom", path: [problem.path], message: problem.rule });
  });
export type ReservedDomainCreate = z.infer<typeof ReservedDomainCreate>;

/** PATCH body: a field left out is not modified; `""` clears description and metadata; `[]` un-pins `resolves_to` (global resolution). The domain cannot change. */
export const ReservedDomainUpdate = z
  .strictObject({
    ...describedBody(),
    certificate_id: certificateId.optional(),
    certificate_management_policy: CertificatePolicy.optional(),
    resolves_to: resolvesTo.optional(),
  })
  .superRefine(oneCertificateChoice);
export type ReservedDomainUpdate = z.infer<typeof ReservedDomainUpdate>;

/** The provisioning job of a managed certificate: null when none is being provisioned or renewed. */
const CertificateJob = z.object({
  /** `INTERNAL_ERROR` (temporary) or `DNS_ERROR` (the user must correct it); absent or null while all goes well. */
  error_code: zeroWritten(z.string()).nullish(),
  msg: z.string(),
  started_at: z.string(),
  retries_at: zeroWritten(z.string()).nullish(),
});
export const CertificateStatus = z.object({ renews_at: zeroWritten(z.string()).nullish(), provisioning_job: CertificateJob.nullish() });
export type CertificateStatus = z.infer<typeof CertificateStatus>;

/** A domain as the API returns it (members the API adds for edges, such as `http_endpoint_configuration`, are not read). */
export const ReservedDomain = DescribedItem.extend({
  domain: z.string(),
  cname_target: zeroWritten(z.string()).nullish(),
  certificate: Ref.nullish(),
  certificate_management_policy: z.object({ authority: z.string(), private_key_type: z.string() }).nullish(),
  certificate_management_status: CertificateStatus.nullish(),
  acme_challenge_cname_target: zeroWritten(z.string()).nullish(),
  resolves_to: z.array(z.object({ value: z.string() })).nullish(),
  /** The deprecated region the create took: `""` in the docs' examples (snippets/api/resources/examples/_reserved_domains_get_response.mdx), left out when empty by the service (ngrok-api-go `Region string`, omitempty). */
  region: z.string().nullish(),
});
export type ReservedDomain = z.infer<typeof ReservedDomain>;

/** `/reserved_domains`: create, read, list, update and delete. */
export const RESERVED_DOMAINS = wireCollection({ key: "reserved_domains", idPrefix: "rd_", anItem: "a reserved domain", item: ReservedDomain, create: ReservedDomainCreate, update: ReservedDomainUpdate });
