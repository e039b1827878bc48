// README example: "Leaving edges", from the command line. The command the README shows, run in
// process against the emulator holding the README's account (the import example's edge and
// routes), must print the README's report and write the README's policy.yml. Route ids are the
// emulator's; they are replaced by the README's, in order of creation.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { main } from "../../cli/main";
import type { Io } from "../../cli/command";
import { startEmulator } from "../../emulator";
import type { Emulator } from "../../emulator/types";

const README = path.join(__dirname, "..", "..", "README.md");

/** The section under `### From the command line` of `## Leaving edges`. */
async function section(): Promise<string> {
  const readme = await readFile(README, "utf8");
  const start = readme.indexOf("\n## Leaving edges\n");
  const sub = readme.indexOf("\n### From the command line\n", start);
  const end = readme.indexOf("\n## ", sub + 1);
  if (start < 0 || sub < 0) throw new Error('README has no "### From the command line" under "## Leaving edges"');
  return readme.slice(sub, end);
}

/** The body of the first fenced block of `lang` in `text`. */
function block(text: string, lang: string): string {
  const body = new RegExp("\\n```" + lang + "\\n([\\s\\S]*?)\\n```\\n").exec(text)?.[1];
  if (body === undefined) throw new Error(`no \`\`\`${lang} block`);
  return `${body}\n`;
}

let emulator: Emulator;
let dir: string;

async function post(pathname: string, body: unknown): Promise<string> {
  const res = await fetch(`${emulator.baseUrl}${pathname}`, {
    method: "POST",
    headers: { authorization: `Bearer ${emulator.apiKey}`, "service-version": "2", "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

beforeAll(async () => {
  emulator = await startEmulator({
    seed: {
      edges: [{ id: "edghts_2app", hostports: ["app.example.com:443"], description: "Customer app" }],
      backends: [{ id: "bkdtg_2web" }],
      ipPolicies: [{ id: "ipp_2office" }],
    },
  });
  dir = await mkdtemp(path.join(tmpdir(), "readme-migrate-"));
});

afterAll(async () => {
  await emulator.close();
  await rm(dir, { recursive: true, force: true });
});

describe("README example", () => {
  test("Leaving edges: pulumi-ingress migrate prints the README's report and writes its policy.yml", async () => {
    const text = await section();
    const created = [
      await post("/edges/https/edghts_2app/routes", {
        match_type: "path_prefix",
        match: "/",
        description: "Storefront",
        backend: { backend_id: "bkdtg_2web" },
        compression: {},
        response_headers: { add: { "Strict-Transport-Security": "max-age=63072000" } },
      }),
      await post("/edges/https/edghts_2app/routes", {
        match_type: "path_prefix",
        match: "/admin",
        backend: { backend_id: "bkdtg_2web" },
        ip_restriction: { ip_policy_ids: ["ipp_2office"] },
        oidc: { issuer: "https://id.example.com", client_id: "storefront-admin", client_secret: "s3cret", scopes: ["openid", "email"] },
      }),
    ];
    const shownIds = [...new Set([...text.matchAll(/edghtsrt_[A-Za-z0-9]+/g)].map((m) => m[0]))];
    const asShown = (s: string): string => created.reduce((acc, id, i) => acc.split(id).join(shownIds[i] ?? id).split(id.replace(/_/g, "-")).join((shownIds[i] ?? id).replace(/_/g, "-")), s);

    const command = block(text, "sh").trim();
    expect(command.startsWith("$ npx pulumi-ingress migrate ")).toBe(true);
    let stdout = "";
    let stderr = "";
    const io: Io = { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), cwd: dir };
    process.env.INGRESS_BASE_URL = emulator.baseUrl;
    process.env.INGRESS_API_KEY = emulator.apiKey;
    try {
      expect(await main(command.replace("$ npx pulumi-ingress ", "").split(" "), io)).toBe(0);
    } finally {
      delete process.env.INGRESS_BASE_URL;
      delete process.env.INGRESS_API_KEY;
    }
    expect(stdout).toBe("");
    expect(asShown(stderr)).toBe(block(text, "text"));
    expect(asShown(await readFile(path.join(dir, "policy.yml"), "utf8"))).toBe(block(text, "yaml"));
  });
});
