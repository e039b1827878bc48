/**
 * The TLS certificate dynamic provider: what Pulumi serializes into every TlsCertificate state entry (`__provider`).
 *
 * The object is this module's whole `module.exports`, so Pulumi's closure serializer, finding it
 * under node_modules, writes one `require("pulumi-ingress/dist/provider/providers/tlsCertificate.js")`
 * instead of serializing each method (about 1.7 kB less in a resource's inputs and again in its
 * outputs). The methods are one-line calls into this package; the API key and base URL reach the
 * provider process through `configure` (stack config) or the environment, never through state.
 */
import type * as pulumi from "@pulumi/pulumi";
import * as runtime from "../process/runtime";
import * as tlsCertificate from "../resources/tlsCertificate";

const provider: pulumi.dynamic.ResourceProvider = {
  configure: async (req) => runtime.configure(req),
  check: (olds, news) => tlsCertificate.check(olds, news),
  diff: (id, olds, news) => tlsCertificate.diff(id, olds, news),
  create: (inputs) => tlsCertificate.create(inputs),
  read: (id) => tlsCertificate.read(id),
  update: (id, olds, news) => tlsCertificate.update(id, olds, news),
  delete: (id) => tlsCertificate.remove(id),
};

export = provider;
