// Behaviour at preview in process (docs/traffic.md, "Behaviour at preview"; issue #57): the lines a
// CloudEndpoint's diff works out from its old and new inputs, through the dynamic provider
// (tests/support/providerSteps.ts `stepsOf`, up then preview as the engine drives them) and through
// the plugin's gRPC server (tests/support/pluginReplay.ts `startPluginServer`: Check, Create, Check,
// Diff as the engine sends them, the secret wrapped as the engine wraps it), with no API call at
// preview and no secret in anything printed or answered. The three changes of
// tests/engine/behaviourAtPreview.test.ts: the network the policy lets in, a rule of the IP policy the
// policy names (given as `policyReads`), and a 47-character vault secret holding a quote and a
// backslash (given as `policyReads`). What stays on the engine there: that the engine prints these
// lines under each resource at preview and at up, with the engine's own plan making 0 API calls,
// that it hands an IP rule's Outputs and a config secret over, that nothing it prints holds a
// secret, and `pulumi-ingress traffic diff` against the engine's preview.
import { SECRET_SIG, SIG_KEY } from "../../plugin/src/secrets";
import * as cloudEndpoint from "../../provider/resources/cloudEndpoint/family";
import * as ipPolicy from "../../provider/resources/ipPolicy/family";
import { type PluginServer, startPluginServer } from "../support/pluginReplay";
import { useProviderService } from "../support/providerService";
import { stepsOf } from "../support/providerSteps";
import { NETWORK_AFTER as AFTER, NETWORK_BEFORE as BEFORE, NEW_SECRET as NEW, OLD_SECRET as OLD, officeOnly, officeOnlyBy, SECRET_POLICY } from "../support/traffic";

type Obj = Record<string, unknown>;

/** The swap on the endpoint at `host`, as printed when no engine is there to take it (`info: ` and the message). */
const swapped = (host: string): string =>
  [
    "info: behaviour at preview: 2 of 5 requests answer differently:",
    `  GET https://${host}/ from 203.0.113.1: 200 "hello" by on_http_request[1] "hello" -> 403 by on_http_request[0] "office only"`,
    `  GET https://${host}/ from 198.51.100.1: 403 by on_http_request[0] "office only" -> 200 "hello" by on_http_request[1] "hello"`,
  ].join("\n");

/** The changed secret on the endpoint at `host`: the one request's answer, both sides masked whole. */
const changed = (host: string): string =>
  [
    "info: behaviour at preview: 1 of 1 request answers differently:",
    `  GET https://${host}/ from 192.0.2.1: 200 "[secret]" by on_http_request[0] "hello" -> 200 "[secret]" by on_http_request[0] "hello" (what differs is secret)`,
  ].join("\n");

/** The runs of 8 characters of each secret, as written and JSON-escaped, found in `text`. */
function leaks(text: string): string[] {
  const found: string[] = [];
  for (const s of [OLD, NEW]) {
    for (const form of [s, JSON.stringify(s).slice(1, -1), JSON.stringify(JSON.stringify(s)).slice(1, -1)]) {
      for (let i = 0; i + 8 <= form.length; i++) if (text.includes(form.slice(i, i + 8))) found.push(form.slice(i, i + 8));
    }
  }
  return [...new Set(found)];
}

/** What `work` wrote with console.warn (where logOn prints without an engine), instead of writing it. */
async function warnedBy<T>(work: () => Promise<T>): Promise<{ value: T; said: string[] }> {
  const said: string[] = [];
  const warn = jest.spyOn(console, "warn").mockImplementation((...args: unknown[]) => void said.push(args.map(String).join(" ")));
  try {
    return { value: await work(), said };
  } finally {
    warn.mockRestore();
  }
}

const service = useProviderService();
const { mark, calls } = service;
let officeId: string;

beforeAll(async () => {
  const office = stepsOf(ipPolicy);
  await office.up({ description: "office" });
  officeId = office.id;
});

/** The three endpoints' inputs, the network (and the rule) `cidr`, the secret `secret`. */
const inputs = (cidr: string, secret: unknown, host: (name: string) => string) => ({
  network: { url: `https://${host("shop")}`, trafficPolicy: officeOnly(cidr) },
  rule: { url: `https://${host("rules")}`, trafficPolicy: officeOnlyBy(officeId), policyReads: { ipPolicyRules: [{ ipPolicyId: officeId, cidr, action: "allow" }] } },
  secret: { url: `https://${host("secret")}`, trafficPolicy: SECRET_POLICY, policyReads: { secrets: [{ vault: "shop", name: "api-token", value: secret }] } },
});

describe("through the dynamic provider (the SDK)", () => {
  const host = (name: string) => `${name}.example.com`;

  test.each([
    ["a changed network shows both requests whose answers swap", "network", swapped("shop.example.com")],
    ["a changed rule of the IP policy the policy names shows the swap", "rule", swapped("rules.example.com")],
    ["a changed 47-character secret holding a quote and a backslash shows its line, masked on both sides", "secret", changed("secret.example.com")],
  ] as const)("%s at preview, with 0 API calls; after up, a preview says nothing", async (_name, which, message) => {
    const ep = stepsOf(cloudEndpoint);
    await ep.up(inputs(BEFORE, OLD, host)[which]);
    const next = inputs(AFTER, NEW, host)[which];
    mark();
    const preview = await warnedBy(() => ep.preview(next));
    expect({ op: preview.value, said: preview.said, calls: calls() }).toEqual({ op: "update", said: [message], calls: [] });
    expect(leaks(preview.said.join("\n"))).toEqual([]);
    const up = await warnedBy(() => ep.up(next));
    expect({ op: up.value, said: up.said }).toEqual({ op: "update", said: [message] });
    expect(await warnedBy(() => ep.preview(next))).toEqual({ value: "same", said: [] });
  });
});

describe("through the plugin's gRPC server (YAML and the other languages)", () => {
  let server: PluginServer;
  const host = (name: string) => `${name}-yaml.example.com`;
  const secret = (value: string) => ({ [SIG_KEY]: SECRET_SIG, value });

  beforeAll(async () => {
    server = await startPluginServer();
    const { baseUrl, apiKey } = service.emulator;
    const configured = await server.call("Configure", {
      variables: { "ingress:config:baseUrl": baseUrl, "ingress:config:apiKey": apiKey },
      args: { baseUrl, apiKey: secret(apiKey) },
      acceptSecrets: true,
      acceptResources: true,
      sendsOldInputs: true,
      sendsOldInputsToDelete: true,
      urn: "urn:pulumi:test::test::pulumi:providers:ingress::default",
      name: "default",
      type: "pulumi:providers:ingress",
    });
    expect(configured.error).toBeUndefined();
  });

  afterAll(() => server?.stop());

  /** The engine's call of `method` for the endpoint `name`; its answer, or the test fails with the plugin's error. */
  async function call(method: string, name: string, request: Obj): Promise<Obj> {
    const r = await server.call(method, { urn: `urn:pulumi:test::test::ingress:index:CloudEndpoint::${name}`, name, type: "ingress:index:CloudEndpoint", ...request });
    expect(r.error).toBeUndefined();
    return r.response ?? {};
  }

  test.each([
    ["a changed network shows both requests whose answers swap", "network", swapped("shop-yaml.example.com")],
    ["a changed rule of the IP policy the policy names shows the swap", "rule", swapped("rules-yaml.example.com")],
    ["a changed 47-character secret holding a quote and a backslash shows its line, masked on both sides", "secret", changed("secret-yaml.example.com")],
  ] as const)("%s at preview, with 0 API calls, and neither value in the answer", async (_name, which, message) => {
    const name = `shop-${which}`;
    const first = (await call("Check", name, { olds: {}, news: inputs(BEFORE, secret(OLD), host)[which] }))["inputs"] as Obj;
    const created = await call("Create", name, { properties: first });
    const checked = (await call("Check", name, { olds: first, news: inputs(AFTER, secret(NEW), host)[which] }))["inputs"] as Obj;
    mark();
    const diff = await warnedBy(() => call("Diff", name, { id: created["id"], olds: created["properties"], news: checked, oldInputs: first }));
    expect({ answer: diff.value, said: diff.said, calls: calls() }).toEqual({ answer: { changes: "DIFF_SOME" }, said: [message], calls: [] });
    expect(leaks(JSON.stringify(diff.value) + diff.said.join("\n"))).toEqual([]);
  });

  test("the secret stays a secret in what the plugin's check answers", async () => {
    const checked = (await call("Check", "shop-secret-check", { olds: {}, news: inputs(AFTER, secret(NEW), host).secret }))["inputs"] as Obj;
    expect((checked["policyReads"] as { secrets: Obj[] }).secrets[0]?.["value"]).toEqual(secret(NEW));
  });
});
