import { stackTracesOff } from "../../sdk/resource";

test("stackTracesOff turns stack traces off until restored, and restores the limit it found", () => {
  const before = Error.stackTraceLimit;
  Error.stackTraceLimit = 7;
  try {
    const restore = stackTracesOff();
    expect(Error.stackTraceLimit).toBe(0);
    expect(new Error("x").stack).toBe("Error: x");
    restore();
    expect(Error.stackTraceLimit).toBe(7);
    expect(new Error("x").stack).toContain("stackTraces.test.ts");
  } finally {
    Error.stackTraceLimit = before;
  }
});
