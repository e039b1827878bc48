/** Helpers shared by the resource classes. */
import * as pulumi from "@pulumi/pulumi";
import { withInterrupted } from "./interrupted";
import { MODULE } from "./typeToken";

/** `{field: undefined}` for every output, so the engine creates an Output for each. */
export const outputSlots = (fields: readonly string[]): Record<string, undefined> =>
  Object.fromEntries(fields.map((f) => [f, undefined]));

/**
 * Turns stack traces off until the returned function is called. Pulumi gives every registered
 * property a promise carrying `new Error().stack`, formatted through source maps at once and shown
 * only in "promise leaked" reports; with about 20 outputs per resource that was most of this
 * package's cost in `pulumi up` (bench/results.md, "up of 100"). The classes register with it off.
 */
export function stackTracesOff(): () => void {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  return () => {
    Error.stackTraceLimit = limit;
  };
}

type ResourceArgs = ConstructorParameters<typeof pulumi.dynamic.Resource>;

/**
 * The package's four resources: dynamic resources of module `ingress` (type tokens
 * `pulumi-nodejs:dynamic/ingress:<Type>`), registered with stack traces off (see {@link stackTracesOff}).
 */
export abstract class IngressResource extends pulumi.dynamic.Resource {
  protected constructor(provider: ResourceArgs[0], type: string, name: string, props: ResourceArgs[2], opts: ResourceArgs[3]) {
    const restoreStackTraces = stackTracesOff();
    try {
      super(provider, name, withInterrupted(type, name, props, opts), opts, MODULE, type);
    } finally {
      restoreStackTraces();
    }
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v) && !pulumi.Output.isInstance(v) && !(v instanceof Promise);

/**
 * A copy of `value` with the value at `path` made secret. Where the path passes through an
 * Output or a Promise (not yet known), that whole value is made secret instead: the engine
 * keeps whatever is secret in the inputs secret in the outputs at the same path.
 */
export function secretAt(value: unknown, path: readonly string[]): unknown {
  if (value === undefined || value === null) return value;
  if (path.length === 0 || !isPlainObject(value)) return pulumi.secret(value as pulumi.Input<unknown>);
  const [head, ...rest] = path as [string, ...string[]];
  if (!(head in value)) return value;
  return { ...value, [head]: secretAt(value[head], rest) };
}
