/**
 * What routes point at: HTTPS edges and backends (event destinations and IP policies are families:
 * provider/resources/eventDestination/wire.ts, provider/resources/ipPolicy/wire.ts). The package
 * manages none of them; it reads them (an edge's routes for route recovery, both for the SDK's
 * lookups), and the emulator creates them. Limits in bytes, like the other families of the spec.
 * Responses keep to the fields of the public API (ngrok API v2) that the emulator fills.
 */
import { z } from "zod";
import { DescribedItem, listPage } from "./common";
import { Route } from "../resources/httpsEdgeRoute/wire";
import { liberalItem } from "./liberal";
import { maxBytes, nonEmpty } from "./rules";

const description = maxBytes(255).optional();
const metadata = maxBytes(4096).optional();

export const EdgeCreate = z.strictObject({ description, metadata, hostports: z.array(nonEmpty()).optional() });
export type EdgeCreate = z.infer<typeof EdgeCreate>;

/**
 * An HTTPS edge as `GET /edges/https/{id}` returns it. The spec shows no route list, but the
 * public API it describes (ngrok API v2) returns an edge with its `routes`.
 */
export const Edge = liberalItem(
  DescribedItem.extend({
    hostports: z.array(z.string()).nullish().transform((v) => v ?? []),
    routes: z.array(Route).nullish().transform((v) => v ?? []),
  }),
  "an HTTPS edge",
);
export type Edge = z.infer<typeof Edge>;

/** A page of `GET /edges/https`. */
export const EdgeList = listPage("https_edges", Edge);
export type EdgeList = z.infer<typeof EdgeList>;

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
