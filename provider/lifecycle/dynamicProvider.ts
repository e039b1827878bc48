/**
 * A dynamic provider over one resource family's functions (provider/resources/<family>/family.ts).
 *
 * Each family's provider is the whole `module.exports` of its own module beside them
 * (provider/resources/<family>/provider.ts), so Pulumi's closure serializer, finding it under
 * node_modules, writes into every resource's state (`__provider`) one
 * `require("pulumi-ingress/dist/provider/resources/<family>/provider.js")` instead of
 * serializing each method (about 1.7 kB less in a resource's inputs and again in its outputs).
 * The methods are one-line calls into this package; the API key and base URL reach the provider
 * process through `configure` (stack config) or the environment, never through state.
 */
import type * as pulumi from "@pulumi/pulumi";
import * as runtime from "../process/runtime";
import { keepOffHostStderr } from "./hostStderr";
import { sunsetLine } from "./sunset";

/** What the engine hands `check`: whatever the program passed, not validated yet. */
type Unchecked = Record<string, unknown>;

/**
 * What a family module exports, over its program inputs and its outputs. `diff` and `update`
 * get the previous outputs as `olds`; `read` gets them too, or only the state given to `get`.
 * The outputs type is the one the family's results have: a function may take less of it.
 */
export interface FamilyFunctions<Inputs, Outputs> {
  check(olds: Unchecked, news: Unchecked): Promise<pulumi.dynamic.CheckResult<Unchecked>>;
  diff(id: string, olds: NoInfer<Outputs>, news: Inputs): Promise<pulumi.dynamic.DiffResult>;
  create(inputs: Inputs): Promise<pulumi.dynamic.CreateResult<Outputs>>;
  read(id: string, props: Partial<NoInfer<Outputs>>): Promise<pulumi.dynamic.ReadResult<Outputs>>;
  update(id: string, olds: NoInfer<Outputs>, news: Inputs): Promise<pulumi.dynamic.UpdateResult<Outputs>>;
  remove(id: string, props: NoInfer<Outputs>): Promise<void>;
}

/** `op`, whose failure reaches the engine once (as the message the host answers with), with the way forward from a sunset refusal. */
function reported<Args extends unknown[], Result>(
  op: (...args: Args) => Promise<Result>,
  kind: Parameters<typeof sunsetLine>[0] = "other",
): (...args: Args) => Promise<Result> {
  return async (...args) => {
    try {
      return await op(...args);
    } catch (caught) {
      const e = sunsetLine(kind, caught) ?? caught;
      keepOffHostStderr(e);
      throw e;
    }
  };
}

/** The dynamic provider of a family: each method a call of the family's function, its failure reported once. */
export function providerOf<Inputs extends Unchecked, Outputs extends Unchecked>(
  family: FamilyFunctions<Inputs, Outputs>,
): pulumi.dynamic.ResourceProvider<Inputs, Outputs> {
  return {
    // The host configures inside whichever operation comes first, and reports its failure there.
    configure: reported(async (req: pulumi.dynamic.ConfigureRequest) => runtime.configure(req)),
    // check is the one place that validates: the engine goes on to diff, create and update only
    // with inputs it returned without failures, so they have the family's types from there on.
    check: reported(async (olds: Unchecked, news: Unchecked) => (await family.check(olds, news)) as pulumi.dynamic.CheckResult<Inputs>),
    diff: reported((id: string, olds: Outputs, news: Inputs) => family.diff(id, olds, news)),
    create: reported((inputs: Inputs) => family.create(inputs), "create"),
    read: reported((id: string, props?: Outputs) => family.read(id, props ?? {}), "read"),
    update: reported((id: string, olds: Outputs, news: Inputs) => family.update(id, olds, news), "update"),
    delete: reported((id: string, props: Outputs) => family.remove(id, props), "delete"),
  };
}
