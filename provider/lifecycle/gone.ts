/** What a 404 means to a provider: the resource (or module) is gone, which read and delete accept. */
import type * as pulumi from "@pulumi/pulumi";
import { NotFoundError } from "../client";

/**
 * Reads a resource into its outputs; one deleted outside the program reads as an empty id, which
 * drops it from the state (`pulumi refresh`).
 */
export async function readOrGone<T, Outputs>(id: string, get: () => Promise<T>, toOutputs: (value: T) => Outputs): Promise<pulumi.dynamic.ReadResult<Outputs>> {
  try {
    return { id, props: toOutputs(await get()) };
  } catch (e) {
    if (e instanceof NotFoundError) return { id: "" };
    throw e;
  }
}

/** Deletes; already gone is the state wanted. */
export async function deleteIfExists(send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (e) {
    if (!(e instanceof NotFoundError)) throw e;
  }
}
