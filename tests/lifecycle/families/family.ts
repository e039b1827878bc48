/**
 * What the lifecycle test (../lifecycle.test.ts) needs to know of one family: how a program declares
 * one resource of it, and where the service holds it. Each family of the registry has its own file
 * here, named after its type; tests/unit/families.test.ts requires one for every family.
 */
import type { Seed } from "../../../emulator/types";

export interface LifecycleFamily {
  /** Program source declaring one resource, named after the family, with this description (where the family has one). */
  declare: (description: string) => string;
  /** Whether a changed description is one in-place update (an abuse report cannot be changed). */
  updates: boolean;
  /** Where the update shows on the service, for a family without a description: the field, and what it holds for a description. */
  updatedAs?: { field: string; value: (description: string) => string };
  /** The item's path on the service, given its id. */
  itemPath: (id: string) => string;
  /** Whether destroy deletes the item on the service (a filed abuse report stays filed). */
  deleted: boolean;
  /** What the resource points at, seeded in the emulator. */
  seed?: Seed;
  /** Files the program reads, written beside it. */
  files?: () => Promise<Record<string, string>>;
}
