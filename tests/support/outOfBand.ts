// A request to the emulator made outside the program (an edit in the dashboard, another tool), for
// engine suites and in-process provider suites alike.
import type { Emulator } from "../../emulator/types";

/** A direct request to the emulator, as someone working outside the program would make it. */
export async function outOfBand(emulator: Emulator, method: string, pathname: string, body?: unknown): Promise<unknown> {
  const res = await fetch(emulator.baseUrl + pathname, {
    method,
    headers: {
      authorization: `Bearer ${emulator.apiKey}`,
      "service-version": "2",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (res.status >= 300) throw new Error(`${method} ${pathname}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? undefined : res.json();
}
