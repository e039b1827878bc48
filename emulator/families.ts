/**
 * The resource families the emulator serves, and what they store. A new family adds its endpoints
 * module (emulator/<family>.ts) and, here, one line in {@link FAMILIES} plus its collection in
 * {@link State} and {@link emptyState}. The router matches patterns in the order of the list.
 */
import { abuseReportEndpoints } from "./abuseReports";
import type { Endpoint } from "./api";
import { endpointEndpoints, type StoredCloudEndpoint } from "./endpoints";
import { eventSubscriptionEndpoints } from "./eventSubscriptions";
import { routeEndpoints } from "./routes";
import { supportingEndpoints } from "./supporting";
import { tlsCertificateEndpoints } from "./tlsCertificates";
import type {
  StoredAbuseReport,
  StoredBackend,
  StoredEdge,
  StoredEventDestination,
  StoredEventSubscription,
  StoredIpPolicy,
  StoredRoute,
  StoredTlsCertificate,
} from "./types";

/** Each family's endpoints, by family. */
export const FAMILIES = {
  tlsCertificates: tlsCertificateEndpoints,
  routes: routeEndpoints,
  abuseReports: abuseReportEndpoints,
  eventSubscriptions: eventSubscriptionEndpoints,
  endpoints: endpointEndpoints,
  supporting: supportingEndpoints,
} as const satisfies Readonly<Record<string, readonly Endpoint[]>>;

/** Every endpoint of every family, in the order of {@link FAMILIES}. */
export const ENDPOINTS: readonly Endpoint[] = Object.values(FAMILIES).flat();

/** Every resource, each collection keyed by id in creation order. */
export interface State {
  /** Time component of the last id handed out; keeps ids ordered across restarts. */
  id_clock: number;
  tls_certificates: Record<string, StoredTlsCertificate>;
  edges: Record<string, StoredEdge>;
  routes: Record<string, StoredRoute>;
  abuse_reports: Record<string, StoredAbuseReport>;
  event_subscriptions: Record<string, StoredEventSubscription>;
  endpoints: Record<string, StoredCloudEndpoint>;
  event_destinations: Record<string, StoredEventDestination>;
  backends: Record<string, StoredBackend>;
  ip_policies: Record<string, StoredIpPolicy>;
}

/** A state with every collection empty; the state file's schema takes its collections from it. */
export const emptyState = (): State => ({
  id_clock: 0,
  tls_certificates: {},
  edges: {},
  routes: {},
  abuse_reports: {},
  event_subscriptions: {},
  endpoints: {},
  event_destinations: {},
  backends: {},
  ip_policies: {},
});
