// A resource family's facts live in its own files and in the registry (provider/families.ts); see
// docs/architecture.md. Outside its own files, a new family edits four (tests/unit/scaffold.test.ts):
// this test fails when one of them lacks a family of the registry, or holds one it lacks; and it
// requires of every family its own lifecycle and parity files, and its lookup. Facts pinned here
// are the existing families' (a prefix of the registry), so a new family adds no line to this file.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import * as path from "node:path";
import { OPERATIONS_BY_COLLECTION, RULES } from "../../emulator/families";
import { IngressClient } from "../../provider/ingressClient";
import { Collection, CreateRead } from "../../provider/client/collectionCalls";
import { FAMILY_WIRES, MEMBERS } from "../../provider/ingressClient/members";
import { FAMILIES, FAMILY_NAMES, listedItems, recoverySearch, secretInputs } from "../../provider/families";
import { pluralOf } from "../../provider/inputs/naming";
import * as sdk from "../../sdk";
import { familyWords, packageDescription, SDK_INDEX, withSdkExports } from "../../scripts/describe-package";


const families = FAMILY_NAMES.map((name) => FAMILIES[name]);

const PINNED = ["TlsCertificate", "HttpsEdgeRoute", "EventSubscription", "AbuseReport", "CloudEndpoint"];
const pinned = families.slice(0, PINNED.length);

test("provider/families.ts: each family filed under its own type, in registry order, each with a client member and wire key of its own", () => {
  expect(FAMILY_NAMES.slice(0, PINNED.length)).toEqual(PINNED);
  expect(families.map((f) => f.type)).toEqual(FAMILY_NAMES);
  expect(pinned.map((f) => f.collection)).toEqual(["tlsCertificates", "httpsEdgeRoutes", "eventSubscriptions", "abuseReports", "cloudEndpoints"]);
  // One noun: a family's client member is its type's plural.
  expect(families.map((f) => f.collection)).toEqual(families.map((f) => `${f.type.charAt(0).toLowerCase()}${pluralOf(f.type).slice(1)}`));
  expect(new Set(families.map((f) => f.collection)).size).toBe(families.length);
  expect(new Set(families.map((f) => f.wire.key)).size).toBe(families.length);
});

// The read-only members (what routes and subscriptions point at, what the account observes) are no family's: the lookups read them.
const READ_ONLY_MEMBERS = ["edges", "tunnelGroupBackends", "kubernetesOperators", "tunnelSessions", "applicationSessions", "applicationUsers"];

test("provider/ingressClient/members.ts: a client member for each family's collection, and the read-only ones, each built by the client; a family without a class of its own served from its own wire facts", () => {
  expect(Object.keys(MEMBERS).sort()).toEqual([...families.map((f) => f.collection), ...READ_ONLY_MEMBERS].sort());
  const client = new IngressClient({ apiKey: "k", baseUrl: "http://127.0.0.1:1" });
  const members = Object.keys(client).filter((k) => typeof (client as unknown as Record<string, unknown>)[k] === "object");
  expect(members.sort()).toEqual(Object.keys(MEMBERS).sort());
  const transport = { request: () => Promise.reject(new Error("no request here")), baseUrl: new URL("http://127.0.0.1:1") };
  for (const [name, build] of Object.entries(MEMBERS)) {
    expect([name, Object.getPrototypeOf(client[name as keyof typeof MEMBERS])]).toEqual([name, Object.getPrototypeOf(build(transport as never))]);
  }
  const servedByWire = families.filter((f) => [Collection, CreateRead].includes(Object.getPrototypeOf(client[f.collection]).constructor));
  expect(servedByWire.map((f) => [f.type, (client[f.collection] as unknown as { wire: unknown }).wire === f.wire])).toEqual(servedByWire.map((f) => [f.type, true]));
  // The families with calls of their own (module replacement, a certificate detached) keep a class.
  expect(families.filter((f) => !servedByWire.includes(f)).map((f) => f.type)).toEqual(["HttpsEdgeRoute", "ReservedDomain"]);
});

test("provider/ingressClient/members.ts: the wire registry holds each family of the registry under its client member, in its order, with the wire collection of its facts", () => {
  expect(Object.keys(FAMILY_WIRES)).toEqual(families.map((f) => f.collection));
  expect(families.map((f) => [f.type, FAMILY_WIRES[f.collection as keyof typeof FAMILY_WIRES] === f.wire])).toEqual(families.map((f) => [f.type, true]));
});

test("the client's members of earlier releases are the same collections as the families' members", () => {
  const client = new IngressClient({ apiKey: "k", baseUrl: "http://127.0.0.1:1" });
  expect([client.endpoints, client.vaultSecrets, client.routes]).toEqual([client.cloudEndpoints, client.secrets, client.httpsEdgeRoutes]);
  expect([client.endpoints === client.cloudEndpoints, client.vaultSecrets === client.secrets, client.routes === client.httpsEdgeRoutes]).toEqual([true, true, true]);
});

test("recover and import: a search for every family the API lists (its recovery's or its lifecycle's), and a list walk for every family the import lists", () => {
  const client = new IngressClient({ apiKey: "k", baseUrl: "http://127.0.0.1:1" });
  const unsearchable = families.filter((f) => recoverySearch(f) === undefined).map((f) => f.type);
  expect(unsearchable).toEqual(families.filter((f) => "howToFind" in f.recovery).map((f) => f.type));
  expect(unsearchable).toEqual(["AbuseReport"]);
  for (const f of families) {
    const find = f.importing.find;
    if (find.from === "list") expect([f.type, typeof listedItems(f, find, client)[Symbol.asyncIterator]]).toEqual([f.type, "function"]);
  }
  expect(() => listedItems(FAMILIES.AbuseReport, { from: "list", only: "abuse-reports" }, client)).toThrow(
    "AbuseReport: the client's abuseReports cannot list; its import must say how to find its items",
  );
});

test("emulator/families.ts: the emulator serves each family's collection (and the supporting ones)", () => {
  expect(Object.keys(OPERATIONS_BY_COLLECTION).sort()).toEqual([...families.map((f) => f.collection), "supporting"].sort());
});

test("sdk/index.ts: a resource class for each family, with get and isInstance", () => {
  const classes = Object.entries(sdk).filter(([, v]) => typeof v === "function" && "isInstance" in v).map(([k]) => k);
  expect(classes.sort()).toEqual([...FAMILY_NAMES].sort());
  for (const name of FAMILY_NAMES) expect(typeof sdk[name].get).toBe("function");
});

test("secret inputs come from the wire model's marks, and a family's local inputs'", () => {
  expect(Object.fromEntries(pinned.map((f) => [f.type, secretInputs(f).map((p) => p.join("."))]))).toEqual({
    TlsCertificate: ["privateKeyPem"],
    HttpsEdgeRoute: [
      "webhookVerification.secret",
      ...["github", "facebook", "microsoft", "google", "linkedin", "gitlab", "twitch", "amazon"].map((p) => `oauth.provider.${p}.clientSecret`),
      "oidc.clientSecret",
    ],
    EventSubscription: [],
    AbuseReport: [],
    // What a policy reads: the secrets it gets, through a list.
    CloudEndpoint: ["policyReads.secrets.value"],
  });
});

const ROOT = path.join(__dirname, "..", "..");
const text = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

test("README.md: every family in what it is, and a section with an example of its own under Resources", () => {
  const readme = text("README.md");
  const intro = readme.slice(readme.indexOf("## What it is"), readme.indexOf("\n## ", readme.indexOf("## What it is") + 1));
  const resources = readme.slice(readme.indexOf("## Resources"), readme.indexOf("\n## ", readme.indexOf("## Resources") + 1));
  for (const name of FAMILY_NAMES) {
    expect([name, intro.includes(name)]).toEqual([name, true]);
    const section = resources.split(/\n### /).find((s) => s.startsWith(`${name}\n`)) ?? "";
    expect([name, section.includes(`new ingress.${name}(`)]).toEqual([name, true]);
  }
});

test("package.json: the description names every family, as written from the registry by npm run docs", () => {
  const { description } = JSON.parse(text("package.json")) as { description: string };
  // In the plural, as the description lists them (`SSH certificate authorities`).
  expect(familyWords().filter((w) => !description.includes(w))).toEqual([]);
  expect(description).toBe(packageDescription());
});

test("each family has its lifecycle file (tests/lifecycle/families/<Type>.ts) and its parity file (tests/types/parity/<Type>.ts)", () => {
  for (const name of FAMILY_NAMES) {
    expect([name, existsSync(path.join(ROOT, "tests", "lifecycle", "families", `${name}.ts`))]).toEqual([name, true]);
    const parity = path.join(ROOT, "tests", "types", "parity", `${name}.ts`);
    const entries = existsSync(parity) ? [...readFileSync(parity, "utf8").matchAll(/^export type (\w+Parity) =/gm)].map((m) => m[1]) : [];
    expect([name, ["ArgsParity", "OutputParity", "OutputFieldsParity"].filter((e) => !entries.includes(e))]).toEqual([name, []]);
    // A family the API lists has a lookup, and its items are held to the wire model.
    if (families.find((f) => f.type === name)?.wire.listable) expect([name, entries.includes("InfoParity")]).toEqual([name, true]);
  }
});

/** A type's plural, as its list lookup is named (the package's one plural rule): `IpPolicy` lists with `getIpPolicies`, `TcpAddress` with `getTcpAddresses`, `ApiKey` with `getApiKeys`. */
const plural = pluralOf;

test("lookups: every family the API lists has get<Type>s (get<Type>ies for a type ending in a consonant and y, get<Type>es for one ending in s); every family is read by its class's get", () => {
  const exported = sdk as unknown as Record<string, unknown>;
  for (const f of families) {
    if (f.wire.listable) expect([f.type, typeof exported[`get${plural(f.type)}`]]).toEqual([f.type, "function"]);
  }
});

test("sdk/index.ts exports every family's module, as written from the registry by npm run docs", () => {
  const index = text(SDK_INDEX);
  expect(index).toBe(withSdkExports(index));
});

test("emulator/families.ts files every family's service rules that its emulator folder states (the `…Rules` exports of emulator/resources/<family>/rules.ts) in RULES", () => {
  const filed = new Set<unknown>(Object.values(RULES));
  const dir = path.join(ROOT, "emulator", "resources");
  const unfiled = readdirSync(dir)
    .filter((family) => existsSync(path.join(dir, family, "rules.ts")))
    .flatMap((family) => {
      const exports = require(path.join(dir, family, "rules.ts")) as Record<string, unknown>; // eslint-disable-line @typescript-eslint/no-require-imports -- every family's rules
      return Object.entries(exports).filter(([name, value]) => /^[a-z]\w*Rules$/.test(name) && typeof value === "object" && !filed.has(value)).map(([name]) => `emulator/resources/${family}/rules.ts: ${name}`);
    });
  expect(unfiled).toEqual([]);
});
