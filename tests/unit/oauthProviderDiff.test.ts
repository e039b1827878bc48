// Found by tests/unit/properties/routeUpdates.test.ts (seeds 905195797 and 786654867): an OAuth
// identity provider with nothing set in it (the managed app, no restriction) named by the program
// or the service only was no difference, so a switch from GitHub to Amazon login, or one more
// provider, was never sent. The API omits providers that are not configured
// (EndpointOAuthProvider in ngrok-api-go: every member `omitempty`), so one that is there is on.
import { planRouteUpdate, routeDiffers } from "../../provider/resources/httpsEdgeRoute/plan";

const outputs = (oauth: Record<string, unknown>) => ({
  edgeId: "edghts_1", matchType: "path_prefix", match: "/api", description: "", metadata: "",
  oauth: { enabled: true, cookiePrefix: "ingress.", inactivityTimeout: 0, maximumDuration: 0, authCheckInterval: 0, optionsPassthrough: false, ...oauth },
});
const program = (oauth: Record<string, unknown>) => ({ edgeId: "edghts_1", matchType: "path_prefix", match: "/api", oauth });

test("another provider with nothing set in it replaces the module", () => {
  expect(planRouteUpdate(outputs({ provider: { github: {} } }), program({ provider: { amazon: {} } }))).toEqual({
    deleteFirst: [], patch: { oauth: { provider: { amazon: {} } } }, deleteAfter: [],
  });
});

test("a provider added beside the others, or left out of them, is a change", () => {
  const two = { provider: { amazon: { clientSecret: "s" }, twitch: {} } };
  expect(planRouteUpdate(outputs({ provider: { amazon: {}, twitch: {} } }), program({ provider: { amazon: { clientSecret: "s" }, twitch: {}, microsoft: {} } })).patch).toEqual({
    oauth: { provider: { amazon: { client_secret: "s" }, twitch: {}, microsoft: {} } },
  });
  expect(planRouteUpdate(outputs({ provider: { amazon: {}, twitch: {}, microsoft: {} } }), program(two)).patch).toEqual({
    oauth: { provider: { amazon: { client_secret: "s" }, twitch: {} } },
  });
});

test("the same providers are no change; providers the service reports as null are not there", () => {
  expect(routeDiffers(outputs({ provider: { github: {}, google: null } }), program({ provider: { github: {} } }))).toBe(false);
  expect(routeDiffers(outputs({ provider: { github: { emailDomains: [] } } }), program({ provider: { github: {} } }))).toBe(false);
});

test("an empty header map is still no entries", () => {
  const olds = { ...outputs({ provider: { github: {} } }), requestHeaders: { enabled: true, add: {}, remove: [] } };
  expect(routeDiffers(olds, { ...program({ provider: { github: {} } }), requestHeaders: {} })).toBe(false);
});
