import { unexpectedWarnings, withoutRuntimeWarnings } from "../support/runtimeWarnings";

// Lines as `pulumi up` printed them on Node 26.10.0 with @pulumi/pulumi 3.139.0 (smoke fixture).
const NODE26_UP = [
  "Updating (smoke):",
  "",
  " +  pulumi:pulumi:Stack smoke-smoke creating (0s) ",
  " +  pulumi:pulumi:Stack smoke-smoke creating (1s) (node:31593) ExperimentalWarning: localStorage is not available because --localstorage-file was not provided.",
  " +  pulumi:pulumi:Stack smoke-smoke creating (1s) (Use `node --trace-warnings ...` to show where the warning was created)",
  " +  pulumi:pulumi:Stack smoke-smoke creating (1s) (node:31593) ExperimentalWarning: FFI is an experimental feature and might change at any time",
  " +  pulumi-nodejs:dynamic/smoke:Item first created (0.03s) ",
  "Diagnostics:",
  "  pulumi:pulumi:Stack (smoke-smoke):",
  "    (node:31593) ExperimentalWarning: localStorage is not available because --localstorage-file was not provided.",
  "    (Use `node --trace-warnings ...` to show where the warning was created)",
  "    (node:31593) ExperimentalWarning: FFI is an experimental feature and might change at any time",
  "",
].join("\n");

test("Node 26: the runtime's own ExperimentalWarning lines are known, nothing else is left", () => {
  expect(unexpectedWarnings(NODE26_UP, 26)).toEqual([]);
});

test("below Node 26 the same lines are unexpected", () => {
  expect(unexpectedWarnings(NODE26_UP, 24)).toEqual([
    " +  pulumi:pulumi:Stack smoke-smoke creating (1s) (node:31593) ExperimentalWarning: localStorage is not available because --localstorage-file was not provided.",
    " +  pulumi:pulumi:Stack smoke-smoke creating (1s) (Use `node --trace-warnings ...` to show where the warning was created)",
    " +  pulumi:pulumi:Stack smoke-smoke creating (1s) (node:31593) ExperimentalWarning: FFI is an experimental feature and might change at any time",
    "    (node:31593) ExperimentalWarning: localStorage is not available because --localstorage-file was not provided.",
    "    (Use `node --trace-warnings ...` to show where the warning was created)",
    "    (node:31593) ExperimentalWarning: FFI is an experimental feature and might change at any time",
  ]);
});

test("any other warning is unexpected on every Node, as is another ExperimentalWarning or the trace hint alone", () => {
  const out = [
    "    warning: using pulumi-resource-pulumi-nodejs from $PATH at /usr/bin/pulumi-resource-pulumi-nodejs",
    "    (node:7) ExperimentalWarning: SQLite is an experimental feature and might change at any time",
    "    (Use `node --trace-warnings ...` to show where the warning was created)",
  ].join("\n");
  expect(unexpectedWarnings(out, 26)).toEqual(out.split("\n"));
});

test("a failure's Diagnostics lines lose the known warnings on Node 26 only, and keep every other line", () => {
  const lines = [
    "  pulumi:pulumi:Stack (failures-failures):",
    "    (node:23429) ExperimentalWarning: FFI is an experimental feature and might change at any time",
    "    (Use `node --trace-warnings ...` to show where the warning was created)",
    "    error: update failed",
    "    (Use `node --trace-warnings ...` to show where the warning was created)",
  ];
  expect(withoutRuntimeWarnings(lines, 26)).toEqual(["  pulumi:pulumi:Stack (failures-failures):", "    error: update failed"]);
  expect(withoutRuntimeWarnings(lines, 24)).toEqual(lines);
  expect(withoutRuntimeWarnings([lines[0] ?? "", lines[2] ?? "", lines[3] ?? ""], 26)).toEqual([lines[0], lines[2], lines[3]]);
});
