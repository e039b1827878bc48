// The TcpAddress provider's check, diff, create, read, update and delete, called directly against
// the emulator in process, and the CloudEndpoint check of tcp:// and tls:// endpoints' on_tcp_connect
// policies: every call, every body, the outputs, and the refusals (exact messages, no call).
import { UNKNOWN } from "../../provider/inputs/unknowns";
import * as cloudEndpoint from "../../provider/resources/cloudEndpoint/family";
import * as tcpAddress from "../../provider/resources/tcpAddress/family";
import { useProviderService } from "../support/providerService";
import type { ServiceOutputs } from "../../provider/lifecycle/declare";
import type { TcpAddress } from "../../provider/resources/tcpAddress/wire";

const TIME = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

const service = useProviderService();
const { mark, calls, bodies } = service;

describe("check refuses bad inputs, naming the field and the rule", () => {
  test("a region the service does not have, an over-long description or metadata, an adoptId of another family", async () => {
    expect((await tcpAddress.check({}, { region: "mars" })).failures).toEqual([{ property: "region", reason: 'region must be one of "au", "eu", "ap", "us", "jp", "in", "sa"; got "mars"' }]);
    expect((await tcpAddress.check({}, { description: "é".repeat(128), metadata: "m".repeat(4097) })).failures).toEqual([
      { property: "description", reason: "description must be at most 255 bytes (UTF-8); got 256 bytes" },
      { property: "metadata", reason: "metadata must be at most 4096 bytes (UTF-8); got 4097 bytes" },
    ]);
    expect((await tcpAddress.check({}, { adoptId: "ipp_1" })).failures).toEqual([{ property: "adoptId", reason: 'adoptId must be a TCP address id of the form ra_<id>; got "ipp_1"' }]);
    expect((await tcpAddress.check({}, { addr: "1.tcp.ngrok.io:20000" })).failures).toEqual([{ property: "addr", reason: "addr is not a known field (allowed fields are listed in the API reference)" }]);
    expect((await tcpAddress.check({}, {})).failures).toEqual([]);
  });
});

describe("CloudEndpoint check of tcp:// and tls:// endpoints", () => {
  const policy = (phase: string, action: string) => JSON.stringify({ [phase]: [{ actions: [{ type: action }] }] });
  const failures = async (url: string, trafficPolicy: string) => (await cloudEndpoint.check({}, { url, trafficPolicy })).failures;

  test("on_tcp_connect with the actions that run on connect is a valid tcp or tls document", async () => {
    for (const action of ["deny", "close-connection", "log", "restrict-ips", "set-vars", "forward-internal"]) {
      const config = action === "forward-internal" ? { url: "tcp://db.internal:5432" } : action === "log" ? { metadata: { a: 1 } } : action === "set-vars" ? { vars: [{ a: 1 }] } : {};
      const text = JSON.stringify({ on_tcp_connect: [{ actions: [{ type: action, config }] }] });
      expect([action, await failures("tcp://1.tcp.ngrok.io:20000", text)]).toEqual([action, []]);
    }
    expect(await failures("tls://db.example.com", policy("on_tcp_connect", "terminate-tls"))).toEqual([]);
  });

  // A policy may hold client secrets: its problems are the resource's (property ""), never printed beside its value.
  test("an action in a phase it does not run in, terminate-tls on a tcp endpoint, an HTTP phase on a tls one", async () => {
    expect(await failures("tls://db.example.com", policy("on_tcp_connect", "custom-response"))).toEqual([
      { property: "", reason: "trafficPolicy is not a valid traffic policy: on_tcp_connect[0].actions[0].type must be an action the on_tcp_connect phase runs (custom-response runs in on_http_request, on_http_response)" },
    ]);
    expect(await failures("https://app.example.com", policy("on_http_request", "terminate-tls"))).toEqual([
      { property: "", reason: "trafficPolicy is not a valid traffic policy: on_http_request[0].actions[0].type must be an action the on_http_request phase runs (terminate-tls runs in on_tcp_connect)" },
    ]);
    expect(await failures("tcp://1.tcp.ngrok.io:20000", policy("on_tcp_connect", "terminate-tls"))).toEqual([
      { property: "", reason: "trafficPolicy must not use terminate-tls on a tcp endpoint (it terminates the TLS of https and tls endpoints only)" },
    ]);
    expect(await failures("tls://db.example.com", policy("on_http_request", "deny"))).toEqual([
      { property: "", reason: "trafficPolicy must not use the on_http_request phase on a tls endpoint (only on_tcp_connect applies)" },
    ]);
  });
});

describe("lifecycle", () => {
  let id = "";
  let outs: ServiceOutputs<TcpAddress>;

  test("create: one POST; the service's address and region in the outputs", async () => {
    mark();
    const r = await tcpAddress.create({ description: "ssh", region: "eu" });
    id = r.id;
    outs = r.outs as ServiceOutputs<TcpAddress>;
    expect(calls()).toEqual(["POST /reserved_addrs 201"]);
    expect(bodies()).toEqual([{ description: "ssh", region: "eu" }]);
    expect(id).toMatch(/^ra_[0-9A-Za-z]+$/);
    expect(outs).toEqual({ uri: `${service.emulator.baseUrl}/reserved_addrs/${id}`, createdAt: TIME, description: "ssh", metadata: null, addr: "1.tcp.eu.ngrok.io:20000", region: "eu" });
  });

  test("diff: the same program is no change; a region left out is not compared; a new or unknown region replaces", async () => {
    const none = { changes: false, replaces: [], deleteBeforeReplace: false };
    expect(await tcpAddress.diff(id, outs, { description: "ssh", region: "eu" })).toEqual(none);
    expect(await tcpAddress.diff(id, outs, { description: "ssh" })).toEqual(none);
    expect(await tcpAddress.diff(id, outs, { description: "ssh", region: "us" })).toEqual({ changes: true, replaces: ["region"], deleteBeforeReplace: false });
    expect((await tcpAddress.diff(id, outs, { description: "ssh", region: UNKNOWN as "us" })).replaces).toEqual(["region"]);
    expect(await tcpAddress.diff(id, outs, { description: "lab", region: "eu" })).toEqual({ changes: true, replaces: [], deleteBeforeReplace: false });
  });

  test("update: one PATCH of what changed; a removed description is cleared with an empty string, which reads back as null", async () => {
    mark();
    const r = await tcpAddress.update(id, outs, { metadata: "m", region: "eu" });
    expect(calls()).toEqual([`PATCH /reserved_addrs/${id} 200`]);
    expect(bodies()).toEqual([{ description: "", metadata: "m" }]);
    outs = r.outs as ServiceOutputs<TcpAddress>;
    // The service leaves "" out of its answer, as for a description never set.
    expect([outs.description, outs.metadata, outs.addr]).toEqual([null, "m", "1.tcp.eu.ngrok.io:20000"]);
    expect(await tcpAddress.read(id)).toEqual({ id, props: outs });
  });

  test("delete: one DELETE; already gone is fine, and read drops it", async () => {
    mark();
    await tcpAddress.remove(id);
    await tcpAddress.remove(id);
    expect(calls()).toEqual([`DELETE /reserved_addrs/${id} 204`, `DELETE /reserved_addrs/${id} 404`]);
    expect(await tcpAddress.read(id, outs)).toEqual({ id: "" });
  });

  test("a tcp:// endpoint on an address the account does not hold: the service's refusal, as one line saying what to do", async () => {
    const trafficPolicy = JSON.stringify({ on_tcp_connect: [{ actions: [{ type: "deny" }] }] });
    await expect(cloudEndpoint.create({ url: "tcp://1.tcp.eu.ngrok.io:20000", trafficPolicy })).rejects.toThrow(
      /^POST \/endpoints failed: 400 ERR_NGROK_319 the endpoint's URL is not reserved on this account: a tcp:\/\/ URL must be one of its TCP addresses \(reserve one with a TcpAddress and use its addr: url pulumi\.interpolate`tcp:\/\/\$\{address\.addr\}`\), an http, https or tls URL a domain it reserved \(a ReservedDomain\) \(operation op_[0-9A-Za-z]+\)$/,
    );
  });
});
