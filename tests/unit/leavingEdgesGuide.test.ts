// docs/leaving-edges.md example, "The policy alone". The command the guide shows, run in
// process against the emulator holding the guide's account (the import example's edge and routes),
// must print the guide's report and write the guide's policy.yml. Route ids are the emulator's;
// they are replaced by the guide's, in order of creation.
import { readFile } from "node:fs/promises";
import * as path from "node:path";
import { startEmulator } from "../../emulator";
import type { Emulator } from "../../emulator/types";
import { createdId, newFolderEachTest, runCommand } from "../support/commandRuns";
import { block, readDoc, section } from "../support/markdown";

const GUIDE = "docs/leaving-edges.md";

let emulator: Emulator;

const post = (pathname: string, body: unknown): Promise<string> => createdId(emulator, pathname, body);

beforeAll(async () => {
  emulator = await startEmulator({
    seed: {
      edges: [{ id: "edghts_2app", hostports: ["app.example.com:443"], description: "Customer app" }],
      backends: [{ id: "bkdtg_2web" }],
      ipPolicies: [{ id: "ipp_2office" }],
    },
  });
});

afterAll(() => emulator.close());

const dir = newFolderEachTest("readme-migrate-", () => emulator);

describe("docs/leaving-edges.md example", () => {
  test("The policy alone: pulumi-ingress migrate --format yaml prints the guide's report and writes its policy.yml", async () => {
    const text = section(readDoc(GUIDE), "The policy alone", GUIDE);
    const where = `${GUIDE}, "The policy alone",`;
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

    const command = block(text, "sh", where).trim();
    expect(command.startsWith("$ npx pulumi-ingress migrate ")).toBe(true);
    const { code, stdout, stderr } = await runCommand(command.replace("$ npx pulumi-ingress ", "").split(" "), { cwd: dir() });
    expect(code).toBe(0);
    expect(stdout).toBe("");
    expect(asShown(stderr)).toBe(block(text, "text", where));
    expect(asShown(await readFile(path.join(dir(), "policy.yml"), "utf8"))).toBe(block(text, "yaml", where));
  });
});
