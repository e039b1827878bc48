// A route read from the service becomes the translation's route; one whose match type the package
// does not know (read as text, provider/wire/liberal.ts) is refused by name, not translated.
import { migrationRoute } from "../../../provider/resources/httpsEdgeRoute/toPolicy/serviceRoute";

test("a known match type is translated with the route's match and description", () => {
  expect(migrationRoute({ id: "edghtsrt_1", match_type: "path_prefix", match: "/api", description: "api" }, "v").route).toEqual({ id: "edghtsrt_1", match_type: "path_prefix", match: "/api", description: "api" });
});

test("an unknown match type is refused, naming the route and the types known", () => {
  expect(() => migrationRoute({ id: "edghtsrt_1", match_type: "regex", match: "^/a" }, "v")).toThrow(
    'route edghtsrt_1 has match_type "regex", which this package cannot translate (it knows exact_path, path_prefix)',
  );
});
