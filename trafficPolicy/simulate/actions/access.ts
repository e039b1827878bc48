/**
 * restrict-ips and basic-auth.
 * - restrict-ips (snippets/traffic-policy/actions/restrict-ips/behavior.mdx): the layer-4 client IP
 *   is allowed only when it is in one allowed CIDR and in no denied CIDR, the sets built from
 *   `allow`, `deny` and the rules of the IP policies in `ip_policies`. A deny-only list therefore
 *   refuses everyone (TRAFFIC-POLICY-NOTES.md item 5: the page's rule, followed as written).
 *   Refused: `on_tcp_connect` closes the connection, HTTP phases answer 403. `enforce: false` lets
 *   it through, setting the variables only.
 * - basic-auth (snippets/traffic-policy/actions/basic-auth/behavior.mdx): `Authorization: Basic`
 *   with one of the `user:password` pairs (the first colon splits) passes; otherwise 401 with
 *   `WWW-Authenticate: Basic realm="<realm>"` (realm `ngrok` by default, config.mdx).
 */
import { answer, type Handler } from "../exchange/exchange";
import { ipInCidr } from "../base/ip";

/** An IP policy id the context does not hold. */
class UnknownIpPolicy extends Error {}

export const restrictIps: Handler = (call) => {
  const ip = call.ex.clientIp;
  const allow = ((call.config.allow ?? []) as unknown[]).map((c) => call.text(c));
  const denyList = ((call.config.deny ?? []) as unknown[]).map((c) => call.text(c));
  for (const idValue of (call.config.ip_policies ?? []) as unknown[]) {
    const id = call.text(idValue);
    const rules = call.ex.context.ipPolicies?.[id];
    if (rules === undefined) throw new UnknownIpPolicy(`restrict-ips names IP policy ${id}, which the context's ipPolicies do not hold`);
    for (const r of rules) (r.action === "deny" ? denyList : allow).push(r.cidr);
  }
  const denied = denyList.find((c) => ipInCidr(ip, c));
  const allowed = allow.find((c) => ipInCidr(ip, c));
  const ok = denied === undefined && allowed !== undefined;
  const matched = denied ?? allowed ?? "";
  call.setActionVars("restrict_ips", {
    action: ok ? "allow" : "deny",
    matched_cidr: matched,
    ...(ok ? {} : { error: { code: "", message: denied !== undefined ? `${ip} is in denied CIDR ${denied}` : `${ip} is in no allowed CIDR` } }),
  });
  if (ok) {
    call.did`allowed ${ip} by ${matched}`;
    return "continue";
  }
  if (call.config.enforce === false) {
    call.did`would refuse ${ip} (enforce: false)`;
    return "continue";
  }
  if (call.phase === "on_tcp_connect") {
    call.ex.ending = { kind: "closed" };
    call.did`refused ${ip}: closed the connection`;
  } else {
    call.ex.ending = { kind: "response", response: answer(403) };
    call.did`refused ${ip}: 403`;
  }
  return "stop";
};

export const basicAuth: Handler = (call) => {
  const header = call.ex.request.headers.get("authorization")?.[0] ?? "";
  const m = /^Basic\s+(\S+)$/i.exec(header.trim());
  const presented = m !== null;
  let username = "";
  let password = "";
  if (m?.[1]) {
    const decoded = Buffer.from(m[1], "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    username = colon < 0 ? decoded : decoded.slice(0, colon);
    password = colon < 0 ? "" : decoded.slice(colon + 1);
  }
  const pairs = ((call.config.credentials ?? []) as unknown[]).map((c) => call.text(c));
  // A password is a secret: masked wherever the trace or a log would show it (secretMarks.ts).
  for (const p of pairs) if (p.indexOf(":") > 0) call.ex.marks.secret(p.slice(p.indexOf(":") + 1));
  const authorized = presented && pairs.some((p) => {
    const colon = p.indexOf(":");
    return colon > 0 && p.slice(0, colon) === username && p.slice(colon + 1) === password;
  });
  call.setActionVars("basic_auth", { credentials: { presented, username, authorized } });
  if (authorized) {
    call.did`authorized ${username}`;
    return "continue";
  }
  if (call.config.enforce === false) {
    call.did("not authorized (enforce: false)");
    return "continue";
  }
  const realm = call.config.realm === undefined ? "ngrok" : call.text(call.config.realm);
  call.ex.ending = { kind: "response", response: answer(401, { "www-authenticate": `Basic realm="${realm}"` }) };
  if (presented) call.did`refused ${username}: 401`;
  else call.did("no credentials: 401");
  return "stop";
};
