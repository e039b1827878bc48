// Stacks on a shared state backend (S3-compatible or Postgres, see s3.test.ts and postgres.test.ts)
// against one rate-limited account: parallel stacks converge with every resource created exactly
// once; a second `up` of a stack while one runs is refused by the backend's lock and the state stays
// whole; a run killed mid-update leaves its lock, which `pulumi cancel` removes, and `up` then converges.
import { execFile, spawn } from "node:child_process";
import * as path from "node:path";
import { startEmulator, type Emulator } from "../../emulator";
import { createEngine, ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Engine, type EngineStack, programSource } from "../support/engine";
import type { StateBackend } from "../../scripts/moto";
import { descendants } from "../support/processes";

// More creates (18) than the account's budget per window (10): the stacks' providers meet 429s when
// their ups overlap.
const STACKS = 3;
const PER_STACK = 6;
const LIMIT = { requests: 10, windowMs: 5_000 };
const LOCKED = "the stack is currently locked by 1 lock(s). Either wait for the other process(es) to end or delete the lock file with `pulumi cancel`.";

/**
 * The suite, on the backend `start` makes (`label` names it in test titles; stack names start with
 * `prefix`). Call it once from a test file.
 */
export function sharedStateSuite(label: string, prefix: string, start: () => Promise<StateBackend>): void {
  jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

  let backend: StateBackend;
  let emulator: Emulator;
  let engine: Engine;
  const stacks: EngineStack[] = [];

  const program = (name: string, version: string): string =>
    programSource(`
  for (let i = 0; i < ${PER_STACK}; i++) {
    new ingress.EventSubscription("sub-" + i, { sources: ["ip_policy_created.v0"], destinationIds: ["ed_s3"], description: "${name}-" + i + "${version}" });
  }
  `);
  const descriptions = (name: string, version: string): string[] => Array.from({ length: PER_STACK }, (_, i) => `${name}-${i}${version}`);
  const onService = (): string[] =>
    Object.values(emulator.snapshot().event_subscriptions)
      .map((s) => s.description ?? "")
      .sort();
  /** The lock files of one stack (`.pulumi/locks/organization/<project>/<stack>/<id>.json`). */
  const locks = (stack: EngineStack): Promise<string[]> => backend.keys(`.pulumi/locks/organization/${stack.name}/${stack.name}/`);
  /** CLI runs the tests started: killed at the end if a failed assertion left one running. */
  const running = new Set<number>();

  /** The CLI on a stack, as a pipeline runs it, for runs the test must be able to kill. */
  function cli(stack: EngineStack, args: string[]): { pid: number; exited: Promise<number | null>; output: () => string } {
    const env = { ...process.env, ...stack.stack.workspace.envVars };
    const child = spawn(path.join(engine.bin, "pulumi"), [...args, "--stack", stack.name, "--non-interactive", "--color", "never"], { cwd: stack.dir, env });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString("utf8")));
    child.stderr.on("data", (c: Buffer) => (output += c.toString("utf8")));
    running.add(child.pid as number);
    const exited = new Promise<number | null>((resolve) =>
      child.once("exit", (code) => {
        running.delete(child.pid as number);
        resolve(code);
      }),
    );
    return { pid: child.pid as number, exited, output: () => output };
  }

  /** `pulumi <args>` to its end: exit code and output. */
  function cliRun(stack: EngineStack, args: string[]): Promise<{ code: number; output: string }> {
    const env = { ...process.env, ...stack.stack.workspace.envVars };
    return new Promise((resolve) => {
      execFile(path.join(engine.bin, "pulumi"), [...args, "--stack", stack.name, "--non-interactive", "--color", "never"], { cwd: stack.dir, env }, (err, stdout, stderr) =>
        resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, output: `${stdout}${stderr}` }),
      );
    });
  }


  async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  beforeAll(async () => {
    backend = await start();
    emulator = await startEmulator({ seed: { eventDestinations: [{ id: "ed_s3" }] }, rateLimit: LIMIT });
    engine = await createEngine();
    for (let n = 0; n < STACKS; n++) {
      const name = `${prefix}-${n}`;
      stacks.push(
        await engine.stack(name, {
          program: program(name, ""),
          config: {
            "ingress:baseUrl": { value: emulator.baseUrl },
            "ingress:apiKey": { value: emulator.apiKey, secret: true },
            "ingress:rateLimit": { value: `${LIMIT.requests}/${LIMIT.windowMs / 1000}s` },
          },
          env: backend.env,
        }),
      );
    }
  }, ENGINE_SETUP_TIMEOUT_MS);

  /** SIGKILL to a run and everything it started. */
  function killTree(pid: number): void {
    for (const p of [pid, ...descendants(pid)]) {
      try {
        process.kill(p, "SIGKILL");
      } catch {
        // already gone
      }
    }
  }

  afterAll(async () => {
    for (const pid of running) killTree(pid);
    await engine?.dispose();
    await emulator?.close();
    await backend?.close();
  });

  test(`${STACKS} stacks at once on the ${label} backend, one account of ${LIMIT.requests} per ${LIMIT.windowMs / 1000} s: all succeed, every resource exactly once`, async () => {
    const ups = await Promise.all(stacks.map((s) => s.up()));
    expect(ups.map((u) => u.summary)).toEqual(stacks.map(() => ({ create: PER_STACK + 1 })));
    const posts = emulator.log.filter((e) => e.method === "POST" && e.path === "/event_subscriptions");
    expect(posts.filter((e) => e.status === 201)).toHaveLength(STACKS * PER_STACK);
    // Everything else the service answered was 429 (retried, never a failure).
    expect(new Set(emulator.log.map((e) => e.status))).toEqual(new Set(posts.some((e) => e.status === 429) ? [201, 429] : [201]));
    expect(onService()).toEqual(stacks.flatMap((s) => descriptions(s.name, "")).sort());
    // The state lives in the backend, one file per stack, and no lock is left.
    const stateFiles = (await backend.keys(".pulumi/stacks/")).filter((k) => k.endsWith(".json"));
    expect(stateFiles).toEqual(stacks.map((s) => `.pulumi/stacks/${s.name}/${s.name}.json`));
    expect(await backend.keys(".pulumi/locks/")).toEqual([]);
  });

  test("a second up of a stack while one runs is refused by the lock; the first completes and the state is whole", async () => {
    const stack = stacks[0] as EngineStack;
    await stack.setProgram(program(stack.name, "-v2"));
    emulator.setLatency(2_000);
    const first = cli(stack, ["up", "--yes", "--skip-preview"]);
    try {
      await until("the first run's lock", async () => (await locks(stack)).length === 1);
      const second = await cliRun(stack, ["up", "--yes", "--skip-preview"]);
      expect(second.output).toContain(LOCKED);
      expect(second.code).toBe(1);
      expect(await first.exited).toBe(0);
    } finally {
      emulator.setLatency(0);
    }
    expect(first.output()).toContain(`${PER_STACK} updated`);
    expect(await locks(stack)).toEqual([]);
    const state = await stack.exportState();
    const subs = (state.deployment as { resources: { type: string; outputs?: { description?: string } }[] }).resources.filter((r) => r.type.endsWith("EventSubscription"));
    expect(subs.map((r) => r.outputs?.description).sort()).toEqual(descriptions(stack.name, "-v2").sort());
    expect((state.deployment as { pending_operations?: unknown[] }).pending_operations ?? []).toEqual([]);
    expect(onService()).toEqual([...stacks.slice(1).flatMap((s) => descriptions(s.name, "")), ...descriptions(stack.name, "-v2")].sort());
  });

  test("a run killed mid-update leaves its lock; pulumi cancel removes it and up converges", async () => {
    const stack = stacks[1] as EngineStack;
    await stack.setProgram(program(stack.name, "-v3"));
    emulator.setLatency(3_000);
    const run = cli(stack, ["up", "--yes", "--skip-preview"]);
    try {
      await until("the run's updates", async () => /updating/.test(run.output()));
      await new Promise((r) => setTimeout(r, 1_000));
      killTree(run.pid);
      await run.exited;
      await new Promise((r) => setTimeout(r, 4_000)); // the held PATCHes complete on the service
    } finally {
      emulator.setLatency(0);
    }
    expect(await locks(stack)).toHaveLength(1);
    const refused = await cliRun(stack, ["up", "--yes", "--skip-preview"]);
    expect(refused.output).toContain(LOCKED);

    const cancel = await cliRun(stack, ["cancel", "--yes"]);
    expect(cancel).toEqual({ code: 0, output: CANCEL_OUTPUT });
    expect(await locks(stack)).toEqual([]);

    const up = await stack.up();
    expect(up.summary).toEqual({ same: 1, update: PER_STACK });
    expect(onService()).toEqual(CONVERGED_ON_SERVICE());
    expect((await stack.preview()).summary).toEqual({ same: PER_STACK + 1 });
  });

  const CANCEL_OUTPUT = `The currently running update for '${prefix}-1' has been canceled!\n`;
  const CONVERGED_ON_SERVICE = (): string[] =>
    [...descriptions(`${prefix}-0`, "-v2"), ...descriptions(`${prefix}-1`, "-v3"), ...stacks.slice(2).flatMap((s) => descriptions(s.name, ""))].sort();
}
