/**
 * The hidden input `__interrupted`: set by the SDK (sdk/interrupted.ts) during `pulumi up` on a
 * resource whose create an earlier, interrupted `up` began and never saw answered (the stack's
 * checkpoint records it as a pending create). The create then looks on the service for what that
 * attempt made before making another (provider/resources/recovery.ts, `interruptedTarget`).
 * Like `__provider`, the engine shows no `__` input in diffs, and no family diffs on it.
 */
import { z } from "zod";

export const INTERRUPTED = "__interrupted";

export const Interrupted = z.strictObject({
  /** When the stack's last recorded `up` began (RFC 3339): the interrupted one began after it. */
  since: z.iso.datetime(),
  /** Ids of the family that the state holds and that were created since then: not orphans. */
  held: z.array(z.string()),
});
export type Interrupted = z.infer<typeof Interrupted>;

/** The record in the inputs, if any; a malformed one is a bug of this package, said as such. */
export function interruptedOf(inputs: Record<string, unknown>): Interrupted | undefined {
  const value = inputs[INTERRUPTED];
  if (value === undefined || value === null) return undefined;
  const r = Interrupted.safeParse(value);
  if (!r.success) throw new Error(`pulumi-ingress: the ${INTERRUPTED} input is malformed (${r.error.issues.map((i) => i.message).join("; ")}): this is a bug of the package`);
  return r.data;
}
