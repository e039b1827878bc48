// ingress-credential-acl-restricts: a credential whose ACL restricts nothing is pointed out.
import { credentialAclRestricts } from "../../policy/src/credentialRules";
import { defaults } from "../../policy/src/rule";

const UNKNOWN = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";
const run = (props: Record<string, unknown>, name = "agent"): string[] =>
  credentialAclRestricts.violations(props, { name, stack: "dev", config: defaults(credentialAclRestricts), now: new Date() });
const FIX = "Name what its agents serve in acl (bind:app.example.com, bind:*.example.com, …), or, for a person's own agent, set this rule to disabled in the pack's config.";

test("no ACL, an empty one, or one holding * or bind:* is pointed out, saying what it lets an agent do", () => {
  expect(run({ ownerId: "service_1" })).toEqual([`Credential "agent" has no ACL rules, so an agent holding its token may bind every endpoint of the account. ${FIX}`]);
  expect(run({ acl: [] })).toEqual([`Credential "agent" has no ACL rules, so an agent holding its token may bind every endpoint of the account. ${FIX}`]);
  expect(run({ acl: ["bind:a.example.com", "bind:*"] }, "ci")).toEqual([`Credential "ci" has the ACL rule "bind:*", so an agent holding its token may bind every endpoint of the account. ${FIX}`]);
  expect(run({ acl: ["*"] })).toEqual([`Credential "agent" has the ACL rule "*", so an agent holding its token may bind every endpoint of the account. ${FIX}`]);
});

test("rules naming domains, addresses or labels pass; an unknown ACL is judged at up", () => {
  expect(run({ acl: ["bind:*.example.com", "bind:app=web"] })).toEqual([]);
  expect(run({ acl: UNKNOWN })).toEqual([]);
  expect(run({ acl: ["bind:a.example.com", UNKNOWN] })).toEqual([]);
});
