/**
 * Lookups of what the account holds that no program creates: Kubernetes operators, tunnel
 * sessions (the agents' connections), application sessions and application users (who signed in
 * through an endpoint's identity provider), as ngrok's Terraform provider offers them as data
 * sources. Read-only; each reads when the program runs (`pulumi preview` included).
 */
import { collect, read, type FilteredLookupOptions, type LookupOptions, type ReadOptions, type DescribedInfo } from "./lookup";
import type { Ref } from "./routeModules";

/**
 * A reference to another item of the API.
 *
 * @deprecated Use {@link Ref}, the same type.
 */
export type RefInfo = Ref;

/** Where a Kubernetes operator is deployed. */
export interface KubernetesOperatorDeploymentInfo {
  /** The deployment's name. */
  name?: string | null;
  /** The namespace the operator is deployed to. */
  namespace?: string | null;
  /** The operator's version. */
  version?: string | null;
  /** The name the user gave the cluster. */
  clusterName?: string | null;
}

/** The certificate the Bindings feature generated for an operator. */
export interface KubernetesOperatorCertInfo {
  /** The public client certificate (PEM). */
  cert?: string | null;
  /** When the certificate becomes valid (RFC 3339). */
  notBefore?: string | null;
  /** When the certificate becomes invalid (RFC 3339). */
  notAfter?: string | null;
}

/** The Bindings feature of an operator. */
export interface KubernetesOperatorBindingInfo {
  /** CEL expressions selecting the endpoints bound into the cluster. */
  endpointSelectors?: string[] | null;
  /** The binding certificate. */
  cert?: KubernetesOperatorCertInfo | null;
  /** The operator's public ingress endpoint. */
  ingressEndpoint?: string | null;
}

/** A Kubernetes operator registered on the account, as {@link getKubernetesOperators} returns it. */
export interface KubernetesOperatorInfo extends DescribedInfo {
  /** The operator's id (`k8sop_…`). */
  id: string;
  /** When the operator was last changed (RFC 3339). */
  updatedAt?: string | null;
  /** Who registered the operator. */
  principal?: Ref | null;
  /** Features enabled: a subset of `bindings`, `ingress` and `gateway`. */
  enabledFeatures?: string[] | null;
  /** The region its ingress is served in (`global` by default on the service). */
  region?: string | null;
  /** Where the operator is deployed. */
  deployment?: KubernetesOperatorDeploymentInfo | null;
  /** The Bindings feature, when enabled. */
  binding?: KubernetesOperatorBindingInfo | null;
}

/** A tunnel session (an agent's connection), as {@link getTunnelSessions} returns it. */
export interface TunnelSessionInfo {
  /** The session's id (`ts_…`). */
  id: string;
  /** Absolute address of the session on the API. */
  uri: string;
  /** The version of the agent that started the session. */
  agentVersion?: string | null;
  /** The tunnel credential or SSH credential the agent started it with. */
  credential?: Ref | null;
  /** The agent's source IP address. */
  ip?: string | null;
  /** The `metadata` of the agent's configuration. Null when not set. */
  metadata: string | null;
  /** The operating system the agent runs on. */
  os?: string | null;
  /** The region the session started in. */
  region?: string | null;
  /** When the session first connected (RFC 3339). */
  startedAt: string;
  /** The transport: `ngrok/v2` or `ssh`. */
  transport?: string | null;
}

/** The browser of an application session. */
export interface BrowserSessionInfo {
  /** The parsed `User-Agent` header. */
  userAgent?: {
    /** The raw header. */
    raw?: string | null;
    /** Browser name (`Chrome`). */
    browserName?: string | null;
    /** Browser version (`102`). */
    browserVersion?: string | null;
    /** Device type (`Desktop`). */
    deviceType?: string | null;
    /** Operating system (`MacOS`). */
    osName?: string | null;
    /** Operating system version. */
    osVersion?: string | null;
  } | null;
  /** The browser's IP address. */
  ipAddress?: string | null;
  /** Where that address is. */
  location?: {
    /** ISO country code. */
    countryCode?: string | null;
    /** Latitude. */
    latitude?: number | null;
    /** Longitude. */
    longitude?: number | null;
    /** Accuracy radius of the coordinates, in km. */
    latLongRadiusKm?: number | null;
  } | null;
}

/** An application session, as {@link getApplicationSessions} returns it. */
export interface ApplicationSessionInfo {
  /** The session's id (`app_sess_…`). */
  id: string;
  /** Absolute address of the session on the API. */
  uri: string;
  /** The URL of the hostport the session signed in to. */
  publicUrl?: string | null;
  /** The browser the user signed in with. */
  browserSession?: BrowserSessionInfo | null;
  /** The application user of the session. */
  applicationUser?: Ref | null;
  /** When the session was created (RFC 3339). */
  createdAt: string;
  /** When the user was last active (RFC 3339). */
  lastActive?: string | null;
  /** When the session expires (RFC 3339). */
  expiresAt?: string | null;
  /** The endpoint the session belongs to. */
  endpoint?: Ref | null;
  /** The edge, null when the endpoint is agent-initiated. */
  edge?: Ref | null;
  /** The route, null when the endpoint is agent-initiated. */
  route?: Ref | null;
}

/** An application user, as {@link getApplicationUsers} returns it. */
export interface ApplicationUserInfo {
  /** The user's id (`app_user_…`). */
  id: string;
  /** Absolute address of the user on the API. */
  uri: string;
  /** The identity provider the user signed in with. */
  identityProvider?: {
    /** Its name (`Google`). */
    name?: string | null;
    /** Its URL (`https://accounts.google.com`). */
    url?: string | null;
  } | null;
  /** The user's id at the identity provider. */
  providerUserId?: string | null;
  /** The user's username. */
  username?: string | null;
  /** The user's email address. */
  email?: string | null;
  /** The user's common name. */
  name?: string | null;
  /** When the user was created (RFC 3339). */
  createdAt: string;
  /** When the user was last active (RFC 3339). */
  lastActive?: string | null;
  /** When the user last signed in (RFC 3339). */
  lastLogin?: string | null;
}

/**
 * Every Kubernetes operator of the account, newest first, read page by page when the program runs.
 * Needs the API key and base URL, from `opts` or as the resources find them.
 *
 * @param opts - Where to look and the page size; by default the stack config, then the environment.
 * @returns The operators.
 *
 * @example
 * // The operators of the cluster "prod".
 * export const prodOperators = ingress.getKubernetesOperators().then((ops) => ops.filter((o) => o.deployment?.clusterName === "prod").map((o) => o.id));
 */
export function getKubernetesOperators(opts: LookupOptions = {}): Promise<KubernetesOperatorInfo[]> {
  return collect("kubernetesOperators", opts);
}

/**
 * One Kubernetes operator, read when the program runs (`pulumi preview` included).
 *
 * @param id - The operator's id (`k8sop_…`).
 * @param opts - Where to read; by default the stack config, then the environment.
 * @returns The operator.
 * @throws NotFoundError (from `pulumi-ingress/client`) when the account has no Kubernetes operator with that id.
 */
export function getKubernetesOperator(id: string, opts: ReadOptions = {}): Promise<KubernetesOperatorInfo> {
  return read("kubernetesOperators", id, opts);
}

/**
 * The tunnel sessions of the account, newest first: every one, or those `opts.filter` keeps (the
 * service evaluates it, so only they are read). Needs the API key and base URL, from `opts` or as
 * the resources find them.
 *
 * @param opts - Where to look, the page size and the filter; by default every session, from the stack config, then the environment.
 * @returns The tunnel sessions.
 *
 * @example
 * // The agents started with metadata "ci", by the service's filter.
 * export const ciAgents = ingress.getTunnelSessions({ filter: 'obj.metadata == "ci"' }).then((s) => s.map((x) => x.ip));
 */
export function getTunnelSessions(opts: FilteredLookupOptions = {}): Promise<TunnelSessionInfo[]> {
  return collect("tunnelSessions", opts);
}

/**
 * One tunnel session, read when the program runs (`pulumi preview` included).
 *
 * @param id - The session's id (`ts_…`).
 * @param opts - Where to read; by default the stack config, then the environment.
 * @returns The tunnel session.
 * @throws NotFoundError (from `pulumi-ingress/client`) when the account has no tunnel session with that id.
 */
export function getTunnelSession(id: string, opts: ReadOptions = {}): Promise<TunnelSessionInfo> {
  return read("tunnelSessions", id, opts);
}

/**
 * Every application session of the account, newest first, read page by page when the program runs.
 *
 * @param opts - Where to look and the page size; by default the stack config, then the environment.
 * @returns The application sessions.
 */
export function getApplicationSessions(opts: LookupOptions = {}): Promise<ApplicationSessionInfo[]> {
  return collect("applicationSessions", opts);
}

/**
 * One application session, read when the program runs (`pulumi preview` included).
 *
 * @param id - The session's id (`app_sess_…`).
 * @param opts - Where to read; by default the stack config, then the environment.
 * @returns The application session.
 * @throws NotFoundError (from `pulumi-ingress/client`) when the account has no application session with that id.
 */
export function getApplicationSession(id: string, opts: ReadOptions = {}): Promise<ApplicationSessionInfo> {
  return read("applicationSessions", id, opts);
}

/**
 * Every application user of the account, newest first, read page by page when the program runs.
 *
 * @param opts - Where to look and the page size; by default the stack config, then the environment.
 * @returns The application users.
 *
 * @example
 * // Who signed in with Google.
 * export const googleUsers = ingress.getApplicationUsers().then((u) => u.filter((x) => x.identityProvider?.name === "Google").map((x) => x.email));
 */
export function getApplicationUsers(opts: LookupOptions = {}): Promise<ApplicationUserInfo[]> {
  return collect("applicationUsers", opts);
}

/**
 * One application user, read when the program runs (`pulumi preview` included).
 *
 * @param id - The user's id (`app_user_…`).
 * @param opts - Where to read; by default the stack config, then the environment.
 * @returns The application user.
 * @throws NotFoundError (from `pulumi-ingress/client`) when the account has no application user with that id.
 */
export function getApplicationUser(id: string, opts: ReadOptions = {}): Promise<ApplicationUserInfo> {
  return read("applicationUsers", id, opts);
}
