/**
 * Rules on CloudEndpoint: its Traffic Policy passes the test cases the pack's config names
 * (trafficPolicy/cases.ts, docs/traffic.md "Testing"), run through the simulator at
 * preview, so an `up` whose policy breaks them stops before any API call.
 */
import * as path from "node:path";
import { canonicalEndpointUrl } from "../../trafficPolicy/model/endpointUrl";
import { caseContext, failureLine, readCaseFile, runCases } from "../../trafficPolicy/cases";
import { type IngressAsyncRule, subject } from "./rule";
import { isUnknown, knownString } from "./values";

/** Whether an unknown (a value computed from another resource) is anywhere in `value`. */
function holdsUnknown(value: unknown): boolean {
  if (isUnknown(value)) return true;
  if (value === null || typeof value !== "object") return false;
  return Object.values(value).some(holdsUnknown);
}

/**
 * Each case file of `cases` whose `endpoint` is the CloudEndpoint's URL (or that names none) runs
 * on the endpoint's policy; a failing case is one violation naming the file and saying, as
 * `pulumi-ingress traffic test` does, the rule that decided it and what differed. Relative paths
 * start from the project's folder (the rule context's `baseDir`).
 */
export const trafficCasesPass: IngressAsyncRule<{ cases: string[] }> = {
  name: "ingress-traffic-cases",
  description: "A CloudEndpoint's Traffic Policy passes the request cases of the case files the pack's config names (docs/traffic.md), simulated at preview.",
  enforcementLevel: "mandatory",
  resource: "CloudEndpoint",
  config: {
    cases: { type: "array", items: { type: "string" }, default: [], description: "Case files (YAML), relative to the project's folder." },
  },
  async violations(props, { name, config, baseDir }) {
    const url = knownString(props["url"]);
    const policy = props["trafficPolicy"];
    if (config.cases.length === 0 || url === undefined || policy === undefined || holdsUnknown(policy)) return [];
    const out: string[] = [];
    for (const file of config.cases) {
      const where = path.resolve(baseDir ?? process.cwd(), file);
      let cases;
      try {
        cases = await readCaseFile(where);
      } catch (e) {
        out.push(`${subject("CloudEndpoint", name)}: the case file ${(e as Error).message}; fix it or remove it from cases of ingress-traffic-cases in the pack's config.`);
        continue;
      }
      if (cases.endpoint !== undefined && (canonicalEndpointUrl(cases.endpoint) ?? cases.endpoint) !== (canonicalEndpointUrl(url) ?? url)) continue;
      const context = caseContext(cases);
      const results = await runCases(cases.cases, policy as string, { ...context, endpoint: context.endpoint ?? { url } });
      for (const r of results.filter((x) => !x.passed)) {
        out.push(`${subject("CloudEndpoint", name)} breaks a traffic case of ${file}: ${failureLine(r)}. Change the policy, or the case if the new behavior is meant.`);
      }
    }
    return out;
  },
};
