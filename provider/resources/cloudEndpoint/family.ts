/**
 * The CloudEndpoint provider. Every field is changed in place, with one PATCH holding only what
 * changed: the service updates a cloud endpoint's url too (emulator/resources/cloudEndpoint/rules.ts lists the facts and
 * their sources). A url is compared in the service's form (`https://x:443` is `https://x`), the
 * binding as the service infers it when the program leaves it out, and the policy as a document
 * (the same policy written differently is not a change).
 */
import { family } from "../../contract/family";
import type { Camelize } from "../../inputs/naming";
import { containsUnknown, isUnknown } from "../../inputs/unknowns";
import { validateInputs } from "../../inputs/validate";
import { lifecycle } from "../../lifecycle/declare";
import { URN_INPUT } from "../../lifecycle/returnedOnce";
import { parsePolicy, policyIssues, type TrafficPolicy } from "../../../trafficPolicy/model/document";
import { expressionProblems } from "../../../trafficPolicy/expressions";
import { otherVaultProblem } from "../../../trafficPolicy/vaultReferences";
import type { FieldProblem } from "../../wire/rules";
import { reportBehaviour } from "./behaviour";
import { canonicalUrl, CEP_FIELDS } from "./fields";
import { POLICY_READS, type PolicyReads, PolicyReadsInput, policyReadsProblems, readsOf, sameReads, withReads } from "./policyReads";
import {
  type Endpoint,
  type EndpointBinding,
  EndpointCreate,
  type EndpointUpdate,
  ENDPOINT_BINDINGS,
  inferredBinding,
  phaseProblem,
  policyFault,
} from "./wire";
import { parseEndpointUrl } from "../../../trafficPolicy/model/endpointUrl";

/** What `check` gets: the program's values, not validated yet. */
type Unchecked = Record<string, unknown>;
/**
 * The program's inputs, as `check` passes them on: the create body less `type` (always `cloud`);
 * `vault`, the name of the vault the policy reads its secrets from, when the program gives one
 * (checked against the policy, never sent); `policyReads`, what the policy reads from the account,
 * for the behaviour at preview (./policyReads.ts; never sent).
 */
export type CepInputs = Camelize<Omit<EndpointCreate, "type">> & { adoptId?: string; vault?: string; policyReads?: PolicyReads; [URN_INPUT]?: string };
/** The outputs: the service's endpoint, with the members a cloud endpoint has; and the reads the last update was given. */
export type CepOutputs = Camelize<Pick<Endpoint, "uri" | "created_at" | "updated_at" | "type" | "url" | "proto" | "hostport" | "traffic_policy" | "description" | "metadata" | "bindings" | "pooling_enabled" | "domain"
  | "name" | "principal" | "region" | "scheme" | "host" | "port" | "upstream_url" | "upstream_protocol">> & { policyReads?: PolicyReads };

export const FACTS = family({
  type: "CloudEndpoint",
  what: "cloud endpoint",
  fields: CEP_FIELDS,
  // The behaviour at preview is said on the resource (./behaviour.ts).
  urnInput: URN_INPUT,
  localInputs: PolicyReadsInput,
  importing: {
    find: {
      from: "list",
      only: "endpoints",
      // The API lists agent and edge endpoints too, which their agents and edges bring and take away.
      keep: {
        test: (e: Endpoint) => e.type === "cloud",
        said: ({ length: n }) => `left out ${n} endpoint${n === 1 ? "" : "s"} not of type cloud (agent and edge endpoints belong to their agents and edges)`,
      },
    },
    summary: "cloud endpoints with their traffic policies",
    noun: "endpoint",
    intro: [
      "Cloud endpoints, each with its traffic policy as the service holds it. A policy that holds a",
      "secret is read from the stack's secret config: this program never holds a secret.",
    ],
    // Its description, else its hostport (`app.internal:443` reads app internal).
    label: (e: Endpoint, t) => t.wordsOr(e.description, () => t.hostWords(e.hostport ?? "")),
  },
});

const isBinding = (v: unknown): v is EndpointBinding => (ENDPOINT_BINDINGS as readonly unknown[]).includes(v);

/** The policy's problems besides the wire's: emptiness, then the document, then its expressions, then its phases against the url and binding. */
function policyProblems(fields: Unchecked, reported: ReadonlySet<string>): FieldProblem[] {
  const text = fields["trafficPolicy"];
  if (typeof text !== "string" || isUnknown(text) || reported.has("trafficPolicy")) return [];
  const issues = policyIssues(text, "trafficPolicy");
  if (issues.length > 0) return issues.map((i) => ({ path: i.property, message: i.reason }));
  let policy: TrafficPolicy;
  try {
    policy = parsePolicy(text);
  } catch (e) {
    return [{ path: "trafficPolicy", message: `trafficPolicy is not a valid traffic policy: ${policyFault(e)}` }];
  }
  const found = expressionProblems(policy, "trafficPolicy").map((message) => ({ path: "trafficPolicy", message }));
  const url = fields["url"];
  const bindings = fields["bindings"];
  if (typeof url !== "string" || isUnknown(url) || reported.has("url") || containsUnknown(bindings)) return found;
  const r = parseEndpointUrl(url);
  if (!r.ok) return found;
  const given = Array.isArray(bindings) ? bindings[0] : undefined;
  const binding = isBinding(given) ? given : inferredBinding(r.address);
  const problem = phaseProblem(r.address, binding, policy);
  return problem === undefined ? found : [...found, { path: "trafficPolicy", message: `trafficPolicy ${problem}` }];
}

/**
 * The endpoint's vault against its policy: given a vault, every `secrets.get` of the policy must
 * read from it (a policy naming another vault would read nothing the program manages).
 */
function vaultProblems(vault: unknown, policy: unknown, reported: ReadonlySet<string>): FieldProblem[] {
  if (vault === undefined || vault === null || isUnknown(vault)) return [];
  if (typeof vault !== "string") return [{ path: "vault", message: `vault must be a Vault resource (its name); got ${typeof vault}` }];
  if (typeof policy !== "string" || containsUnknown(policy) || reported.has("trafficPolicy")) return [];
  let doc: TrafficPolicy;
  try {
    doc = parsePolicy(policy);
  } catch {
    return [];
  }
  const problem = otherVaultProblem(doc, vault);
  return problem === undefined ? [] : [{ path: "trafficPolicy", message: `trafficPolicy ${problem}` }];
}

/** The program's problems: the wire model's, the policy's (document, phases, vault) and `type`, which no CloudEndpoint sets. */
function problems(all: Unchecked): FieldProblem[] {
  const { type, vault, [POLICY_READS]: reads, ...fields } = all;
  let found = validateInputs(EndpointCreate, fields);
  if (type !== undefined) found.push({ path: "type", message: "type is not a known field of CloudEndpoint (every CloudEndpoint is a cloud endpoint)" });
  // A url judged against an unknown binding (inferred meanwhile) would be judged too early.
  if (containsUnknown(fields["bindings"]) && typeof fields["url"] === "string" && !isUnknown(fields["url"])) {
    const r = parseEndpointUrl(fields["url"]);
    found = found.filter((p) => p.path !== "url");
    if (!r.ok) found.push({ path: "url", message: `url ${r.rule}` });
  }
  const policy = fields["trafficPolicy"];
  if (policy !== null && typeof policy === "object" && !Array.isArray(policy) && !containsUnknown(policy)) {
    // A document object (the SDK passes an invalid one on as it is): its faults, by their paths.
    const issues = policyIssues(policy, "trafficPolicy");
    if (issues.length > 0) found = [...found.filter((p) => p.path !== "trafficPolicy"), ...issues.map((i) => ({ path: i.property, message: i.reason }))];
  }
  found.push(...policyProblems(fields, new Set(found.map((p) => p.path))));
  found.push(...vaultProblems(vault, fields["trafficPolicy"], new Set(found.map((p) => p.path.split(/[.[]/)[0] ?? ""))));
  found.push(...policyReadsProblems(reads));
  return found;
}

/** The binding the service gives an endpoint whose program leaves it out: the one its url infers. */
function inferredOf(url: unknown): string {
  const r = parseEndpointUrl(typeof url === "string" ? url : "");
  return r.ok ? inferredBinding(r.address) : "public";
}

/** The PATCH the table gives, with the binding the service infers where the program leaves it out, when the endpoint has another. */
function withInferredBinding(olds: CepOutputs, news: CepInputs, derived: EndpointUpdate | undefined): EndpointUpdate | undefined {
  if (news.bindings?.[0] !== undefined) return derived;
  const binding = inferredOf(news.url);
  return isBinding(binding) && binding !== olds.bindings?.[0] ? { ...derived, bindings: [binding] } : derived;
}

const life = lifecycle<typeof FACTS, CepInputs, CepOutputs>({
  facts: FACTS,
  problems,
  // A policy may hold client secrets, and its reads the vault's: their problems are the resource's.
  valueUnsaid: (path) => /^(trafficPolicy|policyReads)\b/.test(path),
  // Every endpoint the package creates is a cloud endpoint.
  createBody: (_inputs, derived) => ({ type: "cloud", ...derived }),
  updateBody: withInferredBinding,
  // A failed create may have made the endpoint: a cloud endpoint with the same fields, made since.
  match: {
    matches: (e, _inputs, unchanged) => e.type === "cloud" && unchanged(),
    describe: (inputs) => `with url ${canonicalUrl(inputs.url)} and this policy, description, metadata, binding and pooling`,
  },
  refuseAdoption: (existing) =>
    existing.type === "cloud" ? undefined : `that endpoint is of type ${existing.type}; only cloud endpoints can be adopted (the others belong to agents or edges)`,
});

/** The family's functions, read from this module as a whole by the registry (provider/families.ts) and its dynamic provider. @public */
export const { check, remove, search } = life;

type Props = Record<string, unknown>;

/**
 * The lifecycle's diff, and a change of the policy's reads (an update without a call, so that the
 * state holds what the next preview compares with); when the policy, url or reads change, the
 * requests that answer differently are said on the resource (./behaviour.ts).
 */
export async function diff(id: string, olds: CepOutputs, news: CepInputs): ReturnType<typeof life.diff> {
  const r = await life.diff(id, olds, news);
  await reportBehaviour(olds as Props, news as Props);
  const readsChanged = containsUnknown(news.policyReads) || !sameReads(readsOf(olds as Props), readsOf(news as Props));
  return readsChanged && !r.changes ? { ...r, changes: true } : r;
}

/** The lifecycle's create; the outputs keep the reads. */
export async function create(inputs: CepInputs): ReturnType<typeof life.create> {
  const r = await life.create(inputs);
  return r.outs === undefined ? r : { ...r, outs: withReads(r.outs, inputs as Props) };
}

/** The lifecycle's read; the outputs keep the reads the state held (the service knows nothing of them). */
export async function read(id: string, props?: Partial<CepOutputs>): ReturnType<typeof life.read> {
  const r = await life.read(id, props);
  return r.props === undefined ? r : { ...r, props: withReads(r.props, (props ?? {}) as Props) };
}

/** The lifecycle's update, with no call when only the reads changed (the service holds none of them). */
export async function update(id: string, olds: CepOutputs, news: CepInputs): ReturnType<typeof life.update> {
  const service = await life.diff(id, olds, news);
  const outs = service.changes ? (await life.update(id, olds, news)).outs : olds;
  return { outs: withReads(outs ?? olds, news as Props) };
}

export { samePolicy } from "./fields";
