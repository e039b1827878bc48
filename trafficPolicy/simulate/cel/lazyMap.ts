/**
 * A map whose entries are computed on first read. CEL reads a variable one field at a time
 * (`req.url.path`), so a request pays for the fields its policy reads, not for every documented
 * one (`req.cookies`, `req.user_agent`, `conn.ts`…).
 */

/** How each entry of a {@link LazyMap} is computed from its input; the keys' order is the map's. */
export type Fields<I> = Readonly<Record<string, (input: I) => unknown>>;

export class LazyMap<I> extends Map<string, unknown> {
  readonly #fields: Fields<I>;
  readonly #input: I;
  /** Every entry computed and stored in the fields' order. */
  #whole = false;

  constructor(fields: Fields<I>, input: I) {
    super();
    this.#fields = fields;
    this.#input = input;
  }

  override get(key: string): unknown {
    let v = super.get(key);
    if (v === undefined && !this.#whole && Object.hasOwn(this.#fields, key)) {
      v = (this.#fields[key] as (input: I) => unknown)(this.#input);
      super.set(key, v);
    }
    return v;
  }

  override has(key: string): boolean {
    return Object.hasOwn(this.#fields, key);
  }

  override get size(): number {
    return Object.keys(this.#fields).length;
  }

  /** Computes what is left and stores every entry in the fields' order (iteration shows that order, whatever was read first). */
  #computeAll(): void {
    if (this.#whole) return;
    const entries = Object.keys(this.#fields).map((k) => [k, this.get(k)] as const);
    super.clear();
    for (const [k, v] of entries) super.set(k, v);
    this.#whole = true;
  }

  override keys(): MapIterator<string> {
    this.#computeAll();
    return super.keys();
  }

  override values(): MapIterator<unknown> {
    this.#computeAll();
    return super.values();
  }

  override entries(): MapIterator<[string, unknown]> {
    this.#computeAll();
    return super.entries();
  }

  override [Symbol.iterator](): MapIterator<[string, unknown]> {
    return this.entries();
  }

  override forEach(callback: (value: unknown, key: string, map: Map<string, unknown>) => void, thisArg?: unknown): void {
    this.#computeAll();
    super.forEach(callback, thisArg);
  }
}
