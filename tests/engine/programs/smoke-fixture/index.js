// The resource class a program uses. The provider lives in its own module so that Pulumi's
// closure serializer finds it as that module's exports and writes `require("smoke-fixture/...")`
// into state instead of the provider's code.
"use strict";
const pulumi = require("@pulumi/pulumi");
const provider = require("./provider");

class Item extends pulumi.dynamic.Resource {
  constructor(name, args, opts) {
    super(provider, name, { baseUrl: args.baseUrl, name: args.name, value: args.value }, opts, "smoke", "Item");
  }
}

module.exports = { Item };
