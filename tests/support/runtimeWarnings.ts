// The warnings a program's output may show that come from Node and @pulumi/pulumi, not from this
// package, on the runtimes where they are known to appear. Every other line that says "warning"
// is ours to fix (a plugin taken from PATH, a deprecated input...), so the engine tests fail on it.
//
// On Node 26 (26.1 added the experimental `node:ffi`), the first program that serializes a dynamic
// provider prints `ExperimentalWarning: FFI ...`: @pulumi/pulumi's closure serializer
// (runtime/closure/createClosure.js, `computeBuiltInModules`) `require`s every name in
// `module.builtinModules` to recognise built-in modules, `node:ffi` included. Any dynamic provider
// triggers it (tests/engine/programs/smoke-fixture has no code of this package). @pulumi/pulumi
// 3.139.0 also reads `globalThis.localStorage` while walking the globals (3.248.0 skips it), which
// Node 26 answers with `ExperimentalWarning: localStorage is not available ...`.

/** The exact lines, and the Node majors that print them. */
const KNOWN: readonly { line: RegExp; fromNodeMajor: number }[] = [
  { line: /^\(node:\d+\) ExperimentalWarning: FFI is an experimental feature and might change at any time$/, fromNodeMajor: 26 },
  {
    line: /^\(node:\d+\) ExperimentalWarning: localStorage is not available because --localstorage-file was not provided\.$/,
    fromNodeMajor: 26,
  },
];
/** Node's hint under its first warning; known only when a known warning precedes it. */
const TRACE_HINT = /^\(Use `node --trace-warnings \.\.\.` to show where the warning was created\)$/;

/** A progress line carries the resource's status before the program's text: `+  pulumi:pulumi:Stack x creating (1s) `. */
const PROGRESS_PREFIX = /^\s*[-+~ ]*\s*\S+::?\S*\s+\S+\s+(?:creating|updating|deleting|refreshing|reading|created|updated|deleted)(?:\s+\([\d.]+s\))?\s/;

/**
 * The lines of `output` that mention a warning, less the known runtime warnings of the Node
 * running the tests (`nodeMajor`, the Node the engine tests run programs with).
 */
export function unexpectedWarnings(output: string, nodeMajor = Number(process.versions.node.split(".")[0])): string[] {
  const known = KNOWN.filter((k) => nodeMajor >= k.fromNodeMajor).map((k) => k.line);
  let afterKnown = false;
  const unexpected: string[] = [];
  for (const raw of output.split("\n")) {
    const line = raw.replace(PROGRESS_PREFIX, "").trim();
    if (known.some((k) => k.test(line))) {
      afterKnown = true;
      continue;
    }
    if (afterKnown && TRACE_HINT.test(line)) continue;
    if (/warning/i.test(line)) unexpected.push(raw);
  }
  return unexpected;
}

/**
 * `lines` less the known runtime warnings of the Node running the tests (and Node's hint under
 * one), wherever they are indented: the engine shows a program's stderr under its stack.
 */
export function withoutRuntimeWarnings(lines: readonly string[], nodeMajor = Number(process.versions.node.split(".")[0])): string[] {
  const known = KNOWN.filter((k) => nodeMajor >= k.fromNodeMajor).map((k) => k.line);
  let afterKnown = false;
  return lines.filter((raw) => {
    const line = raw.trim();
    if (known.some((k) => k.test(line))) {
      afterKnown = true;
      return false;
    }
    return !(afterKnown && TRACE_HINT.test(line));
  });
}
