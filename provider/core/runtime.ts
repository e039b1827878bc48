/**
 * State of the provider process: the stack config handed to `configure`, and one API client
 * made from it on first use. Lives here, not in the serialized provider, so that no credential
 * is ever captured into state.
 */
import { appendFileSync } from "node:fs";
import { IngressClient } from "../client";
import { resolveSettings, type ConfigSource } from "./settings";

let config: ConfigSource | undefined;
let client: IngressClient | undefined;

/** Called by every provider's `configure`: the whole stack config, secrets decrypted. */
export function configure(req: { config: ConfigSource }): void {
  config = req.config;
  client = undefined;
}

/** The API client, created on the first call that needs the service (never in check or diff). */
export function getClient(): IngressClient {
  client ??= new IngressClient({ ...resolveSettings(config), log: providerLog });
  return client;
}

/**
 * Provider log lines (one per API call: method, path, status, time; never headers or bodies),
 * appended to the file named by INGRESS_LOG_FILE when set.
 */
export function providerLog(line: string): void {
  const file = process.env["INGRESS_LOG_FILE"];
  if (file) appendFileSync(file, `${new Date().toISOString()} ${line}\n`);
}
