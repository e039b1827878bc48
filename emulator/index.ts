/**
 * A faithful local server of the whole Management API, every family of the registry (read from
 * the wire registry, provider/ingressClient/members.ts) and what they point at, for tests and offline use. See emulator/README.md.
 * What the state holds of each family's item is `Stored<Type>` (`Stored<"Vault">`), inferred from
 * the emulator's State; `StoredRoute` and the other `Stored…` names are the same types.
 *
 * @example
 * const emulator = await startEmulator();
 * const res = await fetch(`${emulator.baseUrl}/tls_certificates`, {
 *   headers: { authorization: `Bearer ${emulator.apiKey}`, "service-version": "2" },
 * });
 * await emulator.close();
 */
export { startEmulator } from "./server";
export { ERROR_CODES, type ErrorCode } from "./machinery/errors";
export { hostnameAction } from "./resources/abuseReport/rules";
export { DEFAULT_COOKIE_PREFIX } from "./resources/httpsEdgeRoute/rules";
export { EDGES_GONE_MESSAGE, EDGES_READ_ONLY_MESSAGE } from "./machinery/knobs";
export {
  EDGES_MODES,
  DEFAULT_API_KEY,
  DEFAULT_RESTRICTED_API_KEY,
  type ApiKey,
  type Emulator,
  type EdgesMode,
  type EmulatorOptions,
  type FaultKind,
  type Faults,
  type RateLimit,
  type RequestLogEntry,
  type Seed,
  type SeedBackend,
  type SeedEdge,
  type SeedSimple,
  type State,
  type Stored,
  type StoredAbuseReport,
  type StoredBackend,
  type StoredEdge,
  type StoredEventDestination,
  type StoredEventSubscription,
  type StoredIpPolicy,
  type StoredIpPolicyRule,
  type StoredModules,
  type StoredRoute,
  type StoredTlsCertificate,
  type TrafficLogEntry,
} from "./types";
