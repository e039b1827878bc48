/**
 * Looks on the service for what each interrupted create may have made, as the lost-response
 * recovery of a create does (provider/resources/recovery.ts) and with the same per-family match:
 * an item that matches the recorded inputs, was created since the stack's last recorded `pulumi up`
 * began, and that the stack's state does not already hold.
 */
import type { IngressClient } from "../../provider/client";
import { type Created, type Finder, findSince } from "../../provider/resources/recovery";
import { rfc3339 } from "../../provider/wire/time";
import * as eventSubscription from "../../provider/resources/eventSubscription";
import * as route from "../../provider/resources/route";
import * as tlsCertificate from "../../provider/resources/tlsCertificate";
import { type Family, isSecretValue, type PendingCreate } from "./pendingCreates";

export type Finding =
  | { urn: string; outcome: "found"; id: string; what: string }
  | { urn: string; outcome: "absent"; what: string }
  | { urn: string; outcome: "several"; ids: string[]; what: string }
  | { urn: string; outcome: "unsearchable"; why: string };

type Inputs = Record<string, unknown>;

interface Searchable {
  /** For messages: `TLS certificate`. */
  what: string;
  /** The inputs the match reads: a secret one cannot be compared. */
  fields: readonly string[];
  finder: (client: IngressClient, inputs: Inputs) => Search;
}

/** A family's finder with its item type erased: what it matches, and the search. */
interface Search {
  describe: string;
  find: (since: number, excluded: ReadonlySet<string>) => Promise<Created[]>;
}

const erased =
  <T extends Created>(make: (client: IngressClient, inputs: Inputs) => Finder<T>) =>
  (client: IngressClient, inputs: Inputs): Search => {
    const f = make(client, inputs);
    return { describe: f.describe, find: (since, excluded) => findSince(f, since, excluded) };
  };

const SEARCHABLE: Record<Exclude<Family, "AbuseReport">, Searchable> = {
  TlsCertificate: { what: "TLS certificate", fields: ["certificatePem"], finder: erased(tlsCertificate.finder) },
  HttpsEdgeRoute: { what: "route", fields: ["edgeId", "matchType", "match"], finder: erased(route.finder) },
  EventSubscription: { what: "event subscription", fields: ["sources", "destinationIds", "description", "metadata"], finder: erased(eventSubscription.finder) },
};

/**
 * Why a stack whose first `up` was interrupted is not searched: with no recorded `up` to start
 * from, an identical resource that another stack (the same program deployed elsewhere) made
 * at any time would look the same.
 */
export const NO_RECORDED_UP =
  "the stack has no recorded up to start the search from, so another stack's identical resource would look the same: " +
  "check the service for it and set its id as adoptId, or clear the pending create (pulumi refresh --clear-pending-creates) and up creates it";

/** `2026-11-23T12:00:00Z`, the service's own format, for messages. */
export const timeText = (ms: number): string => rfc3339(new Date(ms));

/**
 * What each pending create left on the service. `since` is when the stack's last recorded `up`
 * began (epoch ms; 0 when the stack has none), `held` the ids and URNs its state holds. Identical interrupted
 * creates (k of them, finding the same k items) take one item each: the items are alike.
 */
export async function findPending(client: IngressClient, pending: readonly PendingCreate[], since: number, held: { ids: ReadonlySet<string>; urns: ReadonlySet<string> }): Promise<Finding[]> {
  const searched: (Finding | { urn: string; what: string; candidates: string[] })[] = [];
  for (const p of pending) {
    if (held.urns.has(p.urn)) {
      searched.push({
        urn: p.urn,
        outcome: "unsearchable",
        why: "the state already holds a resource of this URN (a later up created it again), so what the interrupted create made, if anything, is not in use: find it and delete it, then clear the pending create (pulumi refresh --clear-pending-creates)",
      });
      continue;
    }
    if (p.family === "AbuseReport") {
      const urls = Array.isArray(p.inputs["urls"]) ? p.inputs["urls"].map(String).join(", ") : "its urls";
      searched.push({
        urn: p.urn,
        outcome: "unsearchable",
        why:
          `the API has no way to list abuse reports, so the report may have been filed without a trace here: ask the service for the id (abrp_…) of a report of ${urls} ` +
          `filed at or after ${timeText(since)} and set it as adoptId on the resource; otherwise clear the pending create (pulumi refresh --clear-pending-creates) and up files the report`,
      });
      continue;
    }
    const s = SEARCHABLE[p.family];
    if (since === 0) {
      searched.push({ urn: p.urn, outcome: "unsearchable", why: NO_RECORDED_UP });
      continue;
    }
    const secret = s.fields.find((f) => isSecretValue(p.inputs[f]));
    if (secret !== undefined) {
      searched.push({ urn: p.urn, outcome: "unsearchable", why: `its ${secret} is a secret in the state, so it cannot be matched here: find the ${s.what} created at or after ${timeText(since)} and set its id as adoptId` });
      continue;
    }
    const finder = s.finder(client, p.inputs);
    const candidates = (await finder.find(since, held.ids)).map((c) => c.id);
    searched.push({ urn: p.urn, what: `${s.what} ${finder.describe}`, candidates });
  }
  // Pending creates that found the very same items, and how many of those items are handed out.
  const groups = new Map<string, number>();
  const key = (ids: string[]) => JSON.stringify([...ids].sort());
  for (const x of searched) if ("candidates" in x) groups.set(key(x.candidates), (groups.get(key(x.candidates)) ?? 0) + 1);
  const handedOut = new Map<string, number>();
  return searched.map((x): Finding => {
    if (!("candidates" in x)) return x;
    const { urn, what, candidates } = x;
    if (candidates.length === 0) return { urn, outcome: "absent", what };
    const k = key(candidates);
    if (groups.get(k) !== candidates.length) return { urn, outcome: "several", ids: candidates, what };
    const n = handedOut.get(k) ?? 0;
    handedOut.set(k, n + 1);
    return { urn, outcome: "found", id: [...candidates].sort()[n] ?? "", what };
  });
}
