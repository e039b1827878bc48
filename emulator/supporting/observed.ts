/**
 * What the account holds that no API call here creates, served read-only for the lookups:
 * Kubernetes operators, tunnel sessions, application sessions and users (provider/wire/observed.ts).
 * The service creates them as agents connect, operators register and users sign in; here the seed
 * does (emulator/README.md "Seed"), with fixed or generated ids. Lists and reads by id only: the
 * service's other operations on them (a tunnel session's restart, a session's delete, an operator's
 * update) are not served. `/tunnel_sessions` alone takes `filter`.
 */
import { z } from "zod";
import {
  ApplicationSession,
  ApplicationUser,
  KubernetesOperator,
  maxBytes,
  OBSERVED_PREFIX,
  TunnelSession,
} from "../../provider/wire";
import { describedFields } from "../machinery/items";
import type { StoredItem } from "../machinery/servedCollection";
import { supporting, withoutUpdate, type Supporting } from "../machinery/seeded";

const text = z.string().optional();
const time = z.iso.datetime({ offset: true }).optional();

/** A seeded Kubernetes operator: its described fields' documented limits, and what it reports of itself. */
export const KubernetesOperatorSeed = z.strictObject({
  description: maxBytes(255).optional(),
  metadata: maxBytes(4096).optional(),
  enabled_features: z.array(z.enum(["bindings", "ingress", "gateway"])).optional(),
  region: text,
  deployment: z.strictObject({ name: text, namespace: text, version: text, cluster_name: text }).optional(),
});
/** A seeded tunnel session: what the agent reported; `credential_id` the credential it used. */
export const TunnelSessionSeed = z.strictObject({
  agent_version: text,
  credential_id: text,
  ip: text,
  metadata: maxBytes(4096).optional(),
  os: text,
  region: text,
  started_at: time,
  transport: z.enum(["ngrok/v2", "ssh"]).optional(),
});
/** A seeded application user: who signed in, and with which identity provider. */
export const ApplicationUserSeed = z.strictObject({
  identity_provider: z.strictObject({ name: text, url: text }).optional(),
  provider_user_id: text,
  username: text,
  email: text,
  name: text,
  last_active: time,
  last_login: time,
});
/** A seeded application session: the user's (`application_user_id`), on an endpoint (`endpoint_id`). */
export const ApplicationSessionSeed = z.strictObject({
  public_url: text,
  application_user_id: text,
  endpoint_id: text,
  ip_address: text,
  last_active: time,
  expires_at: time,
});

type Seeded<S extends z.ZodType> = StoredItem & z.output<S>;

/** A reference as the service answers it, to a collection's item. */
const ref = (baseUrl: string, path: string, id: string | undefined) => (id === undefined ? null : { id, uri: `${baseUrl}${path}/${id}` });

const OPERATORS = withoutUpdate("kubernetes_operators", OBSERVED_PREFIX.kubernetesOperator, "a Kubernetes operator", KubernetesOperator, KubernetesOperatorSeed);
const TUNNEL_SESSIONS = withoutUpdate("tunnel_sessions", OBSERVED_PREFIX.tunnelSession, "a tunnel session", TunnelSession, TunnelSessionSeed);
const APP_SESSIONS = withoutUpdate("application_sessions", OBSERVED_PREFIX.applicationSession, "an application session", ApplicationSession, ApplicationSessionSeed);
const APP_USERS = withoutUpdate("application_users", OBSERVED_PREFIX.applicationUser, "an application user", ApplicationUser, ApplicationUserSeed);

/** Only listed and read: no create, update or delete through the API. */
const observed = { creatable: false, deletable: false } as const;

const operators: Supporting<typeof OPERATORS, Seeded<typeof KubernetesOperatorSeed>> = supporting(
  OPERATORS,
  (b) => ({ ...b, ...describedFields(b), enabled_features: b.enabled_features ?? [], region: b.region ?? "global", deployment: b.deployment ?? {} }),
  {
    ...observed,
    listKey: "operators",
    unfiltered: true,
    render: (o, ctx) => ({ ...o, uri: `${ctx.baseUrl}/kubernetes_operators/${o.id}`, updated_at: o.created_at }),
  },
);

const tunnelSessions: Supporting<typeof TUNNEL_SESSIONS, Seeded<typeof TunnelSessionSeed>> = supporting(TUNNEL_SESSIONS, (b) => ({ ...b }), {
  ...observed,
  // No `created_at`: a session has `started_at`, the seed's or its creation time here.
  render: ({ id, created_at, credential_id, started_at, ...rest }, ctx) => ({
    id,
    uri: `${ctx.baseUrl}/tunnel_sessions/${id}`,
    ...rest,
    started_at: started_at ?? created_at,
    credential: ref(ctx.baseUrl, "/credentials", credential_id),
  }),
});

const applicationUsers: Supporting<typeof APP_USERS, Seeded<typeof ApplicationUserSeed>> = supporting(APP_USERS, (b) => ({ ...b }), {
  ...observed,
  path: "/app/users",
  unfiltered: true,
  render: (u, ctx) => ({ ...u, uri: `${ctx.baseUrl}/app/users/${u.id}` }),
});

const applicationSessions: Supporting<typeof APP_SESSIONS, Seeded<typeof ApplicationSessionSeed>> = supporting(APP_SESSIONS, (b) => ({ ...b }), {
  ...observed,
  path: "/app/sessions",
  unfiltered: true,
  render: ({ id, created_at, application_user_id, endpoint_id, ip_address, ...rest }, ctx) => ({
    id,
    uri: `${ctx.baseUrl}/app/sessions/${id}`,
    created_at,
    ...rest,
    browser_session: { ip_address: ip_address ?? "" },
    application_user: ref(ctx.baseUrl, "/app/users", application_user_id),
    endpoint: ref(ctx.baseUrl, "/endpoints", endpoint_id),
    // Agent-initiated and cloud endpoints have neither (ngrok-api-go's ApplicationSession).
    edge: null,
    route: null,
  }),
});

/** The observed collections, by their key in the state. */
export const OBSERVED = {
  kubernetes_operators: operators,
  tunnel_sessions: tunnelSessions,
  application_sessions: applicationSessions,
  application_users: applicationUsers,
};

/** The observed collections of the state, each keyed by id. */
export type ObservedState = { [K in keyof typeof OBSERVED]: Record<string, StoredItem & Record<string, unknown>> };

