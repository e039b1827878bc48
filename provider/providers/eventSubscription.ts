/**
 * The event subscription dynamic provider: what Pulumi serializes into every EventSubscription state entry (`__provider`).
 *
 * The object is this module's whole `module.exports`, so Pulumi's closure serializer, finding it
 * under node_modules, writes one `require("pulumi-ingress/dist/provider/providers/eventSubscription.js")`
 * instead of serializing each method (about 1.7 kB less in a resource's inputs and again in its
 * outputs). The methods are one-line calls into this package; the API key and base URL reach the
 * provider process through `configure` (stack config) or the environment, never through state.
 */
import type * as pulumi from "@pulumi/pulumi";
import * as runtime from "../process/runtime";
import * as eventSubscription from "../resources/eventSubscription";

const provider: pulumi.dynamic.ResourceProvider = {
  configure: async (req) => runtime.configure(req),
  check: (olds, news) => eventSubscription.check(olds, news),
  diff: (id, olds, news) => eventSubscription.diff(id, olds, news),
  create: (inputs) => eventSubscription.create(inputs),
  read: (id) => eventSubscription.read(id),
  update: (id, olds, news) => eventSubscription.update(id, olds, news),
  delete: (id) => eventSubscription.remove(id),
};

export = provider;
