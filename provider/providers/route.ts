/**
 * The HTTPS edge route dynamic provider: what Pulumi serializes into every HttpsEdgeRoute state entry (`__provider`).
 *
 * The object is this module's whole `module.exports`, so Pulumi's closure serializer, finding it
 * under node_modules, writes one `require("pulumi-ingress/dist/provider/providers/route.js")`
 * instead of serializing each method (about 1.7 kB less in a resource's inputs and again in its
 * outputs). The methods are one-line calls into this package; the API key and base URL reach the
 * provider process through `configure` (stack config) or the environment, never through state.
 */
import type * as pulumi from "@pulumi/pulumi";
import * as runtime from "../process/runtime";
import * as route from "../resources/route";

const provider: pulumi.dynamic.ResourceProvider = {
  configure: async (req) => runtime.configure(req),
  check: (olds, news) => route.check(olds, news),
  diff: (id, olds, news) => route.diff(id, olds, news),
  create: (inputs) => route.create(inputs),
  read: (id, props) => route.read(id, props ?? {}),
  update: (id, olds, news) => route.update(id, olds, news),
  delete: (id, props) => route.remove(id, props),
};

export = provider;
