/** How the emulator stores and answers an item's common members: references, and the descriptive fields most collections have. */

/** `{id, uri}` of a resource at `{base_url}/{collection}/{id}`. */
export const ref = (baseUrl: string, collection: string, id: string): { id: string; uri: string } => ({ id, uri: `${baseUrl}/${collection}/${id}` });

/** `description` and `metadata` as responses carry them: absent until set. */
export function described(r: { description?: string; metadata?: string }): { description?: string; metadata?: string } {
  const out: { description?: string; metadata?: string } = {};
  if (r.description !== undefined) out.description = r.description;
  if (r.metadata !== undefined) out.metadata = r.metadata;
  return out;
}

/** `description` and `metadata` of a create body as stored: absent when not sent. */
export const describedFields = (body: { description?: string | undefined; metadata?: string | undefined }): { description?: string; metadata?: string } =>
  definedOnly({ description: body.description, metadata: body.metadata });

/** Applies a PATCH's `description`/`metadata`: absent is not modified, `""` is kept as `""`. */
export function applyDescribed(target: { description?: string; metadata?: string }, update: { description?: string | undefined; metadata?: string | undefined }): void {
  if (update.description !== undefined) target.description = update.description;
  if (update.metadata !== undefined) target.metadata = update.metadata;
}

/** Optional fields of a create body, without the keys left out (exactOptionalPropertyTypes). */
export function definedOnly<T extends Record<string, unknown>>(o: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined) out[k] = v;
  return out as { [K in keyof T]?: Exclude<T[K], undefined> };
}
