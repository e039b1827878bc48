/**
 * The state as the machinery holds it: the id clock, and each collection's items by id under the
 * collection's key. Which collections there are, and what their items are, the families declare
 * (each its own, in emulator/resources/<family>/rules.ts) and the registry composes
 * (emulator/families.ts); the machinery only needs their keys.
 */

/** The part of the state every collection shares: the time component of the last id handed out, which keeps ids ordered across restarts. */
export interface State {
  id_clock: number;
}

/** The items of the collection `key`, by id: for the family that declares the collection (its accessor) and the generic collection. */
export const itemsIn = <T>(state: State, key: string): Record<string, T> => (state as unknown as Record<string, Record<string, T>>)[key] as Record<string, T>;

/**
 * A collection of the state holding `items`, without a prototype: a request's id is looked up as
 * sent, and `__proto__`, `toString` or `constructor` must name only an item of the collection's
 * own (else `PATCH /vaults/__proto__` would change every object's prototype).
 */
const collectionOf = (items: Readonly<Record<string, unknown>>): Record<string, unknown> => Object.assign(Object.create(null) as Record<string, unknown>, items);

/** `state` with each collection of `keys` (an absent one empty) held as {@link collectionOf} holds them: for a state read from a file. */
export const withCollections = (state: Readonly<Record<string, unknown>>, keys: readonly string[]): State =>
  ({
    ...state,
    ...Object.fromEntries(keys.map((key) => [key, collectionOf((state[key] ?? {}) as Record<string, unknown>)])),
  }) as unknown as State;

/** A state with each collection of `keys` empty. */
export const emptyState = (keys: readonly string[]): State => withCollections({ id_clock: 0 }, keys);
