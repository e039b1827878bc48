/**
 * Go (RE2) regular expressions and replacement templates as the redirect and url-rewrite actions
 * use them, on JavaScript's engine: a leading `(?i)`/`(?s)`/`(?m)` becomes a flag, and `${1}` /
 * `${name}` in a replacement (Go's Regexp.Expand) become `$1` / `$<name>`.
 */

/** A Go pattern as a JavaScript RegExp (global: url-rewrite replaces every match). */
export function goRegExp(pattern: string, global = false): RegExp {
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
export function jsReplacement(template: string): string {
  return template.replace(/\$\{(\w+)\}|\$([A-Za-z_]\w*)/g, (_all, braced: string | undefined, bare: string | undefined) => {
    const name = braced ?? bare ?? "";
    return /^\d+$/.test(name) ? `$${name}` : `$<${name}>`;
  });
}
