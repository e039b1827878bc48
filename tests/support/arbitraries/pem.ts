/**
 * fast-check generators of the whitespace forms of one PEM text: the same blocks (label and
 * base64 data) with other line endings (LF, CRLF), wrapped at another width (64, 76, 40, or one
 * line), indented, with blank lines before, between and after the blocks. Every form is the same
 * certificate (or key) to any PEM reader.
 */
import fc from "fast-check";

export interface PemBlockText {
  label: string;
  /** The base64 data, without any whitespace. */
  base64: string;
}

/** The blocks of a PEM text, read here without the provider's parser. */
export function blocksOf(pem: string): PemBlockText[] {
  const out: PemBlockText[] = [];
  for (const m of pem.matchAll(/-----BEGIN ([^-\r\n]+)-----([\s\S]*?)-----END \1-----/g)) {
    out.push({ label: m[1] ?? "", base64: (m[2] ?? "").replace(/\s+/g, "") });
  }
  return out;
}

/** Whether two PEM texts hold the same blocks, whatever their whitespace. */
export const samePem = (a: string, b: string): boolean => JSON.stringify(blocksOf(a)) === JSON.stringify(blocksOf(b));

export interface PemLayout {
  eol: "\n" | "\r\n";
  width: number;
  indent: "" | "  " | "\t";
  /** Spaces or tabs after each line's text. */
  trailing: "" | " " | "\t";
  leadingBlankLines: number;
  blankLinesBetween: number;
  trailingNewlines: number;
}

const layoutArb: fc.Arbitrary<PemLayout> = fc.record({
  eol: fc.constantFrom("\n" as const, "\r\n" as const),
  width: fc.constantFrom(64, 76, 40, Number.POSITIVE_INFINITY),
  indent: fc.constantFrom("" as const, "  " as const, "\t" as const),
  trailing: fc.constantFrom("" as const, " " as const, "\t" as const),
  leadingBlankLines: fc.nat(2),
  blankLinesBetween: fc.nat(2),
  trailingNewlines: fc.nat(3),
});

/** The PEM text of `blocks` laid out as `layout` says. */
export function layOut(blocks: readonly PemBlockText[], layout: PemLayout): string {
  const { eol, width, indent, trailing } = layout;
  const line = (s: string) => `${indent}${s}${trailing}`;
  const block = ({ label, base64 }: PemBlockText): string[] => {
    const rows: string[] = [];
    for (let i = 0; i < base64.length; i += Number.isFinite(width) ? width : base64.length) rows.push(base64.slice(i, i + (Number.isFinite(width) ? width : base64.length)));
    return [`-----BEGIN ${label}-----`, ...rows, `-----END ${label}-----`].map(line);
  };
  const between = Array<string>(layout.blankLinesBetween).fill("");
  const lines = blocks.flatMap((b, i) => (i === 0 ? block(b) : [...between, ...block(b)]));
  return eol.repeat(layout.leadingBlankLines) + lines.join(eol) + eol.repeat(layout.trailingNewlines);
}

/** Forms of `pem`: its blocks in a random layout. */
export const pemFormArb = (pem: string): fc.Arbitrary<string> => layoutArb.map((layout) => layOut(blocksOf(pem), layout));
