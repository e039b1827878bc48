/**
 * `pulumi-ingress traffic diff`: what the program's next `up` would change in the behaviour of a
 * stack's CloudEndpoints, as the preview says it on each (provider/trafficPolicy/behaviourDiff.ts):
 * the state (`pulumi stack export`) against the preview (`pulumi preview --json`), each
 * endpoint whose policy, url, IP policies or reads (`policyReads`) change. No call to the API but the preview's own
 * (which, for this package, reads nothing from the service).
 */
import { behaviourDiff, behaviourMessage } from "../../provider/trafficPolicy/behaviourDiff";
import { casesFor } from "../../provider/resources/cloudEndpoint/behaviour";
import { canonicalUrl, samePolicy } from "../../provider/resources/cloudEndpoint/fields";
import { readsOver, sameReads } from "../../provider/resources/cloudEndpoint/policyReads";
import { pulumiOutput } from "../../provider/stack/pulumiCli";
import { type Io, Stop } from "../command";
import { projectFolder } from "../import/stack";
import type { TrafficDiffOptions } from "./options";
import { type EndpointChange, endpointChanges } from "./previewPolicies";

/** Whether the preview changes what the endpoint does: its policy, its url, the IP policies or what it says its policy reads. */
const changed = (c: EndpointChange): boolean =>
  !samePolicy(c.before.policy, c.after.policy) ||
  canonicalUrl(c.before.url) !== canonicalUrl(c.after.url) ||
  JSON.stringify(c.before.ipPolicies) !== JSON.stringify(c.after.ipPolicies) ||
  !sameReads(c.before.reads, c.after.reads);

/** The state and the preview of the stack, as JSON. */
async function stateAndPreview(o: TrafficDiffOptions): Promise<{ exported: unknown; preview: unknown }> {
  const project = projectFolder(o.cwd);
  if (project === undefined) throw new Stop("traffic diff reads the stack in its project: run in the project's folder or pass --cwd DIR");
  const cli = { command: o.pulumi, stack: o.stack, cwd: project };
  const secrets = o.showSecrets ? ["--show-secrets"] : [];
  try {
    const exported = JSON.parse(await pulumiOutput(cli, ["stack", "export", ...secrets])) as unknown;
    const preview = JSON.parse(await pulumiOutput(cli, ["preview", "--json", ...secrets])) as unknown;
    return { exported, preview };
  } catch (e) {
    throw new Stop((e as Error).message.split("\n")[0] ?? "");
  }
}

/** Prints, for each CloudEndpoint the preview changes (or `--endpoint`'s), the requests that answer differently; exit 0. */
export async function runDiff(o: TrafficDiffOptions, io: Io): Promise<number> {
  const { exported, preview } = await stateAndPreview(o);
  const want = o.endpoint === undefined ? undefined : canonicalUrl(o.endpoint);
  const all = endpointChanges(exported, preview).filter((c) => want === undefined || canonicalUrl(c.after.url) === want || canonicalUrl(c.before.url) === want);
  const changes = all.filter(changed);
  if (changes.length === 0) {
    io.stdout(`no CloudEndpoint${want === undefined ? "" : ` at ${want}`} changes its policy, url, IP policies or reads in the preview\n`);
    return 0;
  }
  for (const c of changes) {
    const url = canonicalUrl(c.after.url);
    const { requests, context } = await casesFor(o.cases, url).catch((e: unknown) => {
      throw new Stop((e as Error).message);
    });
    const d = await behaviourDiff({
      // The stack's rules, the case files' context over them, the program's reads over both (as at preview).
      before: { policy: c.before.policy, url: canonicalUrl(c.before.url), context: readsOver({ ...context, ipPolicies: { ...c.before.ipPolicies, ...context.ipPolicies } }, c.before.reads) },
      after: { policy: c.after.policy, url, context: readsOver({ ...context, ipPolicies: { ...c.after.ipPolicies, ...context.ipPolicies } }, c.after.reads) },
      requests,
      context,
    });
    io.stdout(`CloudEndpoint ${JSON.stringify(c.name)} (${url}):\n${behaviourMessage(d)}\n`);
  }
  return 0;
}
