/**
 * Fields many tables share: the members of every described item (provider/wire/common.ts
 * `describedItem`), where the service keeps it and since when, and the two texts a PATCH changes in
 * place (`""` clears them). A table spreads them where description and metadata stand among its
 * inputs, which is the order the import writes them.
 */
export const DESCRIBED_FIELDS = {
  uri: { kind: "outputOnly" },
  created_at: { kind: "outputOnly" },
  description: { kind: "inPlace" },
  metadata: { kind: "inPlace" },
} as const;
