/**
 * The provider protocol's resource operations, over the very family functions the dynamic provider
 * calls (`FAMILIES[type].functions`, provider/resources/<family>/family.ts): one implementation, two hosts.
 * Here the values cross the protocol: secrets arrive wrapped and leave wrapped (./secrets.ts), the
 * family is named by the type token, and a refusal becomes one line.
 */
import { FAMILIES, type Family, type FamilyName, secretInputs, secretOutputs } from "../../provider/families";
import { sunsetLine } from "../../provider/lifecycle/sunset";
import { policyCarried } from "../../sdk/policyCarried";
import { isSecret, plainMap, type Path, unwrap, wrapAt } from "./secrets";
import { familyOfToken, tokenOfUrn } from "../../provider/tokens";

type Props = Record<string, unknown>;

/** A refusal as the engine shows it: one line, no stack. */
class OperationError extends Error {
  override name = "OperationError";
}

/** The family of a resource, by its type token (or its URN's). */
export function familyOf(type: string, urn: string): Family<FamilyName> {
  const token = type !== "" ? type : tokenOfUrn(urn);
  const name = familyOfToken(token);
  if (name === undefined) throw new OperationError(`unknown resource type ${token}: this plugin serves ingress:index:<Class> for the classes of pulumi-ingress`);
  return FAMILIES[name];
}

/** The family's secret inputs, as paths with the SDK's names: wrapped whether the program marked them or not. */
const wirePaths = (family: Family): Path[] => secretInputs(family);

/**
 * Paths of the Traffic Policies in `value` (texts, at any depth) that hold a secret: the SDK makes
 * such a policy secret (sdk/trafficPolicy.ts), and so does the plugin, whatever the program marked.
 */
function policiesHoldingSecrets(value: unknown, at: Path = []): Path[] {
  // A policy holding a secret is a map with an action's config, so its text holds a `:`: the texts
  // without one (certificates, keys, names) are not parsed as YAML at every check.
  if (typeof value === "string") return value.includes(":") && policyCarried(value).secret ? [at] : [];
  if (Array.isArray(value)) return value.flatMap((x, i) => policiesHoldingSecrets(x, [...at, i]));
  if (value !== null && typeof value === "object") return Object.entries(value).flatMap(([k, x]) => policiesHoldingSecrets(x, [...at, k]));
  return [];
}

/** `op`'s failure as one line: the sunset's way forward added where it applies (as the dynamic provider does). */
export async function oneLine<T>(kind: Parameters<typeof sunsetLine>[0], op: () => Promise<T>): Promise<T> {
  try {
    return await op();
  } catch (caught) {
    const e = sunsetLine(kind, caught) ?? caught;
    const message = e instanceof Error ? e.message : String(e);
    throw new OperationError(message.split("\n").join(" "));
  }
}

/**
 * The family's hidden URN input (an abuse report's, which its warnings name it by), given at each
 * call from the request's URN and never stored: the dynamic SDK keeps it in the state because its
 * provider gets no URN on delete; the protocol gives one on every call.
 */
const withUrn = (family: Family, urn: string, props: Props): Props =>
  family.urnInput === undefined || urn === "" ? { ...props } : { ...props, [family.urnInput]: urn };
const withoutUrn = (family: Family, props: Props): Props => {
  if (family.urnInput === undefined) return props;
  const { [family.urnInput]: _, ...rest } = props;
  return rest;
};

export interface CheckAnswer {
  inputs: Props;
  failures: { property: string; reason: string }[];
}

/**
 * check: the family's, on plain values; the inputs it returns are secret where the program's were,
 * and at every secret path of the wire model (a plain string passed for a private key included).
 */
export async function check(family: Family, urn: string, olds: Props, news: Props): Promise<CheckAnswer> {
  const { plain, secrets } = unwrap(news);
  const given = withUrn(family, urn, plain as Props);
  const r = await oneLine("other", () => family.functions.check(plainMap(olds), given));
  const checked = withoutUrn(family, r.inputs ?? given);
  const inputs = wrapAt(checked, [...secrets, ...wirePaths(family), ...policiesHoldingSecrets(checked)]) as Props;
  return { inputs, failures: (r.failures ?? []).map((f) => engineFailure(f, inputs)) };
}

/** Whether a value holds a secret anywhere. */
const holdsSecret = (value: unknown): boolean =>
  isSecret(value) || (Array.isArray(value) ? value.some(holdsSecret) : typeof value === "object" && value !== null && Object.values(value).some(holdsSecret));

/**
 * A family's check failure as the engine reads it: the family names a top-level input
 * (provider/inputs/validate.ts), whose value the engine prints beside the reason, so a failure on
 * an input the program made secret anywhere names none.
 */
function engineFailure(failure: { property: string; reason: string }, inputs: Props): { property: string; reason: string } {
  return { property: holdsSecret(inputs[failure.property]) ? "" : failure.property, reason: failure.reason };
}

export interface DiffAnswer {
  changes: boolean | undefined;
  replaces: string[];
  deleteBeforeReplace: boolean;
}

/** diff: the family's, on plain values; the new inputs carry the URN, where the family says things on its resource (a CloudEndpoint's behaviour at preview). */
export async function diff(family: Family, urn: string, id: string, olds: Props, news: Props): Promise<DiffAnswer> {
  const r = await oneLine("other", () => family.functions.diff(id, plainMap(olds), withUrn(family, urn, plainMap(news))));
  return { changes: r.changes, replaces: r.replaces ?? [], deleteBeforeReplace: r.deleteBeforeReplace ?? false };
}

/**
 * Outputs, secret wherever the inputs hold a secret at the same path (the families' outputs hold
 * none of the secret inputs; this keeps it so), and at the family's secret outputs (a token).
 */
const outputsOf = (family: Family, inputs: Props, outs: Props | undefined): Props =>
  wrapAt(withoutUrn(family, outs ?? {}), [...unwrap(inputs).secrets, ...wirePaths(family), ...secretOutputs(family)]) as Props;

export async function create(family: Family, urn: string, inputs: Props): Promise<{ id: string; outs: Props }> {
  const r = await oneLine("create", () => family.functions.create(withUrn(family, urn, plainMap(inputs))));
  return { id: r.id, outs: outputsOf(family, inputs, r.outs) };
}

export async function update(family: Family, urn: string, id: string, olds: Props, news: Props): Promise<Props> {
  const r = await oneLine("update", () => family.functions.update(id, withUrn(family, urn, plainMap(olds)), withUrn(family, urn, plainMap(news))));
  return outputsOf(family, news, r.outs);
}

/** read: the item as the service holds it; an empty id when it is gone (refresh drops it). */
export async function read(family: Family, urn: string, id: string, props: Props, inputs: Props): Promise<{ id: string; outs: Props }> {
  const r = await oneLine("read", () => family.functions.read(id, withUrn(family, urn, plainMap(props))));
  return { id: r.id ?? id, outs: outputsOf(family, inputs, r.props) };
}

export async function remove(family: Family, urn: string, id: string, props: Props): Promise<void> {
  await oneLine("delete", () => family.functions.remove(id, withUrn(family, urn, plainMap(props))));
}

/** Inputs with every secret path of the wire model wrapped (what check returns for them too). */
export const withSecretInputs = (family: Family, inputs: Props): Props => wrapAt(inputs, wirePaths(family)) as Props;
