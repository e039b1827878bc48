import type { LifecycleFamily } from "./family";

/** A public key made for this test (ed25519, its private key thrown away). */
const PUBLIC_KEY = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKmwz0faI60wPccLujzvax+mlXHyzxKZLVh6Xa9pPsfV lifecycle@example.com";

export const lifecycle: LifecycleFamily = {
  declare: (description) =>
    `resources.SshCredential = new ingress.SshCredential("sshCredential", { publicKey: "${PUBLIC_KEY}", acl: ["bind:*.lifecycle.example.com"], description: "${description}" });`,
  updates: true,
  itemPath: (id) => `/ssh_credentials/${id}`,
  deleted: true,
};
