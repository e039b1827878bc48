/**
 * The held port (tests/support/heldPort.ts) that keeps a closed server's address refused: a server
 * of the test listens on it and answers; once that server has closed, every connection to it is
 * refused (ECONNREFUSED), until the hold is released.
 */
import { once } from "node:events";
import { connect, createServer, type Server } from "node:net";
import { holdPort } from "../support/heldPort";

/** How a connection to 127.0.0.1:`port` ends: the first bytes it reads, or its error's code. */
function attempt(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("data", (d: Buffer) => {
      resolve(`read ${String(d)}`);
      socket.destroy();
    });
    socket.once("error", (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
  });
}

async function serve(port: number): Promise<Server> {
  const server = createServer((s) => s.end("hello"));
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  return server;
}

test("a server listens on the held port and answers; closed, the port refuses every connection while held", async () => {
  const held = await holdPort();
  try {
    const server = await serve(held.port);
    expect(await attempt(held.port)).toBe("read hello");
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect([await attempt(held.port), await attempt(held.port), await attempt(held.port)]).toEqual(["ECONNREFUSED", "ECONNREFUSED", "ECONNREFUSED"]);
  } finally {
    await held.release();
  }
});
