/**
 * State of the provider process: the stack config handed to `configure`, and one API client
 * made from it on first use. Lives here, not in the serialized provider, so that no credential
 * is ever captured into state.
 */
import { createHash } from "node:crypto";
import { appendFileSync } from "node:fs";
import type { z } from "zod";
import { type ClientOptions, IngressClient, type RequestSpec } from "../client";
import { CallGuard } from "./guard";
import { resolveSettings, type ConfigSource, type Settings } from "./settings";

let config: ConfigSource | undefined;
let client: IngressClient | undefined;
/** Digest of the settings `client` was made with (never the key itself). */
let clientSettings = "";

/**
 * The client every provider uses: each call goes through the process's {@link CallGuard}, so a
 * refused key or an unreachable base URL fails the remaining resources at once.
 */
class GuardedClient extends IngressClient {
  readonly #guard: CallGuard;

  constructor(opts: ClientOptions) {
    super(opts);
    this.#guard = new CallGuard(opts.baseUrl);
  }

  override request<S extends z.ZodType>(spec: RequestSpec<S>): Promise<z.output<S>> {
    const path = spec.path instanceof URL ? spec.path.pathname : spec.path.template;
    return this.#guard.run(`${spec.method} ${path}`, () => super.request(spec));
  }
}

/**
 * Called by every provider's `configure` (once per resource type, in the one provider process of
 * a run): the whole stack config, secrets decrypted. The client, and what its guard has learned,
 * is kept as long as the settings stay the same.
 */
export function configure(req: { config: ConfigSource }): void {
  config = req.config;
}

/** The API client, created on the first call that needs the service (never in check or diff). */
export function getClient(): IngressClient {
  const settings = resolveSettings(config);
  const digest = digestOf(settings);
  if (client === undefined || digest !== clientSettings) {
    client = new GuardedClient({ ...settings, log: providerLog });
    clientSettings = digest;
  }
  return client;
}

const digestOf = (s: Settings): string =>
  createHash("sha256").update(JSON.stringify([s.apiKey, s.baseUrl, s.rateLimit ?? null])).digest("hex");

/**
 * Provider log lines (one per API call: method, path, status, time; never headers or bodies),
 * appended to the file named by INGRESS_LOG_FILE when set.
 */
export function providerLog(line: string): void {
  const file = process.env["INGRESS_LOG_FILE"];
  if (file) appendFileSync(file, `${new Date().toISOString()} ${line}\n`);
}
