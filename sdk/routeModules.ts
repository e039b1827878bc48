/**
 * The 13 traffic modules of a route, as programs declare them (request shapes, camelCase) and as
 * outputs show them (response shapes). Every module has `enabled`, true when unspecified.
 * A module the program does not declare is removed from the route.
 */
import type * as pulumi from "@pulumi/pulumi";
import type { TrafficPolicy } from "./trafficPolicyTypes";

/**
 * The switch every module has.
 * @inline
 */
interface Toggle {
  /** `false` keeps the module configured but disabled. Default: `true`. */
  enabled?: pulumi.Input<boolean>;
}

/**
 * Session settings shared by the OAuth, SAML and OIDC modules.
 * @inline
 */
interface SessionArgs extends Toggle {
  /** When true, HTTP OPTIONS requests pass without authentication (needed for CORS). Default: false. */
  optionsPassthrough?: pulumi.Input<boolean>;
  /** Prefix of the session cookie set on the client. Default: the service's own name followed by a dot. */
  cookiePrefix?: pulumi.Input<string>;
  /** Seconds of inactivity after which the session ends and re-authentication is forced: a whole number from 0 to 4294967295 (uint32). Default: the service's. */
  inactivityTimeout?: pulumi.Input<number>;
  /** Maximum length of an authenticated session, in seconds: a whole number from 0 to 4294967295 (uint32). Default: the service's. */
  maximumDuration?: pulumi.Input<number>;
}

/** The backend module (`backend` of {@link HttpsEdgeRouteArgs}): where the route sends its traffic. */
export interface BackendModuleArgs extends Toggle {
  /** Id of the backend traffic is sent to (`bkdtg_…` and the other `bkd<kind>_…` kinds). Required. */
  backendId: pulumi.Input<string>;
}
/** The IP restriction module (`ipRestriction`): which source IP addresses may reach the route. */
export interface IpRestrictionModuleArgs extends Toggle {
  /** Ids (`ipp_…`) of the IP policies that decide which source IPs may reach the route. Required; may be empty. Order is not a change. */
  ipPolicyIds: pulumi.Input<pulumi.Input<string>[]>;
}
/**
 * The circuit breaker module (`circuitBreaker`): stops sending traffic to an unhealthy upstream.
 * Every setting left unset is the service's default, which the outputs may show.
 */
export interface CircuitBreakerModuleArgs extends Toggle {
  /** Seconds to wait after the circuit trips before re-checking upstream health: a whole number from 0 to 4294967295 (uint32). Default: the service's. */
  trippedDuration?: pulumi.Input<number>;
  /** Length of the statistical rolling window, in seconds: a whole number from 0 to 4294967295 (uint32). Default: the service's. */
  rollingWindow?: pulumi.Input<number>;
  /** Number of buckets the rolling window is divided into: a whole number from 0 to 128. Default: the service's. */
  numBuckets?: pulumi.Input<number>;
  /** Number of requests in a rolling window that trips the circuit: a whole number from 0 to 4294967295 (uint32). Default: the service's. */
  volumeThreshold?: pulumi.Input<number>;
  /** Error rate that trips the circuit, as a fraction from 0 to 1.0 (`0.5` is 50%; not a percentage). Default: the service's. */
  errorThresholdPercentage?: pulumi.Input<number>;
}
/** The compression module (`compression`): it has no settings, so `{}` turns it on. */
export type CompressionModuleArgs = Toggle;
/**
 * The request headers module (`requestHeaders`: headers changed on requests before they go
 * upstream) or the response headers module (`responseHeaders`: headers changed on responses to clients).
 */
export interface HeadersModuleArgs extends Toggle {
  /** Header name to value, added to each request (request headers) or each response (response headers). Default: none. */
  add?: pulumi.Input<Record<string, pulumi.Input<string>>>;
  /** Names of the headers removed from each request or response. Default: none. Order is not a change. */
  remove?: pulumi.Input<pulumi.Input<string>[]>;
}
/** The webhook verification module (`webhookVerification`): only requests signed by the named webhook sender pass. */
export interface WebhookVerificationModuleArgs extends Toggle {
  /** Name of the webhook sender (for example `SLACK`, `GITHUB`, `SNS`); which names the service knows is the service's to say. Required. */
  provider: pulumi.Input<string>;
  /**
   * Secret shared with the sender, used to verify its requests. Required for every provider
   * except `SNS`. A secret: stored encrypted in the state whatever you pass, sent to the
   * service, and never an output (the service does not return it).
   */
  secret?: pulumi.Input<string>;
}
/** One identity provider of the OAuth module: whose users may sign in, through which OAuth app. */
export interface OAuthProviderArgs {
  /** Client id of your own OAuth app. Default: none, and the service's managed app (with its restrictions) is used. When set, `clientSecret` is required. */
  clientId?: pulumi.Input<string>;
  /**
   * Client secret of your own OAuth app; set with `clientId` or not at all. A secret: stored
   * encrypted in the state whatever you pass, sent to the service, and never an output.
   */
  clientSecret?: pulumi.Input<string>;
  /** Provider-specific OAuth scopes to request. Only with your own app (`clientId` and `clientSecret`); the managed app takes none. Default: none. */
  scopes?: pulumi.Input<pulumi.Input<string>[]>;
  /** Users with these e-mail addresses are allowed. Default: none. Order is not a change. */
  emailAddresses?: pulumi.Input<pulumi.Input<string>[]>;
  /** Users with e-mail addresses in these domains (`example.com`) are allowed. Default: none. Order is not a change. */
  emailDomains?: pulumi.Input<pulumi.Input<string>[]>;
}
/** The GitHub member of the OAuth module, which can also allow users by team and organization. */
export interface GithubOAuthProviderArgs extends OAuthProviderArgs {
  /** Teams, as `<org>/<team>` slugs, whose members are allowed. github only. Default: none. */
  teams?: pulumi.Input<pulumi.Input<string>[]>;
  /** Organization slugs whose members are allowed. github only. Default: none. */
  organizations?: pulumi.Input<pulumi.Input<string>[]>;
}
/** The OAuth module (`oauth`): visitors sign in with an external identity provider before the route serves them. */
export interface OAuthModuleArgs extends SessionArgs {
  /** The identity provider: exactly the members you use (at least one, typically one); members left out are not configured. Required. */
  provider: pulumi.Input<{
    /** GitHub, which can also allow users by team and organization. */
    github?: pulumi.Input<GithubOAuthProviderArgs>;
    /** Facebook. */
    facebook?: pulumi.Input<OAuthProviderArgs>;
    /** Microsoft. */
    microsoft?: pulumi.Input<OAuthProviderArgs>;
    /** Google. */
    google?: pulumi.Input<OAuthProviderArgs>;
    /** LinkedIn. */
    linkedin?: pulumi.Input<OAuthProviderArgs>;
    /** GitLab. */
    gitlab?: pulumi.Input<OAuthProviderArgs>;
    /** Twitch. */
    twitch?: pulumi.Input<OAuthProviderArgs>;
    /** Amazon. */
    amazon?: pulumi.Input<OAuthProviderArgs>;
  }>;
  /** Seconds after which user state is refreshed from the identity provider and authorization rechecked (uint32): what bounds how long a revoked user keeps access. Default: the service's. */
  authCheckInterval?: pulumi.Input<number>;
}
/** The SAML module (`saml`): visitors sign in with a SAML identity provider (IdP) before the route serves them. */
export interface SamlModuleArgs extends SessionArgs {
  /** The identity provider's full XML EntityDescriptor (its SAML metadata document). Required. */
  idpMetadata: pulumi.Input<string>;
  /** When true, the IdP must prompt for credentials even if a session exists. Default: false. */
  forceAuthn?: pulumi.Input<boolean>;
  /** When true, the IdP may start a login directly (and should set RelayState to the target URL). Default: false. */
  allowIdpInitiated?: pulumi.Input<boolean>;
  /** When set, only members of these groups may access the route. Default: none (any authenticated user). Order is not a change. */
  authorizedGroups?: pulumi.Input<pulumi.Input<string>[]>;
  /** NameID format requested from the IdP; the service supports a subset of SAML's. Default: `urn:oasis:names:tc:SAML:2.0:nameid-format:persistent`. */
  nameidFormat?: pulumi.Input<string>;
}
/** The OIDC module (`oidc`): visitors sign in with an OpenID Connect provider before the route serves them. */
export interface OidcModuleArgs extends SessionArgs {
  /** URL of the OpenID provider, the base of its discovery document (`https://accounts.example.com`). Required. */
  issuer: pulumi.Input<string>;
  /** Client id of your OpenID app, also the audience of its tokens. Required. */
  clientId: pulumi.Input<string>;
  /**
   * Client secret of your OpenID app. Required. A secret: stored encrypted in the state whatever
   * you pass, sent to the service, and never an output (the service does not return it).
   */
  clientSecret: pulumi.Input<string>;
  /** Scopes to request. Default: none. Order is not a change. */
  scopes?: pulumi.Input<pulumi.Input<string>[]>;
}
/** The websocket-to-TCP converter module (`websocketTcpConverter`): it has no settings, so `{}` turns it on. */
export type WebsocketTcpConverterModuleArgs = Toggle;
/** The user agent filter module (`userAgentFilter`): which clients, by `User-Agent`, the route serves. */
export interface UserAgentFilterModuleArgs extends Toggle {
  /** User agents allowed; how an entry matches a `User-Agent` header is the service's rule. Default: none. Order is not a change. */
  allow?: pulumi.Input<pulumi.Input<string>[]>;
  /** User agents denied, matched as `allow` is. Default: none. Order is not a change. */
  deny?: pulumi.Input<pulumi.Input<string>[]>;
}
/** The traffic policy module (`trafficPolicy`). */
export interface TrafficPolicyModuleArgs extends Toggle {
  /**
   * The traffic policy applied to the route's traffic: the service's policy text (YAML or JSON), or
   * a {@link TrafficPolicy} object, which is checked and sent as its JSON text (so state and diffs
   * hold that text). Required; not empty. When the policy holds a secret (a login action's
   * `client_secret`, a `verify-webhook` `secret`, `basic-auth` `credentials`), the module, input
   * and output, is made secret.
   */
  value: pulumi.Input<string | TrafficPolicy>;
}

/** A reference to another resource of the API, as outputs show it. */
export interface Ref {
  /** The resource's id, with its type's prefix (`ed_…`, `bkdtg_…`, `ipp_…`). */
  id: string;
  /** The resource's absolute address on the API: the base URL followed by its path. */
  uri: string;
}
/**
 * The switch every module output has.
 * @inline
 */
interface On {
  /** Whether the module is on: `false` when it is configured but disabled. Never null: the service's unspecified value is `true`. */
  enabled: boolean;
}
/**
 * Session fields of the OAuth, SAML and OIDC module outputs.
 * @inline
 */
interface SessionOutput extends On {
  /** Whether HTTP OPTIONS requests pass without authentication. Absent or null when unset. */
  optionsPassthrough?: boolean | null;
  /** Prefix of the session cookie: the declared one, or the default the service fills in (its own name followed by a dot). */
  cookiePrefix?: string | null;
  /** Seconds of inactivity after which the session ends: the declared value, or the service's default; absent or null when the service reports none. */
  inactivityTimeout?: number | null;
  /** Maximum length of a session, in seconds: the declared value, or the service's default; absent or null when the service reports none. */
  maximumDuration?: number | null;
}
/** One identity provider of the OAuth module, as outputs show it. The client secret is never an output. */
export interface OAuthProviderOutput {
  /** Client id of your own OAuth app; absent or null when the service's managed app is used. */
  clientId?: string | null;
  /** OAuth scopes requested; absent, null or empty when none are set. */
  scopes?: string[] | null;
  /** E-mail addresses whose users are allowed; absent, null or empty when none are set. */
  emailAddresses?: string[] | null;
  /** E-mail domains whose users are allowed; absent, null or empty when none are set. */
  emailDomains?: string[] | null;
  /** `<org>/<team>` slugs whose members are allowed (github only); absent, null or empty when none are set. */
  teams?: string[] | null;
  /** Organization slugs whose members are allowed (github only); absent, null or empty when none are set. */
  organizations?: string[] | null;
}

/**
 * The modules as outputs show them: the service's response shapes, camelCase. A route's output
 * for a module is null when the module is not on the route. Secrets (webhook and client secrets)
 * are never part of an output. Settings the program leaves unset are absent, null or empty, or
 * hold the default the service filled in (numbers, `cookiePrefix`, `nameidFormat`).
 */
export interface RouteModuleOutputs {
  /** The backend module. */
  backend: On & {
    /** The backend traffic is sent to (`bkdtg_…` and the other `bkd<kind>_…` kinds). */
    backend: Ref;
  };
  /** The IP restriction module. */
  ipRestriction: On & {
    /** The IP policies (`ipp_…`) that decide which source IPs may reach the route; may be empty. */
    ipPolicies: Ref[];
  };
  /** The circuit breaker module. Each setting is the declared value or the service's default; absent when the service reports none. */
  circuitBreaker: On & {
    /** Seconds to wait after the circuit trips before re-checking upstream health. */
    trippedDuration?: number;
    /** Length of the statistical rolling window, in seconds. */
    rollingWindow?: number;
    /** Number of buckets in the rolling window, at most 128. */
    numBuckets?: number;
    /** Number of requests in a rolling window that trips the circuit. */
    volumeThreshold?: number;
    /** Error rate that trips the circuit, a fraction from 0 to 1.0 (not a percentage). */
    errorThresholdPercentage?: number;
  };
  /** The compression module. */
  compression: On;
  /** The request headers module. */
  requestHeaders: On & {
    /** Header name to value, added to each request; absent, null or empty when none. */
    add?: Record<string, string> | null;
    /** Names of the headers removed from each request; absent, null or empty when none. */
    remove?: string[] | null;
  };
  /** The response headers module. */
  responseHeaders: On & {
    /** Header name to value, added to each response; absent, null or empty when none. */
    add?: Record<string, string> | null;
    /** Names of the headers removed from each response; absent, null or empty when none. */
    remove?: string[] | null;
  };
  /** The webhook verification module. The secret is never an output. */
  webhookVerification: On & {
    /** Name of the webhook sender (`SLACK`, `GITHUB`, `SNS`, …). */
    provider: string;
  };
  /** The OAuth module. Client secrets are never outputs. */
  oauth: SessionOutput & {
    /** The identity providers: the configured member holds its settings; the others are absent or null. */
    provider: Partial<Record<"github" | "facebook" | "microsoft" | "google" | "linkedin" | "gitlab" | "twitch" | "amazon", OAuthProviderOutput | null>>;
    /** Seconds after which user state is refreshed from the identity provider: the declared value or the service's default; absent or null when the service reports none. */
    authCheckInterval?: number | null;
  };
  /** The SAML module, with the fields the service computes for the route (`entityId`, `metadataUrl`, …). */
  saml: SessionOutput & {
    /** The identity provider's XML EntityDescriptor, as declared. */
    idpMetadata?: string;
    /** Whether the IdP must prompt for credentials even if a session exists. */
    forceAuthn?: boolean;
    /** Whether the IdP may start a login directly. */
    allowIdpInitiated?: boolean;
    /** Groups whose members may access the route; absent, null or empty when any authenticated user may. */
    authorizedGroups?: string[] | null;
    /** NameID format: the declared one, or the service's default `urn:oasis:names:tc:SAML:2.0:nameid-format:persistent`. */
    nameidFormat?: string;
    /** Computed: the route's SAML entity id, a URL equal to `metadataUrl`. */
    entityId: string;
    /** Computed: URL where the IdP posts its assertions (give it to the IdP). */
    assertionConsumerServiceUrl: string;
    /** Computed: URL of single logout. */
    singleLogoutUrl: string;
    /** Computed: PEM-encoded X.509 certificate whose key signs the SAML requests sent to the IdP (give it to the IdP). */
    requestSigningCertificatePem: string;
    /** Computed: URL of the route's service provider metadata document. */
    metadataUrl: string;
  };
  /** The OIDC module. The client secret is never an output. */
  oidc: SessionOutput & {
    /** URL of the OpenID provider. */
    issuer: string;
    /** Client id of the OpenID app. */
    clientId: string;
    /** Scopes requested; absent, null or empty when none are set. */
    scopes?: string[] | null;
  };
  /** The websocket-to-TCP converter module. */
  websocketTcpConverter: On;
  /** The user agent filter module. */
  userAgentFilter: On & {
    /** User agents allowed; absent, null or empty when none. */
    allow?: string[] | null;
    /** User agents denied; absent, null or empty when none. */
    deny?: string[] | null;
  };
  /** The traffic policy module. */
  trafficPolicy: On & {
    /** The traffic policy applied to the route's traffic, as declared. */
    value: string;
  };
}
