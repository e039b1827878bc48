/** `/reserved_addrs` over HTTP: TCP addresses' assigned host:port per region, updates, and the tcp:// endpoints that must be on one (ERR_NGROK_319). */
import type { Emulator } from "../../emulator";
import { TcpAddress, TCP_ADDRESSES } from "../../provider/resources/tcpAddress/wire";
import { expectError, idOf, start, TIME, type Api } from "./helpers";

let emulator: Emulator;
let api: Api;
let base: string;
beforeAll(async () => ({ emulator, api, base } = await start()));
afterAll(() => emulator.close());

const ON_CONNECT = "on_tcp_connect:\n  - actions:\n      - type: restrict-ips\n        config:\n          allow: [203.0.113.0/24]\n";

describe("create, get, list, update, delete", () => {
  let first = "";

  test("201: the service assigns host:port (us by default), description and metadata as sent", async () => {
    const r = await api.post("/reserved_addrs", { description: "SSH for device #001" });
    expect(r.status).toBe(201);
    first = r.body.id as string;
    expect(r.body).toStrictEqual({
      id: idOf("ra_"),
      uri: `${base}/reserved_addrs/${first}`,
      created_at: TIME,
      description: "SSH for device #001",
      addr: "1.tcp.ngrok.io:20000",
      region: "us",
    });
    expect(TcpAddress.safeParse(r.body).success).toBe(true);
    expect((await api.get(`/reserved_addrs/${first}`)).body).toEqual(r.body);
  });

  test("each address its own port on its region's host", async () => {
    const us = await api.post("/reserved_addrs", {});
    const eu = await api.post("/reserved_addrs", { region: "eu", metadata: '{"proto":"ssh"}' });
    expect([us.body.addr, us.body.region]).toEqual(["1.tcp.ngrok.io:20001", "us"]);
    expect([eu.body.addr, eu.body.region, eu.body.metadata]).toEqual(["1.tcp.eu.ngrok.io:20000", "eu", '{"proto":"ssh"}']);
    const page = (await api.get("/reserved_addrs")).body;
    expect(TCP_ADDRESSES.page.safeParse(page).success).toBe(true);
    expect((page.reserved_addrs as { addr: string }[]).map((a) => a.addr).sort()).toEqual(["1.tcp.eu.ngrok.io:20000", "1.tcp.ngrok.io:20000", "1.tcp.ngrok.io:20001"]);
  });

  test("400 for a region the service does not have, and for a region in an update (the address cannot move)", async () => {
    expectError(await api.post("/reserved_addrs", { region: "mars" }), 400, "ERR_VALIDATION", 'region must be one of "au", "eu", "ap", "us", "jp", "in", "sa"; got "mars"');
    expectError(await api.patch(`/reserved_addrs/${first}`, { region: "eu" }), 400, "ERR_VALIDATION", "region is not a known field (allowed fields are listed in the API reference)");
  });

  test("PATCH changes description and metadata only; the address stays", async () => {
    const r = await api.patch(`/reserved_addrs/${first}`, { description: "", metadata: "m" });
    expect(r.status).toBe(200);
    expect(["description" in r.body, r.body.metadata, r.body.addr]).toEqual([false, "m", "1.tcp.ngrok.io:20000"]);
  });

  test("DELETE: 204, then 404", async () => {
    expect((await api.del(`/reserved_addrs/${first}`)).status).toBe(204);
    expectError(await api.get(`/reserved_addrs/${first}`), 404, "ERR_NOT_FOUND", `TCP address ${first} not found`);
  });
});

describe("a public tcp:// endpoint is on one of the account's TCP addresses", () => {
  test("on one: 201, naming it in tcp_addr", async () => {
    const a = await api.post("/reserved_addrs", { region: "jp" });
    const r = await api.post("/endpoints", { url: `tcp://${a.body.addr as string}`, traffic_policy: ON_CONNECT });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ url: "tcp://1.tcp.jp.ngrok.io:20000", proto: "tcp", hostport: "1.tcp.jp.ngrok.io:20000", bindings: ["public"], tcp_addr: { id: a.body.id, uri: a.body.uri } });
  });

  test("on none: 400 ERR_NGROK_319 with the service's text, at create and at update", async () => {
    const text = "You must reserve a custom hostname for your account before it can be used to create endpoints.\nFailed to create an endpoint with the domain `1.tcp.ngrok.io:29999`.\n\nReserve this name on your dashboard: https://dashboard.ngrok.com/domains/new";
    expectError(await api.post("/endpoints", { url: "tcp://1.tcp.ngrok.io:29999", traffic_policy: ON_CONNECT }), 400, "ERR_NGROK_319", text);
    const internal = await api.post("/endpoints", { url: "tcp://db.internal:5432", traffic_policy: ON_CONNECT });
    expect(internal.status).toBe(201);
    expectError(await api.patch(`/endpoints/${internal.body.id as string}`, { url: "tcp://1.tcp.ngrok.io:29999", bindings: ["public"] }), 400, "ERR_NGROK_319", text);
  });

  test("a tls:// endpoint runs terminate-tls on connect; a tcp:// one cannot (there is no TLS to terminate)", async () => {
    const terminate = "on_tcp_connect:\n  - actions:\n      - type: terminate-tls\n        config:\n          min_version: '1.3'\n";
    expect((await api.post("/endpoints", { url: "tls://db.example.com", traffic_policy: terminate })).status).toBe(201);
    expectError(
      await api.post("/endpoints", { url: "tcp://db.internal:5432", traffic_policy: terminate }),
      400,
      "ERR_INVALID_TRAFFIC_POLICY",
      "traffic_policy must not use terminate-tls on a tcp endpoint (it terminates the TLS of https and tls endpoints only)",
    );
  });

  test("an action in a phase it does not run in is refused (ERR_NGROK_2202)", async () => {
    const custom = "on_tcp_connect:\n  - actions:\n      - type: custom-response\n        config:\n          body: hi\n";
    expectError(
      await api.post("/endpoints", { url: "tls://db2.example.com", traffic_policy: custom }),
      400,
      "ERR_INVALID_TRAFFIC_POLICY",
      "traffic_policy is not a valid traffic policy: on_tcp_connect[0].actions[0].type must be an action the on_tcp_connect phase runs (custom-response runs in on_http_request, on_http_response)",
    );
  });
});
