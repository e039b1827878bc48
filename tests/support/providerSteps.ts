// A family's dynamic provider (provider/resources/<family>/provider.ts, what `__provider` requires)
// driven in process through the steps the engine takes for one resource, so a test proves what the
// provider answers without starting the CLI:
// - up: check(olds, news); for a new resource create; else diff(id, outputs, inputs), then
//   nothing, update, or a replacement (create then delete, or delete then create when the diff
//   says deleteBeforeReplace);
// - preview: check and diff only;
// - refresh: read(id, outputs) (no id back: the resource is gone);
// - destroy: delete(id, outputs).
// `stepsOf(family)` drives the family through the same dynamic provider its provider.ts exports.
// What the engine alone does (resolving Outputs, the plan, what it prints and stores) is proven by
// the engine suites (tests/lifecycle, tests/engine/pluginParity.test.ts and the others left there).
import type * as pulumi from "@pulumi/pulumi";
import { type FamilyFunctions, providerOf } from "../../provider/lifecycle/dynamicProvider";

type Props = Record<string, unknown>;

/** One resource as the engine keeps it between steps. */
export interface Held {
  id: string;
  /** The inputs check returned at the last up. */
  inputs: Props;
  /** The outputs of the last create, update or refresh. */
  outputs: Props;
}

/** What a step did to the resource, as the engine names it in its summary. */
export type StepOp = "create" | "same" | "update" | "replace";

/** A check that returned failures, as one error whose message lists them (`property: reason`, one per line). */
export class CheckFailed extends Error {
  constructor(readonly failures: pulumi.dynamic.CheckFailure[]) {
    super(failures.map((f) => `${f.property}: ${f.reason}`).join("\n"));
  }
}

/** The steps of one resource of `provider`; `held` is its state, undefined until the first up. */
export class ProviderSteps {
  held: Held | undefined;

  constructor(readonly provider: pulumi.dynamic.ResourceProvider) {}

  /** check, as the engine calls it before any other step: the previous inputs and the program's. */
  async check(news: Props): Promise<Props> {
    const r = await this.provider.check!(this.held?.inputs ?? {}, news);
    if (r.failures !== undefined && r.failures.length > 0) throw new CheckFailed(r.failures);
    return (r.inputs ?? news) as Props;
  }

  /** What the engine's preview would plan for `news`: check and diff, nothing else. */
  async preview(news: Props): Promise<StepOp> {
    const inputs = await this.check(news);
    if (this.held === undefined) return "create";
    const d = await this.provider.diff!(this.held.id, this.held.outputs, inputs);
    return d.changes !== true ? "same" : (d.replaces ?? []).length > 0 ? "replace" : "update";
  }

  /** `pulumi up` for this resource with the program's `news`; the state after it is `held`. */
  async up(news: Props): Promise<StepOp> {
    const inputs = await this.check(news);
    const held = this.held;
    if (held === undefined) {
      await this.create(inputs);
      return "create";
    }
    const d = await this.provider.diff!(held.id, held.outputs, inputs);
    if (d.changes !== true) {
      this.held = { ...held, inputs };
      return "same";
    }
    if ((d.replaces ?? []).length === 0) {
      const r = await this.provider.update!(held.id, held.outputs, inputs);
      this.held = { id: held.id, inputs, outputs: (r.outs ?? {}) as Props };
      return "update";
    }
    if (d.deleteBeforeReplace === true) {
      await this.provider.delete!(held.id, held.outputs);
      this.held = undefined;
      await this.create(inputs);
    } else {
      await this.create(inputs);
      await this.provider.delete!(held.id, held.outputs);
    }
    return "replace";
  }

  /** `pulumi refresh`: the outputs read back, or undefined (and no state) when the service has it no more. */
  async refresh(): Promise<Props | undefined> {
    const held = this.mustHold("refresh");
    const r = await this.provider.read!(held.id, held.outputs);
    if (r.id === undefined || r.id === "") {
      this.held = undefined;
      return undefined;
    }
    this.held = { ...held, outputs: (r.props ?? {}) as Props };
    return this.held.outputs;
  }

  /** `pulumi destroy` for this resource. */
  async destroy(): Promise<void> {
    const held = this.mustHold("destroy");
    await this.provider.delete!(held.id, held.outputs);
    this.held = undefined;
  }

  /** The id of the resource held. */
  get id(): string {
    return this.mustHold("id").id;
  }

  /** The outputs of the resource held. */
  get outputs(): Props {
    return this.mustHold("outputs").outputs;
  }

  private async create(inputs: Props): Promise<void> {
    const r = await this.provider.create(inputs);
    this.held = { id: r.id, inputs, outputs: (r.outs ?? {}) as Props };
  }

  private mustHold(step: string): Held {
    if (this.held === undefined) throw new Error(`${step}: no resource is held (up first)`);
    return this.held;
  }
}

/**
 * The steps of one resource of a family (provider/resources/<family>/family.ts), through the
 * dynamic provider its provider.ts exports (`providerOf(family)`, the same object).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any family's functions, whatever its inputs and outputs
export const stepsOf = (family: FamilyFunctions<any, any>): ProviderSteps => new ProviderSteps(providerOf(family));
