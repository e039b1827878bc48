// Reading the README and the guides in docs/ the way GitHub renders them: headings and links outside
// fenced code blocks, a heading's anchor, the section under a heading and its fenced blocks. The
// tests that run documented code take it from here, so a section that moves only changes the file
// they name.
import { readFileSync } from "node:fs";
import * as path from "node:path";

export const REPO_ROOT = path.join(__dirname, "..", "..");

/** A markdown file of the repository, by its path from the root (`README.md`, `docs/pacing.md`). */
export function readDoc(file: string): string {
  return readFileSync(path.join(REPO_ROOT, file), "utf8");
}

export interface Heading {
  /** 1 for `#`, 2 for `##`, … */
  level: number;
  /** The heading's text as written (`After an interrupted \`up\``). */
  text: string;
  /** GitHub's anchor for it, with `-1`, `-2`, … on repeats (`after-an-interrupted-up`). */
  anchor: string;
  /** Offset of the heading's line in the text, and of the line after it. */
  start: number;
  end: number;
}

/** The lines of `md` with their offsets, and whether each is inside a fenced code block (fences included). */
function lines(md: string): { line: string; start: number; fenced: boolean }[] {
  const out: { line: string; start: number; fenced: boolean }[] = [];
  let fence: string | undefined;
  let start = 0;
  for (const line of md.split("\n")) {
    const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (fence === undefined && marker !== undefined) {
      fence = marker;
      out.push({ line, start, fenced: true });
    } else if (fence !== undefined) {
      out.push({ line, start, fenced: true });
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
    } else out.push({ line, start, fenced: false });
    start += line.length + 1;
  }
  return out;
}

/** GitHub's anchor of a heading text: link targets and markup dropped, lower case, punctuation removed, spaces as `-`. */
function slug(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/ /g, "-");
}

/** Every ATX heading of `md` outside fenced code blocks, in order. */
export function headings(md: string): Heading[] {
  const seen = new Map<string, number>();
  return lines(md).flatMap(({ line, start, fenced }) => {
    const m = fenced ? null : /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) return [];
    const base = slug(m[2] as string);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return [{ level: (m[1] as string).length, text: m[2] as string, anchor: n === 0 ? base : `${base}-${n}`, start, end: start + line.length + 1 }];
  });
}

/**
 * The section of `md` under the heading whose text is `heading` (any level), up to the next
 * heading of the same or a higher level; `file` names the text in the error when there is none.
 */
export function section(md: string, heading: string, file: string): string {
  const all = headings(md);
  const i = all.findIndex((h) => h.text === heading);
  const h = all[i];
  if (h === undefined) throw new Error(`${file} has no heading "${heading}"`);
  const next = all.slice(i + 1).find((o) => o.level <= h.level);
  return md.slice(h.start, next?.start);
}

/** The bodies of the fenced blocks of `md` whose info string is `lang`, each ending in a newline. */
export function blocks(md: string, lang: string): string[] {
  return [...md.matchAll(/^```(\S*)[^\n]*\n([\s\S]*?)^```[ \t]*$/gm)].filter((m) => m[1] === lang).map((m) => m[2] as string);
}

/** The first fenced block of `lang` in `md`; `where` names it in the error when there is none. */
export function block(md: string, lang: string, where: string): string {
  const body = blocks(md, lang)[0];
  if (body === undefined) throw new Error(`${where} has no \`\`\`${lang} block`);
  return body;
}

/** The targets of the inline links and images of `md` outside fenced code blocks and code spans. */
export function links(md: string): string[] {
  return lines(md)
    .filter((l) => !l.fenced)
    .flatMap(({ line }) => [...line.replace(/`[^`]*`/g, "").matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1] as string));
}
