/**
 * The 13 traffic modules of a route, as programs declare them (request shapes, camelCase) and as
 * outputs show them (response shapes). Every module has `enabled`, true when unspecified.
 * A module the program does not declare is removed from the route.
 */
import type * as pulumi from "@pulumi/pulumi";

type In<T> = pulumi.Input<T>;
type List = In<In<string>[]>;

interface Toggle {
  /** `false` keeps the module configured but disabled. Default: `true`. */
  enabled?: In<boolean>;
}

/** Session settings shared by the OAuth, SAML and OIDC modules. */
interface SessionArgs extends Toggle {
  /** When true, HTTP OPTIONS requests pass without authentication (needed for CORS). Default: false. */
  optionsPassthrough?: In<boolean>;
  /** Prefix of the session cookie. Default: the service's own name followed by a dot. */
  cookiePrefix?: In<string>;
  /** Seconds of inactivity after which the session ends and re-authentication is forced (uint32). Default: the service's. */
  inactivityTimeout?: In<number>;
  /** Maximum length of an authenticated session, in seconds (uint32). Default: the service's. */
  maximumDuration?: In<number>;
}

export interface BackendModuleArgs extends Toggle {
  /** Id of the backend traffic is sent to (`bkdtg_…` and the other `bkd…_` kinds). Required. */
  backendId: In<string>;
}
export interface IpRestrictionModuleArgs extends Toggle {
  /** Ids (`ipp_…`) of the IP policies that decide which source IPs may reach the route. Order is not a change. */
  ipPolicyIds: List;
}
export interface CircuitBreakerModuleArgs extends Toggle {
  /** Seconds to wait after the circuit trips before re-checking upstream health (uint32). Default: the service's. */
  trippedDuration?: In<number>;
  /** Seconds of the statistical rolling window (uint32). Default: the service's. */
  rollingWindow?: In<number>;
  /** Number of buckets in the rolling window, at most 128. Default: the service's. */
  numBuckets?: In<number>;
  /** Requests in a rolling window that trip the circuit (uint32). Default: the service's. */
  volumeThreshold?: In<number>;
  /** Error rate that trips the circuit, a fraction from 0 to 1.0 (not a percentage). Default: the service's. */
  errorThresholdPercentage?: In<number>;
}
export type CompressionModuleArgs = Toggle;
export interface HeadersModuleArgs extends Toggle {
  /** Header name to value, added to the request (request headers) or to the response (response headers). */
  add?: In<Record<string, In<string>>>;
  /** Names of headers removed. Order is not a change. */
  remove?: List;
}
export interface WebhookVerificationModuleArgs extends Toggle {
  /** Name of the webhook sender (for example `SLACK`, `GITHUB`, `SNS`). Required. */
  provider: In<string>;
  /** Secret used to verify requests: required for every provider except `SNS`. Always stored as a secret. */
  secret?: In<string>;
}
/** One identity provider of the OAuth module. */
export interface OAuthProviderArgs {
  /** Client id of your own OAuth app. When unset, the service's managed app is used. When set, `clientSecret` is required. */
  clientId?: In<string>;
  /** Client secret of your own OAuth app. Always stored as a secret. */
  clientSecret?: In<string>;
  /** Provider-specific scopes; only with your own app (`clientId` and `clientSecret`). */
  scopes?: List;
  /** Users with these e-mail addresses are allowed. */
  emailAddresses?: List;
  /** Users with these e-mail domains are allowed. */
  emailDomains?: List;
}
/** The GitHub member also filters by team and organization. */
export interface GithubOAuthProviderArgs extends OAuthProviderArgs {
  /** Teams, as `<org>/<team>` slugs, whose members are allowed. github only. */
  teams?: List;
  /** Organization slugs whose members are allowed. github only. */
  organizations?: List;
}
export interface OAuthModuleArgs extends SessionArgs {
  /** The identity provider: exactly the members you use, typically one. */
  provider: In<{
    github?: In<GithubOAuthProviderArgs>;
    facebook?: In<OAuthProviderArgs>;
    microsoft?: In<OAuthProviderArgs>;
    google?: In<OAuthProviderArgs>;
    linkedin?: In<OAuthProviderArgs>;
    gitlab?: In<OAuthProviderArgs>;
    twitch?: In<OAuthProviderArgs>;
    amazon?: In<OAuthProviderArgs>;
  }>;
  /** Seconds after which user state is refreshed from the identity provider and authorization rechecked (uint32). Default: the service's. */
  authCheckInterval?: In<number>;
}
export interface SamlModuleArgs extends SessionArgs {
  /** The identity provider's full XML EntityDescriptor. Required. */
  idpMetadata: In<string>;
  /** When true, the IdP must prompt for credentials even if a session exists. Default: false. */
  forceAuthn?: In<boolean>;
  /** When true, the IdP may start a login directly (and should set RelayState to the target URL). Default: false. */
  allowIdpInitiated?: In<boolean>;
  /** When set, only members of these groups may access the endpoint. */
  authorizedGroups?: List;
  /** NameID format. Default: `urn:oasis:names:tc:SAML:2.0:nameid-format:persistent`. */
  nameidFormat?: In<string>;
}
export interface OidcModuleArgs extends SessionArgs {
  /** URL of the OpenID provider, the base of discovery. Required. */
  issuer: In<string>;
  /** Client id, also the audience. Required. */
  clientId: In<string>;
  /** Client secret. Required; always stored as a secret. */
  clientSecret: In<string>;
  /** Scopes to request. */
  scopes?: List;
}
export type WebsocketTcpConverterModuleArgs = Toggle;
export interface UserAgentFilterModuleArgs extends Toggle {
  /** User agents allowed. */
  allow?: List;
  /** User agents denied. */
  deny?: List;
}
export interface TrafficPolicyModuleArgs extends Toggle {
  /** The traffic policy applied to the route's traffic. Required. */
  value: In<string>;
}

/** A reference to another resource. */
export interface Ref {
  id: string;
  uri: string;
}
interface On {
  enabled: boolean;
}
interface SessionOutput extends On {
  optionsPassthrough?: boolean | null;
  cookiePrefix?: string | null;
  inactivityTimeout?: number | null;
  maximumDuration?: number | null;
}
/** An OAuth member as outputs show it: client secrets are never outputs. */
export interface OAuthProviderOutput {
  clientId?: string | null;
  scopes?: string[] | null;
  emailAddresses?: string[] | null;
  emailDomains?: string[] | null;
  teams?: string[] | null;
  organizations?: string[] | null;
}

/** The modules as outputs show them (response shapes, camelCase). */
export interface RouteModuleOutputs {
  backend: On & { backend: Ref };
  ipRestriction: On & { ipPolicies: Ref[] };
  circuitBreaker: On & { trippedDuration?: number; rollingWindow?: number; numBuckets?: number; volumeThreshold?: number; errorThresholdPercentage?: number };
  compression: On;
  requestHeaders: On & { add?: Record<string, string> | null; remove?: string[] | null };
  responseHeaders: On & { add?: Record<string, string> | null; remove?: string[] | null };
  /** The secret is never an output. */
  webhookVerification: On & { provider: string };
  oauth: SessionOutput & { provider: Partial<Record<"github" | "facebook" | "microsoft" | "google" | "linkedin" | "gitlab" | "twitch" | "amazon", OAuthProviderOutput | null>>; authCheckInterval?: number | null };
  saml: SessionOutput & {
    idpMetadata?: string; forceAuthn?: boolean; allowIdpInitiated?: boolean; authorizedGroups?: string[] | null; nameidFormat?: string;
    /** Computed: equal to `metadataUrl`. */
    entityId: string;
    /** Computed: where the IdP posts assertions. */
    assertionConsumerServiceUrl: string;
    /** Computed: single logout address. */
    singleLogoutUrl: string;
    /** Computed: PEM certificate whose key signs SAML requests to the IdP. */
    requestSigningCertificatePem: string;
    /** Computed: the service provider metadata address. */
    metadataUrl: string;
  };
  /** The client secret is never an output. */
  oidc: SessionOutput & { issuer: string; clientId: string; scopes?: string[] | null };
  websocketTcpConverter: On;
  userAgentFilter: On & { allow?: string[] | null; deny?: string[] | null };
  trafficPolicy: On & { value: string };
}
