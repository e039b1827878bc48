/**
 * The ReservedDomain provider. The domain name cannot change on the service (the update body has
 * no `domain`): a change replaces the reservation (the new one is reserved before the old is
 * released; Terraform's ngrok_domain v0.8.0 also replaces on `domain`, comparing names without
 * regard to case or a final dot, as here). Everything else changes in place with one PATCH:
 * description, metadata, the certificate choice and `resolves_to`.
 *
 * The certificate is an uploaded one (`certificateId`) or one the service manages
 * (`certificateManagementPolicy`), never both; a custom domain given neither gets the service's
 * default, a managed Let's Encrypt certificate with an ECDSA key (domains/tls-certificates.mdx,
 * "Automatic TLS certificates (default)"), and a subdomain of ngrok's own domains gets ngrok's
 * certificate. Switching between the two detaches the current choice first (its own DELETE), so
 * the domain never holds both (ERR_NGROK_434). `resolvesTo` is compared as a set: the order is not
 * a change (Terraform v0.8.0 reorders the service's answer to the program's for the same reason).
 *
 * The shared lifecycle (provider/lifecycle/declare.ts) runs it from its field table (./fields.ts);
 * the certificate choice, which no one field says, is this module's: the policy a PATCH sets and
 * the detach before it.
 */
import { family } from "../../contract/family";
import { type Camelize, camelPath, snakeKeys } from "../../inputs/naming";
import { blamedOnUnknown, unknownPaths, withoutUnknowns } from "../../inputs/unknowns";
import { lifecycle, type ServiceOutputs } from "../../lifecycle/declare";
import { canonicalDomain, type CertificatePolicy, ngrokOwned, type ReservedDomain, ReservedDomainCreate, type ReservedDomainUpdate } from "./wire";
import { formatIssues } from "../../wire/rules";
import { filledPolicy, RD_FIELDS } from "./fields";


/** What `check` gets: the program's values, not validated yet. */
type Unchecked = Record<string, unknown>;
/** The program's inputs, as `check` passes them on: `resolvesTo` as plain values (the wire wraps each as `{value}`). */
export type RdInputs = Omit<Camelize<ReservedDomainCreate>, "resolvesTo"> & { resolvesTo?: string[]; adoptId?: string };
/** The outputs: the service's domain, `resolvesTo` as plain values. */
export type RdOutputs = Omit<ServiceOutputs<ReservedDomain>, "resolvesTo"> & { resolvesTo: string[] };

export const FACTS = family({
  type: "ReservedDomain",
  fields: RD_FIELDS,
  importing: {
    find: { from: "list", only: "domains" },
    summary: "reserved domains with their certificate choice and resolution",
    noun: "domain",
    intro: [
      "Reserved domains. A domain's certificate choice is written only where it is not the",
      "default (a managed Let's Encrypt certificate with an ECDSA key, or ngrok's own for its domains).",
    ],
    // Its description, else its name (`*.example.com` reads wildcard example com).
    label: (d: ReservedDomain, t) => t.wordsOr(d.description, () => t.hostWords(d.domain)),
  },
});

/** The wire body for the program's values (`resolvesTo` values as `{value}`), to validate. Unknowns are kept as they are. */
function toWire(inputs: Unchecked): unknown {
  const r = inputs["resolvesTo"];
  return snakeKeys({ ...inputs, resolvesTo: Array.isArray(r) ? r.map((value: unknown) => ({ value })) : r });
}

/** Wire paths in the SDK's terms: `resolves_to[1].value` is `resolvesTo[1]`, since users list values. */
const sdkPath = (path: readonly PropertyKey[]): string => camelPath(path[0] === "resolves_to" && path[2] === "value" ? path.slice(0, 2) : path);

/** check's problems: the create schema's on the wire body, those an unknown value may cause aside, in the SDK's paths. */
function problems(fields: Unchecked): ReturnType<typeof formatIssues> {
  const wire = toWire(fields);
  const unknowns = unknownPaths(wire);
  const r = ReservedDomainCreate.safeParse(withoutUnknowns(wire), { reportInput: true });
  return r.success ? [] : formatIssues(r.error.issues.filter((i) => !blamedOnUnknown(i.path, unknowns)), sdkPath);
}

/** The certificate a domain has or the program wants: uploaded, managed (with its whole policy), or none of its own (ngrok's). */
type Certificate = { kind: "uploaded"; id: string } | { kind: "managed"; policy: { authority: string; private_key_type: string } } | { kind: "none" };

/** The certificate the program asks for, defaults applied (see the module comment). */
function wanted(news: Pick<RdInputs, "domain" | "certificateId" | "certificateManagementPolicy">): Certificate {
  if (typeof news.certificateId === "string") return { kind: "uploaded", id: news.certificateId };
  const p = news.certificateManagementPolicy;
  if (p === undefined && ngrokOwned(news.domain)) return { kind: "none" };
  return { kind: "managed", policy: filledPolicy(p) };
}

/** The certificate the service holds, as outputs describe it. */
function held(olds: Pick<RdOutputs, "certificate" | "certificateManagementPolicy">): Certificate {
  const p = olds.certificateManagementPolicy;
  if (p) return { kind: "managed", policy: { authority: p.authority, private_key_type: p.privateKeyType } };
  if (olds.certificate) return { kind: "uploaded", id: olds.certificate.id };
  return { kind: "none" };
}

/** The policy the PATCH sets, its defaults filled in: where the program wants a managed certificate the service does not hold as it wants it. */
function policyToSet(olds: RdOutputs, news: RdInputs): CertificatePolicy | undefined {
  const w = wanted(news);
  const h = held(olds);
  if (w.kind !== "managed") return undefined;
  if (h.kind === "managed" && h.policy.authority === w.policy.authority && h.policy.private_key_type === w.policy.private_key_type) return undefined;
  return w.policy as CertificatePolicy;
}

/** The certificate choice the service must drop before a PATCH sets the other one: it never holds both (ERR_NGROK_434). */
function toDetach(olds: RdOutputs, news: RdInputs): "certificate" | "policy" | undefined {
  const w = wanted(news).kind;
  const h = held(olds).kind;
  if (w === "uploaded" && h === "managed") return "policy";
  if (w === "managed" && h === "uploaded") return "certificate";
  return undefined;
}

const life = lifecycle<typeof FACTS, RdInputs, RdOutputs>({
  facts: FACTS,
  problems,
  // The policy a program leaves out is still wanted (the default, off ngrok's domains), and a PATCH
  // sends it whole: the certificate choice, not the policy field alone, decides.
  updateBody: (olds, news, derived) => {
    const { certificate_management_policy: _, ...rest } = derived ?? {};
    const policy = policyToSet(olds, news);
    const body: ReservedDomainUpdate = policy === undefined ? rest : { ...rest, certificate_management_policy: policy };
    return Object.keys(body).length > 0 ? body : undefined;
  },
  beforeUpdate: async (client, id, olds, news) => {
    const detach = toDetach(olds, news);
    if (detach === "policy") await client.reservedDomains.deleteCertificateManagementPolicy(id);
    if (detach === "certificate") await client.reservedDomains.deleteCertificate(id);
  },
  // A failed create may have reserved the domain: the account holds a name once, so it is the one with this name.
  match: {
    describe: (inputs) => `named ${canonicalDomain(inputs.domain)}`,
  },
  refuseAdoption: (existing, inputs) =>
    canonicalDomain(existing.domain) === canonicalDomain(inputs.domain) ? undefined : `that reserved domain is ${existing.domain}, not ${canonicalDomain(inputs.domain)}; declare its domain to adopt it`,
});

/** The family's functions, read from this module as a whole by the registry (provider/families.ts) and its dynamic provider. @public */
export const { check, diff, create, read, update, remove, search } = life;
