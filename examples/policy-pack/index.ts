import { PolicyPack } from "@pulumi/policy";
import { ingressPolicies, isUnknown, typeToken, unwrapProps } from "pulumi-ingress/policy/rules";

// @pulumi/policy reads the pack's version from package.json in the working directory, and the
// engine starts a pack in the project's directory: run from the pack's own.
process.chdir(__dirname);

new PolicyPack("acme-ingress", {
  policies: [
    // Every pulumi-ingress rule; this team wants circuit breakers that can trip, and no header checks.
    ...ingressPolicies({
      "ingress-circuit-breaker-can-trip": "mandatory",
      "ingress-headers-add-and-remove": "disabled",
    }),
    // And one rule of its own, on the same resources.
    {
      name: "acme-route-described",
      description: "Every route says what it serves, in its description.",
      enforcementLevel: "mandatory",
      validateResource: (args, reportViolation) => {
        if (args.type !== typeToken("HttpsEdgeRoute")) return;
        // unwrapProps: plain values, unknowns included (`args.props` throws on reading an unknown).
        const description = unwrapProps(args.props)["description"];
        if (isUnknown(description)) return; // computed from another resource: judged at `up`
        if (typeof description !== "string" || description.trim() === "") {
          reportViolation(`HttpsEdgeRoute ${JSON.stringify(args.name)} has no description: say what the route serves.`);
        }
      },
    },
  ],
});
