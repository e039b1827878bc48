import type { LifecycleFamily } from "./family";

export const lifecycle: LifecycleFamily = {
  declare: (description) => `resources.SshCertificateAuthority = new ingress.SshCertificateAuthority("sshCa", { privateKeyType: "ed25519", description: "${description}" });`,
  updates: true,
  itemPath: (id) => `/ssh_certificate_authorities/${id}`,
  deleted: true,
};
