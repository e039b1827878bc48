// A proxy in front of the emulator that answers as ngrok's service does where the two differ in
// form, so the live suite (./suite.ts) and the package's liberal reading are proven in CI:
// - `Ngrok-Version` is required: a request without it is refused as the emulator refuses a
//   request with no version header (400 ERR_MISSING_VERSION);
// - every empty member ("", false, null, [] and {}) is left out of each JSON response, at any depth;
// - each item (the answer's object with an id, and each one of a list) gets one member the
//   package does not know.
import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { errorBody } from "../../emulator/machinery/errors";

/** The member added to each item: one no wire schema names. */
const UNKNOWN_MEMBER = { name: "ngrok_added_later", value: "a member this package does not know" } as const;

/** A running proxy: its base URL, and how to stop it. */
export interface NgrokProxy {
  readonly baseUrl: string;
  close(): Promise<void>;
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

const isEmpty = (v: Json): boolean =>
  v === "" || v === false || v === null || (Array.isArray(v) && v.length === 0) || (typeof v === "object" && v !== null && !Array.isArray(v) && Object.keys(v).length === 0);

/** `v` with every empty object member left out, at any depth (a member emptied by that goes too); array elements stay. */
function withoutEmpty(v: Json): Json {
  if (Array.isArray(v)) return v.map(withoutEmpty);
  if (typeof v !== "object" || v === null) return v;
  const out: { [k: string]: Json } = {};
  for (const [k, child] of Object.entries(v)) {
    const kept = withoutEmpty(child);
    if (!isEmpty(kept)) out[k] = kept;
  }
  return out;
}

const isItem = (v: Json): boolean => typeof v === "object" && v !== null && !Array.isArray(v) && typeof v["id"] === "string";

/** The answer with the unknown member on its item, or on each item of its list (the one array member of items). */
function withUnknownMember(body: Json): Json {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const obj: { [k: string]: Json } = body;
  if (isItem(obj)) return { ...obj, [UNKNOWN_MEMBER.name]: UNKNOWN_MEMBER.value };
  const out: { [k: string]: Json } = { ...obj };
  for (const [k, v] of Object.entries(obj)) {
    if (Array.isArray(v) && v.every(isItem)) out[k] = v.map((item) => ({ ...(item as { [k: string]: Json }), [UNKNOWN_MEMBER.name]: UNKNOWN_MEMBER.value }));
  }
  return out;
}

/** Starts the proxy on a free port of 127.0.0.1, forwarding to `target` (`http://host:port`). */
export async function startNgrokProxy(target: string): Promise<NgrokProxy> {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    if (req.headers["ngrok-version"] === undefined) {
      send(res, 400, errorBody(400, "ERR_MISSING_VERSION", "missing header Ngrok-Version: send Ngrok-Version: 2"));
      return;
    }
    const out = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
      (answer) => relay(answer, res),
    );
    out.on("error", () => res.destroy());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}

function relay(answer: IncomingMessage, res: ServerResponse): void {
  const chunks: Buffer[] = [];
  answer.on("data", (c: Buffer) => chunks.push(c));
  answer.on("end", () => {
    const text = Buffer.concat(chunks).toString("utf8");
    const headers = { ...answer.headers };
    delete headers["content-length"];
    delete headers["transfer-encoding"];
    if (!String(answer.headers["content-type"] ?? "").startsWith("application/json") || text === "") {
      res.writeHead(answer.statusCode ?? 502, headers).end(text);
      return;
    }
    const body = withUnknownMember(withoutEmpty(JSON.parse(text) as Json));
    const out = JSON.stringify(body);
    res.writeHead(answer.statusCode ?? 502, { ...headers, "content-length": Buffer.byteLength(out) }).end(out);
  });
  answer.on("error", () => res.destroy());
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const out = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(out) }).end(out);
}
