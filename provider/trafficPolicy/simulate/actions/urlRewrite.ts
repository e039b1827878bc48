/**
 * url-rewrite (snippets/traffic-policy/actions/url-rewrite/behavior.mdx): every match of `from`
 * in the full request URL (scheme, userinfo, host and port included) is replaced by `to`; no
 * `from` = the whole URL. Interpolation runs before the expression is compiled. The request goes
 * on with the new URL; a rewritten host changes where `forward-internal` sends nothing (it picks
 * the endpoint by its own `url`) but is what the upstream sees as its Host.
 */
import type { Handler } from "../exchange";
import { rewritten } from "./regex";

export const urlRewrite: Handler = (call) => {
  const req = call.ex.request;
  const before = req.url.href;
  const to = call.text(call.config.to);
  const from = call.config.from === undefined ? undefined : call.text(call.config.from);
  const { target: after, matches } = rewritten(req.url, from, to, true);
  let next: URL;
  try {
    next = new URL(after);
  } catch {
    throw new Error(`url-rewrite gives ${JSON.stringify(after)}, which is not a URL`);
  }
  req.url = next;
  call.setActionVars("url_rewrite", { matches, url: next.href });
  call.did(after === before ? "URL unchanged" : `rewrote ${before} to ${next.href}`);
  return "continue";
};
