// Names of the generated program: words from what a person reads on an item, a noun for its
// kind, numeric suffixes in creation order.
import { nameFrom, Names } from "../../cli/import/naming";
import { words } from "../../provider/importing/wording";

test("words are runs of letters and digits, split at case changes, lowercased, accents dropped", () => {
  expect(words("Main app (prod)")).toEqual(["main", "app", "prod"]);
  expect(words("apiGateway v2")).toEqual(["api", "gateway", "v2"]);
  expect(words("app.example.com:8443")).toEqual(["app", "example", "com", "8443"]);
  expect(words("Café — Zürich")).toEqual(["cafe", "zurich"]);
  expect(words("  ")).toEqual([]);
});

test("a name is the first four words and the noun, which is not repeated; a leading digit puts the noun first", () => {
  expect(nameFrom(["main", "app"], "edge")).toBe("mainAppEdge");
  expect(nameFrom(["main", "production", "api", "gateway", "for", "partners"], "route")).toBe("mainProductionApiGatewayRoute");
  expect(nameFrom(["public", "route"], "route")).toBe("publicRoute");
  expect(nameFrom(["api", "certificate"], "cert")).toBe("apiCertificate");
  expect(nameFrom(["2fa", "portal"], "route")).toBe("route2faPortal");
  expect(nameFrom([], "ip policy")).toBe("ipPolicy");
  expect(nameFrom(["office"], "ip policy")).toBe("officeIpPolicy");
});

test("names are handed out once: later claims of a name get 2, 3, …; reserved and JavaScript words are never given", () => {
  const names = new Names();
  names.reserve(["webRoute"]);
  expect([names.claim("apiRoute"), names.claim("apiRoute"), names.claim("apiRoute"), names.claim("webRoute"), names.claim("config"), names.claim("delete")]).toEqual([
    "apiRoute",
    "apiRoute2",
    "apiRoute3",
    "webRoute2",
    "config2",
    "delete2",
  ]);
  expect(names.has("apiRoute3")).toBe(true);
});
