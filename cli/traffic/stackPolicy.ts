/**
 * A CloudEndpoint's policy as a stack holds it (`pulumi stack export`), and the IP policies its
 * IpPolicyRules give: what `pulumi-ingress traffic test --stack` runs the cases against.
 */
import type { SimIpRule } from "../../trafficPolicy/simulate/base/types";
import { isSecretValue } from "../../provider/stack/checkpoint";
import { pulumiOutput, type PulumiCli } from "../../provider/stack/pulumiCli";
import { typeToken } from "../../provider/tokens";
import { Stop } from "../command";
import { canonicalEndpointUrl } from "../../trafficPolicy/model/endpointUrl";

interface Resource {
  urn?: unknown;
  type?: unknown;
  outputs?: Record<string, unknown>;
}

/** A secret value as `--show-secrets` exports it (`{<sig>, plaintext: "<JSON>"}`), else the value. */
function revealed(v: unknown): unknown {
  const plaintext = (v as { plaintext?: unknown } | null)?.plaintext;
  return isSecretValue(v) && typeof plaintext === "string" ? JSON.parse(plaintext) : v;
}

/** The policy of the stack's CloudEndpoint at `url`, and the IP policies of its IpPolicyRules by id. */
export function endpointPolicyOf(exported: unknown, url: string): { name: string; policy: string; ipPolicies: Record<string, SimIpRule[]> } {
  const resources = ((exported as { deployment?: { resources?: Resource[] } }).deployment?.resources ?? []).filter((r) => typeof r.urn === "string");
  const want = canonicalEndpointUrl(url) ?? url;
  const endpoints = resources.filter((r) => r.type === typeToken("CloudEndpoint"));
  const found = endpoints.find((r) => typeof r.outputs?.["url"] === "string" && (canonicalEndpointUrl(r.outputs["url"]) ?? r.outputs["url"]) === want);
  if (found === undefined) {
    const urls = endpoints.map((r) => String(r.outputs?.["url"]));
    throw new Stop(`the stack has no CloudEndpoint with url ${want}; ${urls.length === 0 ? "it has none" : `its CloudEndpoints: ${urls.join(", ")}`}`);
  }
  const name = String(found.urn).slice(String(found.urn).lastIndexOf("::") + 2);
  const raw = revealed(found.outputs?.["trafficPolicy"]);
  if (isSecretValue(raw)) throw new Stop(`the policy of CloudEndpoint ${JSON.stringify(name)} is secret in the state; pass --show-secrets to let pulumi stack export decrypt it`);
  if (typeof raw !== "string") throw new Stop(`CloudEndpoint ${JSON.stringify(name)} has no trafficPolicy in the state`);
  const ipPolicies: Record<string, SimIpRule[]> = {};
  for (const r of resources.filter((x) => x.type === typeToken("IpPolicyRule"))) {
    const { ipPolicyId, cidr, action } = r.outputs ?? {};
    if (typeof ipPolicyId === "string" && typeof cidr === "string" && (action === "allow" || action === "deny")) (ipPolicies[ipPolicyId] ??= []).push({ cidr, action });
  }
  return { name, policy: raw, ipPolicies };
}

/** `pulumi stack export` of `cli`'s stack (decrypted with `showSecrets`), read as {@link endpointPolicyOf} reads it. */
export async function stackEndpointPolicy(cli: PulumiCli, url: string, showSecrets: boolean): Promise<ReturnType<typeof endpointPolicyOf>> {
  let text: string;
  try {
    text = await pulumiOutput(cli, ["stack", "export", ...(showSecrets ? ["--show-secrets"] : [])]);
  } catch (e) {
    throw new Stop((e as Error).message.split("\n")[0] ?? "");
  }
  return endpointPolicyOf(JSON.parse(text), url);
}
