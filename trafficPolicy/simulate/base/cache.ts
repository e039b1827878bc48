/**
 * What the simulator derives from a policy's text (the document, compiled expressions, the parts
 * of interpolated strings), kept by that text: the same policies run on every request. Bounded:
 * emptied when it holds `max` entries, so that a long-running caller whose policies change does
 * not keep every text it ever saw.
 */
export class TextCache<V> {
  readonly #entries = new Map<string, V>();
  readonly #max: number;

  constructor(max: number) {
    this.#max = max;
  }

  /** The value for `text`, made by `make` on a miss; what `make` throws is not kept. */
  get(text: string, make: (text: string) => V): V {
    let v = this.#entries.get(text);
    if (v === undefined) {
      v = make(text);
      if (this.#entries.size >= this.#max) this.#entries.clear();
      this.#entries.set(text, v);
    }
    return v;
  }
}
