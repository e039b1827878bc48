/**
 * Finds, during `pulumi up`, the resources whose create an earlier `up` began and never saw
 * answered (a killed runner, a cancelled job): the engine records such a create as pending in the
 * checkpoint, and neither `pulumi refresh` nor `pulumi up` can tell what it made. Each such
 * resource gets the hidden input `__interrupted` (provider/inputs/interrupted.ts), and its create
 * looks on the service for what that attempt made before making another.
 *
 * The checkpoint is read once per `up`, not in previews: `pulumi stack export` (secrets stay
 * encrypted) and, only when it records a pending create of this package, `pulumi stack history`.
 */
import * as pulumi from "@pulumi/pulumi";
import { MockMonitor } from "@pulumi/pulumi/runtime/mocks";
import { INTERRUPTED, type Interrupted } from "../provider/inputs/interrupted";
import { rfc3339 } from "../provider/wire/time";
import { NO_RECORDED_UP } from "./recover/find";
import { heldSince } from "./recover/pendingCreates";
import { readInterrupted } from "./recover/pulumiCli";
import { resourceUrn } from "./typeToken";

/**
 * The records of each `up`, by URN: read once per run, from when the SDK loads (or the first
 * resource asks). Keyed by the run's resource monitor, since an Automation API inline program runs
 * many times in one process.
 */
const records = new WeakMap<object, Promise<ReadonlyMap<string, Interrupted>>>();

async function readRecords(): Promise<ReadonlyMap<string, Interrupted>> {
  try {
    const { exported, pending, since } = await readInterrupted({ command: "pulumi", stack: `${pulumi.getOrganization()}/${pulumi.getProject()}/${pulumi.getStack()}` });
    if (pending.length === 0) return new Map();
    if (since === 0) {
      await pulumi.log.warn(`pulumi-ingress: ${pending.length} create(s) of this stack's first up were interrupted, and ${NO_RECORDED_UP}; npx pulumi-ingress-recover lists them`);
      return new Map();
    }
    const record: Interrupted = { since: rfc3339(new Date(since)), held: heldSince(exported, since) };
    return new Map(pending.map((p) => [p.urn, record]));
  } catch (e) {
    await pulumi.log.warn(
      `pulumi-ingress: could not read this stack's checkpoint, so creates that an interrupted up left pending are not looked for ` +
        `(${e instanceof Error ? e.message : String(e)}); after an interrupted up, run npx pulumi-ingress-recover`,
    );
    return new Map();
  }
}

/** The run's resource monitor when this is an `up` under the engine; undefined in previews, under mocks and outside a run. */
function upRun(): object | undefined {
  if (pulumi.runtime.isDryRun()) return undefined;
  const monitor = pulumi.runtime.getMonitor();
  return monitor === undefined || monitor instanceof MockMonitor ? undefined : monitor;
}

function recordsOf(run: object): Promise<ReadonlyMap<string, Interrupted>> {
  const known = records.get(run);
  if (known !== undefined) return known;
  const read = readRecords();
  records.set(run, read);
  return read;
}

// Started as soon as the SDK is loaded in an up, so that the CLI's answer overlaps the program's own loading.
const loadedIn = upRun();
if (loadedIn !== undefined) void recordsOf(loadedIn);

/**
 * The `__interrupted` input of a resource about to be registered: the record when the stack holds
 * a pending create of its URN, absent otherwise. Nothing in previews, under mocks and for reads (`get`).
 */
export function withInterrupted(type: string, name: string, props: pulumi.Inputs, opts: pulumi.CustomResourceOptions | undefined): pulumi.Inputs {
  const run = upRun();
  if (run === undefined || opts?.id !== undefined) return props;
  const mine = recordsOf(run);
  const urn = resourceUrn(type, name, opts);
  return { ...props, [INTERRUPTED]: urn.apply(async (u) => (await mine).get(u)) };
}
