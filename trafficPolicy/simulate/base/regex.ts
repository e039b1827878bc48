/**
 * Go (RE2) regular expressions and replacement templates as the redirect and url-rewrite actions
 * use them, on JavaScript's engine: a leading `(?i)`/`(?s)`/`(?m)` becomes a flag, and `${1}` /
 * `${name}` in a replacement (Go's Regexp.Expand) become `$1` / `$<name>`.
 */
import { TextCache } from "./cache";

/**
 * Patterns compiled once each, global or not: a policy's patterns come back on every request.
 * Sharing one RegExp is safe as the actions use it: `exec` and `test` on a pattern without the
 * global flag read no `lastIndex`; `replace` with it starts from 0 and leaves 0; `matchAll` runs
 * on a copy.
 */
const patterns = { global: new TextCache<RegExp>(4096), single: new TextCache<RegExp>(4096) };
const templates = new TextCache<string>(4096);

/** A Go pattern as a JavaScript RegExp (global: url-rewrite replaces every match). Never use `lastIndex` on it. */
export function goRegExp(pattern: string, global = false): RegExp {
  return global ? patterns.global.get(pattern, compileGlobal) : patterns.single.get(pattern, compileSingle);
}

const compileGlobal = (pattern: string): RegExp => compile(pattern, true);
const compileSingle = (pattern: string): RegExp => compile(pattern, false);

function compile(pattern: string, global: boolean): RegExp {
  let flags = global ? "g" : "";
  let p = pattern;
  const lead = /^\(\?([ims]+)\)/.exec(p);
  if (lead?.[1]) {
    flags += lead[1];
    p = p.slice(lead[0].length);
  }
  return new RegExp(p.replace(/\(\?P</g, "(?<"), flags);
}

/** A Go replacement template (`$1`, `${1}`, `$name`) as JavaScript's. */
export const jsReplacement = (template: string): string => templates.get(template, translate);

function translate(template: string): string {
  return template.replace(/\$\{(\w+)\}|\$([A-Za-z_]\w*)/g, (_all, braced: string | undefined, bare: string | undefined) => {
    const name = braced ?? bare ?? "";
    return /^\d+$/.test(name) ? `$${name}` : `$<${name}>`;
  });
}

/**
 * What the redirect and url-rewrite actions make of a URL: without `from`, `to` itself (the
 * match, the whole URL); with it, the URL with `from`'s first match (`every`: each match)
 * replaced by `to`, its match and groups (`every`: each whole match) the matches, none where it
 * matches nothing (the URL then unchanged). A path is taken on the URL's origin.
 */
export function rewritten(url: URL, from: string | undefined, to: string, every: boolean): { target: string; matches: string[] } {
  const before = url.href;
  let target = to;
  let matches = [before];
  if (from !== undefined) {
    const re = goRegExp(from, every);
    if (every) matches = [...before.matchAll(re)].map((m) => m[0]);
    else matches = [...(re.exec(before) ?? [])].map((x) => x ?? "");
    target = before.replace(re, jsReplacement(to));
  }
  return { target: target.startsWith("/") ? `${url.origin}${target}` : target, matches };
}
