// The pack's rules for building your own pack: `require("pulumi-ingress/policy/rules")`.
"use strict";
module.exports = require("../dist/policy/src/rules");
