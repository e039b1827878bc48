/**
 * Reports the values the wire layer read without knowing them (provider/wire/unknownValues.ts), each
 * once per process, as warnings: on the resource where its inputs carry its URN, else of the stack.
 */
import { warnOn } from "../process/engineLog";
import { takeUnknownValueWarnings } from "../wire/unknownValues";
import { URN_INPUT } from "./returnedOnce";

/** Warns of every unknown value read since the last report; `inputs` may carry the resource's URN. */
export async function reportUnknownValues(inputs?: object): Promise<void> {
  const urn = inputs === undefined ? undefined : (inputs as Record<string, unknown>)[URN_INPUT];
  for (const message of takeUnknownValueWarnings()) await warnOn(typeof urn === "string" ? urn : undefined, message);
}
