/**
 * What the import reads from the account: one list walk per family it imports (TLS certificates,
 * HTTPS edges with their routes, event subscriptions), and one read per abuse report named on the
 * command line, since the API cannot list reports. Nothing else is called. Every call goes
 * through the package's client, which paces to the account's budget once the service answers 429.
 */
import type { AbuseReport, Edge, EventSubscription, IngressClient, TlsCertificate } from "../../provider/client";

/** The families `--only` names. */
export const FAMILIES = ["certificates", "routes", "subscriptions"] as const;
export type ImportFamily = (typeof FAMILIES)[number];

/** What to read. */
export interface Selection {
  families: ReadonlySet<ImportFamily>;
  /** Edges whose routes are imported; every edge when empty. */
  edges: readonly string[];
  /** Abuse reports to read by id. */
  abuseReports: readonly string[];
}

/** What the account holds, as the service returns it. */
export interface Account {
  certificates: TlsCertificate[];
  /** The edges selected, each with its routes. */
  edges: Edge[];
  subscriptions: EventSubscription[];
  abuseReports: AbuseReport[];
}

/** A failure the import states in its own words (an `--edge` the account does not have). */
export class ImportError extends Error {
  override name = "ImportError";
}

/** Items of a walk between two progress lines: one full page. */
const PROGRESS_EVERY = 100;

/** Every item of a walk; each {@link PROGRESS_EVERY} items, a line saying how many were read so far. */
async function walk<T>(items: AsyncIterable<T>, what: string, progress: (line: string) => void): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) {
    all.push(item);
    if (all.length % PROGRESS_EVERY === 0) progress(`${all.length} ${what} read so far…`);
  }
  return all;
}

/**
 * Reads what `selection` names. Throws the client's error for a failed call, and an
 * {@link ImportError} naming an `--edge` the account does not have.
 */
export async function readAccount(client: IngressClient, selection: Selection, progress: (line: string) => void): Promise<Account> {
  const wants = (f: ImportFamily): boolean => selection.families.has(f);
  const certificates = wants("certificates") ? await walk(client.tlsCertificates.list(), "TLS certificates", progress) : [];
  let edges = wants("routes") ? await walk(client.edges.list(), "HTTPS edges", progress) : [];
  if (selection.edges.length > 0) {
    const missing = selection.edges.filter((id) => !edges.some((e) => e.id === id));
    if (missing.length > 0) {
      const listed = `the account has ${edges.length} HTTPS edge${edges.length === 1 ? "" : "s"}`;
      throw new ImportError(`no HTTPS edge ${missing.join(", ")} on the account (${listed})`);
    }
    edges = edges.filter((e) => selection.edges.includes(e.id));
  }
  const subscriptions = wants("subscriptions") ? await walk(client.eventSubscriptions.list(), "event subscriptions", progress) : [];
  const abuseReports: AbuseReport[] = [];
  for (const id of selection.abuseReports) abuseReports.push(await client.abuseReports.get(id));
  return { certificates, edges, subscriptions, abuseReports };
}
