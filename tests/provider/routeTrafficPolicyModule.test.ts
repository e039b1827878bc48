// A route's trafficPolicy module given as a document: HttpsEdgeRoute's dynamic provider in process
// against the emulator, step by step as the engine drives it (tests/support/providerSteps.ts), the
// module handed over as the SDK hands it (sdk/policyCarried.ts trafficPolicyModuleText: the
// document as its JSON text). Moved from tests/engine/migration.test.ts ("a route's trafficPolicy
// module given as a document"), under its name there. What only the engine proves stayed there: a
// module whose policy holds basic-auth credentials, which the SDK makes secret, is sent to the
// service and never in plaintext in the state, and its next preview is clean.
import * as httpsEdgeRoute from "../../provider/resources/httpsEdgeRoute/family";
import { trafficPolicyModuleText } from "../../sdk/policyCarried";
import { useProviderService } from "../support/providerService";
import { stepsOf } from "../support/providerSteps";

const service = useProviderService({ seed: { edges: [{ id: "edghts_gate" }] } });
const { mark, calls, bodies } = service;
const route = stepsOf(httpsEdgeRoute);

/** The program's route, its module's document denying with `status`, as the SDK hands it over. */
const program = (status: number) => ({
  edgeId: "edghts_gate",
  matchType: "path_prefix",
  match: "/",
  trafficPolicy: trafficPolicyModuleText({ value: { on_http_request: [{ name: "closed", actions: [{ type: "deny", config: { status_code: status } }] }] } }),
});

const stored = () => Object.values(service.emulator.snapshot().routes)[0]?.modules["traffic_policy"];

describe("a route's trafficPolicy module given as a document", () => {
  test("is stored as its JSON text; the next preview is clean; a change costs one PATCH carrying only that module", async () => {
    expect(program(403).trafficPolicy).toEqual({ value: '{"on_http_request":[{"name":"closed","actions":[{"type":"deny","config":{"status_code":403}}]}]}' });
    expect(await route.up(program(403))).toBe("create");
    expect(stored()?.value).toBe('{"on_http_request":[{"name":"closed","actions":[{"type":"deny","config":{"status_code":403}}]}]}');
    mark();
    expect(await route.preview(program(403))).toBe("same");
    expect(calls()).toEqual([]);
    mark();
    expect(await route.up(program(404))).toBe("update");
    expect(calls().filter((c) => !c.startsWith("GET "))).toEqual([`PATCH /edges/https/edghts_gate/routes/${route.id} 200`]);
    expect(bodies()).toEqual([
      { traffic_policy: { value: '{"on_http_request":[{"name":"closed","actions":[{"type":"deny","config":{"status_code":404}}]}]}' } },
    ]);
    expect(stored()?.value).toBe('{"on_http_request":[{"name":"closed","actions":[{"type":"deny","config":{"status_code":404}}]}]}');
  });
});
