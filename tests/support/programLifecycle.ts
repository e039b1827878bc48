// What every program of the endpoints world shows through the provider plugin, whatever its
// language (tests/engine/generatedSdks.test.ts: Python, goProgram.test.ts: Go): up creates each
// resource with one POST, a preview then makes no call, no secret is in plaintext in the state or
// the output, destroy deletes them.
import { FAMILIES, type FamilyName } from "../../provider/families";
import { callsByFamily } from "./callsByFamily";
import type { Run } from "./engine";

/** The families the program declares, one resource each, exporting each id under the family's name and the vault's name as `vaultName`. */
const ENDPOINTS_WORLD: readonly FamilyName[] = ["Vault", "Secret", "IpPolicy", "IpPolicyRule", "CloudEndpoint", "HttpsEdgeRoute", "EventDestination", "EventSubscription"];

/**
 * Registers the four tests, in order, on the program that `run()` holds (written and ready by the
 * suite's beforeAll): `vaultName` is the name its vault is given, `secrets` its secret config values.
 */
export function lifecycleTests(language: string, run: () => Run, expected: { vaultName: string; secrets: readonly string[] }): void {
  const callsOf = (method: string): Record<string, number> => callsByFamily(run().entries(), method);
  const oneEach = Object.fromEntries(ENDPOINTS_WORLD.map((f) => [f, 1]));

  test(`up creates every resource of the ${language} program, one POST each`, async () => {
    run().mark();
    const up = await run().stack.up();
    expect(up.summary).toEqual({ create: ENDPOINTS_WORLD.length + 1 });
    expect(callsOf("POST")).toEqual(oneEach);
    for (const f of ENDPOINTS_WORLD) expect([f, String(up.outputs[f]?.value).startsWith(FAMILIES[f].wire.idPrefix)]).toEqual([f, true]);
    expect(up.outputs["vaultName"]?.value).toBe(expected.vaultName);
    const endpoint = run().emulator.snapshot().endpoints[String(up.outputs["CloudEndpoint"]?.value)];
    expect(endpoint?.traffic_policy).toContain(String(up.outputs["IpPolicy"]?.value));
  });

  test("a preview then makes no call and shows no change", async () => {
    run().mark();
    expect((await run().stack.preview()).summary).toEqual({ same: ENDPOINTS_WORLD.length + 1 });
    expect(run().calls()).toEqual([]);
  });

  test("no secret input nor the API key is in plaintext in the state or the output", async () => {
    const state = JSON.stringify(await run().stack.exportState());
    const printed = run().stack.allOutput();
    for (const s of [...expected.secrets, run().emulator.apiKey]) expect([s, state.includes(s), printed.includes(s)]).toEqual([s, false, false]);
  });

  test(`destroy deletes every resource of the ${language} program`, async () => {
    run().mark();
    expect((await run().stack.destroy()).summary).toEqual({ delete: ENDPOINTS_WORLD.length + 1 });
    expect(callsOf("DELETE")).toEqual(oneEach);
  });
}
