/**
 * `pulumi-ingress traffic test CASES.yaml`: runs a case file's cases
 * (trafficPolicy/cases.ts) on a policy from a file or from a stack's CloudEndpoint. Exit
 * status 0 when every case passes, 1 when one fails or the policy cannot be read, 2 on a bad
 * command line. `traffic diff` (./diff.ts): the behaviour a stack's preview would change.
 */
import { readFile } from "node:fs/promises";
import { parsePolicy, type TrafficPolicy } from "../../trafficPolicy/model/document";
import type { SimContext } from "../../trafficPolicy/simulate/base/types";
import { policyFault } from "../../provider/resources/cloudEndpoint/wire";
import { type Io, runCommand, Stop } from "../command";
import { projectFolder } from "../import/stack";
import { caseContext, type CaseFile, failureLine, readCaseFile, runCases, summaryLine } from "../../trafficPolicy/cases";
import { runDiff } from "./diff";
import { trafficOptions, type TrafficTestOptions, USAGE } from "./options";
import { stackEndpointPolicy } from "./stackPolicy";

const PREFIX = "pulumi-ingress traffic: ";

/** The policy text of a file, checked: one line naming the file and the fault when it is not a policy. */
function checkedPolicy(text: string, where: string): TrafficPolicy {
  try {
    return parsePolicy(text);
  } catch (e) {
    throw new Stop(`${where} is not a valid traffic policy: ${policyFault(e)}`);
  }
}

/** The policy and the context the cases run with: the file's context over the stack's IP policies. */
async function policyAndContext(o: TrafficTestOptions, file: CaseFile): Promise<{ policy: TrafficPolicy; context: SimContext }> {
  const context = caseContext(file);
  if (o.policy !== undefined) {
    const text = await readFile(o.policy, "utf8").catch((e: NodeJS.ErrnoException) => {
      throw new Stop(`${o.policy}: ${e.code === "ENOENT" ? "no such file" : e.message}`);
    });
    return { policy: checkedPolicy(text, o.policy), context };
  }
  const url = o.endpoint ?? file.endpoint;
  if (url === undefined) throw new Stop("--stack needs the CloudEndpoint's URL: give --endpoint URL or the case file's endpoint");
  const project = projectFolder(o.cwd);
  if (project === undefined) throw new Stop(`--stack ${o.stack ?? ""} is read in its project: run in the project's folder or pass --cwd DIR`);
  const found = await stackEndpointPolicy({ command: o.pulumi, stack: o.stack, cwd: project }, url, o.showSecrets);
  return {
    policy: checkedPolicy(found.policy, `the policy of CloudEndpoint ${JSON.stringify(found.name)}`),
    context: { ...context, endpoint: context.endpoint ?? { url }, ipPolicies: { ...found.ipPolicies, ...context.ipPolicies } },
  };
}

async function run(o: TrafficTestOptions, io: Io): Promise<number> {
  const file = await readCaseFile(o.cases).catch((e: unknown) => {
    throw new Stop((e as Error).message);
  });
  const { policy, context } = await policyAndContext(o, file);
  let results;
  try {
    results = await runCases(file.cases, policy, context);
  } catch (e) {
    throw new Stop((e as Error).message);
  }
  for (const r of results) if (!r.passed) io.stdout(`${failureLine(r)}\n`);
  io.stdout(`${summaryLine(results)}\n`);
  return results.every((r) => r.passed) ? 0 : 1;
}

/** Runs `pulumi-ingress traffic …` with `argv` (the arguments after `traffic`); returns the exit status. */
export function runTraffic(argv: readonly string[], io: Io): Promise<number> {
  return runCommand({ prefix: PREFIX, usage: USAGE, options: trafficOptions, run: (o) => (o.sub === "diff" ? runDiff(o, io) : run(o, io)), stopped: (m) => `${PREFIX}${m}\n` }, argv, io);
}
