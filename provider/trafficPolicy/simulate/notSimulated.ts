/**
 * Documented actions the simulator does not run, and why. An action listed here that a policy
 * holds is recorded in the outcome's `trace.notSimulated`, and the outcome is marked incomplete;
 * the request goes on as if the action had let it through.
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
