/**
 * What a stack's checkpoint (`pulumi stack export`, secrets left encrypted) says about creates
 * that were interrupted: the engine records a pending `creating` operation, with the resource's
 * inputs, before it asks the provider to create, and removes it once the provider has answered.
 * One still there means the engine stopped in between: the service may hold the resource, and no
 * state does. Pure functions over the exported JSON.
 *
 * This package's resources come by two type tokens: the dynamic SDK's
 * (`pulumi-nodejs:dynamic/ingress:<Class>`, inputs with the serialized provider in `__provider`)
 * and the provider plugin's (`ingress:index:<Class>`, plain inputs, the provider a reference of the
 * resource). Both record the family's own inputs under the same names, so both are searched alike.
 */
import type { FamilyName } from "../provider/families";
import type { Exported, ExportedResource } from "../provider/stack/checkpoint";
import { familyOfType } from "../provider/tokens";

export interface PendingCreate {
  urn: string;
  family: FamilyName;
  /** The inputs the engine recorded; secret ones stay encrypted (isSecretValue, provider/stack/checkpoint.ts, tells them). */
  inputs: Record<string, unknown>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

/** The interrupted creates of this package's resources, in checkpoint order. */
export function pendingCreates(exported: unknown): PendingCreate[] {
  const ops = (exported as Exported).deployment?.pending_operations ?? [];
  const found: PendingCreate[] = [];
  for (const op of ops) {
    const family = familyOfType(op.resource?.type);
    if (op.type !== "creating" || family === undefined || typeof op.resource?.urn !== "string") continue;
    found.push({ urn: op.resource.urn, family, inputs: isRecord(op.resource.inputs) ? op.resource.inputs : {} });
  }
  return found;
}

/** How many creates of any resource (this package's or not) the checkpoint records as pending. */
export const pendingCreateCount = (exported: unknown): number =>
  ((exported as Exported).deployment?.pending_operations ?? []).filter((op) => op.type === "creating").length;

/**
 * When the stack's newest recorded `pulumi up` began (epoch ms), 0 when it has none, from
 * `pulumi stack history --json`. A killed `up` leaves no history entry, so it began after that
 * one; refreshes after it (which create nothing) do not count.
 */
export function lastUpdateStart(history: unknown): number {
  const entries = (Array.isArray(history) ? history : []) as { kind?: string; startTime?: string }[];
  return Math.max(0, ...entries.filter((u) => u.kind === "update").map((u) => Date.parse(u.startTime ?? "")).filter(Number.isFinite));
}

/**
 * The checkpoint with each found pending create turned into a resource of the state (its recorded
 * inputs, the found id, the inputs as provisional outputs until a refresh reads the real ones),
 * and the pending creates in `drop` removed. Appended after every resource already there, in the
 * order the engine began them, so each comes after what it depends on. `pulumi refresh
 * --import-pending-creates` would be the engine's own way, but Pulumi up to at least v3.248
 * turns the operation into an import that nothing carries out, and the record is lost.
 */
export function withAdopted(exported: unknown, found: ReadonlyMap<string, string>, drop: ReadonlySet<string>): unknown {
  const copy = structuredClone(exported) as Exported;
  const d = copy.deployment;
  if (d === undefined) return copy;
  const kept: NonNullable<typeof d.pending_operations> = [];
  const adopted: ExportedResource[] = [];
  for (const op of d.pending_operations ?? []) {
    const urn = typeof op.resource?.urn === "string" ? op.resource.urn : undefined;
    const id = urn === undefined ? undefined : found.get(urn);
    if (op.type === "creating" && op.resource !== undefined && id !== undefined) {
      adopted.push({ ...op.resource, id, outputs: op.resource.inputs ?? {} } as ExportedResource);
    } else if (!(op.type === "creating" && urn !== undefined && drop.has(urn))) {
      kept.push(op);
    }
  }
  d.resources = [...(d.resources ?? []), ...adopted];
  d.pending_operations = kept;
  return copy;
}
