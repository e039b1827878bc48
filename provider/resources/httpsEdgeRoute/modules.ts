/**
 * The 13 traffic modules of an HTTPS edge route, one schema per module in its request shape
 * (strict: what we send, and what the emulator accepts) and its response shape (tolerant).
 * Every module has `enabled`, true when unspecified.
 */
import { z } from "zod";
import { ids, Ref } from "../../wire/common";
import { nonEmpty, uint32 } from "../../wire/rules";
import { secret } from "../../wire/secretFields";
import { zeroWritten } from "../../wire/zeroWritten";

/** Module keys, in the spec's order. The order is also the order modules are listed in diffs. */
export const MODULE_NAMES = [
  "backend",
  "ip_restriction",
  "circuit_breaker",
  "compression",
  "request_headers",
  "response_headers",
  "webhook_verification",
  "oauth",
  "saml",
  "oidc",
  "websocket_tcp_converter",
  "user_agent_filter",
  "traffic_policy",
] as const;
export type ModuleName = (typeof MODULE_NAMES)[number];

/** The authentication modules: a route that has one must never serve its backend without one. */
export const AUTH_MODULES = ["oauth", "saml", "oidc"] as const satisfies readonly ModuleName[];

/** OAuth identity providers, in the order the spec numbers them (provider 1 to 8). */
export const OAUTH_PROVIDERS = ["github", "facebook", "microsoft", "google", "linkedin", "gitlab", "twitch", "amazon"] as const;
export type OAuthProviderName = (typeof OAUTH_PROVIDERS)[number];

/** The one webhook provider that verifies without a shared secret. */
const WEBHOOK_PROVIDER_WITHOUT_SECRET = "SNS";
/** What the service fills in for `cookie_prefix` when unspecified: its own name and a dot. */
export const DEFAULT_COOKIE_PREFIX = "ingress.";
/** What the service fills in when `nameid_format` is unspecified. */
export const SAML_DEFAULT_NAMEID_FORMAT = "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent";

const enabled = z.boolean().optional();
const strings = z.array(z.string());
const headerMap = z.record(z.string(), z.string());
const fraction = z.number().superRefine((n, ctx) => {
  if (!(n >= 0 && n <= 1)) {
    ctx.addIssue({ code: "custom", message: `must be between 0 and 1.0 (a fraction, not a percentage); got ${n}` });
  }
});

/** Session fields shared by OAuth, SAML and OIDC. */
const sessionFields = {
  options_passthrough: z.boolean().optional(),
  cookie_prefix: z.string().optional(),
  inactivity_timeout: uint32().optional(),
  maximum_duration: uint32().optional(),
};

/** One identity provider of the OAuth module; `teams` and `organizations` exist for github only. */
function oauthMember(name: OAuthProviderName) {
  return z
    .strictObject({
      client_id: nonEmpty().optional(),
      client_secret: secret(nonEmpty()).optional(),
      scopes: strings.optional(),
      email_addresses: strings.optional(),
      email_domains: strings.optional(),
      teams: strings.optional(),
      organizations: strings.optional(),
    })
    .superRefine((m, ctx) => {
      if (m.client_id !== undefined && m.client_secret === undefined) {
        ctx.addIssue({ code: "custom", path: ["client_secret"], message: "is required when client_id is set (your own OAuth app needs both)" });
      }
      if (m.scopes !== undefined && (m.client_id === undefined || m.client_secret === undefined)) {
        ctx.addIssue({ code: "custom", path: ["scopes"], message: "may be set only with your own OAuth app (client_id and client_secret); the managed app takes no scopes" });
      }
      if (name !== "github") {
        for (const key of ["teams", "organizations"] as const) {
          if (m[key] !== undefined) ctx.addIssue({ code: "custom", path: [key], message: "is allowed only for the github provider" });
        }
      }
    });
}

const oauthProviderRequest = z
  .strictObject(Object.fromEntries(OAUTH_PROVIDERS.map((p) => [p, oauthMember(p).optional()])) as {
    [P in OAuthProviderName]: z.ZodOptional<ReturnType<typeof oauthMember>>;
  })
  .superRefine((p, ctx) => {
    if (!OAUTH_PROVIDERS.some((k) => p[k] !== undefined)) {
      ctx.addIssue({ code: "custom", message: `must configure one identity provider (${OAUTH_PROVIDERS.join(", ")})` });
    }
  });

/** Request shapes (`EndpointBackendMutate`, `EndpointIPPolicyMutate`, `EndpointSAMLMutate`, and the rest as in responses). */
export const ModuleRequest = {
  backend: z.strictObject({ enabled, backend_id: ids.backend() }),
  ip_restriction: z.strictObject({ enabled, ip_policy_ids: z.array(ids.ipPolicy()) }),
  circuit_breaker: z.strictObject({
    enabled,
    tripped_duration: uint32().optional(),
    rolling_window: uint32().optional(),
    num_buckets: uint32(128).optional(),
    volume_threshold: uint32().optional(),
    error_threshold_percentage: fraction.optional(),
  }),
  compression: z.strictObject({ enabled }),
  request_headers: z.strictObject({ enabled, add: headerMap.optional(), remove: strings.optional() }),
  response_headers: z.strictObject({ enabled, add: headerMap.optional(), remove: strings.optional() }),
  webhook_verification: z
    .strictObject({ enabled, provider: nonEmpty(), secret: secret(z.string()).optional() })
    .superRefine((m, ctx) => {
      if (m.provider !== WEBHOOK_PROVIDER_WITHOUT_SECRET && !m.secret) {
        ctx.addIssue({ code: "custom", path: ["secret"], message: `is required for every provider except ${WEBHOOK_PROVIDER_WITHOUT_SECRET}` });
      }
    }),
  oauth: z.strictObject({ enabled, provider: oauthProviderRequest, ...sessionFields, auth_check_interval: uint32().optional() }),
  saml: z.strictObject({
    enabled,
    ...sessionFields,
    idp_metadata: nonEmpty(),
    force_authn: z.boolean().optional(),
    allow_idp_initiated: z.boolean().optional(),
    authorized_groups: strings.optional(),
    nameid_format: nonEmpty().optional(),
  }),
  oidc: z.strictObject({
    enabled,
    ...sessionFields,
    issuer: nonEmpty(),
    client_id: nonEmpty(),
    client_secret: secret(nonEmpty()),
    scopes: strings.optional(),
  }),
  websocket_tcp_converter: z.strictObject({ enabled }),
  user_agent_filter: z.strictObject({ enabled, allow: strings.optional(), deny: strings.optional() }),
  traffic_policy: z.strictObject({ enabled, value: nonEmpty() }),
} satisfies Record<ModuleName, z.ZodType>;

export type ModuleRequest = { [K in ModuleName]: z.infer<(typeof ModuleRequest)[K]> };

// Response shapes: tolerant (unknown fields are dropped), every field optional but `enabled`.
const on = zeroWritten(z.boolean()).nullish().transform((v) => v ?? true);
const opt = <T extends z.ZodType>(t: T) => t.nullish();
const responseSession = {
  options_passthrough: opt(z.boolean()),
  cookie_prefix: opt(z.string()),
  inactivity_timeout: opt(z.number()),
  maximum_duration: opt(z.number()),
};
const oauthMemberResponse = z.object({
  client_id: opt(zeroWritten(z.string())),
  client_secret: opt(zeroWritten(z.string())),
  scopes: opt(strings),
  email_addresses: opt(strings),
  email_domains: opt(strings),
  teams: opt(strings),
  organizations: opt(strings),
});

export const ModuleResponse = {
  backend: z.object({ enabled: on, backend: Ref }),
  ip_restriction: z.object({ enabled: on, ip_policies: z.array(Ref) }),
  circuit_breaker: z.object({
    enabled: on,
    tripped_duration: opt(z.number()),
    rolling_window: opt(z.number()),
    num_buckets: opt(z.number()),
    volume_threshold: opt(z.number()),
    error_threshold_percentage: opt(z.number()),
  }),
  compression: z.object({ enabled: on }),
  request_headers: z.object({ enabled: on, add: opt(headerMap), remove: opt(strings) }),
  response_headers: z.object({ enabled: on, add: opt(headerMap), remove: opt(strings) }),
  webhook_verification: z.object({ enabled: on, provider: z.string(), secret: opt(z.string()) }),
  oauth: z.object({
    enabled: on,
    provider: z.object(Object.fromEntries(OAUTH_PROVIDERS.map((p) => [p, opt(oauthMemberResponse)])) as {
      [P in OAuthProviderName]: ReturnType<typeof opt<typeof oauthMemberResponse>>;
    }),
    ...responseSession,
    auth_check_interval: opt(z.number()),
  }),
  saml: z.object({
    enabled: on,
    ...responseSession,
    idp_metadata: opt(z.string()),
    force_authn: opt(z.boolean()),
    allow_idp_initiated: opt(zeroWritten(z.boolean())),
    authorized_groups: opt(strings),
    nameid_format: opt(z.string()),
    entity_id: opt(z.string()),
    assertion_consumer_service_url: opt(z.string()),
    single_logout_url: opt(z.string()),
    request_signing_certificate_pem: opt(z.string()),
    metadata_url: opt(z.string()),
  }),
  oidc: z.object({
    enabled: on,
    ...responseSession,
    issuer: opt(z.string()),
    client_id: opt(z.string()),
    client_secret: opt(z.string()),
    scopes: opt(strings),
  }),
  websocket_tcp_converter: z.object({ enabled: on }),
  user_agent_filter: z.object({ enabled: on, allow: opt(strings), deny: opt(strings) }),
  traffic_policy: z.object({ enabled: on, value: opt(z.string()) }),
} satisfies Record<ModuleName, z.ZodType>;

export type ModuleResponse = { [K in ModuleName]: z.infer<(typeof ModuleResponse)[K]> };
