import type { LifecycleFamily } from "./family";

export const lifecycle: LifecycleFamily = {
  declare: () => `resources.AbuseReport = new ingress.AbuseReport("report", { urls: ["https://phish.example.test/login"] });`,
  updates: false,
  itemPath: (id) => `/abuse_reports/${id}`,
  deleted: false,
};
