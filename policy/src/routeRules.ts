/** Rules on HttpsEdgeRoute: who may reach it, OAuth apps in production, circuit breakers, header rules. */
import { type IngressRule, subject } from "./rule";
import { isUnknown, knownNumber, knownString, moduleOn, record } from "./values";

/** The modules that decide who may reach a route. */
const PROTECTING_MODULES = ["oauth", "saml", "oidc", "ipRestriction", "webhookVerification"] as const;

export const routeProtected: IngressRule<{ publicRoutes: string[] }> = {
  name: "ingress-route-protected",
  description:
    "A route with a backend has at least one of oauth, saml, oidc, ipRestriction or webhookVerification, or is listed in publicRoutes.",
  enforcementLevel: "mandatory",
  resource: "HttpsEdgeRoute",
  config: {
    publicRoutes: {
      type: "array",
      items: { type: "string" },
      default: [],
      description: "Names (as in the program) of routes meant to be public: they need no authentication or IP restriction.",
    },
  },
  violations(props, { name, config }) {
    if (moduleOn(props["backend"]) !== true || config.publicRoutes.includes(name)) return [];
    const states = PROTECTING_MODULES.map((m) => moduleOn(props[m]));
    if (states.some((on) => on !== false)) return []; // protected, or not known until `up`
    return [
      `${subject("HttpsEdgeRoute", name)} sends traffic to its backend with no authentication and no IP restriction: ` +
        `add one of ${PROTECTING_MODULES.join(", ")} (enabled), or, if the route is meant to be public, ` +
        `add ${JSON.stringify(name)} to publicRoutes of ingress-route-protected in the policy pack's config.`,
    ];
  },
};

/** The OAuth providers (keys 1 to 8 of the API's OAuth provider object). */
const OAUTH_PROVIDERS = ["github", "facebook", "microsoft", "google", "linkedin", "gitlab", "twitch", "amazon"] as const;

export const oauthOwnAppInProduction: IngressRule<{ productionStacks: string[] }> = {
  name: "ingress-oauth-own-app-in-production",
  description: "On production stacks, OAuth uses your own OAuth app (clientId and clientSecret), not the service's managed app.",
  enforcementLevel: "mandatory",
  resource: "HttpsEdgeRoute",
  config: {
    productionStacks: {
      type: "array",
      items: { type: "string" },
      default: ["prod", "production"],
      description: "Names of the stacks this rule applies to.",
    },
  },
  violations(props, { name, stack, config }) {
    if (!config.productionStacks.includes(stack) || moduleOn(props["oauth"]) !== true) return [];
    const provider = record(record(props["oauth"])?.["provider"]);
    if (provider === undefined) return [];
    const managed = OAUTH_PROVIDERS.filter((key) => {
      const member = provider[key];
      if (member === undefined || member === null || isUnknown(member)) return false;
      const clientId = record(member)?.["clientId"];
      return clientId === undefined || clientId === null || clientId === "";
    });
    return managed.map(
      (key) =>
        `${subject("HttpsEdgeRoute", name)} signs users in with the service's managed ${key} OAuth app on production stack ` +
        `${JSON.stringify(stack)}: set oauth.provider.${key}.clientId and clientSecret to your own OAuth app's.`,
    );
  },
};

export const circuitBreakerCanTrip: IngressRule<{ peakRequestsPerSecond: number }> = {
  name: "ingress-circuit-breaker-can-trip",
  description: "An enabled circuit breaker can trip: an error threshold below 1.0 and a volume threshold its rolling window can reach.",
  enforcementLevel: "advisory",
  resource: "HttpsEdgeRoute",
  config: {
    peakRequestsPerSecond: {
      type: "number",
      minimum: 1,
      default: 100,
      description: "The most requests per second a route is expected to see: the rolling window sees at most this many per second.",
    },
  },
  violations(props, { name, config }) {
    if (moduleOn(props["circuitBreaker"]) !== true) return [];
    const cb = record(props["circuitBreaker"]) ?? {};
    const who = subject("HttpsEdgeRoute", name);
    const out: string[] = [];
    const threshold = knownNumber(cb["errorThresholdPercentage"]);
    if (threshold !== undefined && threshold >= 1) {
      out.push(
        `${who} has a circuit breaker with errorThresholdPercentage ${threshold}, which trips only when every request fails: ` +
          "set it below 1.0 (a fraction, for example 0.5 for half the requests).",
      );
    }
    const window = knownNumber(cb["rollingWindow"]);
    const buckets = knownNumber(cb["numBuckets"]);
    const volume = knownNumber(cb["volumeThreshold"]);
    if (window === 0 || buckets === 0) {
      out.push(
        `${who} has a circuit breaker whose rolling window counts no requests (${window === 0 ? "rollingWindow" : "numBuckets"} 0): ` +
          "set rollingWindow and numBuckets above 0, or leave them unset for the service's defaults.",
      );
    } else if (window !== undefined && volume !== undefined && volume > window * config.peakRequestsPerSecond) {
      out.push(
        `${who} has a circuit breaker that needs ${volume} requests in its ${window}-second rolling window before it can trip, ` +
          `more than the ${window * config.peakRequestsPerSecond} the window sees at ${config.peakRequestsPerSecond} requests per second: ` +
          "lower volumeThreshold or lengthen rollingWindow (or raise peakRequestsPerSecond of ingress-circuit-breaker-can-trip if the route sees more).",
      );
    }
    return out;
  },
};

export const headersAddAndRemove: IngressRule = {
  name: "ingress-headers-add-and-remove",
  description: "A request or response headers module does not both add and remove the same header.",
  enforcementLevel: "advisory",
  resource: "HttpsEdgeRoute",
  config: {},
  violations(props, { name }) {
    const out: string[] = [];
    for (const module of ["requestHeaders", "responseHeaders"] as const) {
      if (moduleOn(props[module]) !== true) continue;
      const mod = record(props[module]) ?? {};
      const added = new Set(Object.keys(record(mod["add"]) ?? {}).map((h) => h.toLowerCase()));
      const removed = Array.isArray(mod["remove"]) ? (mod["remove"] as unknown[]) : [];
      const both = [...new Set(removed.map(knownString).filter((h): h is string => h !== undefined && added.has(h.toLowerCase())))];
      for (const header of both) {
        out.push(
          `${subject("HttpsEdgeRoute", name)} both adds and removes the header ${JSON.stringify(header)} in ${module}: ` +
            `keep it in ${module}.add or in ${module}.remove, not both.`,
        );
      }
    }
    return out;
  },
};
