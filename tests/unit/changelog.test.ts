// CHANGELOG.md in Keep a Changelog's form: an Unreleased section, then one section per release,
// newest first, the first being package.json's version (the release takes its notes from it), each
// with its date and a link at the foot.
import { readDoc } from "../support/markdown";

const changelog = readDoc("CHANGELOG.md");
const { version } = JSON.parse(readDoc("package.json")) as { version: string };
const sections = [...changelog.matchAll(/^## \[([^\]]+)\](?: - (\d{4}-\d\d-\d\d))?$/gm)].map((m) => ({ name: m[1] as string, date: m[2] }));

test("Unreleased, then package.json's version, then each older release, newest first, each dated", () => {
  expect(sections.map((s) => s.name)).toEqual(["Unreleased", version, "0.2.0", "0.1.0"]);
  expect(sections.slice(1).filter((s) => s.date === undefined)).toEqual([]);
  const dates = sections.slice(1).map((s) => s.date ?? "");
  expect(dates).toEqual([...dates].sort().reverse());
});

test("every section has its link at the foot", () => {
  const linked = [...changelog.matchAll(/^\[([^\]]+)\]: https:\/\/github\.com\/pulumi-ingress\/pulumi-ingress\/\S+$/gm)].map((m) => m[1]);
  expect(linked).toEqual(sections.map((s) => s.name));
});

test("changes are grouped under Keep a Changelog's headings only", () => {
  const groups = [...changelog.matchAll(/^### (.+)$/gm)].map((m) => m[1]);
  expect(groups.filter((g) => !["Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"].includes(g ?? ""))).toEqual([]);
  expect(groups).toEqual(["Added", "Changed", "Fixed", "Added", "Changed", "Fixed", "Added"]);
});
