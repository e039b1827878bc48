import { answer, type ActionCall, type Next } from "./exchange";

/**
 * Documented actions the simulator does not run, and why. An action listed here that a request
 * meets is recorded in the outcome's `trace.notSimulated`, the outcome is marked incomplete, and
 * the request is refused ({@link refuseNotSimulated}).
 */
export const NOT_SIMULATED: Readonly<Record<string, string>> = {
  "ai-gateway": "it calls AI model providers over the network; nothing offline stands for their answers",
  "http-request": "it makes an outbound HTTP request to a third-party service; its answer cannot be known offline",
  "owasp-crs-request": "the OWASP Core Rule Set is a large external rule base run by ngrok's WAF; not reproduced offline",
  "owasp-crs-response": "the OWASP Core Rule Set is a large external rule base run by ngrok's WAF; not reproduced offline",
  saml: "SAML needs the identity provider's signed assertions; a simulated identity stands for oauth and openid-connect only",
  "sse-find-replace": "it edits a server-sent event stream as it flows; the simulator handles one whole response body",
  "terminate-tls": "TLS handshakes (versions, certificates, mutual TLS) happen below the request the simulator sees",
};

/** The header of the refusal that names the action not simulated. */
const NOT_SIMULATED_HEADER = "x-ingress-not-simulated";

/**
 * Records the action as not simulated and fails closed: the request gets the answer a refusal
 * gives, deny's default (403, no body: traffic-policy/actions/deny.mdx, "Default is `403`" and
 * "will not send back a response body"), with {@link NOT_SIMULATED_HEADER} naming the action. A
 * policy whose outcome cannot be known must not look as if it let the request through. In every
 * phase, on_tcp_connect too: an answer, unlike a closed connection, can say why.
 */
export function refuseNotSimulated(call: ActionCall, reason: string): Next {
  call.notSimulated(reason);
  call.ex.ending = { kind: "response", response: answer(403, { [NOT_SIMULATED_HEADER]: call.type }) };
  call.did("not simulated: refused 403");
  return "stop";
}
