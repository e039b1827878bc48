/**
 * A Traffic Policy as the provider takes it, from what a program gives: a valid document object as
 * its text, and whether it holds a secret. What the route and cloud endpoint resources, the plugin
 * and the import share; apart from sdk/trafficPolicy.ts, which reads the route resource's types.
 */
import * as pulumi from "@pulumi/pulumi";
import { parsePolicy, policyIssues, policyText } from "../trafficPolicy/model/document";
import type { TrafficPolicyModuleArgs } from "./routeModules";
import type { TrafficPolicy } from "./trafficPolicyTypes";

/** Whether a policy holds a secret: a login action's client secret, a webhook's secret, or basic-auth credentials (`user:password`). */
function holdsSecret(policy: TrafficPolicy): boolean {
  const rules = [...(policy.on_tcp_connect ?? []), ...(policy.on_http_request ?? []), ...(policy.on_http_response ?? [])];
  return rules.some((rule) =>
    rule.actions.some((a) => {
      const config = a.config as { client_secret?: unknown; secret?: unknown; credentials?: unknown[] } | undefined;
      return (
        Boolean(config?.client_secret) ||
        (a.type === "verify-webhook" && Boolean(config?.secret)) ||
        (a.type === "basic-auth" && (config?.credentials?.length ?? 0) > 0)
      );
    }),
  );
}

/** A policy given as a valid document object, or as its text (JSON or YAML), as a document; undefined for anything else. */
function documentOf(value: unknown): TrafficPolicy | undefined {
  if (typeof value === "string") {
    try {
      return parsePolicy(value);
    } catch {
      return undefined;
    }
  }
  return value !== null && typeof value === "object" && policyIssues(value, "").length === 0 ? (value as TrafficPolicy) : undefined;
}

/**
 * A policy as the provider takes it: a valid {@link TrafficPolicy} object as its text
 * (deterministic JSON), so that the provider, the state and diffs hold the string; a string, or
 * anything that is not a valid document, unchanged, for the resource's check to name what is
 * wrong. `secret` when the policy, object or text, holds a secret, so that whatever carries it is
 * made secret.
 * @internal
 */
export function policyCarried(value: unknown): { text: unknown; secret: boolean } {
  const doc = documentOf(value);
  return { text: doc !== undefined && typeof value !== "string" ? policyText(doc) : value, secret: doc !== undefined && holdsSecret(doc) };
}

/**
 * A route module `trafficPolicy` whose `value` is a valid {@link TrafficPolicy} object, turned into
 * its text (deterministic JSON) so the provider, the state and diffs hold the string; the module
 * is made secret when its policy holds a secret. Strings, absent modules and anything that is not
 * a valid document pass unchanged, for the route's check to name what is wrong
 * (`trafficPolicy.value is required`).
 * @internal
 */
export function trafficPolicyModuleText(
  module: pulumi.Input<TrafficPolicyModuleArgs> | undefined,
): pulumi.Input<TrafficPolicyModuleArgs> | undefined {
  if (module === undefined) return undefined;
  const withText = (m: pulumi.Unwrap<TrafficPolicyModuleArgs>): pulumi.Input<TrafficPolicyModuleArgs> => {
    if (m === undefined || m === null) return m;
    const { text, secret } = policyCarried(m.value);
    const carried = { ...m, value: text } as TrafficPolicyModuleArgs;
    return secret ? pulumi.secret(carried) : carried;
  };
  if (!pulumi.Output.isInstance(module) && !(module instanceof Promise)) {
    const value = module.value;
    if (value === undefined) return module;
    if (!pulumi.Output.isInstance(value) && !(value instanceof Promise)) return withText(module as pulumi.Unwrap<TrafficPolicyModuleArgs>);
  }
  return pulumi.output(module).apply(withText) as pulumi.Output<TrafficPolicyModuleArgs>;
}
