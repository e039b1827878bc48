/**
 * forward-internal (snippets/traffic-policy/actions/forward-internal/): ends the phase and sends
 * the request to the internal endpoint at `url`; the engine then runs that endpoint's own policy.
 * `on_error: continue` goes on with the next action when the endpoint cannot be reached.
 */
import type { Handler } from "../exchange/exchange";
import { internalEndpoint } from "../base/internal";

export const forwardInternal: Handler = (call) => {
  const url = call.text(call.config.url);
  const onError = call.config.on_error === "continue" ? "continue" : "halt";
  if (internalEndpoint(call.ex.context, url) === undefined) {
    if (onError === "continue") {
      call.did`${url} is not an internal endpoint of the context: went on (on_error: continue)`;
      return "continue";
    }
  }
  call.ex.ending = { kind: "forward", url, onError };
  call.did`forwarded to ${url}`;
  return "stop";
};
