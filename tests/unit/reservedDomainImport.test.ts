// pulumi-ingress import of an account's reserved domains, and the getReservedDomains lookup: one list walk, each domain declared with
// adoptId, its certificate choice only where it is not the default.
import { readFile } from "node:fs/promises";
import * as path from "node:path";
import { startEmulator } from "../../emulator";
import type { Emulator } from "../../emulator/types";
import { makeChain } from "../support/certs";
import { newFolderEachTest, runCommand, VERSIONS } from "../support/commandRuns";
import { line } from "../support/requestLog";
import { apiFor } from "../emulator/helpers";
import { getReservedDomains } from "../../sdk";

let emulator: Emulator;
const ids: Record<string, string> = {};

beforeAll(async () => {
  emulator = await startEmulator();
  const api = apiFor(emulator);
  const chain = await makeChain({ keyType: "ecdsa", commonName: "shop.example.com", dnsNames: ["shop.example.com"] });
  ids["cert"] = String((await api.post("/tls_certificates", { certificate_pem: chain.certificatePem, private_key_pem: chain.privateKeyPem })).body.id);
  for (const [key, body] of Object.entries({
    app: { domain: "app.example.com", description: "Main app" },
    shop: { domain: "shop.example.com", certificate_id: ids["cert"] },
    rsa: { domain: "*.eu.example.com", certificate_management_policy: { private_key_type: "rsa" }, resolves_to: [{ value: "eu" }] },
    dev: { domain: "me.ngrok.app" },
  })) {
    ids[key] = String((await api.post("/reserved_domains", body)).body.id);
  }
}, 60_000);

afterAll(() => emulator?.close());

const dir = newFolderEachTest("import-domains-", () => emulator);

test("--only domains: one list walk; each domain adopted, the certificate choice written only where it is not the default", async () => {
  const { code, stdout, stderr } = await runCommand(["import", "--only", "domains", "--out", "out"], { cwd: dir(), versions: VERSIONS });
  expect(code).toBe(0);
  expect(stderr).toBe("");
  expect(stdout).toContain("4 reserved domains");
  expect(emulator.log.map(line)).toEqual(["GET /reserved_domains 200"]);
  const index = await readFile(path.join(dir(), "out", "index.ts"), "utf8");
  const declarations = index.split("\n").filter((l) => l.includes("ReservedDomain(") || /^\s+(adoptId|domain|description|certificateId|certificateManagementPolicy|resolvesTo):/.test(l));
  expect(declarations).toEqual([
    'const mainAppDomain = new ingress.ReservedDomain("mainAppDomain", {',
    `  adoptId: "${ids["app"]}",`,
    '  domain: "app.example.com",',
    '  description: "Main app",',
    'const shopExampleComDomain = new ingress.ReservedDomain("shopExampleComDomain", {',
    `  adoptId: "${ids["shop"]}",`,
    '  domain: "shop.example.com",',
    `  certificateId: "${ids["cert"]}",`,
    'const wildcardEuExampleComDomain = new ingress.ReservedDomain("wildcardEuExampleComDomain", {',
    `  adoptId: "${ids["rsa"]}",`,
    '  domain: "*.eu.example.com",',
    '  certificateManagementPolicy: { privateKeyType: "rsa" },',
    '  resolvesTo: ["eu"],',
    'const meNgrokAppDomain = new ingress.ReservedDomain("meNgrokAppDomain", {',
    `  adoptId: "${ids["dev"]}",`,
    '  domain: "me.ngrok.app",',
  ]);
});

test("getReservedDomains: every domain of the account, newest first over pages, each as the API holds it", async () => {
  const found = await getReservedDomains({ apiKey: emulator.apiKey, baseUrl: emulator.baseUrl, pageSize: 2 });
  expect(found.map((d) => d.domain)).toEqual(["me.ngrok.app", "*.eu.example.com", "shop.example.com", "app.example.com"]);
  // Exactly: the service leaves out what is empty (omitempty), the certificate, the region, and the
  // provisioning job's renewsAt, errorCode and retriesAt among them, and the lookup holds no key for them.
  expect(found[1]).toStrictEqual({
    id: ids["rsa"],
    uri: `${emulator.baseUrl}/reserved_domains/${ids["rsa"]}`,
    createdAt: expect.stringMatching(/Z$/),
    description: null,
    metadata: null,
    domain: "*.eu.example.com",
    cnameTarget: expect.stringMatching(/\.ngrok-cname\.com$/),
    certificateManagementPolicy: { authority: "letsencrypt", privateKeyType: "rsa" },
    certificateManagementStatus: { provisioningJob: { msg: "Managed certificate provisioning in progress.", startedAt: expect.stringMatching(/Z$/) } },
    acmeChallengeCnameTarget: expect.stringMatching(/\.ngrok-cname\.com$/),
    resolvesTo: [{ value: "eu" }],
  });
});
