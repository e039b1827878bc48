// TcpAddress under the real engine against the emulator, with what the lifecycle test does not show:
// a public tcp:// CloudEndpoint on the program's own address (its `addr` through pulumi.interpolate)
// running an on_tcp_connect policy, and the refusal of a tcp:// URL the account does not hold.
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, failureOf, type Run, startRun } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const POLICY = `{ on_tcp_connect: [
    { actions: [{ type: "restrict-ips", config: { allow: ["203.0.113.0/24"] } }] },
    { actions: [{ type: "forward-internal", config: { url: "tcp://ssh.internal:22" } }] },
  ] }`;

const program = `
const address = new ingress.TcpAddress("ssh", { description: "ssh to the lab", region: "eu" });
const endpoint = new ingress.CloudEndpoint("ssh", { url: pulumi.interpolate\`tcp://\${address.addr}\`, trafficPolicy: ${POLICY} });
exports.addressId = address.id;
exports.addr = address.addr;
exports.endpointId = endpoint.id;
exports.url = endpoint.url;
`;

let s: Run;
let addressId = "";
let endpointId = "";

beforeAll(async () => {
  s = await startRun("tcpAddress", { body: program });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

test("up reserves the address, then makes the endpoint on it: one POST each, in that order", async () => {
  s.mark();
  const up = await s.stack.up();
  addressId = String(up.outputs["addressId"]?.value);
  endpointId = String(up.outputs["endpointId"]?.value);
  expect(up.outputs["addr"]?.value).toBe("1.tcp.eu.ngrok.io:20000");
  expect(up.outputs["url"]?.value).toBe("tcp://1.tcp.eu.ngrok.io:20000");
  expect(s.calls()).toEqual(["POST /reserved_addrs 201", "POST /endpoints 201"]);
  expect(JSON.parse(s.entries()[0]?.requestBody ?? "")).toEqual({ description: "ssh to the lab", region: "eu" });
  const state = s.emulator.snapshot();
  expect(state.reserved_addrs[addressId]).toMatchObject({ addr: "1.tcp.eu.ngrok.io:20000", region: "eu", description: "ssh to the lab" });
  expect(state.endpoints[endpointId]).toMatchObject({ url: "tcp://1.tcp.eu.ngrok.io:20000", binding: "public" });
});

test("a second preview reports no changes and makes no call", async () => {
  s.mark();
  expect((await s.stack.preview()).summary).toEqual({ same: 3 });
  expect(s.calls()).toEqual([]);
});

test("a tcp:// URL that is not one of the account's TCP addresses: the service's ERR_NGROK_319, said as what it means and what to do", async () => {
  await s.setProgram(`${program}
new ingress.CloudEndpoint("stray", { url: "tcp://1.tcp.ngrok.io:29999", trafficPolicy: ${POLICY} });
`);
  s.mark();
  const failure = await failureOf(s.stack.up());
  expect(failure).toContain(
    "POST /endpoints failed: 400 ERR_NGROK_319 the endpoint's URL is not reserved on this account: a tcp:// URL must be one of its TCP addresses " +
      "(reserve one with a TcpAddress and use its addr: url pulumi.interpolate`tcp://${address.addr}`), an http, https or tls URL a domain it reserved (a ReservedDomain) (operation op_",
  );
  expect(s.calls()).toEqual(["POST /endpoints 400"]);
});

test("destroy deletes the endpoint, then releases the address: one DELETE each", async () => {
  await s.setProgram(program);
  s.mark();
  expect((await s.stack.destroy()).summary).toEqual({ delete: 3 });
  expect(s.calls()).toEqual([`DELETE /endpoints/${endpointId} 204`, `DELETE /reserved_addrs/${addressId} 204`]);
  expect(s.emulator.snapshot().reserved_addrs).toEqual({});
  expect(s.emulator.snapshot().endpoints).toEqual({});
});
