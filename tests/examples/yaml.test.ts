// examples/yaml as its README runs it, under the real engine against the emulator, through Pulumi's
// YAML language host and the plugin of the installed package (the example's `./node_modules/…`
// path is the user project's here): up creates the vault, the secret, the IP policy and its rule,
// then the cloud endpoint, one POST each; a preview then makes no call; destroy deletes them; the
// token never reaches the state or the output in plaintext.
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, EXAMPLES_DIR, type Run, startRun, values } from "../support/engine";
import { EXAMPLE_PLUGIN_PATH, languageTools, writeProgram } from "../support/languages";
import { installedPlugin } from "../support/plugin";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const TOKEN = "yaml-example-upstream-token-0123456789";
let run: Run;

beforeAll(async () => {
  await languageTools();
  run = await startRun("yaml", { body: "", config: { upstreamToken: { value: TOKEN, secret: true } } });
  const project = await fs.readFile(path.join(EXAMPLES_DIR, "yaml", "Pulumi.yaml"), "utf8");
  expect(project).toContain(`path: ${EXAMPLE_PLUGIN_PATH}\n`);
  await writeProgram(run.stack, { "Pulumi.yaml": project.replace(`path: ${EXAMPLE_PLUGIN_PATH}\n`, `path: ${await installedPlugin()}\n`) });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await run?.dispose();
});

test("up creates the vault, its secret, the IP policy and its rule, then the endpoint, one POST each", async () => {
  run.mark();
  const up = await run.stack.up();
  expect(up.summary).toEqual({ create: 6 });
  const posts = run.calls().filter((c) => c.startsWith("POST "));
  expect([...posts].sort()).toEqual(["POST /endpoints 201", "POST /ip_policies 201", "POST /ip_policy_rules 201", "POST /vault_secrets 201", "POST /vaults 201"]);
  expect(posts.at(-1)).toBe("POST /endpoints 201");
  const out = values(up.outputs) as Record<string, string>;
  expect(out["endpointUrl"]).toBe("https://yaml-example.example.com");
  const endpoint = run.emulator.snapshot().endpoints[out["endpointId"] ?? ""];
  expect(endpoint?.description).toBe("the YAML example");
  expect(JSON.parse(endpoint?.traffic_policy ?? "")).toEqual({
    on_http_request: [
      { actions: [{ type: "restrict-ips", config: { ip_policies: [out["ipPolicyId"]] } }] },
      { actions: [{ type: "add-headers", config: { headers: { authorization: "Bearer ${secrets.get('yaml-example', 'upstream-token')}" } } }] },
    ],
  });
  expect(Object.values(run.emulator.snapshot().ip_policy_rules).map((r) => r.cidr)).toEqual(["203.0.113.0/24"]);
});

test("a preview then makes no call and shows no change", async () => {
  run.mark();
  expect((await run.stack.preview()).summary).toEqual({ same: 6 });
  expect(run.calls()).toEqual([]);
});

test("the token and the API key are never in plaintext in the state or the output", async () => {
  const state = JSON.stringify(await run.stack.exportState());
  for (const s of [TOKEN, run.emulator.apiKey]) expect([s, state.includes(s), run.stack.allOutput().includes(s)]).toEqual([s, false, false]);
});

test("destroy deletes the five resources", async () => {
  run.mark();
  expect((await run.stack.destroy()).summary).toEqual({ delete: 6 });
  expect(run.calls().filter((c) => c.startsWith("DELETE ")).length).toBe(5);
  const state = run.emulator.snapshot();
  expect([state.vaults, state.vault_secrets, state.ip_policies, state.ip_policy_rules, state.endpoints]).toEqual([{}, {}, {}, {}, {}]);
});
