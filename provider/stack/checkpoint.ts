/**
 * What a stack's checkpoint (`pulumi stack export`) holds of this package, as the commands that
 * read it share: its resources, found by either type token (provider/tokens.ts), and its secret
 * values. Pure functions over the exported JSON.
 */
import { familyOfType } from "../tokens";

/** A resource, or a pending operation's resource, as the checkpoint records it. */
export interface ExportedResource {
  urn?: unknown;
  type?: unknown;
  id?: unknown;
  inputs?: Record<string, unknown>;
  outputs?: Record<string, unknown>;
}

/** The exported checkpoint, as far as the commands read it. */
export interface Exported {
  deployment?: { resources?: ExportedResource[]; pending_operations?: { type?: unknown; resource?: ExportedResource }[] };
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

/** Ids and URNs of the stack's resources of this package: the state holds them, so none is an orphan. */
export function held(exported: unknown): { ids: Set<string>; urns: Set<string> } {
  const ids = new Set<string>();
  const urns = new Set<string>();
  for (const r of (exported as Exported).deployment?.resources ?? []) {
    if (familyOfType(r.type) === undefined || typeof r.id !== "string" || r.id === "") continue;
    ids.add(r.id);
    if (typeof r.urn === "string") urns.add(r.urn);
  }
  return { ids, urns };
}

/** Pulumi's marker of a secret value in a checkpoint (`{"4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", ...}`). */
const SECRET_SIG = "4dabf18193072939515e22adb298388d";

/** Whether a value in the checkpoint is a secret (its plaintext not in the export). */
export const isSecretValue = (v: unknown): boolean => isRecord(v) && SECRET_SIG in v;
