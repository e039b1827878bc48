// `pulumi preview --policy-pack` of a program on a new stack pointed at the emulator, for the
// policy pack suites: whether it passed, and the engine's whole output (which says why not).
import { promises as fs } from "node:fs";
import * as path from "node:path";
import type { Emulator } from "../../emulator/types";
import type { Engine } from "./engine";

export interface PolicyPreview {
  passed: boolean;
  output: string;
}

/**
 * Previews `source` on a new stack named `stackName` with the pack in `packDir` and, when given,
 * `packConfig` as its `--policy-pack-config` file. Asserts that the preview made no API call:
 * policies run at preview, before anything reaches the service.
 */
export async function previewWithPolicyPack(
  engine: Engine,
  emulator: Emulator,
  options: { stackName: string; source: string; packDir: string; packConfig?: object },
): Promise<PolicyPreview> {
  const stack = await engine.stack(options.stackName, {
    program: options.source,
    config: { "ingress:baseUrl": { value: emulator.baseUrl }, "ingress:apiKey": { value: emulator.apiKey, secret: true } },
  });
  const preview: { policyPacks: string[]; policyPackConfigs?: string[] } = { policyPacks: [options.packDir] };
  if (options.packConfig !== undefined) {
    const file = path.join(stack.dir, "policy-config.json");
    await fs.writeFile(file, JSON.stringify(options.packConfig));
    preview.policyPackConfigs = [file];
  }
  const before = emulator.requestCount;
  let passed = true;
  try {
    await stack.preview(preview);
  } catch {
    passed = false; // the engine's output, kept by allOutput(), says why
  }
  expect(emulator.requestCount - before).toBe(0);
  return { passed, output: stack.allOutput() };
}
