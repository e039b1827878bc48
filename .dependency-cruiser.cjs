// The import rules dependency-cruiser checks (issue #59): the layers' direction; no import circle
// anywhere, type-only imports included; provider/'s machinery imports no family folder; the
// emulator's machinery imports nothing above it, and its families do not import its registry.
// `npm run lint` and tests/unit/dependencies.test.ts run it; tests/unit/layers.test.ts shows the
// layer rules refusing every kind of import.
/**
 * The layers (docs/architecture.md, "Layers"): the folders each layer folder may import from,
 * besides itself. bench/ and scripts/ import any of them; tests/ and examples/ import anything, and
 * no layer folder imports them. `dist/<folder>/` is that folder's build.
 */
const MAY_IMPORT = {
  trafficPolicy: [],
  provider: ["trafficPolicy"],
  sdk: ["trafficPolicy", "provider"],
  cli: ["trafficPolicy", "provider", "sdk"],
  plugin: ["trafficPolicy", "provider", "sdk"],
  recover: ["trafficPolicy", "provider", "sdk"],
  policy: ["trafficPolicy", "provider", "sdk"],
  emulator: ["trafficPolicy", "provider"],
};
const OURS = [...Object.keys(MAY_IMPORT), "bench", "scripts", "tests", "examples"];

/** One rule per layer folder: an import of any of our folders it may not import. */
const layers = Object.entries(MAY_IMPORT).map(([from, may]) => ({
  name: `layers-${from}`,
  severity: "error",
  comment: `${from}/ imports ${may.length === 0 ? "nothing of ours" : `only from ${may.map((m) => `${m}/`).join(", ")}`}: move what both need into ${from === "trafficPolicy" ? "trafficPolicy" : "provider"}/`,
  from: { path: `^(dist/)?${from}/` },
  to: { path: `^(dist/)?(${OURS.filter((f) => f !== from && !may.includes(f)).join("|")})/` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layers,
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
  ],
  options: {
    // A build's module is seen where a source imports it (a layer rule), never cruised itself.
    doNotFollow: { path: "node_modules|^dist/" },
    exclude: { path: "^(node_modules|\\.tmp)/|/programs/|^tests/(types/fixtures|fixtures/scaffold)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
