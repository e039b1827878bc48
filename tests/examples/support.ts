// Runs a program of examples/ as its users do: its own index.ts and tsconfig.json, compiled and
// type-checked by the engine's ts-node, `pulumi-ingress` loaded from node_modules, configured by
// stack config alone, against an emulator seeded with the ids the config names.
import { promises as fs } from "node:fs";
import * as path from "node:path";
import type { ConfigMap } from "@pulumi/pulumi/automation";
import { startEmulator } from "../../emulator";
import type { Emulator, RequestLogEntry, Seed } from "../../emulator/types";
import { createEngine, type Engine, type EngineStack, REPO_ROOT } from "../support/engine";

export const EXAMPLES_DIR = path.join(REPO_ROOT, "examples");

/** The example folders, each a Pulumi project. */
export const EXAMPLES = ["quickstart", "tls-certificate", "https-edge-route", "event-subscription", "abuse-report"] as const;
export type ExampleName = (typeof EXAMPLES)[number];

/** The example folders that are policy packs (run with `--policy-pack`, not as projects). */
export const POLICY_PACK_EXAMPLES = ["policy-pack"] as const;

/** A config value: plain text, or `{secret}` for `pulumi config set --secret`. */
export type ExampleConfigValue = string | { secret: string };

export interface ExampleRun {
  emulator: Emulator;
  engine: Engine;
  stack: EngineStack;
  /** Forgets the API calls logged so far. */
  mark(): void;
  /** API calls since the last mark, as `METHOD /path status`, sorted (the engine runs resources in parallel). */
  calls(): string[];
  entries(): RequestLogEntry[];
  dispose(): Promise<void>;
}

/** The project name in an example's Pulumi.yaml: its config keys live under that namespace. */
export async function projectName(example: ExampleName): Promise<string> {
  const yaml = await fs.readFile(path.join(EXAMPLES_DIR, example, "Pulumi.yaml"), "utf8");
  const name = /^name:\s*(\S+)\s*$/m.exec(yaml)?.[1];
  if (name === undefined) throw new Error(`examples/${example}/Pulumi.yaml has no name`);
  return name;
}

/**
 * Starts the emulator with `seed`, and an engine stack named like the example's project, whose
 * program is the example's index.ts (and tsconfig.json). `config` keys without a namespace get
 * the project's; `ingress:baseUrl` and `ingress:apiKey` point at the emulator. `files` are
 * written next to the program (certificates, keys).
 */
export async function startExample(
  example: ExampleName,
  options: { seed?: Seed; config?: Record<string, ExampleConfigValue>; files?: Record<string, string> },
): Promise<ExampleRun> {
  const source = path.join(EXAMPLES_DIR, example);
  const name = await projectName(example);
  const emulator = await startEmulator({ seed: options.seed ?? {}, abuseProcessingDelayMs: 500 });
  const engine = await createEngine();
  const config: ConfigMap = {
    "ingress:baseUrl": { value: emulator.baseUrl },
    "ingress:apiKey": { value: emulator.apiKey, secret: true },
  };
  for (const [key, value] of Object.entries(options.config ?? {})) {
    const full = key.includes(":") ? key : `${name}:${key}`;
    config[full] = typeof value === "string" ? { value } : { value: value.secret, secret: true };
  }
  const stack = await engine.stack(name, {
    program: await fs.readFile(path.join(source, "index.ts"), "utf8"),
    typescript: true,
    config,
  });
  await fs.copyFile(path.join(source, "tsconfig.json"), path.join(stack.dir, "tsconfig.json"));
  for (const [file, content] of Object.entries(options.files ?? {})) await fs.writeFile(path.join(stack.dir, file), content);

  let from = emulator.log.length;
  const entries = () => emulator.log.slice(from);
  return {
    emulator,
    engine,
    stack,
    mark: () => {
      from = emulator.log.length;
    },
    entries,
    calls: () => entries().map((e) => `${e.method} ${e.path} ${e.status}`).sort(),
    dispose: async () => {
      await engine.dispose();
      await emulator.close();
    },
  };
}

/** The plain values of a step's outputs. */
export const values = (outputs: Record<string, { value: unknown }>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(outputs).map(([k, v]) => [k, v.value]));

/** `2031-04-01T12:00:00Z`: a certificate time as the service reports it (whole seconds, UTC). */
export const serviceTime = (d: Date): string => `${d.toISOString().slice(0, 19)}Z`;
