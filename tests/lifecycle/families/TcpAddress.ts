import type { LifecycleFamily } from "./family";

export const lifecycle: LifecycleFamily = {
  declare: (description) => `resources.TcpAddress = new ingress.TcpAddress("tcpAddress", { description: "${description}", region: "eu" });`,
  updates: true,
  itemPath: (id) => `/reserved_addrs/${id}`,
  deleted: true,
};
