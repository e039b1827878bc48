// The service for tests that call a provider's functions directly: an emulator in this process,
// named to the provider runtime by its environment variables for the file's tests (the runtime
// reads them when no stack config is given), the environment put back afterwards; and what the
// provider sent since a mark. Call it at the top of a test file: it registers the file's hooks.
import { startEmulator } from "../../emulator";
import type { Emulator, EmulatorOptions } from "../../emulator/types";
import { ENV_API_KEY, ENV_BASE_URL } from "../../provider/process/settings";
import { line } from "./requestLog";

export interface ProviderService {
  /** The emulator; read it in hooks and tests only (it starts in the file's first `beforeAll`). */
  readonly emulator: Emulator;
  /** Starts a new span of calls: `calls` and `bodies` report what comes after. */
  mark(): void;
  /** The requests since the mark, each as `METHOD /path status`. */
  calls(): string[];
  /** The bodies of the requests since the mark that had one, parsed, in order. */
  bodies(): unknown[];
}

/**
 * Starts the emulator before the file's tests (with `options`, or what `options()` resolves to
 * then, for options that need work of their own first), points the provider runtime at it, and
 * stops it after them, restoring the environment.
 */
export function useProviderService(options: EmulatorOptions | (() => Promise<EmulatorOptions>) = {}): ProviderService {
  const env = { ...process.env };
  let started: Emulator | undefined;
  let from = 0;
  const emulator = (): Emulator => {
    if (started === undefined) throw new Error("the emulator starts in beforeAll: read it in hooks and tests only");
    return started;
  };
  const since = () => emulator().log.slice(from);

  beforeAll(async () => {
    started = await startEmulator(typeof options === "function" ? await options() : options);
    process.env[ENV_API_KEY] = started.apiKey;
    process.env[ENV_BASE_URL] = started.baseUrl;
  });

  afterAll(async () => {
    process.env = env;
    await started?.close();
  });

  return {
    get emulator() {
      return emulator();
    },
    mark: () => {
      from = emulator().log.length;
    },
    calls: () => since().map(line),
    bodies: () => since().filter((e) => e.requestBody !== "").map((e) => JSON.parse(e.requestBody) as unknown),
  };
}
