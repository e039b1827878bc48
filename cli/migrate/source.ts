/**
 * The text of the program `pulumi-ingress migrate --out DIR` writes (cli/migrate/program.ts): the
 * constants, what it adopts, the vault and its secrets, the policy, the endpoints, and last the
 * edge's routes under a marked line, so that the step removing them is deleting the end of the file.
 */
import { importFacts } from "../import/facts";
import { comment, constantSource, declarationSource } from "../import/source";
import { literal } from "../import/literals";
import type { MigrationProgram } from "./program";

/** The line above the routes: step 2 of the README deletes it and everything after it. */
export const ROUTES_MARK = "// ---- Step 2 (README.md): once the endpoints serve, delete from this line to the end of the file, then run pulumi up. ----";

/** `const trafficPolicy…`: a literal, or, when it names IP policies the program adopts, a function of their ids. */
function policySource(policy: MigrationProgram["policy"]): string {
  if (policy.ipPolicies.length === 0) {
    const lead = "const trafficPolicy: ingress.TrafficPolicy = ";
    return `${lead}${literal(policy.document, "", lead, ";")};\n`;
  }
  const all = `{ ${policy.ipPolicies.map((p) => `${p.key}: ${p.resource}.id`).join(", ")} }`;
  return `const trafficPolicy = pulumi.all(${all}).apply(\n  (ipPolicies): ingress.TrafficPolicy => (${literal(policy.document, "  ", "  (ipPolicies): ingress.TrafficPolicy => (", "),")}),\n);\n`;
}

/** The whole program. */
export function migrationSource(p: MigrationProgram, edge: string): string {
  const parts: string[] = [];
  parts.push(
    comment([
      `HTTPS edge ${edge} moved to Cloud Endpoints, written by pulumi-ingress migrate. README.md gives the steps, in the`,
      "order that keeps traffic served; the routes stay this program's until step 2 removes them.",
    ]) + `import * as pulumi from "@pulumi/pulumi";\nimport * as ingress from "pulumi-ingress";\n`,
  );
  parts.push("const config = new pulumi.Config();\n");
  if (p.constants.length > 0) parts.push(comment(["What the resources point at, which this program does not declare."]) + p.constants.map(constantSource).join(""));
  if (p.urls.length > 0) {
    parts.push(
      comment(["Where each backend's traffic goes now: the internal endpoints your agents serve (--backend)."]) +
        p.urls.map((u) => `${comment([u.comment])}const ${u.name} = ${JSON.stringify(u.url)};\n`).join(""),
    );
  }
  for (const kind of new Set(p.adopted.map((d) => d.kind))) {
    parts.push(comment(importFacts(kind).intro) + p.adopted.filter((d) => d.kind === kind).map(declarationSource).join("\n"));
  }
  if (p.vault.length > 0) {
    parts.push(
      comment([
        "The vault the policy reads the routes' secrets from, and one secret per secret it reads: the service never",
        "returns them, so each value comes from stack config (README.md lists the commands).",
      ]) + p.vault.map(declarationSource).join("\n"),
    );
  }
  parts.push(comment(["What the edge's routes did, as Traffic Policy (README.md has the translation's report)."]) + policySource(p.policy));
  parts.push(
    comment(["One cloud endpoint per hostport of the edge, created after the secrets its policy reads."]) + p.endpoints.map(declarationSource).join("\n"),
  );
  parts.push(
    `${ROUTES_MARK}\n` +
      comment([
        "The edge's routes, as the service holds them. retainOnDelete: removing them from the program drops them",
        "from the stack without a DELETE, which an account whose edges are read-only refuses.",
      ]) +
      p.routes.map(declarationSource).join("\n"),
  );
  return parts.join("\n");
}
