/**
 * pulumi-ingress: declarative management of the ingress Management API from Pulumi programs.
 *
 * Settings: `ingress:apiKey` (secret) and `ingress:baseUrl` in the stack config, or the
 * `INGRESS_API_KEY` and `INGRESS_BASE_URL` environment variables.
 */
export { TlsCertificate, type TlsCertificateArgs, type SubjectAlternativeNames, EXPIRY_WARNING_DAYS } from "./tlsCertificate";
export { HttpsEdgeRoute, type HttpsEdgeRouteArgs } from "./httpsEdgeRoute";
export type * from "./routeModules";
export { AbuseReport, type AbuseReportArgs, type AbuseReportHostname } from "./abuseReport";
export { EventSubscription, type EventSubscriptionArgs, type EventSource } from "./eventSubscription";
export { getTlsCertificates, getEventSubscriptions, type LookupOptions, type TlsCertificateInfo, type EventSubscriptionInfo } from "./lookups";
export { ABUSE_REPORT_NOT_WITHDRAWN } from "../provider/resources/abuseReport";
