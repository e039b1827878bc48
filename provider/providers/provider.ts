/**
 * A dynamic provider over one resource family's functions (provider/resources/<family>.ts).
 *
 * Each family's provider is the whole `module.exports` of its own module beside this one, so
 * Pulumi's closure serializer, finding it under node_modules, writes into every resource's state
 * (`__provider`) one `require("pulumi-ingress/dist/provider/providers/<family>.js")` instead of
 * serializing each method (about 1.7 kB less in a resource's inputs and again in its outputs).
 * The methods are one-line calls into this package; the API key and base URL reach the provider
 * process through `configure` (stack config) or the environment, never through state.
 */
import type * as pulumi from "@pulumi/pulumi";
import * as runtime from "../process/runtime";

type Inputs = Record<string, unknown>;

/** What a family module exports. */
export interface Family {
  check(olds: Inputs, news: Inputs): Promise<pulumi.dynamic.CheckResult>;
  diff(id: string, olds: Inputs, news: Inputs): Promise<pulumi.dynamic.DiffResult>;
  create(inputs: Inputs): Promise<pulumi.dynamic.CreateResult>;
  read(id: string, props: Inputs): Promise<pulumi.dynamic.ReadResult>;
  update(id: string, olds: Inputs, news: Inputs): Promise<pulumi.dynamic.UpdateResult>;
  remove(id: string, props: Inputs): Promise<void>;
}

export function providerOf(family: Family): pulumi.dynamic.ResourceProvider {
  return {
    configure: async (req) => runtime.configure(req),
    check: (olds, news) => family.check(olds, news),
    diff: (id, olds, news) => family.diff(id, olds, news),
    create: (inputs) => family.create(inputs),
    read: (id, props) => family.read(id, props ?? {}),
    update: (id, olds, news) => family.update(id, olds, news),
    delete: (id, props) => family.remove(id, props),
  };
}
