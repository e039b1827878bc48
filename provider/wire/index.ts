/**
 * The wire model's shared shapes: field rules, collections, common members, and the supporting
 * collections that are no family (edges, backends) and what the lookups observe (./observed.ts). Each family's own shapes are in its folder,
 * provider/resources/<family>/wire.ts, and imported from there.
 */
export * from "./rules";
export * from "./collection";
export * from "./common";
export * from "./backends";
export * from "./observed";
