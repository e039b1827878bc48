/**
 * The emulator writes what the service writes (issue #60, item 2). The service answers with the
 * types of ngrok-api-go (datatypes.go), every member tagged `omitempty`, so an empty member is left
 * out: one rule of the emulator's machinery (emulator/machinery/written.ts), read from the wire
 * model, whose one fact per member, "a pointer in Go: its zero is written", is declared next to the
 * member (provider/wire/zeroWritten.ts). Held here to datatypes.go (tests/wire/goTypes.ts): the marks
 * and the members' kinds for every collection the emulator serves, the rule against Go's
 * encoding/json for every member of every family (driven by the registry and the field tables), and
 * the answers over HTTP.
 */
import type { z } from "zod";
import type { Emulator } from "../../emulator";
import { written } from "../../emulator/machinery/written";
import { edgeCollection } from "../../emulator/resources/httpsEdgeRoute/rules";
import { backendCollection } from "../../emulator/supporting/backends";
import { OBSERVED } from "../../emulator/supporting/observed";
import { FAMILIES, familyFields, type FamilyName } from "../../provider/families";
import { OAUTH_PROVIDERS } from "../../provider/resources/httpsEdgeRoute/modules";
import { listKeyOf } from "../../provider/wire/collection";
import { secretPaths } from "../../provider/wire/secretFields";
import { memberCore } from "../../provider/wire/zeroWritten";
import { CLIENT_FAMILIES } from "../clients/families";
import { goShape, goTypeOf, goWritten, loadGoTypes, type GoShape } from "../wire/goTypes";
import { collectionPath, loadSpec } from "../wire/openapi";
import { idOf, start, type Api } from "./helpers";

const spec = loadSpec();
const go = loadGoTypes();

/** A collection the emulator serves, its item schema and the Go type its items are answered as. */
interface Served {
  readonly name: string;
  readonly item: z.ZodType;
  readonly goType: string;
  /** The members the walk starts from: the family's field table's, else the item schema's. */
  readonly members: readonly string[];
}

const shapeOf = (s: z.ZodType): Record<string, z.ZodType> => (memberCore(s).type === "object" ? ((memberCore(s).schema as z.ZodObject).shape as Record<string, z.ZodType>) : {});
const elementOf = (s: z.ZodType): z.ZodType => (memberCore(s).schema._zod.def as unknown as { element: z.ZodType }).element;

/** Every collection the emulator serves: the registry's families, then the supporting collections (edges with their routes, backends, what the lookups observe). */
const SERVED: readonly Served[] = [
  ...Object.entries(FAMILIES).map(([name, f]) => ({
    name,
    item: f.wire.item,
    goType: goTypeOf(go, { key: f.wire.key, itemsAt: collectionPath(spec, f) }, spec),
    members: familyFields(f)
      .map((field) => field.wire)
      .filter((m) => m in shapeOf(f.wire.item)),
  })),
  ...[edgeCollection, backendCollection, ...Object.values(OBSERVED)].map((c) => ({
    name: c.facts.key,
    item: c.facts.item,
    goType: goTypeOf(go, { key: c.facts.key, ...(c.rules.path === undefined ? {} : { itemsAt: c.rules.path }) }, spec),
    members: Object.keys(shapeOf(c.facts.item)),
  })),
];

/** The wire core types a Go shape agrees with. */
const AGREES: Record<"scalar" | "struct" | "slice" | "map", readonly string[]> = {
  scalar: ["string", "boolean", "number", "enum", "literal"],
  struct: ["object"],
  slice: ["array"],
  map: ["record"],
};

const pointee = (shape: GoShape): Exclude<GoShape, { kind: "pointer" }> => (shape.kind === "pointer" ? pointee(shape.to) : shape);

/** The disagreements between a wire object and the Go struct it is answered as: marks, kinds, and members Go lacks. */
function disagreements(name: string, goType: string, schema: z.ZodType, members: readonly string[], at = ""): string[] {
  const out: string[] = [];
  const goMembers = go.get(goType) ?? [];
  const shape = shapeOf(schema);
  for (const m of members) {
    const member = shape[m]!;
    const g = goMembers.find((x) => x.name === m);
    if (g === undefined) {
      out.push(`${name} ${at}${m}: not in ngrok-api-go's ${goType}`);
      continue;
    }
    const s = goShape(go, g.type);
    const target = pointee(s);
    const c = memberCore(member);
    if ((s.kind === "pointer" && target.kind === "scalar") !== c.zeroWritten) out.push(`${name} ${at}${m}: ngrok-api-go ${g.type}, ${c.zeroWritten ? "marked" : "not marked"} zeroWritten`);
    if (!AGREES[target.kind].includes(c.type)) {
      out.push(`${name} ${at}${m}: ngrok-api-go ${g.type}, the wire a ${c.type}`);
      continue;
    }
    if (target.kind === "struct") out.push(...disagreements(name, target.struct, member, Object.keys(shapeOf(member)), `${at}${m}.`));
    if (target.kind === "slice" && go.has(target.element) && memberCore(elementOf(member)).type === "object") {
      out.push(...disagreements(name, target.element, elementOf(member), Object.keys(shapeOf(elementOf(member))), `${at}${m}[].`));
    }
  }
  return out;
}

test("every member of ngrok-api-go's types is tagged omitempty", () => {
  const tags = [...go.entries()].flatMap(([type, members]) => members.map((m) => ({ struct: type, ...m })));
  expect(tags.length).toBeGreaterThan(1000);
  expect(tags.filter((m) => !m.omitempty)).toEqual([]);
});

/** The Go struct of one OAuth provider (`EndpointOAuthFacebook`). */
const oauthType = (provider: string): string => (go.get("EndpointOAuthProvider")?.find((m) => m.name === provider)?.type ?? "").replace(/^\*/, "");

/** Where the wire model and ngrok-api-go differ, each with why the rule still writes what Go writes. */
const DECLARED: readonly string[] = [
  // The wire reads every OAuth provider with one shape, GitHub's: the others' `teams` and
  // `organizations` are no members of theirs in Go, and a request refuses them for those providers,
  // so the emulator never answers them.
  ...["HttpsEdgeRoute ", "edges routes[]."].flatMap((at) =>
    OAUTH_PROVIDERS.filter((p) => p !== "github").flatMap((p) => ["teams", "organizations"].map((m) => `${at}oauth.provider.${p}.${m}: not in ngrok-api-go's ${oauthType(p)}`)),
  ),
  // A route's `policy`, which ngrok-api-go v8's route no longer has: the emulator answered it null,
  // which the rule leaves out, as Go leaves out a nil pointer.
  "HttpsEdgeRoute policy: not in ngrok-api-go's HTTPSEdgeRoute",
  "edges routes[].policy: not in ngrok-api-go's HTTPSEdgeRoute",
  // The wire reads a destination's target as a record (any kind, provider/resources/eventDestination/wire.ts),
  // Go as the struct EventTarget. A target always has exactly one kind, so it is never the empty
  // record the rule would leave out (Go writes a struct even when empty).
  "EventDestination target: ngrok-api-go EventTarget, the wire a record",
];

test("the wire model marks zeroWritten exactly the pointers to scalars of ngrok-api-go, and its members' kinds are Go's", () => {
  const found = SERVED.flatMap((c) => disagreements(c.name, c.goType, c.item, c.members));
  expect(found.sort()).toEqual([...DECLARED].sort());
});

const nonZero = (zero: "" | false | 0): unknown => (zero === "" ? "x" : zero === false ? true : 1);

/** A value of a Go type that is not empty. */
function sample(type: string): unknown {
  const s = pointee(goShape(go, type));
  return s.kind === "scalar" ? nonZero(s.zero) : s.kind === "struct" ? {} : s.kind === "slice" ? [sample(s.element)] : { k: sample(s.element) };
}

/**
 * What a member of this Go shape is tried with: its empty values (null, its zero, `[]`, `{}`) and a
 * value that is not empty. A struct, which Go writes even when empty, is tried as `{}`: the
 * emulator never answers one null (the rule would leave it out; Go would write the zero struct).
 */
function tries(shape: GoShape): unknown[] {
  switch (shape.kind) {
    case "pointer":
      return shape.to.kind === "scalar" ? [null, shape.to.zero, nonZero(shape.to.zero)] : [null, ...tries(shape.to).filter((v) => v !== null)];
    case "scalar":
      return [null, shape.zero, nonZero(shape.zero)];
    case "struct":
      return [{}];
    case "slice":
      return [null, [], [sample(shape.element)]];
    case "map":
      return [null, {}, { k: sample(shape.element) }];
  }
}

/** One item to write: a member at `path` set to one value, inside its parents. */
interface Case {
  readonly path: string;
  readonly item: Record<string, unknown>;
}

/** An item per member of a Go struct the wire object also has (down through structs and lists of them) and per value it is tried with. */
function* cases(goType: string, schema: z.ZodType, members: readonly string[], place: (o: Record<string, unknown>) => Record<string, unknown>, at = ""): Generator<Case> {
  const shape = shapeOf(schema);
  for (const m of members) {
    const g = go.get(goType)?.find((x) => x.name === m);
    const member = shape[m]!;
    const s = g === undefined ? undefined : goShape(go, g.type);
    if (s === undefined || !AGREES[pointee(s).kind].includes(memberCore(member).type)) continue; // DECLARED
    for (const v of tries(s)) yield { path: `${at}${m} = ${JSON.stringify(v)}`, item: place({ [m]: v }) };
    const target = pointee(s);
    if (target.kind === "struct") yield* cases(target.struct, member, Object.keys(shapeOf(member)), (o) => place({ [m]: o }), `${at}${m}.`);
    if (target.kind === "slice" && go.has(target.element) && memberCore(elementOf(member)).type === "object") {
      yield* cases(target.element, elementOf(member), Object.keys(shapeOf(elementOf(member))), (o) => place({ [m]: [o] }), `${at}${m}[].`);
    }
  }
}

describe("the rule writes every member of every collection as Go's encoding/json writes it", () => {
  test.each(SERVED.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const all = [...cases(c.goType, c.item, c.members, (o) => ({ id: "x", ...o }))];
    // The registry's families start from their field tables: every member they keep is tried.
    expect(new Set(all.map((x) => x.path.split(/[ .[]/)[0]))).toEqual(new Set(c.members.filter((m) => !DECLARED.some((d) => d.startsWith(`${c.name} ${m}:`)))));
    const differing = all.filter((x) => JSON.stringify(written(c.item, x.item)) !== JSON.stringify(goWritten(go, c.goType, x.item)));
    expect(differing.map((x) => `${x.path}: written ${JSON.stringify(written(c.item, x.item))}, Go ${JSON.stringify(goWritten(go, c.goType, x.item))}`)).toEqual([]);
  });

  test("a pointer's zero is written, a value's zero is not: a route module's enabled: false, a domain's region: \"\"", () => {
    const route = FAMILIES.HttpsEdgeRoute.wire.item;
    expect(written(route, { id: "r", compression: { enabled: false }, circuit_breaker: { enabled: true, tripped_duration: 0 }, backend: null, policy: null })).toStrictEqual({
      id: "r",
      compression: { enabled: false },
      circuit_breaker: { enabled: true },
    });
    const domain = FAMILIES.ReservedDomain.wire.item;
    expect(written(domain, { id: "d", region: "", resolves_to: [], cname_target: "", certificate: null })).toStrictEqual({ id: "d", cname_target: "" });
  });
});

describe("over HTTP", () => {
  let emulator: Emulator;
  let api: Api;
  let base: string;
  const NOW = "2030-01-02T03:04:05Z";
  beforeAll(async () => ({ emulator, api, base } = await start({ now: () => new Date(NOW) })));
  afterAll(() => emulator.close());

  test("a reserved domain created without resolves_to answers with no resolves_to, region, description or metadata on create, read, list and update", async () => {
    const r = await api.post("/reserved_domains", { domain: "omitted.example.com" });
    expect(r.status).toBe(201);
    const id = r.body.id as string;
    const created = {
      id: idOf("rd_"),
      uri: `${base}/reserved_domains/${id}`,
      created_at: NOW,
      domain: "omitted.example.com",
      cname_target: expect.stringMatching(/^[a-z]{17}\.emu7ingress2acct\.ngrok-cname\.com$/),
      certificate_management_policy: { authority: "letsencrypt", private_key_type: "ecdsa" },
      // renews_at, error_code and retries_at are nil pointers: left out.
      certificate_management_status: { provisioning_job: { msg: "Managed certificate provisioning in progress.", started_at: NOW } },
    };
    expect(r.body).toStrictEqual(created);
    expect((await api.get(`/reserved_domains/${id}`)).body).toStrictEqual(r.body);
    expect((await api.get("/reserved_domains")).body.reserved_domains).toStrictEqual([r.body]);
    // An update answers with the members of the create for the same state.
    expect((await api.patch(`/reserved_domains/${id}`, {})).body).toStrictEqual(r.body);
    expect((await api.patch(`/reserved_domains/${id}`, { resolves_to: [] })).body).toStrictEqual(r.body);
    expect((await api.patch(`/reserved_domains/${id}`, { description: "d", resolves_to: [{ value: "eu" }] })).body).toStrictEqual({ ...r.body, description: "d", resolves_to: [{ value: "eu" }] });
    expect((await api.patch(`/reserved_domains/${id}`, { description: "", resolves_to: [] })).body).toStrictEqual(r.body);
  });

  test("a route's modules keep a pointer's zero (enabled: false) and leave a value's out, in the route's answers and the module's", async () => {
    const path = "/edges/https/edghts_main/routes";
    const r = await api.post(path, { match_type: "path_prefix", match: "/written", compression: { enabled: false }, circuit_breaker: { enabled: false, tripped_duration: 0, error_threshold_percentage: 0.5 } });
    expect(r.status).toBe(201);
    const id = r.body.id as string;
    expect(r.body).toStrictEqual({
      id: idOf("edghtsrt_"),
      edge_id: "edghts_main",
      uri: `${base}${path}/${id}`,
      created_at: NOW,
      match_type: "path_prefix",
      match: "/written",
      compression: { enabled: false },
      circuit_breaker: { enabled: false, error_threshold_percentage: 0.5 },
    });
    expect((await api.get(`${path}/${id}/circuit_breaker`)).body).toStrictEqual({ enabled: false, error_threshold_percentage: 0.5 });
    expect((await api.put(`${path}/${id}/compression`, { enabled: false })).body).toStrictEqual({ enabled: false });
    expect((await api.patch(`${path}/${id}`, {})).body).toStrictEqual(r.body);
    expect(((await api.get("/edges/https/edghts_main")).body.routes as { id: string }[]).find((x) => x.id === id)).toStrictEqual(r.body);
  });

  const driven = Object.entries(CLIENT_FAMILIES) as [FamilyName, NonNullable<(typeof CLIENT_FAMILIES)[FamilyName]>][];
  test.each(driven)("%s: every answer is as Go writes it, and an update answers with the members of a read, the create's less what only it holds", async (name, family) => {
    const f = FAMILIES[name];
    const goType = goTypeOf(go, { key: f.wire.key, itemsAt: collectionPath(spec, f) }, spec);
    const { create } = await family.bodies(api);
    const c = await api.post(`/${f.wire.key}`, create);
    expect(c.status).toBe(201);
    const at = `/${f.wire.key}/${c.body.id as string}`;
    const got = (await api.get(at)).body as Record<string, unknown>;
    const listed = ((await api.get(`/${f.wire.key}`)).body as Record<string, Record<string, unknown>[] | undefined>)[listKeyOf(f.wire)]?.find((x) => x["id"] === got["id"]);
    // An empty PATCH keeps the item as it is.
    const updated = (await api.patch(at, {})).body as Record<string, unknown>;
    for (const answer of [c.body as Record<string, unknown>, got, listed, updated]) expect(answer).toStrictEqual(goWritten(go, goType, answer!));
    expect(updated).toStrictEqual(got);
    expect(listed).toStrictEqual(got);
    // What the create's answer alone holds is the item's secret output (a token), returned once.
    const once = secretPaths(f.wire.item).map(([m]) => m!);
    expect(Object.fromEntries(Object.entries(c.body as Record<string, unknown>).filter(([k]) => !once.includes(k)))).toStrictEqual(got);
  });
});
