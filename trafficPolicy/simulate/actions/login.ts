/**
 * oauth and openid-connect (snippets/traffic-policy/actions/oauth/behavior.mdx, oidc/behavior.mdx).
 * Offline there is no identity provider, so a logged-in user is given: `context.identity`, or the
 * request header `x-sim-identity: <email>` (this simulator's test header; it never reaches the
 * upstream). With one, the action passes and sets `actions.ngrok.oauth.identity` /
 * `actions.ngrok.oidc.identity`; without, the answer is the redirect that starts the login flow:
 * 302 to the provider. The service's exact authorization URL (its client id, state and callback)
 * is its own; the Location here names the provider and the page to return to, no more.
 * `allow_cors_preflight: true` lets an OPTIONS request through unauthenticated.
 */
import type { SimIdentity } from "../base/types";
import { answer, type ActionCall, type Handler } from "../exchange/exchange";

/** The request header that carries a simulated identity (an e-mail address). */
export const IDENTITY_HEADER = "x-sim-identity";

function identityOf(call: ActionCall): SimIdentity | null {
  const header = call.ex.request.headers.get(IDENTITY_HEADER)?.[0];
  if (header !== undefined && header !== "") return { email: header };
  return call.ex.context.identity ?? null;
}

function login(kind: "oauth" | "oidc"): Handler {
  return (call) => {
    if (call.config.allow_cors_preflight === true && call.ex.request.method === "OPTIONS") {
      call.did("CORS preflight let through");
      return "continue";
    }
    const provider = kind === "oauth" ? call.text(call.config.provider) : call.text(call.config.issuer_url);
    const who = identityOf(call);
    if (who !== null) {
      const identity = { id: who.id ?? "sim-user", email: who.email, name: who.name ?? "", provider_user_id: who.id ?? "sim-user" };
      call.setActionVars(kind, { identity, access_token: "", refresh_token: "", expires_at: "" });
      call.did`logged in as ${who.email} (${provider})`;
      return "continue";
    }
    const back = encodeURIComponent(call.ex.request.url.href);
    const location = kind === "oauth" ? `https://${provider}.login.simulated/authorize?return_to=${back}` : `${provider.replace(/\/$/, "")}/authorize?return_to=${back}`;
    call.ex.ending = { kind: "response", response: answer(302, { location }) };
    call.did`not logged in: redirected to ${provider} login`;
    return "stop";
  };
}

export const oauth = login("oauth");
export const openidConnect = login("oidc");
