/** Bracket matching over CEL text, where a bracket inside a quoted literal does not count. */

/** The index of the `close` that closes an `open` opened just before `from`, skipping quoted literals; -1 when none does. */
export function closingIndex(text: string, from: number, open: string, close: string): number {
  let depth = 1;
  let quote: string | null = null;
  for (let j = from; j < text.length; j++) {
    const c = text[j];
    if (quote !== null) {
      if (c === "\\") j++;
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === open) depth++;
    else if (c === close && --depth === 0) return j;
  }
  return -1;
}
