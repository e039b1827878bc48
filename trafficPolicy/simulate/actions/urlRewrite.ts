/**
 * url-rewrite (snippets/traffic-policy/actions/url-rewrite/behavior.mdx): every match of `from`
 * in the full request URL (scheme, userinfo, host and port included) is replaced by `to`; no
 * `from` = the whole URL. Interpolation runs before the expression is compiled. The request goes
 * on with the new URL; a rewritten host changes where `forward-internal` sends nothing (it picks
 * the endpoint by its own `url`) but is what the upstream sees as its Host.
 */
import type { Handler } from "../exchange/exchange";
import { rewritten } from "../base/regex";
import { at, quoted } from "../base/secretMarks";

export const urlRewrite: Handler = (call) => {
  const req = call.ex.request;
  const before = req.url.href;
  // The URL as it came: secret where an earlier action put a value computed from a secret in it.
  const came = call.ex.marks.holdsAt("req.url") ? at("req.url", before) : before;
  const to = call.text(call.config.to);
  const from = call.config.from === undefined ? undefined : call.text(call.config.from);
  const { target: after, matches } = rewritten(req.url, from, to, true);
  let next: URL;
  try {
    next = new URL(after);
  } catch {
    throw new Error(call.ex.marks.line`url-rewrite gives ${quoted(at("req.url", after))}, which is not a URL`);
  }
  req.url = next;
  call.setActionVars("url_rewrite", { matches, url: next.href });
  if (after === before) call.did("URL unchanged");
  else call.did`rewrote ${came} to ${at("req.url", next.href)}`;
  return "continue";
};
