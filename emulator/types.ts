/** Public types of the emulator: options, the handle, faults, seeds, the request log and the state. */
import type { FAMILY_WIRES, FamilyMember } from "../provider/ingressClient/members";
import type { MemberOf } from "../provider/inputs/naming";
import type { z } from "zod";
import type { State } from "./families";
import type { EventTarget } from "../provider/resources/eventDestination/wire";
import type { ApplicationSessionSeed, ApplicationUserSeed, KubernetesOperatorSeed, TunnelSessionSeed } from "./supporting/observed";
import type { TrafficLogEntry } from "./traffic/log";
import type { ApiKey } from "./machinery/router";
import type { EdgesMode, Faults, RateLimit, Refusal } from "./machinery/knobs";
import type { RequestLogEntry } from "./machinery/requestLog";

export type { State } from "./families";
export type { ApiKey } from "./machinery/router";
export { EDGES_MODES, type EdgesMode, type FaultKind, type Faults, type RateLimit,  } from "./machinery/knobs";
export type { RequestLogEntry } from "./machinery/requestLog";
;
export type { TrafficLogEntry } from "./traffic/log";

/** Seed entries: fixed ids (generated when absent) for what routes and subscriptions point at. */
export interface SeedEdge {
  id?: string;
  description?: string;
  metadata?: string;
  hostports?: string[];
}
export interface SeedSimple {
  id?: string;
  description?: string;
  metadata?: string;
}
export interface SeedBackend extends SeedSimple {
  labels?: Record<string, string>;
}
export interface Seed {
  edges?: SeedEdge[];
  /** Event destinations: the fields a create takes, checked as a create's; `format` default `json`, `target` default a role-signed CloudWatch Logs target (`SEEDED_EVENT_TARGET`). */
  eventDestinations?: (SeedSimple & { format?: "json"; target?: z.input<typeof EventTarget> })[];
  backends?: SeedBackend[];
  ipPolicies?: SeedSimple[];
  /** What the lookups observe (emulator/supporting/observed.ts): the fields each seed entry takes, and an optional `id` of its kind. */
  kubernetesOperators?: WithId<typeof KubernetesOperatorSeed>[];
  tunnelSessions?: WithId<typeof TunnelSessionSeed>[];
  applicationUsers?: WithId<typeof ApplicationUserSeed>[];
  applicationSessions?: WithId<typeof ApplicationSessionSeed>[];
}

/** A seed entry of an observed collection: its seed schema's fields and an optional id. */
type WithId<S extends z.ZodType> = z.input<S> & { id?: string };

export interface EmulatorOptions {
  /** Port to listen on; 0 (default) picks a free one. */
  port?: number;
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /** Keys accepted; default {@link DEFAULT_API_KEY} (abuse reports allowed) and {@link DEFAULT_RESTRICTED_API_KEY}. */
  apiKeys?: ApiKey[];
  /** Resources to create at start: a seed, or the path of a JSON file holding one. */
  seed?: Seed | string;
  /** Keep the state in this JSON file across restarts (written atomically after each mutation). */
  statePath?: string;
  /** Off by default; the service's own limit is 120 requests per 60 s. */
  rateLimit?: RateLimit;
  /** Delay added before each request is handled. */
  latencyMs?: number;
  faults?: Faults;
  /** Requests answered with an error instead of performed; the first matching refusal answers. */
  refusals?: Refusal[];
  /** The account's edges: writable (default), read-only or gone. */
  edges?: EdgesMode;
  /** How long after creation an abuse report reads as processed; default 2000 ms. */
  abuseProcessingDelayMs?: number;
  /** Largest request body accepted; default 1 MiB. */
  maxBodyBytes?: number;
  /** The clock: created_at, abuse processing, rate limiting and log times. */
  now?: () => Date;
  /**
   * The log keeps at least the most recent `logLimit` requests (default 100 000; `Infinity` keeps
   * all), so a long-running emulator does not grow without bound. `requestCount` counts them all.
   */
  logLimit?: number;
  /** Called with each request's log entry once it is answered (or reset); the CLI's `--log` uses it. */
  onRequest?: (entry: RequestLogEntry) => void;
  /**
   * Also serve the account's cloud endpoints through their Traffic Policy on this port (0 picks a
   * free one), on `host`: the traffic plane (docs/traffic.md). No plane when absent.
   */
  trafficPort?: number;
  /**
   * Where the traffic plane sends what a policy forwards: an endpoint URL a `forward-internal`
   * reaches (`https://api.internal`) → a local server's origin (`http://127.0.0.1:3000`). Checked
   * at start; an upstream not mapped is answered 502 `ERR_NGROK_3200`.
   */
  upstreams?: Record<string, string>;
  /** Called with each traffic plane request's entry once it is answered (or closed); the CLI's `--log` uses it. */
  onTraffic?: (entry: TrafficLogEntry) => void;
}

export interface Emulator {
  /** `http://host:port`, without a trailing slash. */
  baseUrl: string;
  /** A key allowed to create abuse reports. */
  apiKey: string;
  /** A key not allowed to create abuse reports (`""` when none is configured). */
  restrictedApiKey: string;
  /** The requests handled, in the order answered (the most recent `logLimit` at least). */
  readonly log: RequestLogEntry[];
  /** Every request handled since start (or the last `clearLog`), logged or not. */
  readonly requestCount: number;
  /** Clears the API's request log and the traffic plane's. */
  clearLog(): void;
  /** The traffic plane's `http://host:port`, without a trailing slash; absent without `trafficPort`. */
  trafficUrl?: string;
  /** The requests the traffic plane served, in the order answered (the most recent `logLimit` at least); never in {@link Emulator.log}. */
  readonly trafficLog: TrafficLogEntry[];
  setFaults(faults: Faults | undefined): void;
  /** Replaces the refusals (`undefined`: none). */
  setRefusals(refusals: Refusal[] | undefined): void;
  /** Turns the account's edges writable, read-only or gone from the next request on. */
  setEdges(mode: EdgesMode): void;
  /** Replaces the accepted API keys (a key rotation): every other key is refused with 401 from now on. */
  setApiKeys(keys: ApiKey[]): void;
  setRateLimit(rateLimit: RateLimit | undefined): void;
  setLatency(ms: number): void;
  /**
   * Creates the seed's resources at once (ids that already exist are left as they are); throws on
   * an invalid seed. The promise resolves when the state file (if any) holds them.
   */
  seed(seed: Seed): Promise<void>;
  /** A deep copy of the state, for assertions. */
  snapshot(): State;
  /** Stops listening, drops open connections and waits for the state file to be written. */
  close(): Promise<void>;
}

// ---- Stored items: what the collections of State (emulator/families.ts) hold, as the family's
// rules make them (State infers them from its rules). URIs are not stored (the base URL
// changes between runs). ----

/** A family's stored item, by its type: its collection's value type in {@link State} (`Stored<"Vault">`). */
export type Stored<N extends string> = MemberOf<N> extends infer M extends FamilyMember ? State[(typeof FAMILY_WIRES)[M]["key"]][string] : never;

// Names that importers of the emulator use for some families' items; Stored<Type> names every family's.
export type StoredTlsCertificate = Stored<"TlsCertificate">;
export type StoredRoute = Stored<"HttpsEdgeRoute">;
export type StoredEventSubscription = Stored<"EventSubscription">;
export type StoredAbuseReport = Stored<"AbuseReport">;
export type StoredEventDestination = Stored<"EventDestination">;
export type StoredIpPolicy = Stored<"IpPolicy">;
export type StoredIpPolicyRule = Stored<"IpPolicyRule">;

/** A route's modules as stored. */
export type StoredModules = StoredRoute["modules"];

/** The collections that are no family's, which routes and subscriptions point at. */
export type StoredEdge = State["edges"][string];
export type StoredBackend = State["backends"][string];

/** Default key, allowed to create abuse reports. */
export const DEFAULT_API_KEY = "ingress-emulator-key";
/** Default key of an account not authorized to create abuse reports. */
export const DEFAULT_RESTRICTED_API_KEY = "ingress-emulator-restricted-key";
