/** Listening on a port: the emulator's API server and its traffic plane start the same way. */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

/** Listens on `host`:`port` (0 picks a free one); resolves to `http://host:port` (IPv6 hosts in brackets). */
export async function listen(http: Server, port: number, host: string): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(port, host, () => {
      http.off("error", reject);
      resolve();
    });
  });
  const { port: bound } = http.address() as AddressInfo;
  return `http://${host.includes(":") ? `[${host}]` : host}:${bound}`;
}
