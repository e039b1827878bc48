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
import { EdgesGoneError, EdgesReadOnlyError } from "../client/errors";
import * as runtime from "../process/runtime";

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

/**
 * Lines the dynamic provider host is about to print for a failure, kept off its stderr, each with
 * how many failures may print it (the guard throws one remembered error for many calls). The host
 * answers the engine with a thrown error's message, which the engine shows under the resource;
 * but in check, diff, read and delete (not create and update) it first prints `${e}: ${e.stack}`,
 * and the engine shows a provider's stderr too, under the stack: the message twice (an error's
 * string and its stack both start with it) and then the stack trace. The host prints in the
 * same turn as the failure, so a line not printed by the next turn never will be.
 */
const hostLines = new Map<string, number>();
let hostConsoleQuiet = false;

/** Takes one expected print of `line` off the count; false when none was expected. */
function expected(line: string): boolean {
  const count = hostLines.get(line);
  if (count === undefined) return false;
  if (count > 1) hostLines.set(line, count - 1);
  else hostLines.delete(line);
  return true;
}

function keepOffHostStderr(e: unknown): void {
  if (!(e instanceof Error)) return;
  if (!hostConsoleQuiet) {
    hostConsoleQuiet = true;
    const print = console.error.bind(console);
    console.error = (...args: unknown[]) => {
      if (args.length === 1 && typeof args[0] === "string" && expected(args[0])) return;
      print(...args);
    };
  }
  const line = `${e}: ${e.stack}`;
  hostLines.set(line, (hostLines.get(line) ?? 0) + 1);
  setImmediate(() => expected(line));
}

/** How to stop managing a route the service keeps: the user's explicit choice (docs/leaving-edges.md). */
export const STOP_MANAGING =
  "to stop managing it while the service keeps it, give the resource the option retainOnDelete: true and run pulumi up, then remove it (no DELETE is sent), " +
  "or run pulumi state delete '<URN>' with its URN from pulumi stack --show-urns";

/**
 * The way forward a refusal of ngrok's sunset of edges leaves in the engine, after the client's
 * line (what it means): for a delete, how to drop the route from the stack; for a create or an
 * update, to undo the change or leave edges; for a read of edges that are gone, both.
 */
export function sunsetLine(kind: "create" | "read" | "update" | "delete" | "other", e: unknown): Error | undefined {
  if (!(e instanceof EdgesReadOnlyError || e instanceof EdgesGoneError)) return undefined;
  const leave = "move the routes to a CloudEndpoint with trafficPolicyOf or pulumi-ingress migrate";
  const next =
    kind === "delete"
      ? `the route stays at ngrok: ${STOP_MANAGING}`
      : e instanceof EdgesGoneError
        ? `${leave}, and drop each route from the stack: ${STOP_MANAGING}`
        : `undo the change in the program, or ${leave}`;
  return new Error(`${e.message}; ${next}`);
}

/** `op`, whose failure reaches the engine once: as the message the host answers with. */
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
