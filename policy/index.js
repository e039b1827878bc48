// The ready policy pack: `pulumi preview --policy-pack node_modules/pulumi-ingress/policy`.
"use strict";
require("../dist/policy/src/pack");
