/**
 * Behaviour at preview: when a CloudEndpoint's policy, url or reads (the IP rules and secrets the
 * program says its policy reads, ./policyReads.ts) change, the family's diff (which both hosts
 * call: the dynamic provider and the plugin) says which requests answer differently, as a message
 * on the resource (trafficPolicy/behaviourDiff.ts). The requests are the case files of
 * stack config `ingress:trafficCases` (or `INGRESS_TRAFFIC_CASES`) that apply to the endpoint, and
 * the probes both policies name. No API call: only the state and the program are read.
 */
import * as path from "node:path";
import { containsUnknown } from "../../inputs/unknowns";
import { URN_INPUT } from "../../lifecycle/returnedOnce";
import { logOn } from "../../process/engineLog";
import { configValue } from "../../process/runtime";
import { CONFIG_TRAFFIC_CASES, ENV_TRAFFIC_CASES } from "../../process/settings";
import { behaviourDiff, behaviourMessage } from "../../../trafficPolicy/behaviourDiff";
import { type CaseFile, caseContext, caseRequest, readCaseFile } from "../../../trafficPolicy/cases";
import type { SimContext, SimRequest } from "../../../trafficPolicy/simulate/base/types";
import { canonicalUrl, samePolicy } from "./fields";
import { readsOf, readsOver, sameReads } from "./policyReads";

/** A policy as the inputs or outputs hold it: its text, or (a plugin's program) the document. */
const policyText = (p: unknown): string | undefined =>
  typeof p === "string" ? p : p !== null && typeof p === "object" ? JSON.stringify(p) : undefined;

/** The case files named by config or environment: a JSON list, or paths separated by commas. */
export function caseFilePaths(value: string | undefined): string[] {
  if (value === undefined || value.trim() === "") return [];
  const text = value.trim();
  const list: unknown = text.startsWith("[") ? JSON.parse(text) : text.split(",");
  return (Array.isArray(list) ? list : []).filter((p): p is string => typeof p === "string" && p.trim() !== "").map((p) => p.trim());
}

const read = new Map<string, Promise<CaseFile>>();

/**
 * The requests and context of the case `files` that apply to the endpoint at `url` (a file
 * without `endpoint` applies to every one), each file read once per process: what the behaviour
 * diff runs besides its probes, at preview and in `pulumi-ingress traffic diff`.
 */
export async function casesFor(files: readonly string[], url: string): Promise<{ requests: SimRequest[]; context: SimContext }> {
  const requests: SimRequest[] = [];
  let context: SimContext = {};
  for (const file of files) {
    const full = path.resolve(file);
    if (!read.has(full)) read.set(full, readCaseFile(full));
    const f = await (read.get(full) as Promise<CaseFile>);
    if (f.endpoint !== undefined && canonicalUrl(f.endpoint) !== url) continue;
    const c = caseContext({ ...f, endpoint: url });
    context = { ...context, ...c, ipPolicies: { ...context.ipPolicies, ...c.ipPolicies }, secrets: { ...context.secrets, ...c.secrets } };
    requests.push(...f.cases.map((x) => caseRequest(x, c)));
  }
  const { endpoint: _, ...rest } = context;
  return { requests, context: rest };
}

/**
 * Says on the resource which requests answer differently, when the policy, the url or the reads
 * changed and all are known. Never fails the diff: a policy it cannot run is said in one line.
 */
export async function reportBehaviour(olds: Record<string, unknown>, news: Record<string, unknown>): Promise<void> {
  const before = policyText(olds["trafficPolicy"]);
  const after = policyText(news["trafficPolicy"]);
  const [oldUrl, newUrl] = [olds["url"], news["url"]];
  if (before === undefined || after === undefined || typeof oldUrl !== "string" || typeof newUrl !== "string") return;
  if (containsUnknown(after) || containsUnknown(newUrl) || containsUnknown(news["policyReads"])) return;
  const url = canonicalUrl(newUrl);
  const [readBefore, readAfter] = [readsOf(olds), readsOf(news)];
  if (samePolicy(before, after) && canonicalUrl(oldUrl) === url && sameReads(readBefore, readAfter)) return;
  const urn = news[URN_INPUT];
  let message: string;
  try {
    const { requests, context } = await casesFor(caseFilePaths(configValue(CONFIG_TRAFFIC_CASES) ?? process.env[ENV_TRAFFIC_CASES]), url);
    message = behaviourMessage(
      await behaviourDiff({
        before: { policy: before, url: canonicalUrl(oldUrl), context: readsOver(context, readBefore) },
        after: { policy: after, url, context: readsOver(context, readAfter) },
        requests,
        context,
      }),
    );
  } catch (e) {
    message = `behaviour at preview could not be worked out: ${(e instanceof Error ? e.message : String(e)).split("\n")[0] ?? ""}`;
  }
  await logOn(typeof urn === "string" ? urn : undefined, "info", message);
}
