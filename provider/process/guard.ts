/**
 * What the provider process learns from the service's answers about its key and endpoint, so
 * that one refusal is not repeated for every remaining resource of a run (one provider process
 * serves the whole `pulumi up`, and the engine runs up to 4 × CPUs operations at once):
 *
 * - Until the service has accepted the key once, one request is in flight at a time: with a
 *   wrong key, exactly one request is refused, and every later operation fails at once with the
 *   same message (a 401 is remembered for the life of the process).
 * - A base URL where nothing listens (connection refused, unknown host) before the service ever
 *   answered is remembered the same way: the client's few retries of that first request
 *   (`DEFAULTS.maxRetries`) are all the attempts made.
 * - The first call of each operation (method and path template) is likewise sent alone; a 403 on
 *   it (an account not authorized for abuse reports) is remembered for that operation; not a
 *   refusal of ngrok's sunset of edges (ERR_NGROK_7196, 7008), whose line names its route and
 *   says what to do with it: each route's call is sent and answered.
 *
 * Everything else (5xx, 429, lost connections, 4xx about the request's content) teaches nothing
 * about the key, and is handled by the client's retries and the callers, as before.
 */
import { ApiError, ConnectionError, EdgesGoneError, EdgesReadOnlyError, ForbiddenError, UnauthorizedError } from "../client";
import { CONFIG_API_KEY, CONFIG_BASE_URL, ENV_API_KEY, ENV_BASE_URL, type SettingOrigins } from "./settings";

/**
 * `pulumi refresh` and `pulumi destroy` do not run the program, so the provider gets the stack
 * config recorded at the last `pulumi up`: a key or URL changed in stack config since then reaches
 * them only with `--run-program` (which runs the program, and so reads the current config).
 */
const RECORDED_CONFIG_HINT =
  "; `pulumi refresh` and `pulumi destroy` use the stack config recorded at the last `pulumi up`: after changing it, run them with --run-program";

/** Connection failures meaning that nothing answers at the base URL (not a dropped or reset connection). */
const UNREACHABLE = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "EADDRNOTAVAIL", "UND_ERR_CONNECT_TIMEOUT", "ERR_SOCKET_CONNECTION_TIMEOUT"]);

/** Statuses that the service can only answer once it has accepted the key (past authentication). */
const judgedPastAuthentication = (status: number | undefined): boolean =>
  status !== undefined && ((status >= 200 && status < 300) || (status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429));

export class CallGuard {
  readonly #baseUrl: string;
  readonly #origins: SettingOrigins;
  /** Fails every call: the key was refused, or nothing answers at the base URL. */
  #fatal: Error | undefined;
  /** Operations the service refused with 403, and the error it gave. */
  readonly #forbidden = new Map<string, Error>();
  #keyAccepted = false;
  /** Operations the service has answered past authentication. */
  readonly #known = new Set<string>();
  /** The one request in flight per gate: `""` until the key is accepted, then the operation. */
  readonly #probes = new Map<string, Promise<void>>();

  constructor(baseUrl: string, origins: SettingOrigins) {
    this.#baseUrl = baseUrl;
    this.#origins = origins;
  }

  /** Runs `send` for the operation `op` (`POST /abuse_reports`), or fails at once with what is already known. */
  async run<T>(op: string, send: () => Promise<T>): Promise<T> {
    for (;;) {
      if (this.#fatal) throw this.#fatal;
      const forbidden = this.#forbidden.get(op);
      if (forbidden) throw forbidden;
      if (this.#keyAccepted && this.#known.has(op)) return send();
      const gate = this.#keyAccepted ? op : "";
      const probe = this.#probes.get(gate);
      if (probe) {
        await probe;
        continue;
      }
      let release: () => void = () => undefined;
      this.#probes.set(gate, new Promise<void>((resolve) => (release = resolve)));
      try {
        const result = await send();
        this.#learn(op, 200);
        return result;
      } catch (e) {
        throw this.#failed(op, e);
      } finally {
        this.#probes.delete(gate);
        release();
      }
    }
  }

  #learn(op: string, status: number | undefined): void {
    if (!judgedPastAuthentication(status)) return;
    this.#keyAccepted = true;
    this.#known.add(op);
  }

  /** Learns from a failure; returns the error to throw (the remembered one, when it is remembered). */
  #failed(op: string, e: unknown): unknown {
    if (e instanceof UnauthorizedError) {
      this.#fatal = new UnauthorizedError({
        method: e.method,
        path: e.path,
        status: e.status,
        errorCode: e.errorCode,
        msg: e.msg,
        message:
          `the service refused the API key from ${this.#origins.apiKey.label} (401${e.errorCode ? ` ${e.errorCode}` : ""}: ${e.msg}); nothing more is sent with this key. ` +
          (this.#origins.apiKey.fix ?? `Set the right key with \`pulumi config set --secret ${CONFIG_API_KEY} <key>\` or the ${ENV_API_KEY} environment variable`) +
          (this.#origins.apiKey.stackConfig ? RECORDED_CONFIG_HINT : ""),
      });
      return this.#fatal;
    }
    if (e instanceof ConnectionError && e.neverSent && !this.#keyAccepted && UNREACHABLE.has(e.code ?? "")) {
      this.#fatal = new Error(
        `cannot reach the API at ${this.#baseUrl} (from ${this.#origins.baseUrl.label}): ${e.msg}${e.code ? ` (${e.code})` : ""} on ${e.attempts} attempt${e.attempts === 1 ? "" : "s"}; ` +
          `nothing more is sent to it. ${this.#origins.baseUrl.fix ?? `Check \`${CONFIG_BASE_URL}\` or the ${ENV_BASE_URL} environment variable`}` +
          (this.#origins.baseUrl.stackConfig ? RECORDED_CONFIG_HINT : ""),
      );
      return this.#fatal;
    }
    if (e instanceof EdgesReadOnlyError || e instanceof EdgesGoneError) {
      this.#learn(op, e.status);
      return e;
    }
    if (e instanceof ForbiddenError) {
      this.#keyAccepted = true;
      this.#forbidden.set(op, e);
      return e;
    }
    if (e instanceof ApiError) this.#learn(op, e.status);
    return e;
  }
}
