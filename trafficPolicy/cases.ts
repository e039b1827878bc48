/**
 * Policy tests: a case file holds requests and the outcome each must get; {@link runCases} runs
 * them through the simulator (`pulumi-ingress/traffic`) and says, per case, which rule decided it
 * and what differed. The same function serves `pulumi-ingress traffic test` (cli/traffic), jest
 * (`pulumi-ingress/traffic/cases`) and the policy pack's `ingress-traffic-cases` rule, hence its
 * place under provider/. The format is in docs/traffic.md ("Testing").
 */
import { readFile } from "node:fs/promises";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { secretMask, type SecretMask, simulate } from "./simulate";
import type { TrafficPolicy } from "./model/document";
import type { Outcome, SimContext, Trace } from "./simulate/base/types";
import { formatIssues, nonEmpty } from "./model/issues";
import { ruleLabel } from "./ruleLabel";

const headerValue = z.union([z.string(), z.array(z.string())]);

/** One request of a case: `path` (on the endpoint's URL) or a whole `url`. */
const CaseRequest = z
  .strictObject({
    /** HTTP method; default GET. */
    method: nonEmpty().optional(),
    /** Path and query on the endpoint's URL (`/api/orders?x=1`). */
    path: z.string().startsWith("/", { error: "must start with /" }).optional(),
    /** The whole URL, instead of `path`. */
    url: z.url().optional(),
    headers: z.record(z.string(), headerValue).optional(),
    body: z.string().optional(),
    /** `conn.client_ip`; default 127.0.0.1. */
    clientIp: z.union([z.ipv4(), z.ipv6()], { error: "must be an IPv4 or IPv6 address" }).optional(),
  })
  .refine((r) => (r.path === undefined) !== (r.url === undefined), { error: "must have either path or url" });

/** What a case expects; each field given is compared, the others are not. */
const Expectation = z.strictObject({
  /** The answer's status (from the policy, or from the upstream when one answered). */
  status: z.number().int().min(100).max(599).optional(),
  /** Headers of the answer, or of the request as forwarded when it reaches an upstream; `null`: absent. */
  headers: z.record(z.string(), z.union([headerValue, z.null()])).optional(),
  /** The answer's body, or the forwarded request's. */
  body: z.string().optional(),
  /** The upstream URL reached. */
  upstream: z.string().optional(),
  /** Path and query the upstream gets. */
  path: z.string().optional(),
  /** The connection is closed without an answer. */
  closed: z.literal(true).optional(),
});

export const Case = z.strictObject({ name: nonEmpty(), request: CaseRequest, expect: Expectation });
export type Case = z.infer<typeof Case>;

const IpRule = z.strictObject({ cidr: nonEmpty(), action: z.enum(["allow", "deny"]) });

/** What the account holds for the cases (docs/traffic.md): IP policies, secrets, internal endpoints, the time. */
const CaseContext = z.strictObject({
  ipPolicies: z.record(z.string(), z.array(IpRule)).optional(),
  secrets: z.record(z.string(), z.record(z.string(), z.string())).optional(),
  internalEndpoints: z.record(z.string(), z.union([z.string(), z.record(z.string(), z.unknown()), z.null()])).optional(),
  now: z.iso.datetime({ offset: true }).optional(),
});

/** A case file: the endpoint the cases are for, what the account holds, and the cases. */
export const CaseFile = z
  .strictObject({
    /** The endpoint's URL: `path` requests go to it, and a stack's or pack's CloudEndpoint is picked by it. */
    endpoint: z.string().optional(),
    context: CaseContext.optional(),
    cases: z.array(Case).min(1, { error: "must hold at least one case" }),
  })
  .superRefine((f, ctx) => {
    const seen = new Set<string>();
    f.cases.forEach((c, i) => {
      if (seen.has(c.name)) ctx.addIssue({ code: "custom", path: ["cases", i, "name"], message: `must be unique; ${JSON.stringify(c.name)} is used twice` });
      seen.add(c.name);
    });
  });
export type CaseFile = z.infer<typeof CaseFile>;

/** The case file at `file` (YAML or JSON), checked; throws an Error naming the file, the field and the rule. */
export async function readCaseFile(file: string): Promise<CaseFile> {
  let data: unknown;
  try {
    data = parseYaml(await readFile(file, "utf8"));
  } catch (e) {
    throw new Error(`${file}: ${(e as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : `not YAML: ${(e as Error).message.split("\n")[0] ?? ""}`}`, { cause: e });
  }
  const r = CaseFile.safeParse(data);
  if (!r.success) throw new Error(`${file}: ${formatIssues(r.error.issues).map((p) => p.message).join("; ")}`);
  return r.data;
}

/** The simulator's context from a case file's: the time as a Date, the rest as written. */
export function caseContext(file: CaseFile): SimContext {
  const { now, ipPolicies, secrets, internalEndpoints } = file.context ?? {};
  return {
    ...(file.endpoint === undefined ? {} : { endpoint: { url: file.endpoint } }),
    ...(ipPolicies === undefined ? {} : { ipPolicies }),
    ...(secrets === undefined ? {} : { secrets }),
    ...(internalEndpoints === undefined ? {} : { internalEndpoints: internalEndpoints as SimContext["internalEndpoints"] & object }),
    ...(now === undefined ? {} : { now: new Date(now) }),
  };
}

/** One case's result. */
export interface CaseResult {
  name: string;
  passed: boolean;
  /** The rule whose action decided the outcome (`on_http_request[1] "api"`), or `no rule`. */
  decidedBy: string;
  /** What differed from the expectation, each in a few words; empty when it passed. */
  differences: string[];
  outcome: Outcome;
}

/** The rule of the action that ended the request: the last action run (the terminating one, or the forward). */
export function decidedBy(trace: Trace): string {
  const last = trace.actions[trace.actions.length - 1];
  if (last === undefined) return "no rule";
  const rule = trace.rules.find((r) => r.phase === last.phase && r.index === last.rule && r.endpoint === last.endpoint);
  return ruleLabel(last, last.rule, rule?.name);
}

/** A header's values as one line, as a list of them would be written in one header. */
const joined = (v: string | readonly string[]): string => (typeof v === "string" ? v : v.join(", "));

/** What the outcome `o` shows of each expected field, and the differences; each value shown by `mask` before it is quoted. */
function differences(o: Outcome, want: Case["expect"], mask: SecretMask): string[] {
  const show = (v: string, place?: string): string => JSON.stringify(mask.show(v, place));
  const url = (v: string): string => mask.show(v, "req.url");
  const out: string[] = [];
  const what = o.kind === "closed" ? "the connection was closed" : o.kind === "upstream" ? `reached ${url(o.upstream)}` : `answered ${o.status}`;
  if (want.closed && o.kind !== "closed") out.push(`${what}, expected the connection closed`);
  if ((want.upstream !== undefined || want.path !== undefined) && o.kind !== "upstream") out.push(`${what}, expected to reach ${want.upstream === undefined ? "an upstream" : url(want.upstream)}`);
  if (o.kind === "upstream") {
    if (want.upstream !== undefined && o.upstream !== want.upstream) out.push(`upstream ${url(o.upstream)}, expected ${url(want.upstream)}`);
    if (want.path !== undefined && o.request.path !== want.path) out.push(`path ${show(o.request.path, "req.url")}, expected ${show(want.path)}`);
  }
  const answer = o.kind === "response" ? o : o.kind === "upstream" ? o.response : undefined;
  if (want.status !== undefined && answer?.status !== want.status) out.push(answer === undefined ? `${what}, expected status ${want.status}` : `status ${answer.status}, expected ${want.status}`);
  const carrier = o.kind === "upstream" ? (o.response ?? o.request) : o.kind === "response" ? o : undefined;
  const where = o.kind === "upstream" && o.response === undefined ? "forwarded " : "";
  const side = where === "" ? "res" : "req";
  for (const [name, value] of Object.entries(want.headers ?? {})) {
    const got = carrier?.headers[name.toLowerCase()];
    const place = `${side}.headers.${name.toLowerCase()}`;
    if (value === null) {
      if (got !== undefined) out.push(`${where}header ${name} ${show(joined(got), place)}, expected absent`);
    } else if (got === undefined || joined(got) !== joined(value)) {
      out.push(`${where}header ${name} ${got === undefined ? "absent" : show(joined(got), place)}, expected ${show(joined(value))}`);
    }
  }
  if (want.body !== undefined && carrier?.body !== want.body) out.push(`${where}body ${carrier === undefined ? "none" : show(carrier.body, `${side}.body`)}, expected ${show(want.body)}`);
  for (const n of o.trace.notSimulated) out.push(`${ruleLabel(n, n.rule)} ${n.type} is not simulated (${n.reason})`);
  return out;
}

/** The request a case sends: its `path` on the context's endpoint, or its `url`. */
export function caseRequest(c: Case, context: SimContext): Parameters<typeof simulate>[1] {
  const r = c.request;
  let url = r.url;
  if (url === undefined) {
    if (context.endpoint === undefined) throw new Error(`case ${JSON.stringify(c.name)}: request.path needs the endpoint's URL (the case file's endpoint, or the command's --endpoint)`);
    url = `${context.endpoint.url.replace(/\/$/, "")}${r.path ?? "/"}`;
  }
  return { method: r.method ?? "GET", url, ...(r.headers === undefined ? {} : { headers: r.headers }), ...(r.body === undefined ? {} : { body: r.body }), clientIp: r.clientIp ?? "127.0.0.1" };
}

/**
 * Runs each case through `policy` with `context` (one state for all, so rate limits carry from one
 * case to the next as they would between requests), in order.
 */
export async function runCases(cases: readonly Case[], policy: TrafficPolicy | string, context: SimContext = {}): Promise<CaseResult[]> {
  const shared: SimContext = { state: {}, ...context };
  const results: CaseResult[] = [];
  for (const c of cases) {
    const outcome = await simulate(policy, caseRequest(c, shared), shared);
    // The answer and the forwarded request hold real values: a secret in them reads `[secret]` here.
    const diff = differences(outcome, c.expect, secretMask(outcome));
    results.push({ name: c.name, passed: diff.length === 0, decidedBy: decidedBy(outcome.trace), differences: diff, outcome });
  }
  return results;
}

/** One line for a failed case: its name, the rule that decided it, what differed. */
export const failureLine = (r: CaseResult): string => `FAIL ${r.name}: decided by ${r.decidedBy}: ${r.differences.join("; ")}`;

/** The summary line: `3 cases: 2 passed, 1 failed`. */
export function summaryLine(results: readonly CaseResult[]): string {
  const failed = results.filter((r) => !r.passed).length;
  return `${results.length} case${results.length === 1 ? "" : "s"}: ${results.length - failed} passed, ${failed} failed`;
}
