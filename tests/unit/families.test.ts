// A resource family's facts live in its own files and in the registry (provider/families.ts). Outside
// its own files (provider/wire, provider/client, provider/resources, provider/providers, sdk and
// emulator modules of its own, and its tests), a new family touches the four files below, and only
// them: this test fails when one of them lacks a family of the registry, or holds one it lacks.
import { FAMILIES as EMULATOR_FAMILIES } from "../../emulator/families";
import { IngressClient } from "../../provider/client";
import { FAMILIES, FAMILY_NAMES, secretInputs } from "../../provider/families";
import * as sdk from "../../sdk";

const FILES_A_NEW_FAMILY_TOUCHES = ["provider/families.ts", "provider/client/index.ts", "emulator/families.ts", "sdk/index.ts"];

const families = FAMILY_NAMES.map((name) => FAMILIES[name]);

test("a new family touches four files outside its own", () => {
  expect(FILES_A_NEW_FAMILY_TOUCHES).toHaveLength(4);
});

test("provider/families.ts: each family filed under its own type, in registry order", () => {
  expect(FAMILY_NAMES).toEqual(["TlsCertificate", "HttpsEdgeRoute", "EventSubscription", "AbuseReport", "CloudEndpoint"]);
  expect(families.map((f) => f.type)).toEqual(FAMILY_NAMES);
  expect(families.map((f) => f.collection)).toEqual(["tlsCertificates", "routes", "eventSubscriptions", "abuseReports", "endpoints"]);
});

// The read-only members (what routes and subscriptions point at) are no family's: the lookups read them.
const READ_ONLY_MEMBERS = ["edges", "eventDestinations", "ipPolicies", "tunnelGroupBackends"];

test("provider/client/index.ts: a client member for each family's collection, and the read-only ones", () => {
  const client = new IngressClient({ apiKey: "k", baseUrl: "http://127.0.0.1:1" });
  const members = Object.keys(client).filter((k) => typeof (client as unknown as Record<string, unknown>)[k] === "object");
  expect(members.sort()).toEqual([...families.map((f) => f.collection), ...READ_ONLY_MEMBERS].sort());
});

test("emulator/families.ts: the emulator serves each family's collection (and the supporting ones)", () => {
  expect(Object.keys(EMULATOR_FAMILIES).sort()).toEqual([...families.map((f) => f.collection), "supporting"].sort());
});

test("sdk/index.ts: a resource class for each family, with get and isInstance", () => {
  const classes = Object.entries(sdk).filter(([, v]) => typeof v === "function" && "isInstance" in v).map(([k]) => k);
  expect(classes.sort()).toEqual([...FAMILY_NAMES].sort());
  for (const name of FAMILY_NAMES) expect(typeof sdk[name].get).toBe("function");
});

test("secret inputs come from the wire model's marks", () => {
  expect(Object.fromEntries(families.map((f) => [f.type, secretInputs(f).map((p) => p.join("."))]))).toEqual({
    TlsCertificate: ["privateKeyPem"],
    HttpsEdgeRoute: [
      "webhookVerification.secret",
      ...["github", "facebook", "microsoft", "google", "linkedin", "gitlab", "twitch", "amazon"].map((p) => `oauth.provider.${p}.clientSecret`),
      "oidc.clientSecret",
    ],
    EventSubscription: [],
    AbuseReport: [],
    CloudEndpoint: [],
  });
});
