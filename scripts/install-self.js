// Copies the built package into node_modules/pulumi-ingress, so example and test programs load it
// exactly as a user's program does. A copy, not a symlink: Pulumi's closure serializer captures
// code under node_modules as require(...) and everything else by value, and it sees real paths.
const fs = require("node:fs");
const path = require("node:path");

const root = path.resolve(__dirname, "..");
const target = path.join(root, "node_modules", "pulumi-ingress");
fs.rmSync(target, { recursive: true, force: true });
fs.mkdirSync(target, { recursive: true });
fs.copyFileSync(path.join(root, "package.json"), path.join(target, "package.json"));
fs.cpSync(path.join(root, "dist"), path.join(target, "dist"), { recursive: true });
fs.cpSync(path.join(root, "policy"), path.join(target, "policy"), { recursive: true });
