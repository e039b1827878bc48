/**
 * What routes and event subscriptions point at: HTTPS edges, backends, IP policies and event
 * destinations. The package manages none of them; it reads an edge's routes (route recovery),
 * and the emulator creates them. Limits in bytes, like the other families of the spec.
 */
import { z } from "zod";
import { describedItem } from "./common";
import { Route } from "./routes";
import { maxBytes, nonEmpty } from "./rules";

const description = maxBytes(255).optional();
const metadata = maxBytes(4096).optional();

export const EdgeCreate = z.strictObject({ description, metadata, hostports: z.array(nonEmpty()).optional() });
export type EdgeCreate = z.infer<typeof EdgeCreate>;

/**
 * An HTTPS edge as `GET /edges/https/{id}` returns it. The spec shows no route list, but the
 * public API it describes (ngrok API v2) returns an edge with its `routes`.
 */
export const Edge = z.object({
  ...describedItem,
  hostports: z.array(z.string()).nullish().transform((v) => v ?? []),
  routes: z.array(Route).nullish().transform((v) => v ?? []),
});
export type Edge = z.infer<typeof Edge>;

export const EventDestinationCreate = z.strictObject({
  description,
  metadata,
  format: nonEmpty().optional(),
  target: z.record(z.string(), z.unknown()).optional(),
});
export type EventDestinationCreate = z.infer<typeof EventDestinationCreate>;

export const BackendCreate = z.strictObject({ description, metadata, labels: z.record(z.string(), z.string()).optional() });
export type BackendCreate = z.infer<typeof BackendCreate>;

export const IpPolicyCreate = z.strictObject({ description, metadata });
export type IpPolicyCreate = z.infer<typeof IpPolicyCreate>;
