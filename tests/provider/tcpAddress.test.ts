// TcpAddress's dynamic provider in process against the emulator, step by step as the engine drives it
// (tests/support/providerSteps.ts), with a public tcp:// CloudEndpoint on the address it reserved
// running an on_tcp_connect policy: every call, every body, the outputs, the refusal. Moved from
// tests/engine/tcpAddress.test.ts, each test under its name there. What only the engine proves went to
// the engine suites: the address's `addr`, an Output, put into the endpoint's URL through
// pulumi.interpolate and the endpoint made after the address (tests/engine/wholeAccount.test.ts: its
// `db` endpoint on its `tcp` address); dependents destroyed before what they point at
// (tests/engine/wholeAccount.test.ts, where the service refuses the other order); a create's
// refusal printed under its resource (tests/engine/failureLines.test.ts). The address's check, diff,
// update and delete alone are tests/unit/tcpAddressProvider.test.ts's.
import * as cloudEndpoint from "../../provider/resources/cloudEndpoint/family";
import * as tcpAddress from "../../provider/resources/tcpAddress/family";
import { policyCarried } from "../../sdk/policyCarried";
import { useProviderService } from "../support/providerService";
import { stepsOf } from "../support/providerSteps";

// The policy as the SDK hands it to the provider: a valid document as its deterministic text.
const POLICY = policyCarried({
  on_tcp_connect: [
    { actions: [{ type: "restrict-ips", config: { allow: ["203.0.113.0/24"] } }] },
    { actions: [{ type: "forward-internal", config: { url: "tcp://ssh.internal:22" } }] },
  ],
}).text;

const service = useProviderService();
const { mark, calls, bodies } = service;
const address = stepsOf(tcpAddress);
const endpoint = stepsOf(cloudEndpoint);
const stray = stepsOf(cloudEndpoint);
const ADDRESS_ARGS = { description: "ssh to the lab", region: "eu" };
const endpointArgs = () => ({ url: `tcp://${String(address.outputs["addr"])}`, trafficPolicy: POLICY });

test("up reserves the address, then makes the endpoint on it: one POST each, in that order", async () => {
  mark();
  expect(await address.up(ADDRESS_ARGS)).toBe("create");
  expect(await endpoint.up(endpointArgs())).toBe("create");
  expect(address.outputs["addr"]).toBe("1.tcp.eu.ngrok.io:20000");
  expect(endpoint.outputs["url"]).toBe("tcp://1.tcp.eu.ngrok.io:20000");
  expect(calls()).toEqual(["POST /reserved_addrs 201", "POST /endpoints 201"]);
  expect(bodies()[0]).toEqual({ description: "ssh to the lab", region: "eu" });
  const state = service.emulator.snapshot();
  expect(state.reserved_addrs[address.id]).toMatchObject({ addr: "1.tcp.eu.ngrok.io:20000", region: "eu", description: "ssh to the lab" });
  expect(state.endpoints[endpoint.id]).toMatchObject({ url: "tcp://1.tcp.eu.ngrok.io:20000", binding: "public" });
});

test("a second preview reports no changes and makes no call", async () => {
  mark();
  expect([await address.preview(ADDRESS_ARGS), await endpoint.preview(endpointArgs())]).toEqual(["same", "same"]);
  expect(calls()).toEqual([]);
});

test("a tcp:// URL that is not one of the account's TCP addresses: the service's ERR_NGROK_319, said as what it means and what to do", async () => {
  mark();
  await expect(stray.up({ url: "tcp://1.tcp.ngrok.io:29999", trafficPolicy: POLICY })).rejects.toThrow(
    /^POST \/endpoints failed: 400 ERR_NGROK_319 the endpoint's URL is not reserved on this account: a tcp:\/\/ URL must be one of its TCP addresses \(reserve one with a TcpAddress and use its addr: url pulumi\.interpolate`tcp:\/\/\$\{address\.addr\}`\), an http, https or tls URL a domain it reserved \(a ReservedDomain\) \(operation op_[0-9A-Za-z]+\)$/,
  );
  expect(calls()).toEqual(["POST /endpoints 400"]);
  expect(stray.held).toBeUndefined();
});

test("destroy deletes the endpoint, then releases the address: one DELETE each", async () => {
  const [addressId, endpointId] = [address.id, endpoint.id];
  mark();
  await endpoint.destroy();
  await address.destroy();
  expect(calls()).toEqual([`DELETE /endpoints/${endpointId} 204`, `DELETE /reserved_addrs/${addressId} 204`]);
  expect(service.emulator.snapshot().reserved_addrs).toEqual({});
  expect(service.emulator.snapshot().endpoints).toEqual({});
});
