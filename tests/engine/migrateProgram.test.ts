// `pulumi-ingress migrate --out DIR` on an account whose edges turned read-only (issue 33): a
// program holding three routes of one edge (an OAuth client secret in one, a webhook verification
// secret in another, an IP restriction in the third) is up'd while the account is writable; then the
// account turns read-only, the command writes the program, the test puts it in place of the old one
// and sets the secret config it names. Under the real engine: the preview makes no API call; `up`
// adopts the IP policy and the domain, creates the vault, its secrets and the endpoint, and nothing
// happens to a route before that; step 2 of the written README drops the routes from the stack with
// no DELETE; the next preview is clean; no secret value is in the written files, the state or the output.
import { execFile } from "node:child_process";
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, outOfBand, type Run, startRun, userProject } from "../support/engine";
import { ROUTES_MARK } from "../../cli/migrate/source";
import { blocks, readDoc, section } from "../support/markdown";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const NAME = "migprog";
const EDGE = "edghts_app";
const OAUTH_SECRET = "oauth-client-S3CRET-4e1d";
const HOOK_SECRET = "github-hook-S3CRET-90ab";

// As the user wrote it: the routes under names of their own, the secrets from stack config. Created
// one after another (dependsOn), so the edge holds them in one order in every run: the order the
// written program and its policy follow, as docs/leaving-edges.md shows them.
const OLD_PROGRAM = `
const config = new pulumi.Config();
const edgeId = "${EDGE}";
const admin = new ingress.HttpsEdgeRoute("admin", {
  edgeId, matchType: "path_prefix", match: "/admin",
  backend: { backendId: "bkdtg_web" },
  ipRestriction: { ipPolicyIds: ["ipp_office"] },
});
const site = new ingress.HttpsEdgeRoute("site", {
  edgeId, matchType: "path_prefix", match: "/", description: "Storefront",
  backend: { backendId: "bkdtg_web" },
  oauth: { provider: { google: { clientId: "storefront", clientSecret: config.requireSecret("oauthSecret") } } },
}, { dependsOn: [admin] });
new ingress.HttpsEdgeRoute("hooks", {
  edgeId, matchType: "path_prefix", match: "/hooks",
  backend: { backendId: "bkdtg_web" },
  webhookVerification: { provider: "GITHUB", secret: config.requireSecret("hookSecret") },
}, { dependsOn: [site] });
`;

/** The config keys the written program reads the secrets by: the stack's route names, then the field. */
const KEYS = { oauth: "siteOauthGoogleClientSecret", hook: "hooksWebhookVerificationSecret" };

let s: Run;
let project: string;
let out: string;
let domain = "";
const routeIds: Record<string, string> = {};
/** What the command printed. */
let printed = "";
/** The engine's output of each step, as docs/leaving-edges.md shows it. */
const shown: Record<string, string> = {};

/** The engine's environment (its CLI first on PATH, its backend and passphrase), without the account's settings: the command reads them from the stack. */
const engineEnv = (): Record<string, string | undefined> => ({ ...process.env, ...s.stack.stack.workspace.envVars, INGRESS_BASE_URL: undefined, INGRESS_API_KEY: undefined });

/** The package's bin, from the user project, as `npx pulumi-ingress` runs it. */
function bin(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(path.join(project, "node_modules", ".bin", "pulumi-ingress"), args, { cwd, env: engineEnv(), encoding: "utf8" }, (e, stdout, stderr) => {
      printed += stdout + stderr;
      resolve({ code: e ? ((e as { code?: number }).code ?? -1) : 0, stdout, stderr });
    });
  });
}

/** The names of the stack's resources of a type, from `pulumi stack export`. */
async function held(type: string): Promise<string[]> {
  const state = await s.stack.exportState();
  const resources = (state.deployment as { resources: { urn: string; type: string }[] }).resources;
  return resources.filter((r) => r.type.endsWith(`:${type}`)).map((r) => r.urn.split("::").pop() ?? "");
}

beforeAll(async () => {
  project = await userProject();
  s = await startRun(NAME, {
    emulator: { seed: { edges: [{ id: EDGE, hostports: ["app.example.com:443"] }], backends: [{ id: "bkdtg_web" }], ipPolicies: [{ id: "ipp_office" }] } },
    config: { oauthSecret: { value: OAUTH_SECRET, secret: true }, hookSecret: { value: HOOK_SECRET, secret: true } },
    body: OLD_PROGRAM,
  });
  domain = ((await outOfBand(s.emulator, "POST", "/reserved_domains", { domain: "app.example.com" })) as { id: string }).id;
  await s.stack.up();
  for (const r of Object.values(s.emulator.snapshot().routes)) routeIds[r.match] = r.id;
  s.emulator.setEdges("read-only");
  out = path.join(s.engine.dir, "migrated");
}, ENGINE_SETUP_TIMEOUT_MS);

/** The program as it was written, before step 2 cut it. */
let writtenIndex = "";

afterAll(async () => {
  if (process.env.MIGRATE_PROGRAM_SHOW) await fs.writeFile(process.env.MIGRATE_PROGRAM_SHOW, JSON.stringify({ ...shown, index: await fs.readFile(path.join(out, "index.ts"), "utf8").catch(() => "") }, null, 2));
  await s?.dispose();
});

test("migrate --out writes the program from reads alone, names the secret config to set, and prints no secret", async () => {
  s.mark();
  const r = await bin(["migrate", "--edge", EDGE, "--backend", "bkdtg_web=https://web.internal", "--out", out, "--stack", NAME], s.stack.dir);
  const hooks = routeIds["/hooks"] ?? "";
  // The edge lists its routes by id (as the service does); a route's expression excludes the more specific ones in that order.
  const ids = Object.values(routeIds).sort();
  const notSite = ids.filter((id) => id !== routeIds["/"]).map((id) => `!(req.url.path.startsWith('${id === hooks ? "/hooks" : "/admin"}'))`);
  const blocks: Record<string, string[]> = {
    [routeIds["/"] ?? ""]: [`route "Storefront" (${routeIds["/"] ?? ""}) when req.url.path.startsWith('/') && ${notSite.join(" && ")}`, "  converted backend: forward-internal to https://web.internal", "  converted oauth: oauth"],
    [hooks]: [`route "path_prefix /hooks" (${hooks}) when req.url.path.startsWith('/hooks')`, "  converted backend: forward-internal to https://web.internal", "  converted webhook_verification: verify-webhook"],
    [routeIds["/admin"] ?? ""]: [
      `route "path_prefix /admin" (${routeIds["/admin"] ?? ""}) when req.url.path.startsWith('/admin')`,
      "  converted backend: forward-internal to https://web.internal",
      "  caveat    ip_restriction: restrict-ips in on_http_request (per route), not on_tcp_connect as the guide shows for a whole edge",
    ],
  };
  expect(r).toEqual({
    code: 0,
    stdout: "",
    stderr: [
      `pulumi-ingress migrate: HTTPS edge ${EDGE}: 3 routes → Pulumi program in ../migrated`,
      ...ids.flatMap((id) => (blocks[id] ?? []).map((l) => (l.startsWith(" ") ? l : `pulumi-ingress migrate: ${l}`))),
      "pulumi-ingress migrate: wrote ../migrated: 2 adopted items, 2 vault secrets, 1 cloud endpoint and the 3 routes until step 2; index.ts, Pulumi.yaml, package.json, tsconfig.json, .gitignore, README.md",
      "pulumi-ingress migrate: set the 2 secrets the service never returns (each command asks for its value; the value the route holds):",
      `  pulumi config set --secret ${KEYS.oauth}`,
      `  pulumi config set --secret ${KEYS.hook}`,
      "pulumi-ingress migrate: next: see ../migrated/README.md",
      "",
    ].join("\n"),
  });
  // Reads only: the edge, the IP policy its route names, the domains and the vaults.
  expect(s.calls()).toEqual([`GET /edges/https/${EDGE} 200`, "GET /ip_policies/ipp_office 200", "GET /reserved_domains 200", "GET /vaults 200"]);
  const index = await fs.readFile(path.join(out, "index.ts"), "utf8");
  writtenIndex = index;
  const declared = [...index.matchAll(/^const (\w+) = new ingress\.(\w+)\(/gm)].map((m) => `${m[2]} ${m[1]}`);
  expect(declared).toEqual([
    "ReservedDomain appExampleComDomain",
    "IpPolicy ipPolicy",
    "Vault pulumiIngressVault",
    `Secret ${KEYS.oauth}`,
    `Secret ${KEYS.hook}`,
    "CloudEndpoint appExampleComEndpoint",
    // The routes, in the order the engine created them.
    ...Object.values(s.emulator.snapshot().routes)
      .sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id < b.id ? -1 : 1))
      .map((r) => `HttpsEdgeRoute ${r.match === "/" ? "site" : r.match.slice(1)}`),
  ]);
  expect(index).toContain(`  adoptId: "${domain}",\n  domain: "app.example.com",\n`);
  expect(index).toContain(`const ipPolicy = new ingress.IpPolicy("ipPolicy", {\n  adoptId: "ipp_office",\n});\n`);
  expect(index).toContain(`  value: config.requireSecret("${KEYS.oauth}"),\n`);
  expect(index).toContain(`secret: "\${secrets.get('pulumi-ingress', '${(hooks ?? "").replace(/_/g, "-")}-webhook-verification-secret')}",`);
  expect(index).toContain('const webInternalUrl = "https://web.internal";\n');
  expect(index).toContain("{ type: \"restrict-ips\", config: { enforce: true, ip_policies: [ipPolicies.ipPolicy] } }");
  expect(index).toContain("}, { retainOnDelete: true, dependsOn: [appExampleComEndpoint] });\n");
  const readme = await fs.readFile(path.join(out, "README.md"), "utf8");
  expect(readme).toContain(`   pulumi config set --secret ${KEYS.oauth}\n   pulumi config set --secret ${KEYS.hook}\n`);
  // The project is the stack's own, so that the folder can take the old program's place.
  expect(await fs.readFile(path.join(out, "Pulumi.yaml"), "utf8")).toMatch(new RegExp(`^name: ${NAME}\n`));
  for (const f of await fs.readdir(out)) {
    const text = await fs.readFile(path.join(out, f), "utf8");
    for (const secret of [OAUTH_SECRET, HOOK_SECRET, s.emulator.apiKey]) expect([f, text.includes(secret)]).toEqual([f, false]);
  }
});

test("in the old program's place, with the secret config set: the preview makes no API call", async () => {
  await fs.rm(path.join(s.stack.dir, "index.js"));
  for (const f of ["index.ts", "tsconfig.json", "Pulumi.yaml", "package.json"]) await fs.copyFile(path.join(out, f), path.join(s.stack.dir, f));
  await s.stack.setConfig({ [`${NAME}:${KEYS.oauth}`]: { value: OAUTH_SECRET, secret: true }, [`${NAME}:${KEYS.hook}`]: { value: HOOK_SECRET, secret: true } });
  s.mark();
  const preview = await s.stack.preview();
  shown.preview = preview.stdout;
  expect(s.calls()).toEqual([]);
  // Adoptions and creates; the route restricted to the adopted IP policy shows as an update, since
  // that id is known only once the policy is adopted (it is the same id: up sends nothing to it).
  expect(preview.summary).toEqual({ create: 6, update: 1, same: 3 });
});

/** The engine's resOutputsEvent lines so far, one per finished step, in order. */
const stepEvents = (): string[] => s.stack.allOutput().split("\n").filter((l) => l.startsWith('{"') && l.includes("resOutputsEvent"));

test("up adopts, then creates the vault, the secrets and the endpoint; nothing is sent to a route", async () => {
  const earlier = stepEvents().length;
  s.mark();
  const up = await s.stack.up();
  shown.up = up.stdout;
  expect(up.summary).toEqual({ create: 6, same: 4 });
  const calls = s.calls();
  expect(calls.filter((c) => c.includes("/edges/"))).toEqual([]);
  const writes = calls.filter((c) => !c.startsWith("GET "));
  expect(writes).toEqual(["POST /vaults 201", "POST /vault_secrets 201", "POST /vault_secrets 201", "POST /endpoints 201"]);
  expect(calls.filter((c) => c.startsWith("GET ")).sort()).toEqual([`GET /reserved_domains/${domain} 200`, "GET /ip_policies/ipp_office 200"].sort());
  // The routes' steps come after the endpoint's (their dependsOn).
  const events = stepEvents().slice(earlier);
  const at = (name: string): number => events.findIndex((e) => e.includes(`::${name}"`));
  for (const route of ["site", "hooks", "admin"]) expect([route, at(route) > at("appExampleComEndpoint")]).toEqual([route, true]);
  const endpoint = Object.values(s.emulator.snapshot().endpoints)[0];
  expect(endpoint?.url).toBe("https://app.example.com");
});

test("step 2: the routes leave the stack with no DELETE, the service keeps them, and the next preview is clean", async () => {
  const file = path.join(s.stack.dir, "index.ts");
  const index = await fs.readFile(file, "utf8");
  expect(index.split(ROUTES_MARK)).toHaveLength(2);
  await fs.writeFile(file, index.slice(0, index.indexOf(ROUTES_MARK)));
  s.mark();
  const up = await s.stack.up();
  shown.step2 = up.stdout;
  expect(up.summary).toEqual({ delete: 3, same: 7 });
  expect(s.calls().filter((c) => !c.startsWith("GET "))).toEqual([]);
  expect(await held("HttpsEdgeRoute")).toEqual([]);
  expect(Object.keys(s.emulator.snapshot().routes).sort()).toEqual(Object.values(routeIds).sort());
  s.mark();
  const preview = await s.stack.preview();
  expect(preview.summary).toEqual({ same: 7 });
  expect(s.calls()).toEqual([]);
});

test("no secret value in the state or in any output", async () => {
  const state = JSON.stringify(await s.stack.exportState());
  const output = s.stack.allOutput();
  for (const secret of [OAUTH_SECRET, HOOK_SECRET]) {
    expect(state.includes(secret)).toBe(false);
    expect(output.includes(secret)).toBe(false);
    expect(printed.includes(secret)).toBe(false);
  }
});

/**
 * A text as the guide may show it from another run: ids of items this run made replaced, step
 * durations and progress lines (`@ updating....`) dropped, and its parts (lines, or blocks of a program) sorted, since the engine runs
 * independent steps in any order and the routes are declared in the order they were created.
 */
const comparable = (text: string, parts: "lines" | "blocks"): string[] =>
  text
    .replace(/\b(rd|edghtsrt)([_-])[A-Za-z0-9]+/g, "$1$2ID")
    .replace(/ \(\d+(\.\d+)?s\)/g, "")
    .replace(/^Duration: \d+s$/m, "Duration: …")
    .split(parts === "lines" ? "\n" : "\n\n")
    .map((p) => p.trimEnd())
    .filter((p) => p !== "" && !p.startsWith("@ "))
    .sort();

test("docs/leaving-edges.md shows this run: the command, the program it wrote, and the preview, up and step 2 output", () => {
  const guide = section(readDoc("docs/leaving-edges.md"), "From the command line: a whole program", "docs/leaving-edges.md");
  const [command] = blocks(guide, "sh");
  expect(command).toBe(`$ npx pulumi-ingress migrate --edge ${EDGE} --backend bkdtg_web=https://web.internal --out ../migrated --stack ${NAME}\n`);
  const [program] = blocks(guide, "ts");
  expect(comparable(program ?? "", "blocks")).toEqual(comparable(writtenIndex, "blocks"));
  const [closing, preview, up, step2] = blocks(guide, "text");
  expect(printed.endsWith(closing ?? "-")).toBe(true);
  expect([preview, up, step2].map((t) => comparable(t ?? "", "lines"))).toEqual([shown.preview, shown.up, shown.step2].map((t) => comparable(t ?? "", "lines")));
});
