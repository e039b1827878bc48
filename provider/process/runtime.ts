/**
 * State of the provider process: the stack config handed to `configure`, and one API client
 * made from it on first use. Lives here, not in the serialized provider, so that no credential
 * is ever captured into state.
 */
import { createHash } from "node:crypto";
import { appendFileSync } from "node:fs";
import { IngressClient } from "../ingressClient/ingressClient";
import { CallGuard } from "./guard";
import { resolveSettings, settingOrigins, type ConfigSource, type Settings } from "./settings";

let config: ConfigSource | undefined;
let client: IngressClient | undefined;
/** Digest of the settings `client` was made with (never the key itself). */
let clientSettings = "";

/**
 * Called by every provider's `configure` (once per resource type, in the one provider process of
 * a run): the whole stack config, secrets decrypted. The client, and what its guard has learned,
 * is kept as long as the settings stay the same.
 */
export function configure(req: { config: ConfigSource }): void {
  config = req.config;
}

/** A stack config value handed to `configure` (fully qualified key), if any. */
export const configValue = (key: string): string | undefined => config?.get(key);

/** The API client, created on the first call that needs the service (never in check or diff). */
export function getClient(): IngressClient {
  const settings = resolveSettings(config);
  const digest = digestOf(settings);
  if (client === undefined || digest !== clientSettings) {
    // Each call goes through a guard of its own settings, so a refused key or an unreachable base
    // URL fails the remaining resources at once.
    const guard = new CallGuard(settings.baseUrl, settingOrigins(config));
    client = new IngressClient({ ...settings, log: providerLog, around: (op, call) => guard.run(op, call) });
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
function providerLog(line: string): void {
  const file = process.env["INGRESS_LOG_FILE"];
  if (file) appendFileSync(file, `${new Date().toISOString()} ${line}\n`);
}
