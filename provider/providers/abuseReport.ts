/**
 * The abuse report dynamic provider: what Pulumi serializes into every AbuseReport state entry (`__provider`).
 *
 * The object is this module's whole `module.exports`, so Pulumi's closure serializer, finding it
 * under node_modules, writes one `require("pulumi-ingress/dist/provider/providers/abuseReport.js")`
 * instead of serializing each method (about 1.7 kB less in a resource's inputs and again in its
 * outputs). The methods are one-line calls into this package; the API key and base URL reach the
 * provider process through `configure` (stack config) or the environment, never through state.
 */
import type * as pulumi from "@pulumi/pulumi";
import * as runtime from "../process/runtime";
import * as abuseReport from "../resources/abuseReport";

const provider: pulumi.dynamic.ResourceProvider = {
  configure: async (req) => runtime.configure(req),
  check: (olds, news) => abuseReport.check(olds, news),
  diff: (id, olds, news) => abuseReport.diff(id, olds, news),
  create: (inputs) => abuseReport.create(inputs),
  read: (id) => abuseReport.read(id),
  // Every change replaces (see diff), so update is never called with a change to make.
  update: async (_id, olds) => ({ outs: olds }),
  delete: (id) => abuseReport.remove(id),
};

export = provider;
