/** What the resource classes share: their registration inputs and type checks. Internal to the SDK. */
import * as pulumi from "@pulumi/pulumi";
import { type Family, secretInputs, secretOutputs } from "../provider/families";
import { MODULE, typeToken } from "../provider/tokens";

/** The URN the engine gives a resource of this package: as `pulumi.createUrn`, from its type, name and parent. */
const resourceUrn = (type: string, name: string, opts: pulumi.CustomResourceOptions | undefined): pulumi.Output<string> =>
  pulumi.createUrn(name, typeToken(type), opts?.parent);

/**
 * Turns stack traces off until the returned function is called. Pulumi gives every registered
 * property a promise carrying `new Error().stack`, formatted through source maps at once and shown
 * only in "promise leaked" reports; with about 20 outputs per resource that was most of this
 * package's cost in `pulumi up` (bench/results.md, "up of 100"). The classes register with it off.
 * @internal
 */
export function stackTracesOff(): () => void {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  return () => {
    Error.stackTraceLimit = limit;
  };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v) && !pulumi.Output.isInstance(v) && !(v instanceof Promise);

/**
 * A copy of `value` with the value at `path` made secret. Where the path passes through an
 * Output or a Promise (not yet known), that whole value is made secret instead: the engine
 * keeps whatever is secret in the inputs secret in the outputs at the same path.
 * @internal
 */
function secretAt(value: unknown, path: readonly string[]): unknown {
  if (value === undefined || value === null) return value;
  if (path.length === 0 || !isPlainObject(value)) return pulumi.secret(value as pulumi.Input<unknown>);
  const [head, ...rest] = path as [string, ...string[]];
  if (!(head in value)) return value;
  return { ...value, [head]: secretAt(value[head], rest) };
}

/**
 * The arguments of `pulumi.dynamic.Resource` for a resource of `family`: a slot for every output
 * (so the engine makes an Output of each); when creating, the program's arguments with every
 * secret input made secret (encrypted in state; outputs never hold them), and the URN where the
 * family's provider needs it; when reading (`opts.id`), the `state` that locates the item. The
 * family's secret outputs (a token) are `additionalSecretOutputs`, which the engine keeps encrypted.
 * @internal
 */
function registration(
  family: Family,
  name: string,
  args: object | undefined,
  opts: pulumi.CustomResourceOptions | undefined,
): ConstructorParameters<typeof pulumi.dynamic.Resource> {
  let props: Record<string, unknown> = Object.fromEntries(family.outputFields.map((f) => [f, undefined]));
  const secretOuts = secretOutputs(family).map(([top]) => top as string);
  if (secretOuts.length > 0) opts = { ...opts, additionalSecretOutputs: [...(opts?.additionalSecretOutputs ?? []), ...secretOuts] };
  if (opts?.id !== undefined) return [family.provider, name, { ...props, ...args }, opts, MODULE, family.type];
  props = { ...props, ...args };
  for (const path of secretInputs(family)) props = secretAt(props, path) as Record<string, unknown>;
  if (family.urnInput !== undefined) props[family.urnInput] = resourceUrn(family.type, name, opts);
  return [family.provider, name, props, opts, MODULE, family.type];
}

/**
 * The base of the package's resource classes: dynamic resources of module `ingress` (type tokens
 * `pulumi-nodejs:dynamic/ingress:<Type>`), registered with stack traces off while they register.
 */
export abstract class IngressResource extends pulumi.dynamic.Resource {
  /** @internal */
  protected constructor(family: Family, name: string, args: object | undefined, opts: pulumi.CustomResourceOptions | undefined) {
    const restoreStackTraces = stackTracesOff();
    try {
      super(...registration(family, name, args, opts));
    } finally {
      restoreStackTraces();
    }
  }

  /**
   * Whether `obj` is a resource of the class this is called on (`TlsCertificate.isInstance(x)`), by
   * its type token: true across copies of this package, as Pulumi's own classes check.
   *
   * @typeParam T - The class's resource type, which a true result narrows `obj` to.
   * @param this - The class it is called on (`TlsCertificate`, …), whose type token it compares.
   * @param obj - Any value.
   * @returns True when `obj` is a resource of this class, made by this or another copy of the package.
   */
  static override isInstance<T>(this: (abstract new (...args: never[]) => T) & { readonly __pulumiType: string }, obj: unknown): obj is T {
    return obj !== null && typeof obj === "object" && (obj as { __pulumiType?: unknown }).__pulumiType === this.__pulumiType;
  }
}
