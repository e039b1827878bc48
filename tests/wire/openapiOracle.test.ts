/**
 * ngrok's OpenAPI as the oracle of the wire model (issue #49): every family's paths and methods,
 * list key, and create, update and response members, compared with its wire facts; the differences
 * found are exactly those declared, with their reasons, in openapiDifferences.ts.
 */
import { FAMILIES } from "../../provider/families";
import { apiPathsOf } from "../../provider/contract/family";
import { compareFamily, lineOf, loadSpec, requiredByWireOnly, specCollections, specMembers, bodyOf, wireMembers, collectionPath, type Difference } from "./openapi";
import { DIFFERENCES, NOT_IN_SPEC, PENDING_FAMILIES } from "./openapiDifferences";

const spec = loadSpec();
const families = Object.entries(FAMILIES);

/** The differences the comparison finds: per family, then the pending families' and the spec's unserved collections. */
function found(): Difference[] {
  const out = families.flatMap(([name, family]) => compareFamily(spec, name, family));
  for (const p of PENDING_FAMILIES) {
    const path = `/${p.key}`;
    out.push({ family: p.family, where: "path", member: path, kind: path in spec.paths ? "no family" : "missing in spec" });
  }
  const served = (p: string): boolean => families.some(([, f]) => apiPathsOf(f).test(p)) || PENDING_FAMILIES.some((f) => p === `/${f.key}`);
  for (const p of specCollections(spec)) if (!served(p)) out.push({ family: "-", where: "path", member: p, kind: "no family" });
  return out;
}

describe("the OpenAPI as the wire model's oracle", () => {
  it("finds exactly the declared differences", () => {
    const got = found().map(lineOf).sort();
    const declared = DIFFERENCES.map(lineOf).sort();
    expect(got).toEqual(declared);
  });

  it("declares each difference once, with a reason and a citation", () => {
    const lines = DIFFERENCES.map(lineOf);
    expect(new Set(lines).size).toBe(lines.length);
    for (const d of DIFFERENCES) {
      expect(d.reason.length).toBeGreaterThan(20);
      expect(d.cite).toMatch(/^ngrok\/(ngrok-docs|ngrok-api-go|terraform-provider-ngrok) \S/);
    }
  });

  it("marks the differences issue #49 says to fix", () => {
    const toFix = DIFFERENCES.filter((d) => d.reason.startsWith("to fix (#49)")).map((d) => `${d.family} ${d.member}`);
    expect(toFix.sort()).toEqual([]);
  });

  it("finds every family's collection in the spec but those it lacks, the route's under its edge", () => {
    const paths = Object.fromEntries(families.filter(([name]) => !NOT_IN_SPEC.includes(name)).map(([name, f]) => [name, collectionPath(spec, f)]));
    expect(paths["HttpsEdgeRoute"]).toBe("/edges/https/{edge_id}/routes");
    expect(paths["TcpAddress"]).toBe("/reserved_addrs");
    expect(paths["CloudEndpoint"]).toBe("/endpoints");
    for (const p of Object.values(paths)) expect(spec.paths[p]).toBeDefined();
    expect(NOT_IN_SPEC.map((name) => spec.paths[collectionPath(spec, FAMILIES[name as keyof typeof FAMILIES])])).toEqual([undefined]);
  });

  // The spec marks no response member required: the service leaves empty members out, so the wire
  // model reads every item member liberally (provider/wire/liberal.ts) but the id every call names.
  it("states no required member of any item response", () => {
    const stated = families.filter(([, f]) => {
      const body = bodyOf(spec.paths[`${collectionPath(spec, f)}/{id}`]?.["get"], "response");
      return body !== undefined && [...specMembers(spec, body).values()].some((m) => m.required);
    });
    expect(stated).toEqual([]);
  });

  it("requires of every item only its id, which the spec does not mark required", () => {
    const required = Object.fromEntries(
      families.map(([name, f]) => {
        const body = bodyOf(spec.paths[`${collectionPath(spec, f)}/{id}`]?.["get"], "response");
        return [name, body === undefined ? [] : requiredByWireOnly(specMembers(spec, body), wireMembers(f.wire.item))];
      }),
    );
    // A family the spec lacks has no response to compare.
    expect(required).toEqual(Object.fromEntries(families.map(([name]) => [name, NOT_IN_SPEC.includes(name) ? [] : ["id"]])));
  });
});
