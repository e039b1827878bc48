/**
 * Creates whose outcome is unknown. A POST that fails with a 5xx, a dropped connection or a lost
 * response (`ApiError.mayHaveBeenCreated`) may or may not have created the resource, and the
 * client never retries it. Sending it again blindly could leave a duplicate on the service that
 * no stack knows about; giving up would leave an orphan the next `up` duplicates. So:
 *
 * 1. Where the API can list what exists, look for an item the failed attempt could have made:
 *    it matches the program (each family says how) and was created at or after the attempt
 *    started (never something that existed before). Exactly one found: it is the one; keep it
 *    (the caller reconciles and returns it, so it lands in the state). Several: say so and stop.
 *    `created_at` has whole seconds, so "since the attempt" starts at the attempt's second, by
 *    this host's clock (assumed in step with the service's, as NTP keeps them).
 * 2. None found: the attempt surely did not create it, so sending the create again is not blind.
 *    Up to {@link MAX_CREATE_ATTEMPTS} attempts, each followed by the same search when it fails.
 *    After a timeout the request may still be in progress on the service, so no new attempt.
 * 3. Where the API cannot list (abuse reports), the error says what may exist and how to find it.
 *
 * Creates of the same provider process can run concurrently (the engine creates up to 4 × CPUs
 * resources at once): an item another create of this process made or recovered is claimed and
 * never a candidate, and a search waits for the creates still in flight, so their items are
 * claimed before it looks.
 */
import { ApiError, TimeoutError } from "../client";
import type { IngressClient } from "../ingressClient/ingressClient";
import { rfc3339 } from "../wire/time";

/** What every created item carries: its id and the service's creation time (RFC 3339). */
// A type literal, not an interface, so that an item typed `Item & Created` is still a record of its members.
export type Created = {
  id: string;
  created_at: string;
};

/** How the family finds an item the attempt may have created. */
export interface Finder<T extends Created> {
  /** Every item the API can list that could be it (all pages). */
  list: () => AsyncIterable<T> | Promise<Iterable<T>>;
  /** Whether an item is the program's (besides its creation time, which is checked here). */
  matches: (item: T) => boolean;
  /** The match, for messages: `with this certificatePem`. */
  describe: string;
}

export interface CreateSpec<T extends Created> {
  /** What is created, for messages: `TLS certificate`. */
  what: string;
  /** The verb for messages, `created` unless said otherwise (`filed`). */
  created?: string;
  /** Sends the create once. */
  create: () => Promise<T>;
  /** How to look for what a failed attempt may have created; undefined when the API cannot list the family. */
  finder?: Finder<T> | undefined;
  /** Said when the item cannot be found automatically: how the user finds it and adopts it. `since` is RFC 3339. */
  howToFind: (since: string) => string;
}

/** The result: the item, and whether it was found after a failed attempt rather than returned by one. */
export interface CreateOutcome<T> {
  item: T;
  recovered: boolean;
}

/** POSTs per create at most: the first, and two more after searches that found nothing. */
const MAX_CREATE_ATTEMPTS = 3;

/** Ids created or recovered by this provider process: in the state (or on their way), never adopted twice. */
const claimed = new Set<string>();
/** Creates of this process still waiting for their answer. */
const inFlight = new Set<Promise<unknown>>();

/** The service's `created_at` has whole seconds: an attempt started at 12:00:00.700 may yield 12:00:00. */
const wholeSecond = (ms: number): number => Math.floor(ms / 1000) * 1000;

/** The client's message without its generic advice, which the recovery replaces with a finding. */
const failureText = (e: ApiError): string => e.message.replace(/; the resource may have been created: check before creating it again$/, "");

/** Creates an item, recovering from failures that leave its existence unknown (see the module comment). */
export async function createOnce<T extends Created>(spec: CreateSpec<T>): Promise<CreateOutcome<T>> {
  const since = wholeSecond(Date.now());
  const sinceText = rfc3339(new Date(since));
  for (let attempt = 1; ; attempt++) {
    const sent = spec.create();
    inFlight.add(sent);
    let failure: ApiError;
    try {
      const item = await sent;
      claimed.add(item.id);
      return { item, recovered: false };
    } catch (e) {
      if (!(e instanceof ApiError) || !e.mayHaveBeenCreated) throw e;
      failure = e;
    } finally {
      inFlight.delete(sent);
    }

    const { finder } = spec;
    if (finder === undefined) {
      throw new Error(`the ${spec.what} may have been ${spec.created ?? "created"}: ${failureText(failure)}; ${spec.howToFind(sinceText)}`, { cause: failure });
    }

    // Creates of this process still in flight may be answered with the very item a search would see.
    await Promise.allSettled([...inFlight]);
    let candidates: T[];
    try {
      candidates = await search(finder, since);
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      throw new Error(`${failureText(failure)}; the ${spec.what} may have been created, and looking for it failed too (${why}); ${spec.howToFind(sinceText)}`, { cause: e });
    }
    const first = candidates[0];
    if (candidates.length === 1 && first !== undefined) {
      claimed.add(first.id);
      return { item: first, recovered: true };
    }
    if (candidates.length > 1) {
      const ids = candidates.map((c) => c.id).join(", ");
      throw new Error(
        `${failureText(failure)}; ${candidates.length} ${spec.what}s ${finder.describe} were created since ${sinceText} and none is in use by this deployment (${ids}): ` +
          `adopt the right one with adoptId and delete the others`,
        { cause: failure },
      );
    }
    if (failure instanceof TimeoutError) {
      throw new Error(
        `${failureText(failure)}; no ${spec.what} ${finder.describe} exists yet, but the request that timed out may still create one: ${spec.howToFind(sinceText)}`,
        { cause: failure },
      );
    }
    if (attempt >= MAX_CREATE_ATTEMPTS) {
      throw new Error(`${failureText(failure)}; this was attempt ${attempt} of ${MAX_CREATE_ATTEMPTS}, and none of them created a ${spec.what} (checked after each): running up again is safe`, { cause: failure });
    }
    // Nothing was created: sending the create again cannot make a duplicate.
  }
}

/** Unclaimed items that match and were created at or after `since` (epoch ms, whole seconds). */
const search = <T extends Created>(finder: Finder<T>, since: number): Promise<T[]> => findSince(finder, since, claimed);

/**
 * Items that match, were created at or after `since` (epoch ms; taken at its whole second, as
 * `created_at` has no fraction) and are not among `excluded` ids.
 */
export async function findSince<T extends Created>(finder: Finder<T>, since: number, excluded: ReadonlySet<string>): Promise<T[]> {
  const from = wholeSecond(since);
  const found: T[] = [];
  for await (const item of await finder.list()) {
    const createdAt = Date.parse(item.created_at);
    if (!excluded.has(item.id) && Number.isFinite(createdAt) && createdAt >= from && finder.matches(item)) found.push(item);
  }
  return found;
}

/** A family's finder with its item type erased: what it matches, and the search. */
export interface Search {
  describe: string;
  find: (since: number, excluded: ReadonlySet<string>) => Promise<Created[]>;
}

/**
 * The search over a family's finder, for code that handles every family alike (the recover
 * command), given the inputs a pending create recorded in the state.
 */
export const searchWith =
  <T extends Created, I extends object>(make: (client: IngressClient, inputs: I) => Finder<T>) =>
  (client: IngressClient, inputs: Record<string, unknown>): Search => {
    // A pending create's inputs passed the family's check: the engine creates with nothing else.
    const f = make(client, inputs as I);
    return { describe: f.describe, find: (since, excluded) => findSince(f, since, excluded) };
  };

/** A search for the items a create with `inputs` may have made. */
export type SearchFor = (client: IngressClient, inputs: Record<string, unknown>) => Search;

/** How to find on the service what a create may have made, given the create's inputs. */
export interface RecoveryBySearch {
  /** The inputs the match reads (a secret one cannot be compared outside the provider). */
  readonly matchFields: readonly string[];
  /** The search for items matching `inputs`; absent: the family's lifecycle search (its module's `search`, provider/lifecycle/declare.ts). */
  readonly search?: SearchFor;
  /** The service refuses a second item with the same match, so identical creates never each made one. */
  readonly uniqueMatch?: true;
}

/** Where the API cannot list the family: what a user does instead to find what a create may have made. */
export interface RecoveryByHand {
  /** The step, given the create's inputs and the time its `up` began (RFC 3339). */
  readonly howToFind: (inputs: Record<string, unknown>, since: string) => string;
}

/** How a create's lost or interrupted outcome is found: by a search, or by the user's step where none can be made. */
export type Recovery = RecoveryBySearch | RecoveryByHand;
