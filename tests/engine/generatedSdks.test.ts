// The SDKs generated from the plugin's schema with Pulumi's own code generators (scripts/gen-sdk):
// the schema is what `pulumi package get-schema` prints for the installed package's plugin, and the
// Python SDK is also what `pulumi package gen-sdk --language python` writes (the same files). A
// Python program, with that SDK and `pulumi` installed by Pulumi's toolchain into the
// program's virtualenv (`virtualenv: venv`) from requirements.txt, runs through scripts/python-host
// against the emulator: up creates each resource with one POST, a preview then makes no call,
// destroy deletes them, and no secret is in plaintext in the state or the output. The Go SDK
// compiles with a program that uses it.
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { FAMILIES, type FamilyName } from "../../provider/families";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Run, startRun } from "../support/engine";
import { generateSdks, languageTools, pluginSchema, run as runCommand, SDK_DIR, stackEnv, writeProgram } from "../support/languages";
import { installedPlugin, pluginStanza } from "../support/plugin";
import { callsByFamily } from "../support/callsByFamily";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const SECRETS = { secretValue: "python-vault-secret-0123456789", ddKey: "python-dd-api-key-0123456789" };

const MAIN_PY = `import json

import pulumi
import pulumi_ingress as ingress

config = pulumi.Config()
vault = ingress.Vault("vault", name="python-vault")
secret = ingress.Secret("secret", vault_id=vault.id, name="value", value=config.require_secret("secretValue"))
office = ingress.IpPolicy("office", description="office")
office_v4 = ingress.IpPolicyRule("officeV4", ip_policy_id=office.id, cidr="203.0.113.0/24", action="allow")
endpoint = ingress.CloudEndpoint(
    "endpoint",
    url="https://python.example.com",
    traffic_policy=office.id.apply(lambda ipp: json.dumps({"on_http_request": [
        {"actions": [{"type": "restrict-ips", "config": {"ip_policies": [ipp]}}]},
        {"actions": [{"type": "add-headers", "config": {"headers": {"x-value": "\${secrets.get('python-vault', 'value')}"}}}]},
    ]})),
    opts=pulumi.ResourceOptions(depends_on=[secret, office_v4]),
)
route = ingress.HttpsEdgeRoute(
    "route",
    edge_id="edghts_python",
    match_type="path_prefix",
    match="/",
    backend={"backend_id": "bkdtg_python"},
    ip_restriction={"ip_policy_ids": [office.id]},
)
siem = ingress.EventDestination("siem", target={"datadog": {"api_key": config.require_secret("ddKey"), "ddsite": "datadoghq.eu"}})
audit = ingress.EventSubscription("audit", sources=["ip_policy_created.v0"], destination_ids=[siem.id])

for name, resource in {"Vault": vault, "Secret": secret, "IpPolicy": office, "IpPolicyRule": office_v4, "CloudEndpoint": endpoint,
                       "HttpsEdgeRoute": route, "EventDestination": siem, "EventSubscription": audit}.items():
    pulumi.export(name, resource.id)
pulumi.export("vaultName", vault.name)
`;

/** The families the program declares, one resource each. */
const DECLARED: FamilyName[] = ["Vault", "Secret", "IpPolicy", "IpPolicyRule", "CloudEndpoint", "HttpsEdgeRoute", "EventDestination", "EventSubscription"];

/** Where `pulumi package gen-sdk` writes (its own `python/` folder under it). */
const CLI_SDK_DIR = path.join(SDK_DIR, "cli");

let run: Run;
let sdks: { python: string; go: string };

beforeAll(async () => {
  const { wheelhouse } = await languageTools();
  run = await startRun("python", {
    body: "",
    emulator: { seed: { edges: [{ id: "edghts_python" }], backends: [{ id: "bkdtg_python" }] } },
    config: Object.fromEntries(Object.entries(SECRETS).map(([k, value]) => [k, { value, secret: true }])),
    // The wheelhouse stands for PyPI: Pulumi's toolchain pip-installs pulumi and the SDK from it.
    env: { PIP_NO_INDEX: "1", PIP_FIND_LINKS: wheelhouse },
  });
  const plugin = await installedPlugin();
  sdks = await generateSdks(await pluginSchema(run.stack, plugin));
  // The Python SDK as a user makes it: the CLI's gen-sdk, through the Python host's GeneratePackage.
  const cli = run.stack.stack.workspace.pulumiCommand.command;
  await runCommand(cli, ["package", "gen-sdk", plugin, "--language", "python", "--out", CLI_SDK_DIR], { cwd: run.stack.dir, env: stackEnv(run.stack) });
  await writeProgram(run.stack, {
    "Pulumi.yaml": `name: python\nruntime:\n  name: python\n  options:\n    virtualenv: venv\n${pluginStanza(plugin)}`,
    "requirements.txt": `pulumi==3.248.0\n${path.join(CLI_SDK_DIR, "python")}\n`,
    "__main__.py": MAIN_PY,
  });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await run?.dispose();
});

/** Calls since the mark with `method`, per family (tests/support/callsByFamily.ts). */
const callsOf = (method: string): Record<string, number> => callsByFamily(run.entries(), method);

/** Every file under `dir`, by its path relative to it, with its text. */
async function tree(dir: string): Promise<Record<string, string>> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  return Object.fromEntries(await Promise.all(files.sort().map(async (f) => [f, await fs.readFile(path.join(dir, f), "utf8")] as const)));
}

test("the Python SDK is Pulumi's generated package for ingress, the same from the CLI's gen-sdk and from scripts/gen-sdk", async () => {
  const plugin = JSON.parse(await fs.readFile(path.join(sdks.python, "pulumi_ingress", "pulumi-plugin.json"), "utf8")) as Record<string, unknown>;
  expect(plugin).toMatchObject({ resource: true, name: "ingress" });
  const modules = (await fs.readdir(path.join(sdks.python, "pulumi_ingress"))).filter((f) => f.endsWith(".py")).sort();
  expect(modules).toEqual(expect.arrayContaining(["vault.py", "secret.py", "https_edge_route.py", "cloud_endpoint.py", "provider.py"]));
  expect(await tree(path.join(CLI_SDK_DIR, "python"))).toEqual(await tree(sdks.python));
});

test("up creates the virtualenv and every resource of the Python program, one POST each", async () => {
  run.mark();
  const up = await run.stack.up();
  expect(up.summary).toEqual({ create: DECLARED.length + 1 });
  expect(callsOf("POST")).toEqual(Object.fromEntries(DECLARED.map((f) => [f, 1])));
  for (const f of DECLARED) expect([f, String(up.outputs[f]?.value).startsWith(FAMILIES[f].wire.idPrefix)]).toEqual([f, true]);
  expect(up.outputs["vaultName"]?.value).toBe("python-vault");
  const endpoint = run.emulator.snapshot().endpoints[String(up.outputs["CloudEndpoint"]?.value)];
  expect(endpoint?.traffic_policy).toContain(String(up.outputs["IpPolicy"]?.value));
  await fs.access(path.join(run.stack.dir, "venv", "bin", "python"));
});

test("a preview then makes no call and shows no change", async () => {
  run.mark();
  expect((await run.stack.preview()).summary).toEqual({ same: DECLARED.length + 1 });
  expect(run.calls()).toEqual([]);
});

test("no secret input nor the API key is in plaintext in the state or the output", async () => {
  const state = JSON.stringify(await run.stack.exportState());
  const printed = run.stack.allOutput();
  for (const s of [...Object.values(SECRETS), run.emulator.apiKey]) expect([s, state.includes(s), printed.includes(s)]).toEqual([s, false, false]);
});

test("destroy deletes every resource of the Python program", async () => {
  run.mark();
  expect((await run.stack.destroy()).summary).toEqual({ delete: DECLARED.length + 1 });
  expect(callsOf("DELETE")).toEqual(Object.fromEntries(DECLARED.map((f) => [f, 1])));
});

test("the Go SDK compiles with a program that declares a resource of it", async () => {
  const goPkg = path.join(sdks.go, "ingress");
  const internal = await fs.readFile(path.join(goPkg, "vault.go"), "utf8");
  const importPath = /"(\S+)\/internal"/.exec(internal)?.[1];
  expect(importPath).toBe("github.com/pulumi-ingress/pulumi-ingress/sdk/go/ingress");
  await fs.writeFile(path.join(goPkg, "go.mod"), `module ${importPath}\n\ngo 1.25\n\nrequire github.com/pulumi/pulumi/sdk/v3 v3.248.0\n`);
  const program = path.join(run.engine.dir, "go-program");
  await fs.mkdir(program, { recursive: true });
  await fs.writeFile(
    path.join(program, "go.mod"),
    `module example.com/goprogram\n\ngo 1.25\n\nrequire (\n\t${importPath} v0.0.0\n\tgithub.com/pulumi/pulumi/sdk/v3 v3.248.0\n)\n\nreplace ${importPath} => ${goPkg}\n`,
  );
  await fs.writeFile(
    path.join(program, "main.go"),
    `package main

import (
	"${importPath}"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		vault, err := ingress.NewVault(ctx, "vault", &ingress.VaultArgs{Name: pulumi.String("go-vault")})
		if err != nil {
			return err
		}
		_, err = ingress.NewSecret(ctx, "secret", &ingress.SecretArgs{VaultId: vault.ID(), Name: pulumi.String("value"), Value: pulumi.String("v")})
		ctx.Export("vault", vault.ID())
		return err
	})
}
`,
  );
  // As scripts/install-pulumi.sh builds: no toolchain switch, Pulumi's modules outside the checksum database.
  const env = { ...process.env, GOTOOLCHAIN: "local", GOFLAGS: "-mod=mod", CGO_ENABLED: "0", GONOSUMDB: "github.com/pulumi" };
  await runCommand("go", ["mod", "tidy"], { cwd: goPkg, env });
  await runCommand("go", ["mod", "tidy"], { cwd: program, env });
  await runCommand("go", ["build", "-trimpath", "-o", "program", "."], { cwd: program, env });
  await fs.access(path.join(program, "program"));
});
