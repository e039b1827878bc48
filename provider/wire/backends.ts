/**
 * What routes point at: backends (HTTPS edges are the route family's,
 * provider/resources/httpsEdgeRoute/edge.ts; event destinations and IP policies are families). The
 * package manages none of them; it reads them for the SDK's lookups, and the emulator creates them.
 * Limits in bytes, like the other families of the spec. Responses keep to the fields of the public
 * API (ngrok API v2) that the emulator fills.
 */
import { z } from "zod";
import { DescribedItem, listPage } from "./common";
import { liberalItem } from "./liberal";
import { maxBytes } from "./rules";

const description = maxBytes(255).optional();
const metadata = maxBytes(4096).optional();

export const BackendCreate = z.strictObject({ description, metadata, labels: z.record(z.string(), z.string()).optional() });
export type BackendCreate = z.infer<typeof BackendCreate>;

/** A tunnel group backend as `GET /backends/tunnel_group/{id}` returns it. */
export const TunnelGroupBackend = liberalItem(
  DescribedItem.extend({
    labels: z.record(z.string(), z.string()).nullish().transform((v) => v ?? {}),
  }),
  "a tunnel group backend",
);
export type TunnelGroupBackend = z.infer<typeof TunnelGroupBackend>;

/** A page of `GET /backends/tunnel_group`: the public API names its items `backends`. */
export const TunnelGroupBackendList = listPage("backends", TunnelGroupBackend);
export type TunnelGroupBackendList = z.infer<typeof TunnelGroupBackendList>;
