// The provider plugin, started by the Node language host's RunPlugin (docs/plugin.md): serves the
// provider protocol and prints its port; the engine's address is its first argument.
"use strict";
module.exports = require("../dist/plugin/src/server").serve();
