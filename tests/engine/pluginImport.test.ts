// Pulumi's own `pulumi import --file` through the provider plugin (plugin/, docs/plugin.md), of the
// file `pulumi-ingress import --format pulumi-import` writes for an account holding every family
// that can be imported (one route with modules, one certificate and one subscription among them):
// GETs only, the state holding each with its id and the inputs a program declares, and a program
// declaring what was imported previews clean (no change, no call).
// Moved to tests/provider/pluginImport.test.ts, each test under its name here: `pulumi import TYPE
// NAME ID` of the certificate, the route and the subscription, one engine run each, where the
// plugin's part is its answer to the import's read (GETs only, the inputs a program declares) and
// to the check and diff of a program declaring the three (no change, no call), now sent to its gRPC
// server in process. The engine's part of an import, the same for that form and --file, is here:
// the CLI's import through the plugin, the inputs it stores, the preview after it.
import { execFile } from "node:child_process";
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { FAMILY_NAMES } from "../../provider/families";
import { postLaterFamilies } from "../support/laterFamilies";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, outOfBand, type Run, startRun, type StateResource, userProject } from "../support/engine";
import { type Account, makeAccount, SEED } from "../support/pluginImportAccount";
import { pluginProgram, usePlugin } from "../support/plugin";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let run: Run;
let project: string;
let account: Account;

/** Every call since the mark is a GET. */
const onlyGets = (): string[] => run.calls().filter((c) => !c.startsWith("GET "));

beforeAll(async () => {
  project = await userProject();
  run = await startRun("plugin-import", { emulator: { seed: SEED }, body: "" });
  account = await makeAccount(run.emulator);
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await run?.dispose();
});

describe("pulumi import --file, from pulumi-ingress import --format pulumi-import", () => {
  let file: string;

  beforeAll(async () => {
    // More families on the same account: an endpoint, a domain, a vault, an IP policy with a rule.
    await outOfBand(run.emulator, "POST", "/endpoints", { url: "https://shop.example.com", traffic_policy: '{"on_http_request":[{"actions":[{"type":"deny","config":{"status_code":503}}]}]}', description: "Shop" });
    await outOfBand(run.emulator, "POST", "/reserved_domains", { domain: "imported.example.com", description: "Imported" });
    await outOfBand(run.emulator, "POST", "/vaults", { name: "imported-vault" });
    const policy = (await outOfBand(run.emulator, "POST", "/ip_policies", { description: "Office" })) as { id: string };
    await outOfBand(run.emulator, "POST", "/ip_policy_rules", { ip_policy_id: policy.id, cidr: "198.51.100.0/24", action: "deny", description: "Blocked" });
    // And one of each later family (tests/support/laterFamilies.ts), its IP restriction on the policy.
    await postLaterFamilies(run.emulator, policy.id);
    // An AI gateway key, on an endpoint that runs the AI gateway (the only kind a key may name).
    const gateway = (await outOfBand(run.emulator, "POST", "/endpoints", { url: "https://ai.example.com", traffic_policy: '{"on_http_request":[{"actions":[{"type":"ai-gateway"}]}]}', description: "AI" })) as { id: string };
    await outOfBand(run.emulator, "POST", "/ai_gateway_api_keys", { endpoint_id: gateway.id, description: "Assistant" });
    file = path.join(run.engine.dir, "account-import.json");
    await run.stack.setProgram(pluginProgram(""));
    await usePlugin(run.stack.dir);
  });

  test("the command writes the file: one entry per resource, by type token, name and id", async () => {
    run.mark();
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, INGRESS_BASE_URL: run.emulator.baseUrl, INGRESS_API_KEY: run.emulator.apiKey };
    const r = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
      execFile(path.join(project, "node_modules", ".bin", "pulumi-ingress"), ["import", "--format", "pulumi-import"], { cwd: run.engine.dir, env }, (e, stdout, stderr) =>
        resolve({ code: e ? ((e as { code?: number }).code ?? -1) : 0, stdout, stderr }),
      ),
    );
    expect([r.code, r.stderr]).toEqual([
      0,
      "pulumi-ingress import: 1 TLS certificate, 1 route, 1 event subscription, 2 cloud endpoints, 1 event destination, 1 reserved domain, 1 vault, 2 IP policies, 1 IP policy rule, 1 TCP address, 1 certificate authority, 1 agent ingress, 1 IP restriction, 1 SSH certificate authority, 1 SSH credential, 1 service user, 1 credential, 1 API key and 1 AI gateway API key on stdout, for pulumi import --file\n",
    ]);
    expect(onlyGets()).toEqual([]);
    const entries = (JSON.parse(r.stdout) as { resources: { type: string; name: string; id: string }[] }).resources;
    expect(entries.map((e) => e.type)).toEqual([
      "ingress:index:TlsCertificate",
      "ingress:index:CloudEndpoint",
      "ingress:index:CloudEndpoint",
      "ingress:index:EventDestination",
      "ingress:index:EventSubscription",
      "ingress:index:ReservedDomain",
      "ingress:index:Vault",
      "ingress:index:IpPolicy",
      "ingress:index:IpPolicy",
      "ingress:index:HttpsEdgeRoute",
      "ingress:index:IpPolicyRule",
      "ingress:index:TcpAddress",
      "ingress:index:CertificateAuthority",
      "ingress:index:AgentIngress",
      "ingress:index:IpRestriction",
      "ingress:index:SshCertificateAuthority",
      "ingress:index:SshCredential",
      "ingress:index:ServiceUser",
      "ingress:index:Credential",
      "ingress:index:ApiKey",
      "ingress:index:AiGatewayApiKey",
    ]);
    expect(entries.find((e) => e.type === "ingress:index:HttpsEdgeRoute")?.id).toBe(account.ids.route);
    await fs.writeFile(file, r.stdout);
  });

  test("pulumi import --file adopts every resource with GETs only", async () => {
    run.mark();
    const env = { ...process.env, ...run.stack.stack.workspace.envVars };
    const r = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
      execFile(
        path.join(run.engine.bin, "pulumi"),
        ["import", "--file", file, "--yes", "--generate-code=false", "--stack", run.stack.name, "--non-interactive"],
        { cwd: run.stack.dir, env, maxBuffer: 64 << 20 },
        (e, stdout, stderr) => resolve({ code: e ? ((e as { code?: number }).code ?? -1) : 0, stdout, stderr }),
      ),
    );
    expect([r.code, r.stderr]).toEqual([0, ""]);
    expect(r.stdout).toMatch(/^ {4}= 21 imported$/m);
    expect(onlyGets()).toEqual([]);
    const resources = ((await run.stack.exportState()).deployment as { resources: StateResource[] }).resources;
    const types = resources.map((x) => x.type).filter((t) => t.startsWith("ingress:index:"));
    expect(new Set(types)).toEqual(new Set(FAMILY_NAMES.filter((f) => f !== "AbuseReport" && f !== "Secret").map((f) => `ingress:index:${f}`)));
    // The state holds each with its id and the inputs a program declares (the plugin's answer: tests/provider/pluginImport.test.ts).
    const of = (type: string) => resources.filter((r) => r.type === `ingress:index:${type}`).map((r) => [r.id, r.inputs]);
    expect(of("TlsCertificate")).toEqual([[account.ids.cert, account.declared.TlsCertificate]]);
    expect(of("HttpsEdgeRoute")).toEqual([[account.ids.route, account.declared.HttpsEdgeRoute]]);
    expect(of("EventSubscription")).toEqual([[account.ids.subscription, account.declared.EventSubscription]]);
  });

  test("a program declaring what was imported, with the inputs the state holds, previews clean: no change, no call", async () => {
    // The inputs as the state holds them (decrypted), declared as they are: what a program that matches the account writes.
    const env = { ...process.env, ...run.stack.stack.workspace.envVars };
    const exported = await new Promise<string>((resolve, reject) =>
      execFile(path.join(run.engine.bin, "pulumi"), ["stack", "export", "--show-secrets", "--stack", run.stack.name], { cwd: run.stack.dir, env, maxBuffer: 64 << 20 }, (e, out) =>
        e ? reject(e) : resolve(out),
      ),
    );
    const resources = (JSON.parse(exported) as { deployment: { resources: { type: string; urn: string; inputs: Record<string, unknown> }[] } }).deployment.resources.filter((x) =>
      x.type.startsWith("ingress:index:"),
    );
    const declared = resources.map((x) => ({ type: x.type.replace("ingress:index:", ""), name: x.urn.split("::").pop() as string, inputs: x.inputs }));
    await run.stack.setProgram(pluginProgram(`for (const r of ${JSON.stringify(declared)}) new ingress[r.type](r.name, r.inputs);`));
    run.mark();
    expect((await run.stack.preview()).summary).toEqual({ same: declared.length + 1 });
    expect(run.calls()).toEqual([]);
  });
});
