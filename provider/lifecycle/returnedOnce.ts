/**
 * Outputs the service returns once, in the create response, and null in every answer after it (a
 * credential's or an API key's `token`). The state is the only place that holds them afterwards:
 * read (refresh) and update keep the value the state holds, whatever the service answers. The wire
 * model marks them secret (the item's schema), so the SDK and the plugin keep them encrypted.
 *
 * A create that adopts an item, or finds the item a lost response made, never sees the create's
 * answer: the output stays null, and a one-line warning on the resource says it cannot be recovered.
 */
import { warnOn } from "../process/engineLog";

/** What a family declares of its once-returned outputs. */
export interface ReturnedOnce<Outputs> {
  /** The outputs the create response alone holds. */
  readonly fields: readonly (keyof Outputs & string)[];
  /** The hidden input holding the resource's URN (the SDK and the plugin fill it), where the warning is attached. */
  readonly urnInput: string;
  /** What cannot be had and what to do instead, after `<id> (adopted): ` in the warning. */
  readonly lost: string;
}

/** The resources' hidden input holding their URN, which the warning is attached to. */
export const URN_INPUT = "__urn";

const absent = (v: unknown): boolean => v === undefined || v === null;

/** `outputs` with each once-returned field the service left null holding the previous outputs' value, where they hold one. */
export function keptOnce<O extends object>(once: ReturnedOnce<O> | undefined, outputs: O, previous: Partial<O> | undefined): O {
  if (once === undefined || previous === undefined) return outputs;
  const kept: Partial<O> = {};
  for (const f of once.fields) {
    if (absent(outputs[f]) && !absent(previous[f])) kept[f] = previous[f];
  }
  return { ...outputs, ...kept };
}

/** Warns on the resource that the item `id` (adopted, or found after a lost response) has none of the once-returned outputs. */
export async function warnLost<O>(once: ReturnedOnce<O>, inputs: object, id: string, how: string): Promise<void> {
  const urn = (inputs as Record<string, unknown>)[once.urnInput];
  await warnOn(typeof urn === "string" ? urn : undefined, `${id} (${how}): ${once.lost}`);
}
