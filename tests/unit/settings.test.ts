import { InvalidBaseUrlError } from "../../provider/client/baseUrl";
import { MissingSettingError, resolveSettings } from "../../provider/process/settings";

const config = (values: Record<string, string>) => ({ get: (k: string) => values[k] });

describe("settings", () => {
  test("stack config wins over the environment", () => {
    const env = { INGRESS_API_KEY: "env-key", INGRESS_BASE_URL: "http://env.test" };
    expect(resolveSettings(config({ "ingress:apiKey": "cfg-key", "ingress:baseUrl": "https://cfg.test/v2" }), env)).toEqual({ apiKey: "cfg-key", baseUrl: "https://cfg.test/v2" });
    expect(resolveSettings(config({}), env)).toEqual({ apiKey: "env-key", baseUrl: "http://env.test" });
  });

  test("missing credentials name both the config key and the variable", () => {
    expect(() => resolveSettings(config({}), {})).toThrow(new MissingSettingError(
      "missing credentials: set the API key with `pulumi config set --secret ingress:apiKey <key>` or the INGRESS_API_KEY environment variable"));
    expect(() => resolveSettings(config({ "ingress:apiKey": "k" }), {})).toThrow(
      "missing endpoint: set the API base URL with `pulumi config set ingress:baseUrl <url>` or the INGRESS_BASE_URL environment variable");
    expect(() => resolveSettings(config({ "ingress:apiKey": "k", "ingress:baseUrl": "ftp://x" }), {})).toThrow(
      new InvalidBaseUrlError('stack config `ingress:baseUrl` must be an absolute http:// or https:// URL without credentials, a query or a fragment; got "ftp://x"'));
    expect(() => resolveSettings(config({ "ingress:apiKey": "k" }), { INGRESS_BASE_URL: "https://u:pw@api.test/?t=1" })).toThrow(
      new InvalidBaseUrlError('the INGRESS_BASE_URL environment variable must be an absolute http:// or https:// URL without credentials, a query or a fragment; got "https://***@api.test/?***"'));
  });

  test("the rate budget reads <requests>/<window>", () => {
    const base = { "ingress:apiKey": "k", "ingress:baseUrl": "http://h" };
    expect(resolveSettings(config({ ...base, "ingress:rateLimit": "20/5s" }), {}).rateLimit).toEqual({ requests: 20, windowMs: 5000 });
    expect(resolveSettings(config(base), { INGRESS_RATE_LIMIT: "120/60000ms" }).rateLimit).toEqual({ requests: 120, windowMs: 60000 });
    expect(() => resolveSettings(config({ ...base, "ingress:rateLimit": "fast" }), {})).toThrow(
      'ingress:rateLimit must read <requests>/<window>s, for example 120/60s; got "fast"');
  });
});
