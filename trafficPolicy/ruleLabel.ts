/** How a rule of a policy is named where the simulator's trace is shown: the traffic plane's log and the policy tests. */

/** Where a rule is: its phase and, for an internal endpoint's policy, that endpoint. */
type Where = { phase: string; endpoint?: string | undefined };

/** How the log and the policy tests name a rule: `on_http_request[0] "api"`, `on_http_request[1]@https://api.internal`. */
export const ruleLabel = (w: Where, rule: number, name?: string): string =>
  `${w.phase}[${rule}]${w.endpoint === undefined ? "" : `@${w.endpoint}`}${name === undefined ? "" : ` ${JSON.stringify(name)}`}`;
