/**
 * What the account holds that nothing here creates, read for the lookups only: Kubernetes operators
 * (`/kubernetes_operators`), tunnel sessions (`/tunnel_sessions`), application sessions
 * (`/app/sessions`) and application users (`/app/users`), as ngrok's Terraform provider v0.8.0 offers
 * them as data sources. Fields from ngrok-api-go v8.0.0 (datatypes.go: `KubernetesOperator`,
 * `TunnelSession`, `ApplicationSession`, `ApplicationUser`) and the 2026-06 OpenAPI of
 * terraform-provider-ngrok (codegen/openapi_spec.yaml). Of the four lists, only `/tunnel_sessions`
 * takes the CEL `filter` query parameter (ngrok-api-go v8.0.0: `FilteredPaging`); the others take
 * `Paging`.
 */
import { z } from "zod";
import { DescribedItem, Ref, listPage } from "./common";
import { liberalItem } from "./liberal";
import { zeroWritten } from "./zeroWritten";

/** The ngrok-api-go client omits empty strings (`omitempty`): an absent string reads as absent. */
const text = z.string().nullish();

/** An item of the account as its lookup reads it, liberally (./liberal.ts): its id and address, then its own members. */
const observedItem = <M extends z.ZodRawShape>(members: M, anItem: string) => liberalItem(z.object({ id: z.string(), uri: z.string() }).extend(members), anItem);

/** Where an operator runs: ngrok-api-go's `KubernetesOperatorDeployment`. */
const KubernetesOperatorDeployment = z.object({ name: text, namespace: text, version: text, cluster_name: text });

/** The certificate the Bindings feature generated from the operator's CSR: `KubernetesOperatorCert`. */
const KubernetesOperatorCert = z.object({ cert: text, not_before: text, not_after: text });

/** The Bindings feature of an operator, when enabled: `KubernetesOperatorBinding`. */
const KubernetesOperatorBinding = z.object({ endpoint_selectors: z.array(z.string()).nullish(), cert: KubernetesOperatorCert.nullish(), ingress_endpoint: text });

/** A Kubernetes operator as `GET /kubernetes_operators/{id}` returns it (ids `k8sop_`). */
export const KubernetesOperator = liberalItem(
  DescribedItem.extend({
    updated_at: text,
    principal: Ref.nullish(),
    /** A subset of `bindings`, `ingress` and `gateway`. */
    enabled_features: z.array(z.string()).nullish(),
    /** Defaults to `global` on the service. */
    region: text,
    deployment: KubernetesOperatorDeployment.nullish(),
    binding: KubernetesOperatorBinding.nullish(),
  }),
  "a Kubernetes operator",
);
export type KubernetesOperator = z.infer<typeof KubernetesOperator>;
/** A page of `GET /kubernetes_operators`: the service names its items `operators`. */
export const KubernetesOperatorList = listPage("operators", KubernetesOperator);

/** A tunnel session (an agent's connection) as `GET /tunnel_sessions/{id}` returns it (ids `ts_`). */
export const TunnelSession = observedItem(
  {
    agent_version: text,
    /** The tunnel credential or SSH credential the agent started the session with. */
    credential: Ref.nullish(),
    ip: text,
    /** The agent configuration's `metadata`. */
    metadata: text,
    os: text,
    region: text,
    started_at: z.string(),
    /** `ngrok/v2` or `ssh`. */
    transport: text,
  },
  "a tunnel session",
);
export type TunnelSession = z.infer<typeof TunnelSession>;
export const TunnelSessionList = listPage("tunnel_sessions", TunnelSession);

const UserAgent = z.object({ raw: text, browser_name: text, browser_version: text, device_type: text, os_name: text, os_version: text });
const Location = z.object({
  country_code: zeroWritten(z.string()).nullish(),
  latitude: zeroWritten(z.number()).nullish(),
  longitude: zeroWritten(z.number()).nullish(),
  lat_long_radius_km: zeroWritten(z.number()).nullish(),
});
const BrowserSession = z.object({ user_agent: UserAgent.nullish(), ip_address: text, location: Location.nullish() });

/** An application session (a user signed in through an endpoint's OAuth or OIDC) as `GET /app/sessions/{id}` returns it. */
export const ApplicationSession = observedItem(
  {
    public_url: text,
    browser_session: BrowserSession.nullish(),
    application_user: Ref.nullish(),
    created_at: z.string(),
    last_active: text,
    expires_at: text,
    endpoint: Ref.nullish(),
    /** Null when the endpoint is agent-initiated. */
    edge: Ref.nullish(),
    /** Null when the endpoint is agent-initiated. */
    route: Ref.nullish(),
  },
  "an application session",
);
export type ApplicationSession = z.infer<typeof ApplicationSession>;
export const ApplicationSessionList = listPage("application_sessions", ApplicationSession);

/** An application user as `GET /app/users/{id}` returns it. */
export const ApplicationUser = observedItem(
  {
    /** The identity provider the user signed in with: its `name` (Google) and `url`. */
    identity_provider: z.object({ name: text, url: text }).nullish(),
    provider_user_id: text,
    username: text,
    email: text,
    name: text,
    created_at: z.string(),
    last_active: text,
    last_login: text,
  },
  "an application user",
);
export type ApplicationUser = z.infer<typeof ApplicationUser>;
export const ApplicationUserList = listPage("application_users", ApplicationUser);

/** The id prefixes the service gives: the Terraform provider's examples (`ts_2example`, `app_sess_2example`, `app_user_2example`) and the Kubernetes operator's `k8sop_`. */
export const OBSERVED_PREFIX = { kubernetesOperator: "k8sop_", tunnelSession: "ts_", applicationSession: "app_sess_", applicationUser: "app_user_" } as const;
