// A real-engine scenario: the emulator in this process, one engine stack whose program loads
// pulumi-ingress from node_modules, and the emulator's request log to count API calls.
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { startEmulator } from "../../emulator";
import type { Emulator, RequestLogEntry, Seed } from "../../emulator/types";
import { createEngine, type Engine, type EngineStack } from "./engine";

export interface Scenario {
  emulator: Emulator;
  engine: Engine;
  stack: EngineStack;
  /** Writes a file next to the program (certificates, keys). */
  writeFile(name: string, content: string): Promise<void>;
  /** Rewrites the program, from the body of a JS program that has `ingress` and `read(file)` in scope. */
  setProgram(body: string): Promise<void>;
  /** Forgets the calls logged so far. */
  mark(): void;
  /** Calls since the last mark, as `METHOD /path status`. */
  calls(): string[];
  /** Calls since the last mark, whole. */
  entries(): RequestLogEntry[];
  dispose(): Promise<void>;
}

/** The program around a body: the package loaded the way a user's program loads it. */
export const programSource = (body: string): string => `"use strict";
const fs = require("node:fs");
const path = require("node:path");
const ingress = require("pulumi-ingress");
const read = (f) => fs.readFileSync(path.join(__dirname, f), "utf8");
${body}
`;

export async function startScenario(name: string, options: { seed?: Seed; apiKey?: "default" | "restricted"; body: string }): Promise<Scenario> {
  const emulator = await startEmulator({ seed: options.seed ?? {}, abuseProcessingDelayMs: 500 });
  const engine = await createEngine();
  const apiKey = options.apiKey === "restricted" ? emulator.restrictedApiKey : emulator.apiKey;
  const stack = await engine.stack(name, {
    program: programSource(options.body),
    config: { "ingress:baseUrl": { value: emulator.baseUrl }, "ingress:apiKey": { value: apiKey, secret: true } },
  });
  let from = emulator.log.length;
  const entries = () => emulator.log.slice(from);
  return {
    emulator,
    engine,
    stack,
    writeFile: (file, content) => fs.writeFile(path.join(stack.dir, file), content),
    setProgram: (body) => stack.setProgram(programSource(body)),
    mark: () => {
      from = emulator.log.length;
    },
    entries,
    calls: () => entries().map((e) => `${e.method} ${e.path} ${e.status}`),
    dispose: async () => {
      await engine.dispose();
      await emulator.close();
    },
  };
}

/** A direct request to the emulator, as someone working outside the program would make it. */
export async function outOfBand(emulator: Emulator, method: string, pathname: string, body?: unknown): Promise<unknown> {
  const res = await fetch(emulator.baseUrl + pathname, {
    method,
    headers: {
      authorization: `Bearer ${emulator.apiKey}`,
      "service-version": "2",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (res.status >= 300) throw new Error(`${method} ${pathname}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? undefined : res.json();
}

/** Every distinctive line of a PEM body: none may appear anywhere in plaintext. */
export const pemLines = (pem: string): string[] =>
  pem.split("\n").filter((l) => l.length >= 40 && !l.startsWith("-----"));

/**
 * Where a secret may be searched for: the engine's output and events without the SDK's own
 * debug-level RPC traces. @pulumi/pulumi logs every RegisterResource response at debug level,
 * secret values included, and in preview that response is the resource's inputs; that trace is
 * shown only with --debug. {@link debugTraceLines} returns those lines, so tests can prove every
 * other occurrence is absent and that the traces are all of that one kind.
 */
export function visibleOutput(all: string): string {
  return all.split("\n").filter((l) => !isDebugDiagnostic(l)).join("\n");
}

export function debugTraceLines(all: string): string[] {
  return all.split("\n").filter(isDebugDiagnostic);
}

function isDebugDiagnostic(line: string): boolean {
  return line.startsWith('{"sequence":') && line.includes('"diagnosticEvent":{"prefix":"debug: "');
}

/** The debug lines that carry one of `secrets`: each must be the SDK's RPC trace. */
export function secretsInDebugTraces(all: string, secrets: readonly string[]): string[] {
  return debugTraceLines(all).filter((l) => secrets.some((s) => l.includes(s)));
}

/** Awaits an engine step that must fail and returns its message (the engine's output included). */
export async function failureOf(step: Promise<unknown>): Promise<string> {
  try {
    await step;
  } catch (e) {
    return String((e as Error).message);
  }
  throw new Error("the step succeeded but was expected to fail");
}
