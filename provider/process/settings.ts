/**
 * Credentials and endpoint, resolved in the provider process: stack config (`ingress:apiKey`,
 * `ingress:baseUrl`, handed to `configure`) first, then `INGRESS_API_KEY` / `INGRESS_BASE_URL`.
 * Nothing here is captured by the serialized provider: only this module's name is.
 */
import { parseBaseUrl } from "../client/baseUrl";

export interface Settings {
  apiKey: string;
  baseUrl: string;
  /** The account's rate budget, which the client paces to once the service has answered 429. */
  rateLimit?: { requests: number; windowMs: number };
}

/** What `configure` receives: the stack config, looked up by fully qualified key. */
export interface ConfigSource {
  get(key: string): string | undefined;
  /** Where a key it holds comes from, when not the stack config recorded at the last `pulumi up` (the provider plugin's sources). */
  origin?(key: string): SettingOrigin;
  /** Where a key it lacks is given, when not with `pulumi config set` (an explicit provider's argument). */
  missing?(key: string): string | undefined;
}

export const CONFIG_API_KEY = "ingress:apiKey";
export const CONFIG_BASE_URL = "ingress:baseUrl";
export const ENV_API_KEY = "INGRESS_API_KEY";
export const ENV_BASE_URL = "INGRESS_BASE_URL";
/** Case files whose requests the behaviour diff at preview runs too (provider/resources/cloudEndpoint/behaviour.ts). */
export const CONFIG_TRAFFIC_CASES = "ingress:trafficCases";
export const ENV_TRAFFIC_CASES = "INGRESS_TRAFFIC_CASES";
export const CONFIG_RATE_LIMIT = "ingress:rateLimit";
export const ENV_RATE_LIMIT = "INGRESS_RATE_LIMIT";

/** `120/60s`: requests per window, the window in s or ms. */
function parseRateLimit(text: string): { requests: number; windowMs: number } | undefined {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*(ms|s)\s*$/.exec(text);
  if (!m) return undefined;
  const requests = Number(m[1]);
  const windowMs = Number(m[2]) * (m[3] === "s" ? 1000 : 1);
  return requests > 0 && windowMs > 0 ? { requests, windowMs } : undefined;
}

export class MissingSettingError extends Error {
  override name = "MissingSettingError";
}

/** Picks each setting from config, else the environment; throws naming both places when missing. */
export function resolveSettings(config: ConfigSource | undefined, env: NodeJS.ProcessEnv = process.env): Settings {
  const pick = (key: string, envName: string) => {
    const v = config?.get(key) ?? env[envName];
    return v === undefined || v.trim() === "" ? undefined : v.trim();
  };
  const apiKey = pick(CONFIG_API_KEY, ENV_API_KEY);
  const baseUrl = pick(CONFIG_BASE_URL, ENV_BASE_URL);
  if (apiKey === undefined) {
    throw new MissingSettingError(
      `missing credentials: set the API key with ${config?.missing?.(CONFIG_API_KEY) ?? `\`pulumi config set --secret ${CONFIG_API_KEY} <key>\``} or the ${ENV_API_KEY} environment variable`,
    );
  }
  if (baseUrl === undefined) {
    throw new MissingSettingError(
      `missing endpoint: set the API base URL with ${config?.missing?.(CONFIG_BASE_URL) ?? `\`pulumi config set ${CONFIG_BASE_URL} <url>\``} or the ${ENV_BASE_URL} environment variable`,
    );
  }
  parseBaseUrl(baseUrl, settingOrigins(config).baseUrl.label);
  const rate = pick(CONFIG_RATE_LIMIT, ENV_RATE_LIMIT);
  if (rate === undefined) return { apiKey, baseUrl };
  const rateLimit = parseRateLimit(rate);
  if (rateLimit === undefined) {
    throw new MissingSettingError(`${CONFIG_RATE_LIMIT} must read <requests>/<window>s, for example 120/60s; got ${JSON.stringify(rate)}`);
  }
  return { apiKey, baseUrl, rateLimit };
}

/** Where a setting in use came from, said in errors (never its value). */
export interface SettingOrigin {
  /** `stack config \`ingress:apiKey\`` or `the INGRESS_API_KEY environment variable`. */
  label: string;
  /** From stack config, which `pulumi refresh` and `pulumi destroy` take as recorded at the last `pulumi up`. */
  stackConfig: boolean;
  /** How to set it right, when not with `pulumi config set` or the environment (an explicit provider's argument). */
  fix?: string;
}

export interface SettingOrigins {
  apiKey: SettingOrigin;
  baseUrl: SettingOrigin;
}

/** The origins of what {@link resolveSettings} picks: stack config when it holds the setting, else the environment. */
export function settingOrigins(config: ConfigSource | undefined): SettingOrigins {
  const origin = (key: string, envName: string): SettingOrigin =>
    config?.get(key) !== undefined
      ? (config.origin?.(key) ?? { label: `stack config \`${key}\``, stackConfig: true })
      : { label: `the ${envName} environment variable`, stackConfig: false };
  return { apiKey: origin(CONFIG_API_KEY, ENV_API_KEY), baseUrl: origin(CONFIG_BASE_URL, ENV_BASE_URL) };
}
