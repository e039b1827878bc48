/** Reading a request body, bounded in size and checked as UTF-8. */
import type { IncomingMessage } from "node:http";

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** A body as read: its text (lossy when not UTF-8, empty when too large). */
export type Body = { kind: "ok"; text: string } | { kind: "tooLarge"; text: string } | { kind: "notUtf8"; text: string };

/**
 * Reads the body, keeping at most `max` bytes: a larger body is still read to its end (and
 * dropped) so the 413 reaches a client that is still sending. GET and DELETE without a body cost
 * nothing.
 */
export function readBody(req: IncomingMessage, max: number): Promise<Body> {
  if (req.headers["content-length"] === undefined && req.headers["transfer-encoding"] === undefined) return Promise.resolve({ kind: "ok", text: "" });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= max) chunks.push(chunk);
    });
    req.on("end", () => {
      if (size > max) return resolve({ kind: "tooLarge", text: "" });
      const buf = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
      try {
        resolve({ kind: "ok", text: utf8.decode(buf) });
      } catch {
        resolve({ kind: "notUtf8", text: buf.toString("utf8") });
      }
    });
    req.on("error", reject);
    req.on("close", () => {
      if (!req.complete) reject(new Error("the client went away before sending the whole body"));
    });
  });
}
