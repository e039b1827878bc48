/**
 * `pulumi-ingress traffic diff`: what the program's next `up` would change in the behaviour of a
 * stack's CloudEndpoints, as the preview says it on each (trafficPolicy/behaviourDiff.ts):
 * the state (`pulumi stack export`) against the preview (`pulumi preview --json`), each
 * endpoint whose policy, url, IP policies or reads (`policyReads`) change. No call to the API but the preview's own
 * (which, for this package, reads nothing from the service).
 *
 * Worked out here where the state and the preview show every value; for an endpoint whose policy
 * or reads hold a secret, the lines are those its provider worked out at that preview (where the
 * values are known) and logged on it, secrets masked: the preview never shows a secret
 * (./previewPolicies.ts), and a value is needed to work an outcome out, not to print one. Both run
 * the same case files ({@link caseFiles}).
 */
import * as path from "node:path";
import { behaviourDiff, behaviourMessage } from "../../trafficPolicy/behaviourDiff";
import { caseFilePaths, casesFor } from "../../provider/resources/cloudEndpoint/behaviour";
import { canonicalUrl, samePolicy } from "../../provider/resources/cloudEndpoint/fields";
import { readsOver, sameReads } from "../../provider/resources/cloudEndpoint/policyReads";
import { CONFIG_TRAFFIC_CASES, ENV_TRAFFIC_CASES } from "../../provider/process/settings";
import { pulumiOutput } from "../../provider/stack/pulumiCli";
import { type Io, Stop } from "../command";
import { projectFolder } from "../import/stack";
import type { TrafficDiffOptions } from "./options";
import { type EndpointChange, endpointChanges, previewConfig, providerMessages } from "./previewPolicies";

/** Whether the preview changes what the endpoint does: its policy, its url, the IP policies or what it says its policy reads. */
const changed = (c: EndpointChange): boolean =>
  !samePolicy(c.before.policy, c.after.policy) ||
  canonicalUrl(c.before.url) !== canonicalUrl(c.after.url) ||
  JSON.stringify(c.before.ipPolicies) !== JSON.stringify(c.after.ipPolicies) ||
  !sameReads(c.before.reads, c.after.reads);

/**
 * The case files the preview's provider runs, and so traffic diff too: those of stack config
 * `ingress:trafficCases` (as the preview ran with it), which the provider takes over the
 * environment (provider/resources/cloudEndpoint/behaviour.ts); else `--cases` (`given`, which the
 * preview gets as `INGRESS_TRAFFIC_CASES`); else `INGRESS_TRAFFIC_CASES` as this process has it
 * (`env`). Relative paths are from the project's folder, the provider's working directory.
 * `--cases` beside the config stops: the preview would not run them.
 */
export function caseFiles(given: readonly string[], preview: unknown, env: string | undefined, project: string): string[] {
  const config = previewConfig(preview, CONFIG_TRAFFIC_CASES);
  if (config === "[secret]") throw new Stop(`stack config ${CONFIG_TRAFFIC_CASES} is secret, so the case files it names cannot be read: set it as plain text`);
  if (config !== undefined && config.trim() !== "" && given.length > 0) {
    throw new Stop(`stack config ${CONFIG_TRAFFIC_CASES} names the case files the preview runs, not --cases: drop --cases, or change the config`);
  }
  if (given.length > 0) return [...given];
  return caseFilePaths(config ?? env).map((f) => path.resolve(project, f));
}

/** The lines of one endpoint whose values are all in the clear: worked out here, as behaviour.ts does at preview, over the stack's IP policies. */
async function ownMessage(c: EndpointChange, cases: readonly string[]): Promise<string> {
  const url = canonicalUrl(c.after.url);
  const { requests, context } = await casesFor(cases, url).catch((e: unknown) => {
    throw new Stop((e as Error).message);
  });
  try {
    const d = await behaviourDiff({
      // The stack's rules, the case files' context over them, the program's reads over both (as at preview).
      before: { policy: c.before.policy, url: canonicalUrl(c.before.url), context: readsOver({ ...context, ipPolicies: { ...c.before.ipPolicies, ...context.ipPolicies } }, c.before.reads) },
      after: { policy: c.after.policy, url, context: readsOver({ ...context, ipPolicies: { ...c.after.ipPolicies, ...context.ipPolicies } }, c.after.reads) },
      requests,
      context,
    });
    return behaviourMessage(d);
  } catch (e) {
    throw new Stop(`the behaviour of CloudEndpoint ${JSON.stringify(c.name)} could not be worked out: ${(e instanceof Error ? e.message : String(e)).split("\n")[0] ?? ""}`);
  }
}

/**
 * What traffic diff prints for the state `exported` against the preview `preview`: for each
 * CloudEndpoint the preview changes (or `endpoint`'s only), by name, its name and url, then the requests
 * that answer differently, running the case files `cases`; or one line saying none changes.
 */
export async function diffReport(exported: unknown, preview: unknown, o: { endpoint: string | undefined; cases: readonly string[] }): Promise<string> {
  const want = o.endpoint === undefined ? undefined : canonicalUrl(o.endpoint);
  const said = providerMessages(preview);
  const out: string[] = [];
  // By name: the state's order is the order creates finished in.
  const endpoints = endpointChanges(exported, preview).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const c of endpoints) {
    const [oldUrl, url] = "secret" in c ? [c.oldUrl, c.url] : [c.before.url, c.after.url];
    if (want !== undefined && canonicalUrl(url) !== want && canonicalUrl(oldUrl) !== want) continue;
    let message: string | undefined;
    if ("secret" in c) {
      // The provider says nothing when nothing it compares changed.
      message = said.get(c.urn);
      if (message?.startsWith("behaviour at preview could not be worked out")) throw new Stop(`CloudEndpoint ${JSON.stringify(c.name)}: ${message}`);
    } else if (changed(c)) {
      message = await ownMessage(c, o.cases);
    }
    if (message !== undefined) out.push(`CloudEndpoint ${JSON.stringify(c.name)} (${canonicalUrl(url)}):\n${message}\n`);
  }
  return out.length > 0 ? out.join("") : `no CloudEndpoint${want === undefined ? "" : ` at ${want}`} changes its policy, url, IP policies or reads in the preview\n`;
}

/** The state and the preview of the stack, as JSON; the preview runs the case files given with `--cases`. */
async function stateAndPreview(o: TrafficDiffOptions, project: string): Promise<{ exported: unknown; preview: unknown }> {
  const cli = { command: o.pulumi, stack: o.stack, cwd: project };
  // `preview --json --show-secrets` still writes `[secret]` (CLI 3.248.0 to 3.274.1): asked all the
  // same, for a CLI that shows them.
  const secrets = o.showSecrets ? ["--show-secrets"] : [];
  // A list in JSON, so that a path may hold a comma.
  const env = o.cases.length > 0 ? { [ENV_TRAFFIC_CASES]: JSON.stringify(o.cases) } : undefined;
  try {
    const exported = JSON.parse(await pulumiOutput(cli, ["stack", "export", ...secrets])) as unknown;
    const preview = JSON.parse(await pulumiOutput({ ...cli, env }, ["preview", "--json", ...secrets])) as unknown;
    return { exported, preview };
  } catch (e) {
    throw new Stop((e as Error).message.split("\n")[0] ?? "");
  }
}

/** Prints, for each CloudEndpoint the preview changes (or `--endpoint`'s), the requests that answer differently; exit 0. */
export async function runDiff(o: TrafficDiffOptions, io: Io): Promise<number> {
  const project = projectFolder(o.cwd);
  if (project === undefined) throw new Stop("traffic diff reads the stack in its project: run in the project's folder or pass --cwd DIR");
  const { exported, preview } = await stateAndPreview(o, project);
  io.stdout(await diffReport(exported, preview, { endpoint: o.endpoint, cases: caseFiles(o.cases, preview, process.env[ENV_TRAFFIC_CASES], project) }));
  return 0;
}
