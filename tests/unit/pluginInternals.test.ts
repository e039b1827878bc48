// The provider plugin's own pieces, apart from the engine: secrets across the protocol, the
// settings' sources (default and explicit providers), and check over a family's functions.
import { startEmulator } from "../../emulator";
import { invoke, LOOKUPS } from "../../plugin/src/functions";
import { makeChain } from "../support/certs";
import { FAMILIES } from "../../provider/families";
import { ACL_RULE } from "../../provider/inputs/acl";
import { resolveSettings, settingOrigins } from "../../provider/process/settings";
import * as ops from "../../plugin/src/operations";
import { isSecret, SECRET_SIG, SIG_KEY, unwrap, wrapAt } from "../../plugin/src/secrets";
import { configSource, configure, isDefaultProvider } from "../../plugin/src/settings";
import * as runtime from "../../provider/process/runtime";

const secret = (value: unknown) => ({ [SIG_KEY]: SECRET_SIG, value });

describe("secrets", () => {
  test("unwrap gives the plain value and where the secrets were, at any depth", () => {
    expect(unwrap({ a: secret("x"), b: [1, secret({ c: 2 })], d: { e: secret("y") } })).toEqual({
      plain: { a: "x", b: [1, { c: 2 }], d: { e: "y" } },
      secrets: [["a"], ["b", 1], ["d", "e"]],
    });
  });

  test("wrapAt wraps each path present, once; absent paths are skipped", () => {
    const wrapped = wrapAt({ a: "x", d: { e: "y" } }, [["a"], ["a"], ["d", "e"], ["missing"], ["d", "f", "g"]]);
    expect(wrapped).toEqual({ a: secret("x"), d: { e: secret("y") } });
    expect(isSecret((wrapped as { a: unknown }).a)).toBe(true);
  });
});

describe("settings", () => {
  const env = { PULUMI_CONFIG: JSON.stringify({ apiKey: "current-key", baseUrl: "http://127.0.0.1:9" }) };

  test("a provider's URN tells the default provider from an explicit one", () => {
    expect(isDefaultProvider("urn:pulumi:dev::app::pulumi:providers:ingress::default_0_1_0")).toBe(true);
    expect(isDefaultProvider("urn:pulumi:dev::app::pulumi:providers:ingress::default")).toBe(true);
    expect(isDefaultProvider("urn:pulumi:dev::app::pulumi:providers:ingress::other")).toBe(false);
  });

  test("the default provider: the stack config as it is now first, then what Configure recorded; failures name the stack config without --run-program advice", () => {
    configure({ apiKey: "recorded-key", rateLimit: "60/60s" }, "urn:pulumi:dev::app::pulumi:providers:ingress::default");
    const source = configSource(env);
    expect(resolveSettings(source, {})).toEqual({ apiKey: "current-key", baseUrl: "http://127.0.0.1:9", rateLimit: { requests: 60, windowMs: 60_000 } });
    expect(settingOrigins(source).apiKey).toEqual({ label: "stack config `ingress:apiKey`", stackConfig: false });
  });

  test("an explicit provider: its own arguments only, then the environment", () => {
    configure({ apiKey: "own-key" }, "urn:pulumi:dev::app::pulumi:providers:ingress::other");
    const source = configSource(env);
    expect(resolveSettings(source, { INGRESS_BASE_URL: "http://127.0.0.1:8" })).toEqual({ apiKey: "own-key", baseUrl: "http://127.0.0.1:8" });
    expect(settingOrigins(source)).toEqual({
      apiKey: { label: "the provider's argument `apiKey`", stackConfig: false, fix: "Give the provider the right `apiKey` argument" },
      baseUrl: { label: "the INGRESS_BASE_URL environment variable", stackConfig: false },
    });
  });
});

describe("check through the family's functions", () => {
  test("a private key passed as a plain string comes back secret; the rest as given", async () => {
    const chain = await makeChain({ commonName: "plugin.example.com", dnsNames: ["plugin.example.com"] });
    const r = await ops.check(FAMILIES.TlsCertificate, "urn:pulumi:dev::app::ingress:index:TlsCertificate::c", {}, { certificatePem: chain.certificatePem, privateKeyPem: chain.privateKeyPem, description: "d" });
    expect(r).toEqual({ inputs: { certificatePem: chain.certificatePem, privateKeyPem: secret(chain.privateKeyPem), description: "d" }, failures: [] });
  });

  test("an abuse report's URN reaches its check, and is not among the inputs it returns", async () => {
    const r = await ops.check(FAMILIES.AbuseReport, "urn:pulumi:dev::app::ingress:index:AbuseReport::r", {}, { urls: ["https://phish.example.test/login"] });
    expect(r).toEqual({ inputs: { urls: ["https://phish.example.test/login"] }, failures: [] });
  });

  test("a bad input is the family's check failure, naming the field and the rule", async () => {
    const r = await ops.check(FAMILIES.Vault, "urn:pulumi:dev::app::ingress:index:Vault::v", {}, { name: 5 });
    expect(r.failures).toEqual([{ property: "name", reason: "name must be a string; got number" }]);
  });

  test("a failure at a nested path names its top-level input, as the engine looks it up, the reason keeping the whole path", async () => {
    const credential = await ops.check(FAMILIES.Credential, "urn:pulumi:dev::app::ingress:index:Credential::c", {}, { acl: ["bind:"] });
    expect(credential.failures).toEqual([{ property: "acl", reason: `acl[0] ${ACL_RULE}; got "bind:"` }]);
    const route = { edgeId: "edghts_1", match: "/", matchType: "path_prefix" };
    const backend = await ops.check(FAMILIES.HttpsEdgeRoute, "urn:pulumi:dev::app::ingress:index:HttpsEdgeRoute::r", {}, { ...route, backend: { backendId: 5 } });
    expect(backend.failures).toEqual([{ property: "backend", reason: "backend.backendId must be a string; got number" }]);
  });

  test("a failure under a top-level input holding a secret names no input (the engine would print its value)", async () => {
    const urn = "urn:pulumi:dev::app::ingress:index:HttpsEdgeRoute::r";
    const route = { edgeId: "edghts_1", match: "/", matchType: "path_prefix" };
    const wire = await ops.check(FAMILIES.HttpsEdgeRoute, urn, {}, { ...route, oauth: { provider: { github: { clientId: 5, clientSecret: "s" } } } });
    expect(wire.failures).toEqual([{ property: "", reason: "oauth.provider.github.clientId must be a string; got number" }]);
    const marked = await ops.check(FAMILIES.HttpsEdgeRoute, urn, {}, { ...route, backend: { backendId: 5, note: secret("x") } });
    expect(marked.failures).toEqual([
      { property: "", reason: "backend.backendId must be a string; got number" },
      { property: "", reason: "backend.note is not a known field (allowed fields are listed in the API reference)" },
    ]);
  });

  test("a Traffic Policy text holding a secret comes back secret, as YAML or as JSON; one without, and other texts, as given", async () => {
    const urn = "urn:pulumi:dev::app::ingress:index:CloudEndpoint::e";
    const yaml = `on_http_request:\n  - actions:\n      - type: basic-auth\n        config:\n          credentials: ["ops:pw-81be"]\n`;
    const json = JSON.stringify({ on_http_request: [{ actions: [{ type: "basic-auth", config: { credentials: ["ops:pw-81be"] } }] }] });
    const plain = JSON.stringify({ on_http_request: [{ actions: [{ type: "forward-internal", config: { url: "https://e.internal" } }] }] });
    for (const policy of [yaml, json]) {
      const r = await ops.check(FAMILIES.CloudEndpoint, urn, {}, { url: "https://e.example.com", trafficPolicy: policy, description: "no colon here" });
      expect(r).toEqual({ inputs: { url: "https://e.example.com", trafficPolicy: secret(policy), description: "no colon here" }, failures: [] });
    }
    const r = await ops.check(FAMILIES.CloudEndpoint, urn, {}, { url: "https://e.example.com", trafficPolicy: plain });
    expect(r).toEqual({ inputs: { url: "https://e.example.com", trafficPolicy: plain }, failures: [] });
  });

  test("a policy expression that does not parse is refused by the plugin's check with the family's line", async () => {
    const urn = "urn:pulumi:dev::app::ingress:index:CloudEndpoint::e";
    const policy = "on_http_request:\n  - name: office only\n    expressions: ['req.method == ']\n    actions: [{ type: deny }]\n";
    const r = await ops.check(FAMILIES.CloudEndpoint, urn, {}, { url: "https://e.example.com", trafficPolicy: policy });
    expect(r.failures).toEqual([
      { property: "", reason: 'trafficPolicy on_http_request rule "office only" expression "req.method == " does not parse: <input>:1:12: found = but expecting end of input' },
    ]);
  });

  test("a type token that is not ours is one line", () => {
    expect(() => ops.familyOf("aws:s3:Bucket", "")).toThrow("unknown resource type aws:s3:Bucket: this plugin serves ingress:index:<Class> for the classes of pulumi-ingress");
  });
});

describe("functions: the SDK's lookups, with the provider's settings", () => {
  test("a list lookup returns { items }, one by id { item }; an unknown token is one line naming the served ones", async () => {
    const emulator = await startEmulator({ seed: { edges: [{ id: "edghts_one", hostports: ["one.example.com:443"] }] } });
    try {
      configure({ apiKey: emulator.apiKey, baseUrl: emulator.baseUrl }, "urn:pulumi:dev::app::pulumi:providers:ingress::other");
      await fetch(`${emulator.baseUrl}/vaults`, {
        method: "POST",
        headers: { authorization: `Bearer ${emulator.apiKey}`, "service-version": "2", "content-type": "application/json" },
        body: JSON.stringify({ name: "found-vault" }),
      });
      const vaults = (await invoke("ingress:index:getVaults", {})) as { items: { name: string }[] };
      expect(vaults.items.map((v) => v.name)).toEqual(["found-vault"]);
      const edge = (await invoke("ingress:index:getHttpsEdge", { id: "edghts_one" })) as { item: { id: string; hostports: string[] } };
      expect([edge.item.id, edge.item.hostports]).toEqual(["edghts_one", ["one.example.com:443"]]);
      await expect(invoke("ingress:index:getWidgets", {})).rejects.toThrow(`unknown function ingress:index:getWidgets: this plugin serves ${LOOKUPS.map((l) => `ingress:index:${l.name}`).join(", ")}`);
      await expect(invoke("ingress:index:getHttpsEdge", {})).rejects.toThrow("getHttpsEdge: id is required, the id of the item to read");
      // A missing or refused key is said with the provider's own argument as its place and its fix.
      runtime.configure({ config: configSource({}) });
      configure({ baseUrl: emulator.baseUrl }, "urn:pulumi:dev::app::pulumi:providers:ingress::other");
      await expect(ops.create(FAMILIES.Vault, "urn:pulumi:dev::app::ingress:index:Vault::v", { name: "refused-vault" })).rejects.toThrow(
        "missing credentials: set the API key with the provider's `apiKey` argument or the INGRESS_API_KEY environment variable",
      );
      configure({ apiKey: "wrong-key-7f3a", baseUrl: emulator.baseUrl }, "urn:pulumi:dev::app::pulumi:providers:ingress::other");
      await expect(ops.create(FAMILIES.Vault, "urn:pulumi:dev::app::ingress:index:Vault::v", { name: "refused-vault" })).rejects.toThrow(
        "the service refused the API key from the provider's argument `apiKey` (401 ERR_INVALID_CREDENTIALS: the API key is not valid); nothing more is sent with this key. Give the provider the right `apiKey` argument",
      );
    } finally {
      await emulator.close();
    }
  });
});
