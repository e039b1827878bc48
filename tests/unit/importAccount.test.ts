// `pulumi-ingress import` of a realistic account (tests/support/importAccount.ts), run in process
// against the emulator as tests/unit/importCommand.test.ts runs it: one walk per family, every item
// named, the files of a complete project, the secret keys listed, and no secret written or printed;
// a wrong key is one line and writes nothing. Moved here from tests/engine/import.test.ts (issue
// 58), where the engine keeps what only it proves: the written project installs from the packed
// tarball and type-checks under `tsc --strict`, and `pulumi up` adopts it.
import { readdir, readFile } from "node:fs/promises";
import * as path from "node:path";
import { startEmulator } from "../../emulator";
import type { Emulator } from "../../emulator/types";
import { type CommandRun, newFolderEachTest, runCommand } from "../support/commandRuns";
import { type AccountIds, ENDPOINTS, POLICY_KEY, SECRET_KEYS, SECRETS, SEED, seedAccount, WALKS } from "../support/importAccount";
import { line } from "../support/requestLog";

let emulator: Emulator;
let ids: AccountIds;
/** Everything the command printed, for the secret search. */
let printed = "";

beforeAll(async () => {
  emulator = await startEmulator({ seed: SEED });
  ids = await seedAccount(emulator);
}, 60_000);

afterAll(() => emulator.close());

const dir = newFolderEachTest("import-account-", () => emulator);

/** Runs the command in `dir()` with the versions a user's install gives it (this package's, the `@pulumi/pulumi` beside it). */
async function run(args: string[]): Promise<CommandRun> {
  const r = await runCommand(args, { cwd: dir() });
  printed += r.stdout + r.stderr;
  return r;
}

const calls = (): string[] => emulator.log.map(line);

/** Every file under `root`, relative, sorted. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name))).sort();
}

/** Every distinctive line of a PEM body. */
const pemLines = (pem: string): string[] => pem.split("\n").filter((l) => l.length >= 40 && !l.startsWith("-----"));

const secrets = (): string[] => [...Object.values(SECRETS), emulator.apiKey, ...ids.privateKeys.flatMap(pemLines)];

test("the import writes a complete project from one walk per family, names every item, lists the secret keys and prints no secret", async () => {
  const out = path.join(dir(), "imported");
  const r = await run(["import", "--out", "imported"]);
  expect(r).toEqual({
    code: 0,
    stdout:
      "pulumi-ingress import: wrote imported: 8 TLS certificates, 12 routes, 4 event subscriptions, 4 cloud endpoints, 2 event destinations, 1 reserved domain, 1 vault, 2 IP policies, 1 IP policy rule, 1 TCP address, 1 certificate authority, 1 agent ingress, 1 IP restriction, 1 SSH certificate authority, 1 SSH credential, 1 service user, 1 credential and 1 API key; index.ts, certs/ (8 certificate chains), cas/ (1 CA certificate), Pulumi.yaml, package.json, tsconfig.json, .gitignore, README.md\n" +
      "pulumi-ingress import: set the 4 secrets the service does not return (each command asks for its value):\n" +
      SECRET_KEYS.map((k) => `  pulumi config set --secret ${k}\n`).join("") +
      "pulumi-ingress import: set the value that holds a secret, which the program does not write, to the text the service holds (each command asks for it, or reads it from stdin):\n" +
      `  pulumi config set --secret ${POLICY_KEY}\n` +
      "pulumi-ingress import: next: see imported/README.md\n",
    stderr: "",
  });
  expect(calls()).toEqual(WALKS);
  const index = await readFile(path.join(out, "index.ts"), "utf8");
  const declared = [...index.matchAll(/^const (\w+) = new ingress\.(\w+)\("(\w+)", \{\n {2}adoptId: "(\w+)",$/gm)].map((m) => [m[2], m[1], m[4]]);
  expect(declared.map(([kind, name]) => `${kind} ${name}`)).toEqual([
    "TlsCertificate storefrontCert",
    "TlsCertificate adminExampleComCert",
    "TlsCertificate hooksExampleComCert",
    "TlsCertificate wildcardCert",
    "TlsCertificate apiExampleComCert",
    "TlsCertificate storefrontCert2",
    "TlsCertificate statusExampleComCert",
    "TlsCertificate legacyExampleComCert",
    "CloudEndpoint storefrontEndpoint",
    "CloudEndpoint shopInternalEndpoint",
    "CloudEndpoint statusExampleComEndpoint",
    "CloudEndpoint opsExampleComEndpoint",
    "EventDestination chatDest",
    "EventDestination siemDest",
    "EventSubscription securityAuditSubscription",
    "EventSubscription ipPolicyUpdatedSubscription",
    "EventSubscription certificatesSubscription",
    "EventSubscription securityAuditSubscription2",
    "ReservedDomain importedDomain",
    "Vault importedVault",
    "IpPolicy ipPolicy",
    "IpPolicy ipPolicy2",
    "HttpsEdgeRoute storefrontRoute",
    "HttpsEdgeRoute publicApiRoute",
    "HttpsEdgeRoute wsRoute",
    "HttpsEdgeRoute accountsRoute",
    "HttpsEdgeRoute publicApiRoute2",
    "HttpsEdgeRoute backOfficeRoute",
    "HttpsEdgeRoute ssoRoute",
    "HttpsEdgeRoute reportsRoute",
    "HttpsEdgeRoute metricsRoute",
    "HttpsEdgeRoute slackRoute",
    "HttpsEdgeRoute snsRoute",
    "HttpsEdgeRoute githubRoute",
    "IpPolicyRule blockedIpRule",
    "TcpAddress databaseTcpAddress",
    "CertificateAuthority clientsCa",
    "AgentIngress devicesIngress",
    "IpRestriction endpointsIpRestriction",
    "SshCertificateAuthority hostsSshCa",
    "SshCredential deviceSshCredential",
    "ServiceUser deployBotsServiceUser",
    "Credential agentsCredential",
    "ApiKey ciKey",
  ]);
  // Families in registry order, each after those it refers to: the destinations before the subscriptions
  // sending to them, the IP policies before the routes restricted to them. Seeded items come in id
  // order (the emulator's lists sort by id): ed_chat before ed_siem.
  expect(declared.map(([, , id]) => id)).toEqual([...ids.certificates, ...ids.endpoints, "ed_chat", "ed_siem", ...ids.subscriptions, ids.domain, ids.vault, ...SEED.ipPolicies.map((p) => p.id), ...ids.routes, ids.rule, ...ids.rest]);
  expect(index).toContain(
    [
      'const shopInternalEndpoint = new ingress.CloudEndpoint("shopInternalEndpoint", {',
      `  adoptId: "${ids.endpoints[1] ?? ""}",`,
      '  url: "https://shop.internal",',
      `  trafficPolicy: ${JSON.stringify(ENDPOINTS[1]?.traffic_policy)},`,
      '  bindings: ["internal"],',
      "  poolingEnabled: true,",
      "});",
      "",
      'const statusExampleComEndpoint = new ingress.CloudEndpoint("statusExampleComEndpoint", {',
      `  adoptId: "${ids.endpoints[2] ?? ""}",`,
      '  url: "https://status.example.com",',
      `  trafficPolicy: ${JSON.stringify(ENDPOINTS[2]?.traffic_policy)},`,
      `  metadata: ${JSON.stringify(ENDPOINTS[2]?.metadata)},`,
      '  bindings: ["public"],',
      "});",
      "",
      'const opsExampleComEndpoint = new ingress.CloudEndpoint("opsExampleComEndpoint", {',
      `  adoptId: "${ids.endpoints[3] ?? ""}",`,
      '  url: "https://ops.example.com",',
      `  trafficPolicy: config.requireSecret("${POLICY_KEY}"),`,
      '  bindings: ["public"],',
      "});",
      "",
    ].join("\n"),
  );
  expect(index).toContain(
    [
      "// What the resources point at, which this program does not declare.",
      "// HTTPS edge admin.example.com:443: Back office",
      'const backOfficeEdge = "edghts_admin";',
      "// HTTPS edge app.example.com:443: Customer app",
      'const customerAppEdge = "edghts_app";',
      "// HTTPS edge hooks.example.com:443",
      'const hooksExampleComEdge = "edghts_hooks";',
      "// Tunnel group backend of storefrontRoute, publicApiRoute, wsRoute, accountsRoute and publicApiRoute2",
      'const customerAppBackend = "bkdtg_app";',
      "// Tunnel group backend of backOfficeRoute, ssoRoute, reportsRoute and metricsRoute",
      'const backOfficeBackend = "bkdtg_admin";',
      "// Tunnel group backend of slackRoute, snsRoute and githubRoute",
      'const hooksExampleComBackend = "bkdtg_hooks";',
      "",
      "// TLS certificates",
    ].join("\n"),
  );
  // What the program declares is named by its resource's id, never by a constant.
  expect(index).not.toMatch(/^const \w+ = "(ipp|ed|vault)_/m);
  expect(index).toContain("  ipRestriction: { ipPolicyIds: [ipPolicy.id] },\n");
  expect(index).toContain("  destinationIds: [siemDest.id, chatDest.id],\n");
  expect(index).toContain("  ipPolicyId: ipPolicy.id,\n");
  // The account's later families refer to each other as the program's own resources.
  expect(index).toContain("  ipPolicyIds: [ipPolicy2.id],\n");
  expect(index).toContain("  ownerId: deployBotsServiceUser.id,\n");
  expect(await filesUnder(out)).toEqual([
    ".gitignore",
    "Pulumi.yaml",
    "README.md",
    "cas/clientsCa.pem",
    ...["adminExampleComCert", "apiExampleComCert", "hooksExampleComCert", "legacyExampleComCert", "statusExampleComCert", "storefrontCert", "storefrontCert2", "wildcardCert"].map((n) => `certs/${n}.pem`),
    "index.ts",
    "package.json",
    "tsconfig.json",
  ]);
  // This package's version, and the @pulumi/pulumi installed beside it (here the repository's; the
  // engine suite checks it in a user's project, installed from the packed tarball).
  const installed = JSON.parse(await readFile(require.resolve("@pulumi/pulumi/package.json"), "utf8")) as { version: string };
  const manifest = JSON.parse(await readFile(path.join(out, "package.json"), "utf8")) as Record<string, unknown>;
  expect(manifest["dependencies"]).toEqual({ "@pulumi/pulumi": `^${installed.version}`, "pulumi-ingress": "^0.3.0" });
  const written = (await Promise.all((await filesUnder(out)).map((f) => readFile(path.join(out, f), "utf8")))).join("\n");
  for (const secret of secrets()) expect(written).not.toContain(secret);
});

test("a wrong key: one line, a non-zero exit, nothing written", async () => {
  process.env.INGRESS_API_KEY = "not-the-key";
  const r = await run(["import", "--out", "refused"]);
  expect(r).toEqual({
    code: 1,
    stdout: "",
    stderr:
      "pulumi-ingress import: the service refused the API key from the INGRESS_API_KEY environment variable (401 ERR_INVALID_CREDENTIALS: the API key is not valid); " +
      "set the right key with `pulumi config set --secret ingress:apiKey <key>` or the INGRESS_API_KEY environment variable; nothing was written\n",
  });
  expect(calls()).toEqual(["GET /tls_certificates 401"]);
  expect(await readdir(dir())).toEqual([]);
});

test("no run of the command printed a secret", () => {
  expect(printed).toContain("pulumi config set --secret accountsRouteOidcClientSecret");
  expect(printed).toContain("the service refused the API key");
  for (const secret of secrets()) expect(printed).not.toContain(secret);
});
