// Measured figures of the reliability suites, and tests/reliability/README.md made from them.
//
// Jest runs each test file in its own worker, so each suite writes its own figures to
// .tmp/reliability/<suite>.json in its afterAll, then rebuilds the README from every suite's file
// (under a lock directory, so two suites finishing together cannot interleave their writes). A
// suite that did not run in this checkout shows as "not run", never with stale numbers of others.
// The README goes to .tmp/reliability/README.md, so that `npm test` leaves the work tree as it
// found it; `npm run test:reliability` sets PULUMI_INGRESS_RELIABILITY_README=1 to refresh the
// committed tests/reliability/README.md.
import { promises as fs, readFileSync } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";

// The repository's root, found from here: the suites in process need not load the engine harness for it.
const REPO_ROOT = path.resolve(__dirname, "..", "..");

const DIR = path.join(REPO_ROOT, ".tmp", "reliability");
const README =
  process.env.PULUMI_INGRESS_RELIABILITY_README === "1" ? path.join(REPO_ROOT, "tests", "reliability", "README.md") : path.join(DIR, "README.md");
const LOCK = path.join(DIR, "readme.lock");

/** The headline figures, summed over suites in the README's first table. */
const HEADLINE = {
  cases: "cases run",
  faultsInjected: "faults injected",
  duplicates: "duplicates",
  orphans: "orphans",
  leakedSecrets: "leaked secrets",
  refusedWithoutCall: "bad inputs refused with no call",
} as const;
export type Headline = keyof typeof HEADLINE;

/** The suites, in the order the README lists them. */
const SUITES = {
  recovery: "Create recovery, in process (client and providers against the emulator)",
  faults: "Faults: 50 resources under 20% failing requests, in process (providers against the emulator)",
  interruption: "Interruption: the engine killed in the middle of a route update",
  badInput: "Bad input: the preview matrix, in process (the providers' check)",
  secrets: "Secrets: where each one may appear",
  authorization: "Authorization: wrong key, missing key, restricted key, wrong base URL, in process (providers against the emulator)",
  drift: "Drift: every mutable field changed out of band, in process (providers against the emulator)",
  killAnywhere: "Kill anywhere: the engine SIGKILLed at a seeded moment of an up of 40 resources",
} as const;
export type SuiteId = keyof typeof SUITES;

/** The suites that drive the providers in process, as the engine would (tests/support/providerSteps.ts): under tests/provider/. */
const IN_PROVIDER: readonly SuiteId[] = ["badInput", "drift", "authorization", "faults"];
const fileOf = (id: SuiteId): string => `tests/${IN_PROVIDER.includes(id) ? "provider" : "reliability"}/${id}.test.ts`;

interface SuiteFigures {
  suite: SuiteId;
  measuredAt: string;
  durationMs: number;
  /** The machine's 1-minute load average when the suite ended, and its CPUs: context for the times. */
  load: number;
  cpus: number;
  headline: Partial<Record<Headline, number>>;
  /** Further measured values, shown as they are: label → value. */
  details: [string, string | number][];
}

/** One suite's figures, filled in by its tests and written by {@link Figures.write} in afterAll. */
export class Figures {
  readonly #suite: SuiteId;
  #started = Date.now();
  readonly #headline: Partial<Record<Headline, number>> = {};
  readonly #details: [string, string | number][] = [];

  constructor(suite: SuiteId) {
    this.#suite = suite;
    this.#headline.cases = 0;
    // The suite's time runs from its first hook (registered first, so it runs first), not from
    // when jest loaded the file, which can be long before the file's turn on a busy worker.
    beforeAll(() => {
      this.#started = Date.now();
    });
  }

  /** Counts cases that ran to the end (call it after a case's last assertion). */
  passed(n = 1): void {
    this.add("cases", n);
  }

  add(key: Headline, n: number): void {
    this.#headline[key] = (this.#headline[key] ?? 0) + n;
  }

  set(key: Headline, n: number): void {
    this.#headline[key] = n;
  }

  /** A further figure (replaces an earlier one of the same label). */
  detail(label: string, value: string | number): void {
    const i = this.#details.findIndex(([l]) => l === label);
    if (i >= 0) this.#details[i] = [label, value];
    else this.#details.push([label, value]);
  }

  async write(): Promise<void> {
    const figures: SuiteFigures = {
      suite: this.#suite,
      measuredAt: new Date().toISOString(),
      durationMs: Date.now() - this.#started,
      load: Math.round((os.loadavg()[0] ?? 0) * 10) / 10,
      cpus: os.cpus().length,
      headline: this.#headline,
      details: this.#details,
    };
    await fs.mkdir(DIR, { recursive: true });
    const file = path.join(DIR, `${this.#suite}.json`);
    await fs.writeFile(`${file}.tmp`, JSON.stringify(figures, null, 2));
    await fs.rename(`${file}.tmp`, file);
    await withLock(async () => {
      const text = render(await readAll());
      await fs.writeFile(`${README}.tmp`, text);
      await fs.rename(`${README}.tmp`, README);
    });
  }
}

async function readAll(): Promise<Partial<Record<SuiteId, SuiteFigures>>> {
  const out: Partial<Record<SuiteId, SuiteFigures>> = {};
  for (const id of Object.keys(SUITES) as SuiteId[]) {
    try {
      out[id] = JSON.parse(await fs.readFile(path.join(DIR, `${id}.json`), "utf8")) as SuiteFigures;
    } catch {
      // not run in this checkout
    }
  }
  return out;
}

async function withLock(fn: () => Promise<void>): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      await fs.mkdir(LOCK);
      break;
    } catch (e) {
      // A lock older than a minute belongs to a run that died; anything else, wait for it.
      const stat = await fs.stat(LOCK).catch(() => undefined);
      if (i > 300 || (stat && Date.now() - stat.mtimeMs > 60_000)) await fs.rm(LOCK, { recursive: true, force: true });
      else if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    await fn();
  } finally {
    await fs.rm(LOCK, { recursive: true, force: true });
  }
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

function render(all: Partial<Record<SuiteId, SuiteFigures>>): string {
  const ran = Object.values(all);
  const total = (k: Headline): number => ran.reduce((n, s) => n + (s.headline[k] ?? 0), 0);
  const lines: string[] = [
    "# Reliability figures",
    "",
    "Generated by `npm run test:reliability` (jest on `tests/reliability` and the suites of `tests/provider/`",
    "named below, also part of `npm test`) from the values the suites measured on their last run; do not",
    "edit by hand. The suites run the real Pulumi engine (CLI v3.248.0, Automation API) against the",
    "emulator, or, those said to run in process, the providers step by step as the engine drives them;",
    "each case asserts the emulator's final state and request log.",
    "",
    "## Totals",
    "",
    "| figure | value |",
    "|---|---|",
    ...(Object.keys(HEADLINE) as Headline[]).map((k) => `| ${HEADLINE[k]} | ${total(k)} |`),
    `| suites run | ${ran.length} of ${Object.keys(SUITES).length} |`,
    `| time, summed over suites | ${seconds(ran.reduce((n, s) => n + s.durationMs, 0))} |`,
    "",
    "## Suites",
    "",
  ];
  for (const id of Object.keys(SUITES) as SuiteId[]) {
    const s = all[id];
    lines.push(`### ${SUITES[id]}`, "");
    if (!s) {
      lines.push("Not run in this checkout yet.", "");
      continue;
    }
    lines.push(
      `Measured ${s.measuredAt} in ${seconds(s.durationMs)}, load average ${s.load ?? "unknown"} on ${s.cpus ?? "?"} CPUs (\`${fileOf(id)}\`).`,
      "",
      "| figure | value |",
      "|---|---|",
    );
    for (const k of Object.keys(HEADLINE) as Headline[]) if (s.headline[k] !== undefined) lines.push(`| ${HEADLINE[k]} | ${s.headline[k]} |`);
    for (const [label, value] of s.details) lines.push(`| ${label} | ${value} |`);
    lines.push("");
  }
  lines.push(...kept());
  lines.push(...PIPELINE);
  return `${lines.join("\n")}\n`;
}

/**
 * The blocks the separate runs wrote into the committed README (`<!-- name:start -->` to
 * `<!-- name:end -->`, by scripts/reliability-readme.js), kept as they are.
 */
function kept(): string[] {
  const committed = (() => {
    try {
      return readFileSync(path.join(REPO_ROOT, "tests", "reliability", "README.md"), "utf8");
    } catch {
      return "";
    }
  })();
  return [...committed.matchAll(/<!-- ([a-z-]+):start -->\n[\s\S]*?<!-- \1:end -->\n/g)].flatMap((m) => [...m[0].trimEnd().split("\n"), ""]);
}

/** What a pipeline does after an interrupted run, as the interruption and kill-anywhere suites prove it. */
const PIPELINE = [
  "## After an interrupted run",
  "",
  "When the engine is killed mid-operation (a cancelled CI job, a lost runner), the stack keeps a lock",
  "and may record pending operations. The documented flow (docs/recovery.md, \"After an interrupted `up`\"):",
  "",
  "```sh",
  "pulumi cancel --yes                               # file backends: removes the dead run's lock",
  "npx pulumi-ingress-recover --stack dev --yes      # adopts what interrupted creates made; drops the rest",
  "pulumi refresh --yes --clear-pending-creates      # reads every resource back; drops other pending operations",
  "pulumi up --yes                                   # converges to the program",
  "```",
  "",
  "`pulumi-ingress-recover` finds on the service what each interrupted create made and writes it into",
  "the state, so `up` keeps it instead of making another (tests/reliability/interruptedCreate.test.ts).",
  "`refresh` reads what the killed run left on the service (a route PATCHed but not yet stripped of",
  "the modules the program removes, say), and `up` finishes the job in the same fail-closed order.",
  "",
];
