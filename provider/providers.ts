/**
 * The four dynamic providers, one singleton object per resource type.
 *
 * These objects are what Pulumi serializes into every resource's state (`__provider`), so they
 * hold nothing but one-line methods that call into modules of this package. Loaded from
 * node_modules, those modules are captured as `require("pulumi-ingress/…")`, which keeps the
 * serialized provider small and free of any credential: the API key and base URL reach the
 * provider process through `configure` (stack config) or the environment, never through state.
 */
import type * as pulumi from "@pulumi/pulumi";
import * as abuseReport from "./resources/abuseReport";
import * as eventSubscription from "./resources/eventSubscription";
import * as route from "./resources/route";
import * as tlsCertificate from "./resources/tlsCertificate";
import * as runtime from "./process/runtime";

type Provider = pulumi.dynamic.ResourceProvider;

export const tlsCertificateProvider: Provider = {
  configure: async (req) => runtime.configure(req),
  check: (olds, news) => tlsCertificate.check(olds, news),
  diff: (id, olds, news) => tlsCertificate.diff(id, olds, news),
  create: (inputs) => tlsCertificate.create(inputs),
  read: (id) => tlsCertificate.read(id),
  update: (id, olds, news) => tlsCertificate.update(id, olds, news),
  delete: (id) => tlsCertificate.remove(id),
};

export const eventSubscriptionProvider: Provider = {
  configure: async (req) => runtime.configure(req),
  check: (olds, news) => eventSubscription.check(olds, news),
  diff: (id, olds, news) => eventSubscription.diff(id, olds, news),
  create: (inputs) => eventSubscription.create(inputs),
  read: (id) => eventSubscription.read(id),
  update: (id, olds, news) => eventSubscription.update(id, olds, news),
  delete: (id) => eventSubscription.remove(id),
};

export const abuseReportProvider: Provider = {
  configure: async (req) => runtime.configure(req),
  check: (olds, news) => abuseReport.check(olds, news),
  diff: (id, olds, news) => abuseReport.diff(id, olds, news),
  create: (inputs) => abuseReport.create(inputs),
  read: (id) => abuseReport.read(id),
  // Every change replaces (see diff), so update is never called with a change to make.
  update: async (_id, olds) => ({ outs: olds }),
  delete: (id) => abuseReport.remove(id),
};

export const routeProvider: Provider = {
  configure: async (req) => runtime.configure(req),
  check: (olds, news) => route.check(olds, news),
  diff: (id, olds, news) => route.diff(id, olds, news),
  create: (inputs) => route.create(inputs),
  read: (id, props) => route.read(id, props ?? {}),
  update: (id, olds, news) => route.update(id, olds, news),
  delete: (id, props) => route.remove(id, props),
};
