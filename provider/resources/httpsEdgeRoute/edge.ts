/**
 * HTTPS edges, which routes live under (`/edges/https`): the package reads an edge for its routes
 * (route recovery, the SDK's lookups, the import and migrate commands) and manages none; the
 * emulator creates them. Limits in bytes, like the other families of the spec.
 */
import { z } from "zod";
import { DescribedItem, listPage } from "../../wire/common";
import { liberalItem } from "../../wire/liberal";
import { maxBytes, nonEmpty } from "../../wire/rules";
import { Route } from "./wire";

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
