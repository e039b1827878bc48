// The import rules dependency-cruiser checks (issue #59), beside eslint.config.mjs's layer rule:
// no import circle anywhere, type-only imports included; provider/'s machinery imports no family
// folder; Traffic Policy imports nothing of ours; the emulator's machinery imports nothing above it, and its
// families do not import its registry. `npm run lint` and tests/unit/dependencies.test.ts run it.
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
      name: "emulator-machinery-imports-nothing-above",
      severity: "error",
      comment: "The emulator's machinery (router, collection, store, errors, ids) stands below its families and its registry: what it needs of them, they hand it (the state's keys, the delete hooks).",
      from: { path: "^emulator/machinery/" },
      to: { path: "^emulator/", pathNot: "^emulator/machinery/" },
    },
    {
      name: "emulator-family-imports-no-registry",
      severity: "error",
      comment: "An emulator family declares its part of the state and its rules; the registry (emulator/families.ts) composes them, so no family imports it, the server or the traffic plane.",
      from: { path: "^emulator/(resources|supporting)/" },
      to: { path: "^emulator/([^/]+\\.ts|traffic/)" },
    },
    {
      name: "traffic-policy-imports-nothing-of-ours",
      severity: "error",
      comment: "Traffic Policy is its own package, the lowest: the provider, the SDK, the emulator, the commands and the policy pack import it, and it imports none of them.",
      from: { path: "^trafficPolicy/" },
      to: { path: "^(provider|sdk|emulator|cli|plugin|recover|policy|bench|scripts|tests|examples)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(dist|node_modules|\\.tmp)/|/programs/|^tests/(types/fixtures|fixtures/scaffold)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
