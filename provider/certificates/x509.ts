/** @peculiar/x509, loaded the one way it loads here, on first use. */
import type * as X509 from "@peculiar/x509";

/**
 * @peculiar/x509 resolves its algorithms through tsyringe, which refuses to load unless
 * `Reflect.getMetadata` exists (it normally comes from the `reflect-metadata` package, which this
 * package does not depend on). The few functions tsyringe calls are installed here, only when
 * absent, before the library is required; that is why it is loaded with `require` rather than an
 * `import` (imports would be evaluated before this statement). Get @peculiar/x509 through
 * {@link x509} from this module, never directly.
 */
function installReflectMetadata(): void {
  const reflect = Reflect as unknown as Record<string, unknown>;
  if (typeof reflect.getMetadata === "function") return;
  const store = new WeakMap<object, Map<unknown, Map<unknown, unknown>>>();
  const getOwn = (key: unknown, target: object, prop?: unknown): unknown => store.get(target)?.get(prop)?.get(key);
  const define = (key: unknown, value: unknown, target: object, prop?: unknown): void => {
    let byProp = store.get(target);
    if (!byProp) store.set(target, (byProp = new Map()));
    let byKey = byProp.get(prop);
    if (!byKey) byProp.set(prop, (byKey = new Map()));
    byKey.set(key, value);
  };
  const get = (key: unknown, target: object, prop?: unknown): unknown => {
    for (let o: object | null = target; o; o = Object.getPrototypeOf(o) as object | null) {
      const v = getOwn(key, o, prop);
      if (v !== undefined) return v;
    }
    return undefined;
  };
  reflect.defineMetadata = define;
  reflect.getOwnMetadata = getOwn;
  reflect.getMetadata = get;
  reflect.hasOwnMetadata = (key: unknown, target: object, prop?: unknown) => getOwn(key, target, prop) !== undefined;
  reflect.hasMetadata = (key: unknown, target: object, prop?: unknown) => get(key, target, prop) !== undefined;
  reflect.metadata = (key: unknown, value: unknown) => (target: object, prop?: unknown) => define(key, value, target, prop);
}

let loaded: typeof X509 | undefined;

/**
 * @peculiar/x509, loaded on first use after its Reflect prerequisite (see
 * {@link installReflectMetadata}). Lazily: a program that only declares resources never parses a
 * certificate, and loading the library costs it about 100 ms at start.
 */
export function x509(): typeof X509 {
  if (loaded === undefined) {
    installReflectMetadata();
    loaded = require("@peculiar/x509") as typeof X509; // eslint-disable-line @typescript-eslint/no-require-imports -- must run after installReflectMetadata()
  }
  return loaded;
}

