// The clients' table (tests/clients/families.ts) covers the whole registry: a family added later
// fails here until it has an entry, or a reason in NOT_DRIVEN.
import { FAMILIES } from "../../provider/families";
import { CLIENT_FAMILIES, NOT_DRIVEN } from "./families";

test("every family of the registry is driven by the clients' test, or says why not", () => {
  const missing = Object.keys(FAMILIES).filter((name) => !(name in CLIENT_FAMILIES) && !(name in NOT_DRIVEN));
  expect(missing).toEqual([]);
  expect(Object.keys(CLIENT_FAMILIES).filter((name) => name in NOT_DRIVEN)).toEqual([]);
});

test("every entry names at least one client", () => {
  expect(Object.entries(CLIENT_FAMILIES).filter(([, f]) => f.npm === undefined && f.python === undefined && f.go === undefined)).toEqual([]);
});
