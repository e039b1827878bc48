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

/** What the engine hands `check`: whatever the program passed, not validated yet. */
type Unchecked = Record<string, unknown>;

/**
 * What a family module exports, over its program inputs and its outputs. `diff` and `update`
 * get the previous outputs as `olds`; `read` gets them too, or only the state given to `get`.
 * The outputs type is the one the family's results have: a function may take less of it.
 */
export interface Family<Inputs, Outputs> {
  check(olds: Unchecked, news: Unchecked): Promise<pulumi.dynamic.CheckResult<Unchecked>>;
  diff(id: string, olds: NoInfer<Outputs>, news: Inputs): Promise<pulumi.dynamic.DiffResult>;
  create(inputs: Inputs): Promise<pulumi.dynamic.CreateResult<Outputs>>;
  read(id: string, props: Partial<NoInfer<Outputs>>): Promise<pulumi.dynamic.ReadResult<Outputs>>;
  update(id: string, olds: NoInfer<Outputs>, news: Inputs): Promise<pulumi.dynamic.UpdateResult<Outputs>>;
  remove(id: string, props: NoInfer<Outputs>): Promise<void>;
}

export function providerOf<Inputs extends Unchecked, Outputs extends Unchecked>(
  family: Family<Inputs, Outputs>,
): pulumi.dynamic.ResourceProvider<Inputs, Outputs> {
  return {
    configure: async (req) => runtime.configure(req),
    // check is the one place that validates: the engine goes on to diff, create and update only
    // with inputs it returned without failures, so they have the family's types from there on.
    check: async (olds, news) => (await family.check(olds, news)) as pulumi.dynamic.CheckResult<Inputs>,
    diff: (id, olds, news) => family.diff(id, olds, news),
    create: (inputs) => family.create(inputs),
    read: (id, props) => family.read(id, props ?? {}),
    update: (id, olds, news) => family.update(id, olds, news),
    delete: (id, props) => family.remove(id, props),
  };
}
