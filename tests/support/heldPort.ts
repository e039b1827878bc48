/**
 * A loopback port held for a test that expects a closed server's address to stay closed: refused
 * (ECONNREFUSED) at every attempt, never answered by whatever process got the port next (under load
 * something did: "Response does not match the HTTP/1.1 protocol", likely one of the engine's gRPC
 * servers). On Linux, a socket bound to a port keeps the kernel from handing that port to a listen
 * on port 0 (as those servers do) or to a connection as its own port, and a connection to a port
 * where nothing listens is refused. Node binds a socket
 * without listening only on its way to connect, so the holder is one end of a connection to a
 * server of its own. A server of the test may still listen on the port (both set SO_REUSEADDR):
 * the port is held from before that server starts until after it has closed.
 */
import { once } from "node:events";
import { createServer, connect, type Socket } from "node:net";

export interface HeldPort {
  /** The held port, of 127.0.0.1. */
  readonly port: number;
  /** Lets the port go. */
  release(): Promise<void>;
}

export async function holdPort(): Promise<HeldPort> {
  const accepted: Socket[] = [];
  const peer = createServer((socket) => accepted.push(socket));
  peer.listen(0, "127.0.0.1");
  await once(peer, "listening");
  const { port: peerPort } = peer.address() as { port: number };
  // localAddress makes Node bind() (to a port the kernel picks) before it connects.
  const holder = connect({ host: "127.0.0.1", port: peerPort, localAddress: "127.0.0.1" });
  await once(holder, "connect");
  const port = holder.localPort;
  if (port === undefined) throw new Error("the holding socket has no local port");
  return {
    port,
    async release() {
      holder.destroy();
      for (const socket of accepted) socket.destroy();
      await new Promise<void>((resolve) => peer.close(() => resolve()));
    },
  };
}
