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
 */
import type * as pulumi from "@pulumi/pulumi";
import type { IngressClient } from "../../client";
import type { FamilyFacts } from "../../family";
import { adoptIdProblem, adoptionTarget } from "../../inputs/adoption";
import { type Camelize, camelPath, snakeKeys } from "../../inputs/naming";
import { outputsFrom, sameMembers, textOrEmpty } from "../../inputs/outputs";
import { blamedOnUnknown, containsUnknown, isUnknown, unknownPaths, withoutUnknowns } from "../../inputs/unknowns";
import { toCheckFailures, userInputs } from "../../inputs/validate";
import { getClient } from "../../process/runtime";
import {
  canonicalDomain,
  type CertificatePolicy,
  ngrokOwned,
  RESERVED_DOMAINS,
  type ReservedDomain,
  ReservedDomainCreate,
  type ReservedDomainUpdate,
} from "./wire";
import { formatIssues } from "../../wire/rules";
import { deleteIfExists, readOrGone } from "../../lifecycle/gone";
import { createOnce, type Finder, searchWith } from "../../lifecycle/recovery";

export const RD_OUTPUT_FIELDS = [
  "uri",
  "createdAt",
  "description",
  "metadata",
  "domain",
  "cnameTarget",
  "certificate",
  "certificateManagementPolicy",
  "certificateManagementStatus",
  "acmeChallengeCnameTarget",
  "resolvesTo",
] as const;

/** What `check` gets: the program's values, not validated yet. */
type Unchecked = Record<string, unknown>;
/** The program's inputs, as `check` passes them on: `resolvesTo` as plain values (the wire wraps each as `{value}`). */
export type RdInputs = Omit<Camelize<ReservedDomainCreate>, "resolvesTo"> & { resolvesTo?: string[]; adoptId?: string };
/** The outputs: the service's domain, `resolvesTo` as plain values. */
export type RdOutputs = Omit<Camelize<Omit<ReservedDomain, "id">>, "resolvesTo"> & { resolvesTo: string[] };

const FIELDS = ["domain", "description", "metadata", "certificateId", "certificateManagementPolicy", "resolvesTo"] as const;

/** The default of a managed certificate's policy (ngrok-openapi ReservedDomainCertPolicy: "The only supported value is letsencrypt", "Defaults to ecdsa"). */
export const DEFAULT_POLICY = { authority: "letsencrypt", private_key_type: "ecdsa" } as const;

export const FACTS = {
  type: "ReservedDomain",
  collection: "reservedDomains",
  what: "reserved domain",
  wire: RESERVED_DOMAINS,
  outputFields: RD_OUTPUT_FIELDS,
  // The service refuses a domain the account already holds (ERR_NGROK_413).
  recovery: { matchFields: ["domain"], search: searchWith(finder), uniqueMatch: true },
  importing: {
    find: { from: "list", only: "domains" },
    account: "reservedDomains",
    summary: "reserved domains with their certificate choice and resolution",
    noun: "domain",
    intro: [
      "Reserved domains. A domain's certificate choice is written only where it is not the",
      "default (a managed Let's Encrypt certificate with an ECDSA key, or ngrok's own for its domains).",
    ],
    // Its description, else its name (`*.example.com` reads wildcard example com).
    label: (d: ReservedDomain, t) => t.wordsOr(d.description, () => t.hostWords(d.domain)),
    declare: (d: ReservedDomain) => {
      const policy = d.certificate_management_policy;
      const args: Record<string, unknown> = { domain: d.domain };
      if (d.description) args["description"] = d.description;
      if (d.metadata) args["metadata"] = d.metadata;
      if (!policy && d.certificate && !ngrokOwned(d.domain)) args["certificateId"] = d.certificate.id;
      if (policy && policy.private_key_type !== DEFAULT_POLICY.private_key_type) args["certificateManagementPolicy"] = { privateKeyType: policy.private_key_type };
      if (d.resolves_to && d.resolves_to.length > 0) args["resolvesTo"] = d.resolves_to.map((e) => e.value);
      return { args };
    },
  },
} as const satisfies FamilyFacts<"ReservedDomain">;

/** The wire body for the program's values (`resolvesTo` values as `{value}`), to validate. Unknowns are kept as they are. */
function toWire(inputs: Unchecked): unknown {
  const r = inputs["resolvesTo"];
  return snakeKeys({ ...inputs, resolvesTo: Array.isArray(r) ? r.map((value: unknown) => ({ value })) : r });
}

/** Wire paths in the SDK's terms: `resolves_to[1].value` is `resolvesTo[1]`, since users list values. */
const sdkPath = (path: readonly PropertyKey[]): string => camelPath(path[0] === "resolves_to" && path[2] === "value" ? path.slice(0, 2) : path);

export async function check(_olds: Unchecked, news: Unchecked): Promise<pulumi.dynamic.CheckResult<Unchecked>> {
  const { adoptId, ...fields } = userInputs(news);
  const wire = toWire(fields);
  const unknowns = unknownPaths(wire);
  const r = ReservedDomainCreate.safeParse(withoutUnknowns(wire), { reportInput: true });
  const problems = r.success ? [] : formatIssues(r.error.issues.filter((i) => !blamedOnUnknown(i.path, unknowns)), sdkPath);
  problems.push(...adoptIdProblem(adoptId, RESERVED_DOMAINS));
  return { inputs: news, failures: toCheckFailures(problems, ReservedDomainCreate) };
}

/** The certificate a domain has or the program wants: uploaded, managed (with its whole policy), or none of its own (ngrok's). */
type Certificate = { kind: "uploaded"; id: string } | { kind: "managed"; policy: { authority: string; private_key_type: string } } | { kind: "none" };

/** The certificate the program asks for, defaults applied (see the module comment). */
function wanted(news: Pick<RdInputs, "domain" | "certificateId" | "certificateManagementPolicy">): Certificate {
  if (typeof news.certificateId === "string") return { kind: "uploaded", id: news.certificateId };
  const p = news.certificateManagementPolicy;
  if (p === undefined && ngrokOwned(news.domain)) return { kind: "none" };
  return { kind: "managed", policy: { authority: p?.authority ?? DEFAULT_POLICY.authority, private_key_type: p?.privateKeyType ?? DEFAULT_POLICY.private_key_type } };
}

/** The certificate the service holds, as outputs describe it. */
function held(olds: Pick<RdOutputs, "certificate" | "certificateManagementPolicy">): Certificate {
  const p = olds.certificateManagementPolicy;
  if (p) return { kind: "managed", policy: { authority: p.authority, private_key_type: p.privateKeyType } };
  if (olds.certificate) return { kind: "uploaded", id: olds.certificate.id };
  return { kind: "none" };
}

/** The calls that bring the service (as outputs describe it) to the program: a detach of the other certificate choice first, if any, then one PATCH. */
interface Plan {
  detach?: "certificate" | "policy";
  patch?: ReservedDomainUpdate;
}

type Compared = Pick<RdInputs, (typeof FIELDS)[number]>;

function planOf(olds: Pick<RdOutputs, "description" | "metadata" | "certificate" | "certificateManagementPolicy" | "resolvesTo">, news: Compared): Plan {
  const body: ReservedDomainUpdate = {};
  for (const f of ["description", "metadata"] as const) {
    if (textOrEmpty(news[f]) !== textOrEmpty(olds[f])) body[f] = textOrEmpty(news[f]);
  }
  const want = news.resolvesTo ?? [];
  if (!sameMembers(want, olds.resolvesTo ?? [])) body.resolves_to = want.map((value) => ({ value }));
  const plan: Plan = {};
  const w = wanted(news);
  const h = held(olds);
  if (w.kind === "uploaded" && !(h.kind === "uploaded" && h.id === w.id)) {
    if (h.kind === "managed") plan.detach = "policy";
    body.certificate_id = w.id;
  }
  if (w.kind === "managed" && !(h.kind === "managed" && h.policy.authority === w.policy.authority && h.policy.private_key_type === w.policy.private_key_type)) {
    if (h.kind === "uploaded") plan.detach = "certificate";
    body.certificate_management_policy = w.policy as CertificatePolicy;
  }
  if (Object.keys(body).length > 0) plan.patch = body;
  return plan;
}

const inSync = (plan: Plan): boolean => plan.detach === undefined && plan.patch === undefined;

export async function diff(_id: string, olds: RdOutputs, news: RdInputs): Promise<pulumi.dynamic.DiffResult> {
  const replaces = isUnknown(news.domain) || canonicalDomain(String(news.domain)) !== canonicalDomain(textOrEmpty(olds.domain)) ? ["domain"] : [];
  const changes = replaces.length > 0 || FIELDS.some((f) => containsUnknown(news[f])) || !inSync(planOf(olds, news));
  return { changes, replaces, deleteBeforeReplace: false };
}

/** Carries out a plan on the domain `id`; the domain as it then is. */
async function apply(client: IngressClient, id: string, plan: Plan, current: () => Promise<ReservedDomain>): Promise<ReservedDomain> {
  if (plan.detach === "policy") await client.reservedDomains.deleteCertificateManagementPolicy(id);
  if (plan.detach === "certificate") await client.reservedDomains.deleteCertificate(id);
  return plan.patch ? client.reservedDomains.update(id, plan.patch) : current();
}

/** The POST body for the program's inputs. */
function createBody(inputs: RdInputs): ReservedDomainCreate {
  const { domain, description, metadata, certificateId, certificateManagementPolicy: p, resolvesTo } = inputs;
  return {
    domain,
    ...(description === undefined ? {} : { description }),
    ...(metadata === undefined ? {} : { metadata }),
    ...(certificateId === undefined ? {} : { certificate_id: certificateId }),
    ...(p === undefined ? {} : { certificate_management_policy: { ...(p.authority === undefined ? {} : { authority: p.authority }), ...(p.privateKeyType === undefined ? {} : { private_key_type: p.privateKeyType }) } }),
    ...(resolvesTo === undefined ? {} : { resolves_to: resolvesTo.map((value) => ({ value })) }),
  };
}

export async function create(inputs: RdInputs): Promise<pulumi.dynamic.CreateResult<RdOutputs>> {
  const client = getClient();
  const adopt = adoptionTarget(inputs);
  if (adopt !== undefined) {
    const existing = await client.reservedDomains.get(adopt);
    if (canonicalDomain(existing.domain) !== canonicalDomain(inputs.domain)) {
      throw new Error(`adoptId ${adopt}: that reserved domain is ${existing.domain}, not ${canonicalDomain(inputs.domain)}; declare its domain to adopt it`);
    }
    const d = await apply(client, adopt, planOf(toOutputs(existing), inputs), async () => existing);
    return { id: adopt, outs: toOutputs(d) };
  }
  // A failed create may have reserved the domain: look for it among those reserved since (recovery.ts).
  const { item, recovered } = await createOnce({
    what: FACTS.what,
    create: () => client.reservedDomains.create(createBody(inputs)),
    finder: finder(client, inputs),
    howToFind: (since: string) =>
      `find it with getReservedDomains() (the domain ${canonicalDomain(inputs.domain)} reserved at or after ${since}), then adopt it with adoptId, or delete it before running up again`,
  });
  const d = recovered ? await apply(client, item.id, planOf(toOutputs(item), inputs), async () => item) : item;
  return { id: d.id, outs: toOutputs(d) };
}

/** How to find a domain the program's create may have reserved: the same name. */
export function finder(client: IngressClient, inputs: Pick<RdInputs, "domain">): Finder<ReservedDomain> {
  const name = canonicalDomain(inputs.domain);
  return { list: () => client.reservedDomains.list(), matches: (d) => canonicalDomain(d.domain) === name, describe: `named ${name}` };
}

export async function read(id: string): Promise<pulumi.dynamic.ReadResult<RdOutputs>> {
  return readOrGone(id, () => getClient().reservedDomains.get(id), toOutputs);
}

export async function update(id: string, olds: RdOutputs, news: RdInputs): Promise<pulumi.dynamic.UpdateResult<RdOutputs>> {
  const client = getClient();
  return { outs: toOutputs(await apply(client, id, planOf(olds, news), () => client.reservedDomains.get(id))) };
}

export async function remove(id: string): Promise<void> {
  await deleteIfExists(() => getClient().reservedDomains.delete(id));
}

function toOutputs(d: ReservedDomain): RdOutputs {
  const { id: _, resolves_to, ...rest } = d;
  return outputsFrom({ ...rest, resolves_to: (resolves_to ?? []).map((e) => e.value) }, RD_OUTPUT_FIELDS) as RdOutputs;
}
