import { makeChain } from "../../support/certs";
import type { LifecycleFamily } from "./family";

export const lifecycle: LifecycleFamily = {
  declare: (description) =>
    `resources.TlsCertificate = new ingress.TlsCertificate("cert", { certificatePem: read("cert.pem"), privateKeyPem: read("key.pem"), description: "${description}" });`,
  updates: true,
  itemPath: (id) => `/tls_certificates/${id}`,
  deleted: true,
  files: async () => {
    const chain = await makeChain({ keyType: "ecdsa", commonName: "life.example.com", dnsNames: ["life.example.com"] });
    return { "cert.pem": chain.certificatePem, "key.pem": chain.privateKeyPem };
  },
};
