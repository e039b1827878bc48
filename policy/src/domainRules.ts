/** Rules on ReservedDomain: certificates the service renews. */
import { type IngressRule, subject } from "./rule";
import { knownString } from "./values";

/**
 * domains/tls-certificates.mdx: "It is recommended that you choose automatic TLS certificates
 * unless you have special requirements"; with an uploaded one, "you are responsible for managing
 * the renewal and rotation of new certificates".
 */
export const domainCertificateManaged: IngressRule = {
  name: "ingress-domain-certificate-managed",
  description: "A reserved domain lets the service obtain and renew its certificate (no uploaded certificateId).",
  enforcementLevel: "advisory",
  resource: "ReservedDomain",
  config: {},
  violations(props, { name }) {
    const id = knownString(props["certificateId"]);
    if (id === undefined) return [];
    return [
      `${subject("ReservedDomain", name)} uses the uploaded certificate ${id}, which you must renew and rotate yourself: ` +
        "remove certificateId (or set certificateManagementPolicy) so the service obtains and renews the domain's certificate, unless you need your own.",
    ];
  },
};
