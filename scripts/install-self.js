// Copies the built package, as published (scripts/stage.js), into node_modules/pulumi-ingress, so
// example and test programs load it exactly as a user's program does. A copy, not a symlink:
// Pulumi's closure serializer captures code under node_modules as require(...) and everything else
// by value, and it sees real paths.
const path = require("node:path");
const { stage } = require("./stage");

stage(path.resolve(__dirname, "..", "node_modules", "pulumi-ingress"));
