/**
 * Every family of the registry with its lifecycle facts (./<Type>.ts), and what a program that
 * declares one resource of each needs: the emulator's seed and the files the declarations read.
 */
import { FAMILY_NAMES } from "../../../provider/families";
import type { LifecycleFamily } from "./family";

/** The registry's families, in its order, each with its lifecycle facts. */
export const LIFECYCLE_FAMILIES = FAMILY_NAMES.map((type) => ({
  type,
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- one file per family, found by the registry's names
  ...(require(`./${type}`) as { lifecycle: LifecycleFamily }).lifecycle,
}));

/** The families' seeds merged: what their resources point at, for the emulator. */
export function lifecycleSeed(): Record<string, unknown[]> {
  const seed: Record<string, unknown[]> = {};
  for (const f of LIFECYCLE_FAMILIES) for (const [k, v] of Object.entries(f.seed ?? {})) seed[k] = [...(seed[k] ?? []), ...(v as unknown[])];
  return seed;
}

/** The files the families' declarations read, by name. */
export async function lifecycleFiles(): Promise<Record<string, string>> {
  let files: Record<string, string> = {};
  for (const f of LIFECYCLE_FAMILIES) files = { ...files, ...((await f.files?.()) ?? {}) };
  return files;
}
