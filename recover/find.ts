/**
 * Looks on the service for what each interrupted create may have made, as the lost-response
 * recovery of a create does (provider/lifecycle/recovery.ts) and with the same per-family match
 * (the registry's `recovery`): an item that matches the recorded inputs, was created since the
 * stack's last recorded `pulumi up` began, and that the stack's state does not already hold.
 */
import type { IngressClient } from "../provider/ingressClient";
import { FAMILIES, recoverySearch } from "../provider/families";
import { rfc3339 } from "../provider/wire/time";
import { isSecretValue } from "../provider/stack/checkpoint";
import type { PendingCreate } from "./pendingCreates";

export type Finding =
  | { urn: string; outcome: "found"; id: string; what: string }
  | { urn: string; outcome: "absent"; what: string }
  | { urn: string; outcome: "several"; ids: string[]; what: string }
  | { urn: string; outcome: "unsearchable"; why: string };

/**
 * Why a stack whose first `up` was interrupted is not searched: with no recorded `up` to start
 * from, an identical resource that another stack (the same program deployed elsewhere) made
 * at any time would look the same.
 */
const NO_RECORDED_UP =
  "the stack has no recorded up to start the search from, so another stack's identical resource would look the same: " +
  "check the service for it and set its id as adoptId, or clear the pending create (pulumi refresh --clear-pending-creates) and up creates it";

/** `2026-11-23T12:00:00Z`, the service's own format, for messages. */
export const timeText = (ms: number): string => rfc3339(new Date(ms));

/** A pending create that was searched, and the ids of what it could have made. */
interface Searched {
  urn: string;
  what: string;
  candidates: string[];
  /** Whether identical creates may each have made one of the candidates (not when the service keeps the match unique). */
  shareable: boolean;
}

/**
 * What each pending create of a stack left on the service. `since` is when the stack's last
 * recorded `up` began (epoch ms; 0 when the stack has none), `held` the ids and URNs its state
 * holds. One pending create that finds several items takes none of them and names them all.
 * Identical interrupted creates (k of them, finding the same k items) take one item each, as the
 * items are alike; except where the service keeps the match unique (routes: one per match on an
 * edge), as there at most one of those creates can have made anything.
 */
export class PendingSearch {
  readonly #client: IngressClient;
  readonly #since: number;
  readonly #held: { ids: ReadonlySet<string>; urns: ReadonlySet<string> };

  constructor(client: IngressClient, since: number, held: { ids: ReadonlySet<string>; urns: ReadonlySet<string> }) {
    this.#client = client;
    this.#since = since;
    this.#held = held;
  }

  /** The finding of each pending create, in their order. */
  async find(pending: readonly PendingCreate[]): Promise<Finding[]> {
    const searched: (Finding | Searched)[] = [];
    for (const p of pending) searched.push(await this.#search(p));
    return handOut(searched);
  }

  /** Why `p` cannot be searched, or what it could have made. */
  async #search(p: PendingCreate): Promise<Finding | Searched> {
    const unsearchable = (why: string): Finding => ({ urn: p.urn, outcome: "unsearchable", why });
    if (this.#held.urns.has(p.urn)) {
      return unsearchable(
        "the state already holds a resource of this URN (a later up created it again), so what the interrupted create made, if anything, is not in use: find it and delete it, then clear the pending create (pulumi refresh --clear-pending-creates)",
      );
    }
    const family = FAMILIES[p.family];
    if ("howToFind" in family.recovery) return unsearchable(family.recovery.howToFind(p.inputs, timeText(this.#since)));
    if (this.#since === 0) return unsearchable(NO_RECORDED_UP);
    const secret = family.recovery.matchFields.find((f) => isSecretValue(p.inputs[f]));
    if (secret !== undefined) {
      return unsearchable(`its ${secret} is a secret in the state, so it cannot be matched here: find the ${family.what} created at or after ${timeText(this.#since)} and set its id as adoptId`);
    }
    const searchFor = recoverySearch(family);
    if (searchFor === undefined) return unsearchable(`the ${family.what} cannot be searched for: find it by hand and set its id as adoptId`);
    const search = searchFor(this.#client, p.inputs);
    const candidates = (await search.find(this.#since, this.#held.ids)).map((c) => c.id);
    return { urn: p.urn, what: `${family.what} ${search.describe}`, candidates, shareable: !("uniqueMatch" in family.recovery) };
  }
}

/** Findings from searches: pending creates that found the very same k items take one each. */
function handOut(searched: readonly (Finding | Searched)[]): Finding[] {
  const key = (ids: string[]) => JSON.stringify([...ids].sort());
  const groups = new Map<string, number>();
  for (const x of searched) if ("candidates" in x) groups.set(key(x.candidates), (groups.get(key(x.candidates)) ?? 0) + 1);
  const handedOut = new Map<string, number>();
  return searched.map((x): Finding => {
    if (!("candidates" in x)) return x;
    const { urn, what, candidates } = x;
    if (candidates.length === 0) return { urn, outcome: "absent", what };
    const k = key(candidates);
    if (groups.get(k) !== candidates.length || (candidates.length > 1 && !x.shareable)) return { urn, outcome: "several", ids: candidates, what };
    const n = handedOut.get(k) ?? 0;
    handedOut.set(k, n + 1);
    return { urn, outcome: "found", id: [...candidates].sort()[n] ?? "", what };
  });
}
