/** What a runtime that carries the bundled plugin as one executable gives the build (../pluginArchives.ts). */
import type { PluginTarget } from "../targets";

export interface Runtime {
  /** Its name, in logs, the cache's file names and the docs. */
  readonly name: "node-sea" | "bun";
  /** Its module's file: how it builds is part of what an executable is made from (the cache's key). */
  readonly module: string;
  /** Whether the registry serves this runtime for `target`. */
  serves(target: PluginTarget): boolean;
  /** Everything of the runtime the executable for `target` is made from (versions, pinned integrities), for the cache's key. */
  facts(target: PluginTarget): string;
  /** Writes `outFile`: `target`'s executable, running the bundle `main` (`work`: a scratch folder, which the targets of one build share). */
  build(opts: { target: PluginTarget; main: string; work: string; outFile: string; log: (line: string) => void }): Promise<void>;
}
