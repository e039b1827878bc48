/** Which transport failures surely happened before the request left, and which are ambiguous. */
import { classifyFailure, codeOf } from "../../provider/client/connectionFailures";

const scrub = (s: string): string => s;
const err = (code: string, message = "boom"): Error => Object.assign(new Error(message), { code });

describe("classifyFailure", () => {
  test.each([
    ["ECONNREFUSED", "connection refused", true, false],
    ["ENOTFOUND", "host not found", true, false],
    ["EAI_AGAIN", "DNS lookup failed", true, false],
    ["EHOSTUNREACH", "host unreachable", true, false],
    ["ENETUNREACH", "network unreachable", true, false],
    ["UND_ERR_CONNECT_TIMEOUT", "connect timed out", true, true],
    ["ECONNRESET", "connection reset", false, false],
    ["EPIPE", "connection broken", false, false],
    ["UND_ERR_SOCKET", "connection closed before the response", false, false],
    ["UND_ERR_HEADERS_TIMEOUT", "no response headers in time", false, true],
    ["UND_ERR_BODY_TIMEOUT", "response body stalled", false, true],
    ["HPE_INVALID_CONSTANT", "invalid HTTP response", false, false],
  ])("%s: %s (never sent: %s, timeout: %s)", (code, description, neverSent, timeout) => {
    expect(classifyFailure(err(code), undefined, scrub)).toEqual({ code, description, neverSent, transient: true, timeout });
  });

  test("local faults are not transient (a retry would repeat them) and were not sent", () => {
    expect(classifyFailure(err("UND_ERR_INVALID_ARG", "invalid header"), undefined, scrub)).toEqual({
      code: "UND_ERR_INVALID_ARG",
      description: "invalid header",
      neverSent: true,
      transient: false,
      timeout: false,
    });
  });

  test("an unknown failure is ambiguous and described by its (scrubbed) message", () => {
    expect(classifyFailure(new Error("weird\nthing SECRET"), undefined, (s) => s.replace("SECRET", "[REDACTED]"))).toEqual({
      code: undefined,
      description: "weird thing [REDACTED]",
      neverSent: false,
      transient: true,
      timeout: false,
    });
  });

  test("the client's own request timer wins over whatever abort error undici reports", () => {
    expect(classifyFailure(err("UND_ERR_ABORTED"), 30_000, scrub)).toEqual({
      code: undefined,
      description: "no response within 30000 ms",
      neverSent: false,
      transient: true,
      timeout: true,
    });
  });

  test("codes are found on causes and on happy-eyeballs AggregateErrors", () => {
    expect(codeOf(new Error("outer", { cause: err("ECONNRESET") }))).toBe("ECONNRESET");
    expect(codeOf(Object.assign(new AggregateError([err("ECONNREFUSED"), err("ECONNREFUSED")]), {}))).toBe("ECONNREFUSED");
    expect(codeOf(Object.assign(new Error("undici base"), { code: "UND_ERR", cause: err("EPIPE") }))).toBe("EPIPE");
    expect(codeOf("not an error")).toBeUndefined();
  });
});
