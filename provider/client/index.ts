/**
 * The machinery of the Management API client: the one request path, its errors, pacing and paging.
 * The client programs use, `IngressClient` with a member per resource family, is composed above the
 * families (provider/ingressClient/).
 */
export * from "./errors";
export type { Clock } from "./clock";
export type { ListOptions } from "./pages";
export { DEFAULT_RATE_BUDGET, type RateBudget } from "./pacer";
export { pathOf, type PathRef } from "./paths";
export type { RequestSpec } from "./request";
export type { HttpMethod } from "./retry";
export { VERSION } from "./version";
export { DEFAULTS, type ClientOptions } from "./options";
