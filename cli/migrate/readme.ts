/**
 * The README of the program `pulumi-ingress migrate --out DIR` writes: the steps in the order that
 * keeps traffic served (docs/leaving-edges.md, "Keeping traffic served"), the secret config to set
 * by name, and the translation's report.
 */
import type { SecretSetting } from "../import/plan";

/** What the README needs to know. */
export interface ReadmeFacts {
  name: string;
  edge: string;
  hostports: readonly string[];
  /** Where the routes' names came from: the stack given with `--stack`, if any. */
  stack: string | undefined;
  secrets: readonly SecretSetting[];
  urls: readonly string[];
  /** The report, as the command prints it. */
  report: readonly string[];
}

export function migrationReadme(f: ReadmeFacts): string {
  const sh = (lines: readonly string[]): string => `\`\`\`sh\n${lines.join("\n")}\n\`\`\`\n`;
  const stack = f.stack === undefined ? "the stack that manages the edge's routes (or a new one: `pulumi stack init`)" : `stack \`${f.stack}\`, which manages the edge's routes under the names this program gives them`;
  return [
    `# ${f.name}\n`,
    `HTTPS edge ${f.edge} (${f.hostports.join(", ") || "no hostport"}) moved to Cloud Endpoints, written by \`pulumi-ingress migrate\`. ` +
      "The program adopts what the account has (`adoptId`: the IP policies the routes name, the reserved domains), creates the vault " +
      "secrets the policy reads and one cloud endpoint per hostport, and keeps the edge's routes until step 2 removes them. " +
      "Why this order: docs/leaving-edges.md of pulumi-ingress, \"Keeping traffic served\".\n",
    "## Step 1: the endpoints\n",
    `1. Start the agents serving the internal endpoints the policy forwards to: ${f.urls.join(", ") || "none"}.`,
    `2. \`npm install\`; run in ${stack}, with the account's settings (\`ingress:baseUrl\`, \`ingress:apiKey\`).`,
    f.secrets.length === 0
      ? "3. No secret to set."
      : `3. Set the ${f.secrets.length} secret${f.secrets.length === 1 ? "" : "s"} the service never returns (each command asks for its value; the same value the route holds):\n\n${sh(f.secrets.map((s) => `pulumi config set --secret ${s.key}`))
          .split("\n")
          .map((l) => (l === "" ? l : `   ${l}`))
          .join("\n")}`,
    "4. `pulumi preview` (no API call), then `pulumi up`: it reads what it adopts, creates the vault, its secrets and the endpoints, and leaves the routes as they are. " +
      "While the edge still holds a hostport, the service answers that hostport's traffic with ERR_NGROK_6027: on an account whose edges can still be changed, " +
      "detach the hostport from the edge right before this `up`; otherwise point the endpoint's `url` at another reserved domain until the edge no longer holds the hostport.\n",
    "## Step 2: the routes leave the stack\n",
    "Once the endpoints serve, delete `index.ts` from the line starting `// ---- Step 2` to the end, and run `pulumi up`: each route has `retainOnDelete: true`, " +
      "so it leaves the stack without a DELETE (which an account whose edges are read-only refuses) and the service keeps it. " +
      "On an account whose edges can be changed, delete the edge itself through the API once nothing uses it. The next `pulumi preview` shows no changes.\n",
    "## The translation's report\n",
    `\`\`\`text\n${f.report.join("\n")}\n\`\`\`\n`,
  ].join("\n");
}
