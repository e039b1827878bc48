#!/usr/bin/env node
/**
 * `pulumi-ingress-emulator [--port N] [--host H] [--seed FILE] [--state FILE]
 *   [--rate-limit 120/60s] [--latency MS] [--abuse-delay MS] [--edges writable|read-only|gone] [--log FILE]
 *   [--traffic-port N [--upstream INTERNAL_URL=LOCAL_URL]...]`
 *
 * Prints one line (base URL and accepted API keys), and a second with the traffic plane's URL when
 * `--traffic-port` is given; serves until SIGINT or SIGTERM, then writes the state file (if any)
 * and exits 0. Bad arguments exit 2.
 */
import { closeSync, openSync, writeSync } from "node:fs";
import { asksForHelp, endQuietlyOnClosedPipe } from "../provider/process/executable";
import { startEmulator } from "./server";
import type { TrafficLogEntry } from "./traffic/log";
import { parseUpstream } from "./traffic/upstreams";
import { EDGES_MODES, type EdgesMode, type EmulatorOptions, type RateLimit, type RequestLogEntry } from "./types";

/** What `--help` prints, and a bad command line after its reason. */
export const USAGE =
  "usage: pulumi-ingress-emulator [--port N] [--host H] [--seed FILE] [--state FILE] [--rate-limit 120/60s] [--latency MS] [--abuse-delay MS] [--edges writable|read-only|gone] [--log FILE] [--traffic-port N [--upstream INTERNAL_URL=LOCAL_URL]...]";

/**
 * One line of the `--log` file: what a request was and how it was answered. Never a header (the
 * key is in one) nor a body (secrets are in some).
 */
export function logLine(e: RequestLogEntry): string {
  return `${JSON.stringify({
    time: e.at,
    method: e.method,
    path: e.path,
    query: e.query,
    status: e.status,
    error_code: e.errorCode ?? null,
    operation_id: e.operationId ?? null,
  })}\n`;
}

/** One line of the `--log` file for a request through the traffic plane: its entry whole (it holds no header nor body). */
export const trafficLogLine = (e: TrafficLogEntry): string => `${JSON.stringify(e)}\n`;

class UsageError extends Error {}

const UNITS: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000 };

/** `120/60s` (also `ms`, `m`; a bare number is seconds) → 120 requests per 60 000 ms. */
export function parseRateLimit(text: string): RateLimit {
  const m = /^(\d+)\/(\d+(?:\.\d+)?)(ms|s|m)?$/.exec(text.trim());
  const requests = Number(m?.[1]);
  const windowMs = Number(m?.[2]) * (UNITS[m?.[3] ?? "s"] ?? 1000);
  if (!m || !(requests > 0) || !(windowMs > 0)) throw new UsageError(`--rate-limit must look like 120/60s (requests/window); got ${JSON.stringify(text)}`);
  return { requests, windowMs };
}

function wholeNumber(flag: string, text: string | undefined, max = Number.MAX_SAFE_INTEGER): number {
  if (text === undefined || !/^\d+$/.test(text) || Number(text) > max) throw new UsageError(`${flag} must be a whole number${max < Number.MAX_SAFE_INTEGER ? ` up to ${max}` : ""}; got ${JSON.stringify(text ?? "")}`);
  return Number(text);
}

/** Options from the command line. */
export interface CliOptions extends EmulatorOptions {
  /** `--log FILE`: one JSON line per request, appended. */
  logFile?: string;
}

export function parseArgs(argv: readonly string[]): CliOptions {
  const options: CliOptions = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const eq = arg.indexOf("=");
    const flag = arg.startsWith("--") && eq > 0 ? arg.slice(0, eq) : arg;
    const value = (): string => {
      if (eq > 0 && arg.startsWith("--")) return arg.slice(eq + 1);
      const v = argv[++i];
      if (v === undefined) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case "--port":
        options.port = wholeNumber(flag, value(), 65_535);
        break;
      case "--host":
        options.host = value();
        break;
      case "--seed":
        options.seed = value();
        break;
      case "--state":
        options.statePath = value();
        break;
      case "--rate-limit":
        options.rateLimit = parseRateLimit(value());
        break;
      case "--latency":
        options.latencyMs = wholeNumber(flag, value());
        break;
      case "--abuse-delay":
        options.abuseProcessingDelayMs = wholeNumber(flag, value());
        break;
      case "--edges": {
        const mode = value();
        if (!(EDGES_MODES as readonly string[]).includes(mode)) throw new UsageError(`--edges must be one of ${EDGES_MODES.join(", ")}; got ${JSON.stringify(mode)}`);
        options.edges = mode as EdgesMode;
        break;
      }
      case "--log":
        options.logFile = value();
        break;
      case "--traffic-port":
        options.trafficPort = wholeNumber(flag, value(), 65_535);
        break;
      case "--upstream": {
        let pair: [string, string];
        try {
          pair = parseUpstream(value());
        } catch (e) {
          throw new UsageError((e as Error).message);
        }
        if (options.upstreams?.[pair[0]] !== undefined) throw new UsageError(`--upstream ${pair[0]} is given twice`);
        options.upstreams = { ...options.upstreams, [pair[0]]: pair[1] };
        break;
      }
      default:
        throw new UsageError(`unknown argument ${JSON.stringify(arg)}`);
    }
  }
  if (options.upstreams !== undefined && options.trafficPort === undefined) throw new UsageError("--upstream needs --traffic-port: upstreams are where the traffic plane forwards");
  return options;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (asksForHelp(argv)) {
    console.log(USAGE);
    return;
  }
  let options: CliOptions;
  try {
    options = parseArgs(argv);
  } catch (e) {
    if (e instanceof UsageError) {
      console.error(`pulumi-ingress-emulator: ${e.message}\n${USAGE}`);
      process.exit(2);
    }
    throw e;
  }
  const { logFile, ...emulatorOptions } = options;
  // Written synchronously per request, so a reader sees each line as soon as it is answered.
  const logFd = logFile === undefined ? undefined : openSync(logFile, "a");
  const emulator = await startEmulator(
    logFd === undefined
      ? emulatorOptions
      : { ...emulatorOptions, onRequest: (e) => writeSync(logFd, logLine(e)), onTraffic: (e) => writeSync(logFd, trafficLogLine(e)) },
  );
  const keys = [
    `${emulator.apiKey} (may file abuse reports)`,
    ...(emulator.restrictedApiKey ? [`${emulator.restrictedApiKey} (may not file abuse reports)`] : []),
  ];
  console.log(`pulumi-ingress-emulator listening on ${emulator.baseUrl} with API keys ${keys.join(" and ")}`);
  if (emulator.trafficUrl !== undefined) console.log(`pulumi-ingress-emulator traffic plane on ${emulator.trafficUrl} (the Host header picks the endpoint)`);
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    emulator.close().then(
      () => {
        if (logFd !== undefined) closeSync(logFd);
        process.exit(0);
      },
      (e: unknown) => {
        console.error(`pulumi-ingress-emulator: ${(e as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  // `npx` runs this bin under `sh -c` under npm, and a SIGTERM to npx ends npm and the shell but
  // not this process. Once the process that started it is gone (it is re-parented), stop as on
  // SIGTERM, so no emulator is left behind and the state file is written.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop();
  }, 200).unref();
}

if (require.main === module) {
  endQuietlyOnClosedPipe();
  main().catch((e: unknown) => {
    console.error(`pulumi-ingress-emulator: ${(e as Error).message}`);
    process.exit(1);
  });
}
