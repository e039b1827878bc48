/** What `pulumi-ingress migrate` says of each route and module, and of the secrets to store. */
import type { RouteReport } from "../../provider/resources/httpsEdgeRoute/toPolicy/translate";
import type { VaultSecret } from "../../provider/resources/httpsEdgeRoute/toPolicy/serviceRoute";

const STATUS: Record<string, string> = {
  converted: "converted",
  caveat: "caveat   ",
  refused: "refused  ",
  dropped: "dropped  ",
};

/** `route "api" (rt_1)`. */
const routeTitle = (r: { route: string; id?: string }): string => `route "${r.route}"${r.id === undefined ? "" : ` (${r.id})`}`;

/** One block per route: its expressions, then one line per module with its outcome and note. */
export function reportLines(report: readonly RouteReport[]): string[] {
  return report.flatMap((r) => [
    `${routeTitle(r)} when ${r.expressions.join(" && ") || "true"}`,
    ...r.modules.map((m) => `  ${STATUS[m.status] ?? m.status} ${m.module}: ${m.note}`),
  ]);
}

/** The vault secrets the policy reads, each to create before the policy is used. */
export function secretLines(vault: string, secrets: readonly VaultSecret[]): string[] {
  if (secrets.length === 0) return [];
  const width = Math.max(...secrets.map((s) => s.name.length));
  return [
    `the policy reads ${secrets.length} secret${secrets.length === 1 ? "" : "s"} the service never returns from the vault "${vault}"; store each there before using it (traffic-policy/secrets):`,
    ...secrets.map((s) => `  ${s.name.padEnd(width)}  ${s.what}`),
  ];
}
