/** How code that reads the wire model's zod schemas walks them: through wrappers to objects' members. */
import type { z } from "zod";

/** Members of a schema node that can lead to a field: wrappers' inner schema and a list's element (key undefined), objects' shape (keyed). */
export function children(schema: z.ZodType): [key: string | undefined, schema: z.ZodType][] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case "object":
      return Object.entries(def["shape"] as Record<string, z.ZodType>);
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      return [[undefined, def["innerType"] as z.ZodType]];
    case "array":
      return [[undefined, def["element"] as z.ZodType]];
    case "pipe": {
      // A preprocess (a transform into a schema, as liberal items read absent members) leads to the schema it feeds.
      const input = def["in"] as z.ZodType;
      return [[undefined, input._zod.def.type === "transform" ? (def["out"] as z.ZodType) : input]];
    }
    default:
      return [];
  }
}
