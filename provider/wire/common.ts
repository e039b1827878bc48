/** Shapes shared by every family: references, list pages, the error body and id prefixes. */
import { z } from "zod";
import { maxBytes, prefixedId } from "./rules";

/** Identifier prefixes of what no family of its own holds (a family's prefix is in its wire collection), from the spec's conventions (backends and IP policies from the public API's). */
export const ID_PREFIX = {
  edge: "edghts_",
  eventDestination: "ed_",
  ipPolicy: "ipp_",
} as const;

export const ids = {
  edge: () => prefixedId(ID_PREFIX.edge, "an HTTPS edge"),
  eventDestination: () => prefixedId(ID_PREFIX.eventDestination, "an event destination"),
  ipPolicy: () => prefixedId(ID_PREFIX.ipPolicy, "an IP policy"),
  /** Backends come in several kinds, each with its own `bkd…_` prefix (`bkdtg_`, `bkdfo_`, …). */
  backend: () => prefixedId(/^bkd[a-z]*_[A-Za-z0-9]+$/, "a backend", "bkd<kind>_<id>"),
};

/**
 * The members every described item of a response starts with: its id, address and creation time
 * (RFC 3339), and `description` and `metadata`, absent or null when never set.
 */
export const describedItem = {
  id: z.string(),
  uri: z.string(),
  created_at: z.string(),
  description: z.string().nullish(),
  metadata: z.string().nullish(),
};

/** The most a described item's `description` and `metadata` hold, in every family that takes them. */
const DESCRIPTION_MAX = 255;
const METADATA_MAX = 4096;

/**
 * A described item's two texts as its create and PATCH take them, each optional (a PATCH's `""`
 * clears it), at most {@link DESCRIPTION_MAX} and {@link METADATA_MAX} as the family's sources
 * count them: bytes of UTF-8 (`maxBytes`, the default) or characters (`maxChars`).
 */
export const describedBody = (upTo: typeof maxBytes = maxBytes) => ({ description: upTo(DESCRIPTION_MAX).optional(), metadata: upTo(METADATA_MAX).optional() });

/** A described item's schema, which each family's item extends with its own members (`DescribedItem.extend({ … })`). */
export const DescribedItem = z.object(describedItem);

/** A reference to another resource, as responses carry it. */
export const Ref = z.object({ id: z.string(), uri: z.string() });
export type Ref = z.infer<typeof Ref>;

/**
 * A page of a list operation: the items under `key`, the page's own `uri` and `next_page_uri`.
 * An empty page may leave its items out, as ngrok's service leaves empty members out.
 */
export const listPage = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z.object({ uri: z.string(), next_page_uri: z.string().nullish().transform((v) => v ?? null) }).extend({ [key]: z.array(item).default([]) } as Record<K, z.ZodDefault<z.ZodArray<T>>>);

/** Largest and default page size of list operations. */
export const PAGE_LIMIT_MAX = 100;

/** The API version every request names in its `Service-Version` header, and the only one served. */
export const SERVICE_VERSION = "2";

/** The service's error body. */
export const ErrorBody = z.object({
  error_code: z.string().optional(),
  status_code: z.number().optional(),
  msg: z.string(),
  details: z.object({ operation_id: z.string().optional() }).catchall(z.unknown()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
