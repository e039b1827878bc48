/**
 * Issue #26: updates of event subscriptions through the real provider functions (check, diff,
 * create, update, read, remove) against the emulator in process, for random pairs of programs
 * (old, new) (tests/support/arbitraries/eventSubscriptions.ts). For each pair:
 * - the order of sources and destinations is never a change, and a description or metadata the
 *   new program leaves unset is cleared (`""`), which is the same as never set;
 * - the update is one PATCH holding exactly the fields that differ (lists in the program's order),
 *   or no call at all when nothing differs;
 * - the subscription the service then holds is the new program;
 * - a refresh right after (read) returns the outputs the update returned, and diff then sees no change.
 *
 * Runs: 500, or PROPERTY_RUNS; the seed is PROPERTY_SEED when set, printed either way.
 */
import fc from "fast-check";
import type { StoredEventSubscription } from "../../../emulator/types";
import * as esb from "../../../provider/resources/eventSubscription/family";
import { DESTINATION_IDS, subscriptionPairArb, type SubscriptionProgram } from "../../support/arbitraries/eventSubscriptions";
import { useProviderService } from "../../support/providerService";

const RUNS = process.env.PROPERTY_RUNS ? Number(process.env.PROPERTY_RUNS) : 500;
const SEED = process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : Date.now() ^ (Math.random() * 0x7fffffff);

const service = useProviderService({ seed: { eventDestinations: DESTINATION_IDS.map((id) => ({ id })) } });

const text = (v: string | undefined): string => v ?? "";
const sameSet = (a: readonly string[], b: readonly string[]): boolean => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());

/** The PATCH body that takes a subscription holding `old` to `next`, worked out here: only what differs. */
function expectedPatch(old: SubscriptionProgram, next: SubscriptionProgram): Record<string, unknown> | undefined {
  const body: Record<string, unknown> = {};
  if (text(old.description) !== text(next.description)) body["description"] = text(next.description);
  if (text(old.metadata) !== text(next.metadata)) body["metadata"] = text(next.metadata);
  if (!sameSet(old.sources, next.sources)) body["sources"] = next.sources.map((type) => ({ type }));
  if (!sameSet(old.destinationIds, next.destinationIds)) body["destination_ids"] = next.destinationIds;
  return Object.keys(body).length ? body : undefined;
}

/** Where the stored subscription departs from the program. */
function departures(p: SubscriptionProgram, s: StoredEventSubscription): string[] {
  const out: string[] = [];
  if (!sameSet(p.sources, s.source_types)) out.push(`sources: ${JSON.stringify(s.source_types)} on the service, ${JSON.stringify(p.sources)} in the program`);
  if (!sameSet(p.destinationIds, s.destination_ids)) out.push(`destinations: ${JSON.stringify(s.destination_ids)} on the service, ${JSON.stringify(p.destinationIds)} in the program`);
  for (const f of ["description", "metadata"] as const) {
    if (text(p[f]) !== (s[f] ?? "")) out.push(`${f}: ${JSON.stringify(s[f])} on the service, ${JSON.stringify(p[f])} in the program`);
  }
  return out;
}

async function updateHolds(old: SubscriptionProgram, next: SubscriptionProgram): Promise<void> {
  for (const id of Object.keys(service.emulator.snapshot().event_subscriptions)) await esb.remove(id);
  const checkedOld = await esb.check({}, { ...old });
  expect(checkedOld.failures).toEqual([]);
  const created = await esb.create(checkedOld.inputs as esb.EsbInputs);
  const { id } = created;
  const createdOuts = created.outs as esb.EsbOutputs;
  expect(departures(old, service.emulator.snapshot().event_subscriptions[id] as StoredEventSubscription)).toEqual([]);

  const checked = await esb.check(checkedOld.inputs ?? {}, { ...next });
  expect(checked.failures).toEqual([]);
  const news = checked.inputs as esb.EsbInputs;
  const patch = expectedPatch(old, next);
  expect(await esb.diff(id, createdOuts, news)).toEqual({ changes: patch !== undefined, replaces: [], deleteBeforeReplace: false });

  const start = service.emulator.log.length;
  const outs = patch === undefined ? createdOuts : ((await esb.update(id, createdOuts, news)).outs as esb.EsbOutputs);
  const calls = service.emulator.log.slice(start).map((e) => ({ call: `${e.method} ${e.path} ${e.status}`, body: e.requestBody === "" ? undefined : (JSON.parse(e.requestBody) as unknown) }));
  expect(calls).toEqual(patch === undefined ? [] : [{ call: `PATCH /event_subscriptions/${id} 200`, body: patch }]);
  expect(departures(next, service.emulator.snapshot().event_subscriptions[id] as StoredEventSubscription)).toEqual([]);

  const refreshed = await esb.read(id);
  expect(refreshed).toEqual({ id, props: outs });
  expect((await esb.diff(id, refreshed.props as esb.EsbOutputs, news)).changes).toBe(false);
  await esb.remove(id);
}

test(`subscription updates are one PATCH of what differs, order is no change, clearing is (${RUNS} runs, seed ${SEED})`, async () => {
  console.log(`subscriptionUpdates: runs=${RUNS} seed=${SEED}`);
  await fc.assert(
    fc.asyncProperty(subscriptionPairArb, ([old, next]) => updateHolds(old, next)),
    { numRuns: RUNS, seed: SEED },
  );
}, Math.max(60_000, RUNS * 200));
