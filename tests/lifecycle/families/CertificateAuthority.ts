import { makeChain } from "../../support/certs";
import type { LifecycleFamily } from "./family";

export const lifecycle: LifecycleFamily = {
  declare: (description) => `resources.CertificateAuthority = new ingress.CertificateAuthority("ca", { caPem: read("ca.pem"), description: "${description}" });`,
  updates: true,
  itemPath: (id) => `/certificate_authorities/${id}`,
  deleted: true,
  files: async () => ({ "ca.pem": (await makeChain({ keyType: "ecdsa", caCommonName: "Lifecycle clients CA" })).caPem }),
};
