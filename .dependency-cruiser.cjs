// The import rules dependency-cruiser checks (issue #59), beside eslint.config.mjs's layer rule:
// no import circle anywhere, type-only imports included; provider/'s machinery and its Traffic
// Policy import no family folder. What the tree still breaks is listed in
// .dependency-cruiser-known-violations.json, which may only shrink: tests/unit/dependencies.test.ts
// fails on a violation not listed, and on a listed one that no longer occurs.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules that import each other, directly or through others: move what both need into a third module that neither imports.",
      from: {},
      to: { circular: true },
    },
    {
      name: "provider-machinery-imports-no-family",
      severity: "error",
      comment: "provider/'s client/, certificates/, lifecycle/ and wire/ stand below the families: a family's facts belong in its folder, and the registry composes them.",
      from: { path: "^provider/(client|certificates|lifecycle|wire)/" },
      to: { path: "^provider/resources/" },
    },
    {
      name: "traffic-policy-imports-no-family",
      severity: "error",
      comment: "Traffic Policy needs nothing of a family: what translates a family into a policy belongs in the family's folder.",
      from: { path: "^provider/trafficPolicy/" },
      to: { path: "^provider/resources/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(dist|node_modules|\\.tmp)/|/programs/|^tests/(types/fixtures|fixtures/scaffold)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
