/**
 * What a refusal of ngrok's sunset of edges tells the user, in both hosts (the dynamic provider's
 * and the plugin's): the client's line (what it means), then the way forward.
 */
import { EdgesGoneError, EdgesReadOnlyError } from "../client/errors";

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
