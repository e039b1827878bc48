/**
 * Accounts at scale under the service's budget (issue 35): an account of 300 mixed items (TLS
 * certificates, routes with mixed modules on a dozen HTTPS edges, event subscriptions), brought
 * under code by `pulumi-ingress import --out` as a user runs it, then three engine steps of the
 * program it wrote, each against its floor:
 * - adopt: the program's first `up` (one GET per item);
 * - refresh: `pulumi refresh` (one GET per item);
 * - update: an `up` after one field (the description) of every resource changed (one PATCH each).
 *
 * Each step runs twice in the same run, on two stacks of the same program: first with no budget
 * (the emulator admits everything), then under 120 requests per rolling 60 s with the provider
 * left at its defaults (it learns the budget from the first 429, as it would from the service).
 * A step's floor is its time with no budget plus the waits the window forces: the first 120 calls
 * go at once, and each further 120 (or part of them) a window later, so
 * ⌈(calls − 120) ÷ 120⌉ × 60 s. A step that fails counts as a failed operation.
 *
 * Runs alone too, smaller or on another budget for a quick check:
 * `node -r ts-node/register/transpile-only bench/accounts.ts 60 20/5` (after `node scripts/pretest.js`).
 */
import { execFile } from "node:child_process";
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { startEmulator } from "../emulator";
import type { Emulator, RateLimit, RequestLogEntry } from "../emulator/types";
import { emulatorConfig, type Engine, type EngineStack, type StepResult, userProject } from "../scripts/engine";
import type { ConfigMap } from "@pulumi/pulumi/automation";
import { DEFAULT_RATE_BUDGET } from "../provider/client/pacer";
import { makeDemoCertificate } from "../scripts/demo-cert";
import { progress, ratio, type Row, runAlone, seconds, timed } from "./support";

const ACCOUNT_ITEMS = 300;
const SERVICE_BUDGET: RateLimit = { requests: 120, windowMs: 60_000 };
const GOAL = 1.1;
const ROUTES_PER_EDGE = 15;

const IDP_METADATA = '<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example.com/saml"/>';

/** The route modules the account's routes cycle through: none holds a secret, so the program needs no secret config. */
const MODULES: readonly Record<string, unknown>[] = [
  { compression: {} },
  { ip_restriction: { ip_policy_ids: ["ipp_office"] } },
  { request_headers: { add: { "X-Env": "prod" } } },
  { response_headers: { add: { "Strict-Transport-Security": "max-age=63072000" }, remove: ["Server"] } },
  { circuit_breaker: { error_threshold_percentage: 0.5, volume_threshold: 20 } },
  { user_agent_filter: { deny: ["curl/.*"] } },
  { webhook_verification: { provider: "SNS" } },
  { websocket_tcp_converter: {} },
  { traffic_policy: { value: "on_http_request:\n  - actions:\n      - type: rate-limit\n" } },
  { saml: { idp_metadata: IDP_METADATA, authorized_groups: ["admins"], force_authn: true } },
  { oauth: { provider: { google: { email_domains: ["example.com"] } } }, compression: { enabled: false } },
  { ip_restriction: { ip_policy_ids: ["ipp_office", "ipp_vpn"] }, request_headers: { remove: ["Cookie"] } },
];

/** How the account's items split: a fifth certificates, three fifths routes, a fifth subscriptions. */
function accountShape(items: number): { certificates: number; edges: number; routes: number; subscriptions: number } {
  const certificates = Math.floor(items / 5);
  const subscriptions = Math.floor(items / 5);
  const routes = items - certificates - subscriptions;
  return { certificates, edges: Math.ceil(routes / ROUTES_PER_EDGE), routes, subscriptions };
}

async function post(emulator: Emulator, pathname: string, body: unknown): Promise<void> {
  const res = await fetch(emulator.baseUrl + pathname, {
    method: "POST",
    headers: { authorization: `Bearer ${emulator.apiKey}`, "service-version": "2", "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`POST ${pathname}: ${res.status} ${await res.text()}`);
}

/** An emulator (no budget yet) holding an account of `items` mixed items, every one with a description. */
async function seededAccount(items: number): Promise<Emulator> {
  const shape = accountShape(items);
  const edges = Array.from({ length: shape.edges }, (_, e) => ({ id: `edghts_scale${e}`, hostports: [`app${e}.example.com:443`], description: `App ${e}` }));
  const emulator = await startEmulator({
    seed: {
      edges,
      backends: [{ id: "bkdtg_app" }],
      ipPolicies: [{ id: "ipp_office" }, { id: "ipp_vpn" }],
      // Targets as the service holds them: the import adopts destinations too, and declares their targets.
      eventDestinations: [
        { id: "ed_siem", target: { cloudwatch_logs: { log_group_arn: "arn:aws:logs:eu-west-1:123456789012:log-group:siem", auth: { role: { role_arn: "arn:aws:iam::123456789012:role/ngrok-siem" } } } } },
        { id: "ed_chat", target: { kinesis: { stream_arn: "arn:aws:kinesis:eu-west-1:123456789012:stream/chat", auth: { role: { role_arn: "arn:aws:iam::123456789012:role/ngrok-chat" } } } } },
      ],
    },
  });
  const chain = await makeDemoCertificate("scale.example.com");
  for (let i = 0; i < shape.certificates; i++) {
    await post(emulator, "/tls_certificates", { certificate_pem: chain.certificatePem, private_key_pem: chain.privateKeyPem, description: `Certificate ${i}` });
  }
  for (let i = 0; i < shape.routes; i++) {
    const edge = edges[Math.floor(i / ROUTES_PER_EDGE)]?.id ?? "";
    const body = { match_type: "path_prefix", match: `/r${i}`, description: `Route ${i}`, backend: { backend_id: "bkdtg_app" }, ...MODULES[i % MODULES.length] };
    await post(emulator, `/edges/https/${edge}/routes`, body);
  }
  const sources = ["ip_policy_created.v0", "ip_policy_updated.v0", "tls_certificate_created.v0"];
  for (let i = 0; i < shape.subscriptions; i++) {
    await post(emulator, "/event_subscriptions", { sources: [{ type: sources[i % sources.length] }], destination_ids: [i % 2 === 0 ? "ed_siem" : "ed_chat"], description: `Subscription ${i}` });
  }
  return emulator;
}

/** `pulumi-ingress import --out <dir>` as a user runs it: the bin from the user project, the account in the environment. */
async function importAccount(emulator: Emulator, dir: string): Promise<{ ms: number; calls: number; said: string }> {
  const bin = path.join(await userProject(), "node_modules", ".bin", "pulumi-ingress");
  const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", INGRESS_BASE_URL: emulator.baseUrl, INGRESS_API_KEY: emulator.apiKey };
  const from = emulator.log.length;
  const { ms, value } = await timed(
    () =>
      new Promise<string>((resolve, reject) =>
        // From the folder the project goes in, outside any Pulumi project (in one, import reads the stack's settings).
        execFile(bin, ["import", "--out", path.basename(dir)], { cwd: path.dirname(dir), env, encoding: "utf8" }, (e, stdout, stderr) =>
          e ? reject(new Error(`pulumi-ingress import failed: ${stderr || e.message}`)) : resolve(stdout + stderr),
        ),
      ),
  );
  return { ms, calls: emulator.log.length - from, said: value.split("\n")[0] ?? "" };
}

/** The program with every resource's description changed: one field of each. */
function everyDescriptionChanged(program: string, resources: number): string {
  let changed = 0;
  const out = program.replace(/^ {2}description: (".*"),$/gm, (_, text: string) => {
    changed++;
    return `  description: ${JSON.stringify(`${JSON.parse(text) as string} (updated)`)},`;
  });
  if (changed !== resources) throw new Error(`expected ${resources} descriptions in the imported program, found ${changed}`);
  return out;
}

/** Two stacks of the imported program: one runs every step with no budget, the other under it. */
async function importedStacks(engine: Engine, emulator: Emulator, dir: string, tag: string, budget: RateLimit): Promise<[EngineStack, EngineStack]> {
  const program = await fs.readFile(path.join(dir, "index.ts"), "utf8");
  // The provider's budget is its default, the service's; another budget (a quick check) is configured, as a user would.
  const isDefault = budget.requests === DEFAULT_RATE_BUDGET.requests && budget.windowMs === DEFAULT_RATE_BUDGET.windowMs;
  const rateLimit: ConfigMap = isDefault ? {} : { "ingress:rateLimit": { value: `${budget.requests}/${budget.windowMs}ms` } };
  const make = async (name: string): Promise<EngineStack> => {
    // Transpiled only: type-checking the program is the same cost on both stacks and no part of what is measured.
    const config = emulatorConfig(emulator, rateLimit);
    const stack = await engine.stack(name, { program, typescript: true, config, env: { PULUMI_NODEJS_TRANSPILE_ONLY: "true" } });
    await fs.cp(path.join(dir, "certs"), path.join(stack.dir, "certs"), { recursive: true });
    await fs.copyFile(path.join(dir, "tsconfig.json"), path.join(stack.dir, "tsconfig.json"));
    return stack;
  };
  return [await make(`accounts-free-${tag}`), await make(`accounts-paced-${tag}`)];
}

/** One engine step: its time, the calls the service answered (429s apart), and its failure if it failed. */
interface StepRun {
  ms: number;
  calls: RequestLogEntry[];
  refused: number;
  summary: StepResult["summary"] | undefined;
  failure: string;
  /** The step's start, epoch ms, for the profile. */
  startedAt: number;
}

async function runStep(emulator: Emulator, budget: RateLimit | undefined, step: () => Promise<StepResult>): Promise<StepRun> {
  emulator.setRateLimit(budget);
  const from = emulator.log.length;
  const startedAt = Date.now();
  let failure = "";
  let summary: StepResult["summary"] | undefined;
  const { ms } = await timed(async () => {
    try {
      summary = (await step()).summary;
    } catch (e) {
      failure = (e instanceof Error ? e.message : String(e)).split("\n").find((l) => /error|failed/i.test(l) && !l.startsWith("pulumi ")) ?? String(e);
    }
  });
  emulator.setRateLimit(undefined);
  const log = emulator.log.slice(from);
  return { ms, calls: log.filter((e) => e.status !== 429), refused: log.filter((e) => e.status === 429).length, summary, failure, startedAt };
}

/** The waits the window forces on `calls` calls: the first `requests` at once, each further `requests` (or part) a window later. */
const windowWaitsMs = (calls: number, budget: RateLimit): number => Math.ceil(Math.max(0, calls - budget.requests) / budget.requests) * budget.windowMs;

/** Calls admitted per window, windows counted from the step's first call. */
function perWindow(calls: readonly RequestLogEntry[], budget: RateLimit): number[] {
  const times = calls.map((e) => Date.parse(e.at));
  const first = Math.min(...times);
  const counts: number[] = [];
  for (const t of times) {
    const w = Math.floor((t - first) / budget.windowMs);
    while (counts.length <= w) counts.push(0);
    counts[w] = (counts[w] ?? 0) + 1;
  }
  return counts;
}

interface Compared {
  what: string;
  free: StepRun;
  paced: StepRun;
  floorMs: number;
}

function compare(what: string, free: StepRun, paced: StepRun, budget: RateLimit): Compared {
  return { what, free, paced, floorMs: free.ms + windowWaitsMs(paced.calls.length, budget) };
}

const budgetText = (b: RateLimit): string => `${b.requests} req / rolling ${b.windowMs / 1000} s`;

function rowOf(c: Compared, items: number, budget: RateLimit): Row {
  const r = c.paced.ms / c.floorMs;
  const first = c.paced.calls.length > 0 ? Math.min(...c.paced.calls.map((e) => Date.parse(e.at))) - c.paced.startedAt : NaN;
  const last = c.paced.calls.length > 0 ? Math.max(...c.paced.calls.map((e) => Date.parse(e.at))) - c.paced.startedAt : NaN;
  return {
    measure: `${c.what} of ${items} mixed resources under ${budgetText(budget)}: time / floor (the same step with no budget + the window's waits)`,
    measured:
      `${ratio(r)} (${seconds(c.paced.ms)} / ${seconds(c.floorMs)} = ${seconds(c.free.ms)} + ${seconds(c.floorMs - c.free.ms)} for ${c.paced.calls.length} calls; ` +
      `calls from ${seconds(first)} to ${seconds(last)}, per window ${perWindow(c.paced.calls, budget).join(", ")}; ${c.paced.refused} answered 429 and retried; ` +
      `no budget: ${c.free.calls.length} calls)`,
    goal: `<= ${GOAL}`,
    met: r <= GOAL && c.paced.failure === "" ? "yes" : "no",
  };
}

/** Everything of one run: the import, then adopt, refresh and update, each with no budget and under `budget`. */
export async function measureAccounts(engine: Engine, items = ACCOUNT_ITEMS, budget: RateLimit = SERVICE_BUDGET): Promise<Row[]> {
  progress(`an account of ${items} mixed items (${JSON.stringify(accountShape(items))}) in a new emulator`);
  const emulator = await seededAccount(items);
  try {
    const dir = path.join(engine.dir, `accounts-import-${items}`);
    const imported = await importAccount(emulator, dir);
    progress(`import: ${imported.said} (${imported.calls} calls, ${seconds(imported.ms)})`);
    const [free, paced] = await importedStacks(engine, emulator, dir, String(items), budget);
    const steps: Compared[] = [];
    const both = async (what: string, run: (s: EngineStack) => Promise<StepResult>): Promise<void> => {
      progress(`${what}, no budget`);
      const f = await runStep(emulator, undefined, () => run(free));
      progress(`${what}, ${budgetText(budget)} (about ${seconds(f.ms + windowWaitsMs(f.calls.length, budget))})`);
      const p = await runStep(emulator, budget, () => run(paced));
      steps.push(compare(what, f, p, budget));
    };
    await both("adopt (the imported program's first up)", (s) => s.up());
    await both("refresh", (s) => s.refresh());
    const program = everyDescriptionChanged(await fs.readFile(path.join(dir, "index.ts"), "utf8"), items);
    await free.setProgram(program);
    await paced.setProgram(program);
    await both("update of one field of every resource", (s) => s.up());

    const failures = steps.flatMap((c) => [c.free, c.paced].filter((s) => s.failure !== "").map((s) => `${c.what}: ${s.failure}`));
    const summaries = steps.map((c) => `${c.what.split(" ")[0] ?? ""} ${JSON.stringify(c.paced.summary ?? {})}`).join("; ");
    return [
      {
        measure: `import --out of an account of ${items} mixed items (${JSON.stringify(accountShape(items)).replace(/"/g, "")})`,
        measured: `${seconds(imported.ms)}, ${imported.calls} calls: ${imported.said.replace(/^pulumi-ingress import: /, "")}`,
        goal: "n/a",
        met: "n/a",
      },
      ...steps.map((c) => rowOf(c, items, budget)),
      {
        measure: "  same runs: failed operations",
        measured: `${failures.length}${failures.length > 0 ? ` (${failures.join("; ")})` : ""}; under the budget: ${summaries}`,
        goal: "0",
        met: failures.length === 0 ? "yes" : "no",
      },
    ];
  } finally {
    emulator.setRateLimit(undefined);
    await emulator.close();
  }
}

if (require.main === module) {
  const [items, rate] = process.argv.slice(2);
  const [requests, windowS] = (rate ?? "").split("/").map(Number);
  const budget = requests && windowS ? { requests, windowMs: windowS * 1000 } : SERVICE_BUDGET;
  runAlone((engine) => measureAccounts(engine, Number(items) || ACCOUNT_ITEMS, budget));
}
