/**
 * The provider's settings in the plugin: `apiKey`, `baseUrl` and `rateLimit` (the package's
 * `ingress:` config keys), resolved at every operation as the dynamic provider resolves them
 * (provider/process/settings.ts), from these places, first found wins:
 *
 * - the default provider (a program that declares no provider of its own): the stack config as it
 *   is now, which the engine hands the plugin at start in `PULUMI_CONFIG`, so that `refresh` and
 *   `destroy` use today's key even though the engine configures the provider with the config
 *   recorded at the last `up`; then that recorded config;
 * - an explicit provider (`pulumi:providers:ingress`): its own arguments, and nothing of the stack
 *   config, so two providers with two keys never mix;
 * - then the environment (`INGRESS_API_KEY`, `INGRESS_BASE_URL`, `INGRESS_RATE_LIMIT`).
 */
import type { ConfigSource } from "../../provider/process/settings";
import { CONFIG_API_KEY, CONFIG_BASE_URL, CONFIG_RATE_LIMIT, ENV_API_KEY, ENV_BASE_URL, ENV_RATE_LIMIT } from "../../provider/process/settings";

/** The provider's settings as the schema declares them (its `config` and `provider`): names without the `ingress:` namespace. */
export const CONFIG = [
  {
    name: CONFIG_API_KEY.replace(/^ingress:/, ""),
    secret: true,
    description: `API key the provider calls the service with, a secret (\`pulumi config set --secret ${CONFIG_API_KEY} <key>\`). Default: the ${ENV_API_KEY} environment variable.`,
  },
  {
    name: CONFIG_BASE_URL.replace(/^ingress:/, ""),
    secret: false,
    description: `API base URL (\`https://api.example.com\`). Default: the ${ENV_BASE_URL} environment variable.`,
  },
  {
    name: CONFIG_RATE_LIMIT.replace(/^ingress:/, ""),
    secret: false,
    description: `The account's rate budget when it differs from the service's 120 per 60 s, written \`<requests>/<window>\` with the window in \`s\` or \`ms\` (\`600/60s\`); nothing is paced until the service first answers 429. Default: the ${ENV_RATE_LIMIT} environment variable, else none.`,
  },
] as const;

/** What Configure gave: the provider's arguments (plain), and whether it is the default provider. */
interface Configured {
  args: Record<string, unknown>;
  isDefault: boolean;
}

let configured: Configured = { args: {}, isDefault: true };

/**
 * A provider's URN names a default provider `default` or `default_<version>`
 * (`urn:pulumi:dev::app::pulumi:providers:ingress::default_0_1_0`); an empty URN (an engine too old
 * to send it) is taken for the default provider.
 */
export const isDefaultProvider = (urn: string): boolean => urn === "" || /::default(_[\w-]+)?$/.test(urn);

export function configure(args: Record<string, unknown>, urn: string): void {
  configured = { args, isDefault: isDefaultProvider(urn) };
}

/** The stack config the engine started the plugin with (`PULUMI_CONFIG`: keys with or without the namespace, secrets in plaintext). */
function stackConfig(env: NodeJS.ProcessEnv): Record<string, unknown> {
  const text = env["PULUMI_CONFIG"];
  if (text === undefined || text === "") return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed !== null && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (v: unknown): string | undefined => (typeof v === "string" && v.trim() !== "" ? v : undefined);

/**
 * The settings' source for `resolveSettings`, read afresh at each call (so at every operation).
 * Failures name where a setting came from: the stack config (as it is now, so with no advice about
 * `--run-program`), or an explicit provider's argument.
 */
export const configSource = (env: NodeJS.ProcessEnv = process.env): ConfigSource => ({
  get(key) {
    const short = key.replace(/^ingress:/, "");
    const fromArgs = text(configured.args[short]);
    if (!configured.isDefault) return fromArgs;
    const stack = stackConfig(env);
    return text(stack[key]) ?? text(stack[short]) ?? fromArgs;
  },
  origin(key) {
    const short = key.replace(/^ingress:/, "");
    return configured.isDefault
      ? { label: `stack config \`${key}\``, stackConfig: false }
      : { label: `the provider's argument \`${short}\``, stackConfig: false, fix: `Give the provider the right \`${short}\` argument` };
  },
  missing(key) {
    return configured.isDefault ? undefined : `the provider's \`${key.replace(/^ingress:/, "")}\` argument`;
  },
});
