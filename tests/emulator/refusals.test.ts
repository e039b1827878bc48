/** Refusals: chosen requests answered with a given error, nothing performed (emulator/README.md "Refusals"). */
import type { Emulator } from "../../emulator";
import { expectError, start, type Api } from "./helpers";

let emulator: Emulator;
let api: Api;
beforeAll(async () => {
  ({ emulator, api } = await start());
});
afterAll(() => emulator.close());
afterEach(() => emulator.setRefusals(undefined));

const READ_ONLY =
  "Your account has read-only access to Edges. Edges are deprecated, and write access (including creating, updating, or deleting) is no longer supported for your account";
const BODY = { sources: [{ type: "ip_policy_created.v0" }], destination_ids: ["ed_one"] };

test("a refused DELETE is answered with the refusal's status and error body, and deletes nothing; other methods go on", async () => {
  const created = await api.post("/event_subscriptions", BODY);
  const id = (created.body as { id: string }).id;
  emulator.setRefusals([{ method: "delete", path: "/event_subscriptions/[^/]+", status: 403, errorCode: "ERR_NGROK_7196", message: READ_ONLY }]);
  emulator.clearLog();

  expectError(await api.del(`/event_subscriptions/${id}`), 403, "ERR_NGROK_7196", READ_ONLY);
  expect((await api.get(`/event_subscriptions/${id}`)).status).toBe(200);
  expect(emulator.log.map((e) => [e.method, e.path, e.status, e.errorCode])).toEqual([
    ["DELETE", `/event_subscriptions/${id}`, 403, "ERR_NGROK_7196"],
    ["GET", `/event_subscriptions/${id}`, 200, undefined],
  ]);

  emulator.setRefusals(undefined);
  expect((await api.del(`/event_subscriptions/${id}`)).status).toBe(204);
});

test("the path matches whole paths only, and a refusal without a method refuses every method", async () => {
  emulator.setRefusals([{ path: "/event_subscriptions", status: 503, errorCode: "ERR_NGROK_500", message: "down for maintenance" }]);
  expectError(await api.get("/event_subscriptions"), 503, "ERR_NGROK_500", "down for maintenance");
  expectError(await api.post("/event_subscriptions", BODY), 503, "ERR_NGROK_500", "down for maintenance");
  expect((await api.get("/event_subscriptions/esb_0000000000000000000000000000")).status).toBe(404);
});

test("the first matching refusal answers", async () => {
  emulator.setRefusals([
    { method: "GET", path: "/tls_certificates", status: 403, errorCode: "ERR_FIRST", message: "first" },
    { path: "/tls_.*", status: 400, errorCode: "ERR_SECOND", message: "second" },
  ]);
  expectError(await api.get("/tls_certificates"), 403, "ERR_FIRST", "first");
  expectError(await api.del("/tls_certificates/cert_0000000000000000000000000000"), 400, "ERR_SECOND", "second");
});

test("a status that is not an error is refused at once", () => {
  expect(() => emulator.setRefusals([{ path: "/tls_certificates", status: 204, errorCode: "ERR_X", message: "x" }])).toThrow(
    new RangeError("refusals: status must be a whole number from 400 to 599; got 204"),
  );
});
