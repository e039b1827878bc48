/**
 * verify-webhook (traffic-policy/actions/verify-webhook.mdx): a request whose signature does not
 * verify with the provider's scheme and `secret` is refused with 403 (`enforce: false` lets it
 * through, setting `actions.ngrok.verify_webhook.verified`). ngrok's docs name the providers
 * (snippets/traffic-policy/actions/verify-webhook/providers.mdx) and show one scheme:
 * - gitlab: a token header, `X-Gitlab-Token` equal to the secret (the action page's basic example
 *   sends `X-Gitlab-Token: secret!` for `secret: secret!` and is verified).
 * The others simulated are the schemes the providers publish:
 * - github: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the body>`
 *   (docs.github.com, "Validating webhook deliveries");
 * - slack: `X-Slack-Signature: v0=<hex HMAC-SHA256 of "v0:<X-Slack-Request-Timestamp>:<body>">`,
 *   the timestamp within 5 minutes (api.slack.com, "Verifying requests from Slack");
 * - stripe: `Stripe-Signature: t=<ts>,v1=<hex HMAC-SHA256 of "<ts>.<body>">`, within 5 minutes
 *   (docs.stripe.com, "Check the webhook signatures");
 * - shopify: `X-Shopify-Hmac-Sha256: <base64 HMAC-SHA256 of the body>` (shopify.dev, "Verify webhooks").
 * Any other provider is reported as not simulated, and the request refused (notSimulated.ts).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { answer, type Handler, type LiveRequest } from "../exchange/exchange";
import { refuseNotSimulated } from "../exchange/notSimulated";

/** Seconds a signed timestamp may be away from now. */
const TOLERANCE_S = 300;

const hmac = (secret: string, text: string, enc: "hex" | "base64") => createHmac("sha256", secret).update(text).digest(enc);

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const header = (req: LiveRequest, name: string) => req.headers.get(name)?.[0] ?? "";
const fresh = (ts: string, now: Date) => /^\d+$/.test(ts) && Math.abs(now.getTime() / 1000 - Number(ts)) <= TOLERANCE_S;

/** Verifiers by provider identifier: true when the request's signature holds. */
const WEBHOOK_VERIFIERS: Readonly<Record<string, (req: LiveRequest, secret: string, now: Date) => boolean>> = {
  gitlab: (req, secret) => same(header(req, "x-gitlab-token"), secret),
  github: (req, secret) => same(header(req, "x-hub-signature-256"), `sha256=${hmac(secret, req.body, "hex")}`),
  slack: (req, secret, now) => {
    const ts = header(req, "x-slack-request-timestamp");
    return fresh(ts, now) && same(header(req, "x-slack-signature"), `v0=${hmac(secret, `v0:${ts}:${req.body}`, "hex")}`);
  },
  stripe: (req, secret, now) => {
    const parts = header(req, "stripe-signature").split(",").map((p) => p.split("="));
    const ts = parts.find(([k]) => k === "t")?.[1] ?? "";
    const expected = hmac(secret, `${ts}.${req.body}`, "hex");
    return fresh(ts, now) && parts.some(([k, v]) => k === "v1" && same(v ?? "", expected));
  },
  shopify: (req, secret) => same(header(req, "x-shopify-hmac-sha256"), hmac(secret, req.body, "base64")),
};

export const verifyWebhook: Handler = (call) => {
  const provider = call.text(call.config.provider).toLowerCase();
  const verify = WEBHOOK_VERIFIERS[provider];
  if (verify === undefined) {
    return refuseNotSimulated(call, `the ${provider} signature scheme is not simulated (simulated: ${Object.keys(WEBHOOK_VERIFIERS).join(", ")})`);
  }
  const secret = call.text(call.config.secret);
  // Masked wherever the trace or a log would show it (a gitlab token the request carries, echoed).
  call.ex.marks.secret(secret);
  const verified = verify(call.ex.request, secret, call.ex.now);
  call.setActionVars("verify_webhook", { verified, ...(verified ? {} : { error: { code: "", message: `the ${provider} signature does not verify` } }) });
  if (verified) {
    call.did`verified ${provider} signature`;
    return "continue";
  }
  if (call.config.enforce === false) {
    call.did`${provider} signature does not verify (enforce: false)`;
    return "continue";
  }
  call.ex.ending = { kind: "response", response: answer(403) };
  call.did`${provider} signature does not verify: 403`;
  return "stop";
};
