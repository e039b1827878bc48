// `node -r tests/support/esbuildRegister.js entry.ts` (tests from TypeScript: TYPESCRIPT_PRELOAD,
// tests/support/typescriptPreload.ts): runs a TypeScript entry of this repository with each .ts
// file compiled by esbuild as it is required (types dropped, nothing checked: the compiler's part
// is `npm run lint`'s). For tests that start an entry in a process of its own, where ts-node's
// start (its compiler loaded, then each file of a large graph) costs seconds.
"use strict";
const fs = require("node:fs");
const esbuild = require("esbuild");

require.extensions[".ts"] = (module, filename) => {
  const { code } = esbuild.transformSync(fs.readFileSync(filename, "utf8"), {
    loader: "ts",
    format: "cjs",
    target: "node20",
    sourcefile: filename,
    sourcemap: "inline",
  });
  module._compile(code, filename);
};
