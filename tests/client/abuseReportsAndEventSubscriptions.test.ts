/** Abuse reports and event subscriptions: exact requests and pagination. */
import { abuseReportJson, eventSubscriptionJson, type Harness, type TestServer, useServerAndClient } from "./support";

let server: TestServer;
let h: Harness;
useServerAndClient((s, c) => {
  server = s;
  h = c;
});

describe("abuse reports", () => {
  test("create: POST /abuse_reports with urls and metadata", async () => {
    server.queue({ status: 201, json: abuseReportJson() });
    const r = await h.client.abuseReports.create({ urls: ["https://phish.example.com/login"], metadata: "ticket 7" });
    expect(r).toEqual(abuseReportJson());
    expect(server.requests[0]).toMatchObject({ method: "POST", url: "/abuse_reports", body: '{"urls":["https://phish.example.com/login"],"metadata":"ticket 7"}' });
    expect(server.requests[0]?.headers["content-type"]).toBe("application/json");
  });

  test("get: GET /abuse_reports/{id}; absent hostnames read as []", async () => {
    const json: Record<string, unknown> = { ...abuseReportJson("abrp_2"), status: "PARTIALLY_PROCESSED" };
    delete json.hostnames;
    server.queue({ status: 200, json });
    const r = await h.client.abuseReports.get("abrp_2");
    expect(r.status).toBe("PARTIALLY_PROCESSED");
    expect(r.hostnames).toEqual([]);
    expect(server.requests.map((q) => `${q.method} ${q.url}`)).toEqual(["GET /abuse_reports/abrp_2"]);
  });
});

describe("event subscriptions", () => {
  test("create, get, update, delete: exact methods, paths and bodies", async () => {
    server.queue(
      { status: 201, json: eventSubscriptionJson() },
      { status: 200, json: eventSubscriptionJson() },
      { status: 200, json: { ...eventSubscriptionJson(), description: "ünïcödé" } },
      { status: 204 },
    );
    await h.client.eventSubscriptions.create({ description: "policies", sources: [{ type: "ip_policy_created.v0" }], destination_ids: ["ed_1"] });
    await h.client.eventSubscriptions.get("esb_1");
    const u = await h.client.eventSubscriptions.update("esb_1", { description: "ünïcödé", destination_ids: ["ed_1", "ed_2"] });
    await h.client.eventSubscriptions.delete("esb_1");

    expect(u.description).toBe("ünïcödé");
    expect(server.requests.map((r) => `${r.method} ${r.url} ${r.body}`)).toEqual([
      'POST /event_subscriptions {"description":"policies","sources":[{"type":"ip_policy_created.v0"}],"destination_ids":["ed_1"]}',
      "GET /event_subscriptions/esb_1 ",
      'PATCH /event_subscriptions/esb_1 {"description":"ünïcödé","destination_ids":["ed_1","ed_2"]}',
      "DELETE /event_subscriptions/esb_1 ",
    ]);
    expect(server.requests.map((r) => r.headers["content-type"])).toEqual(["application/json", undefined, "application/json", undefined]);
  });

  test("list: every item of 4 pages, in order", async () => {
    const pages = [["esb_7", "esb_6"], ["esb_5", "esb_4"], ["esb_3", "esb_2"], ["esb_1"]];
    pages.forEach((ids, i) =>
      server.queue({
        status: 200,
        json: {
          event_subscriptions: ids.map((id) => eventSubscriptionJson(id)),
          uri: `${server.origin}/event_subscriptions`,
          next_page_uri: i < pages.length - 1 ? `${server.origin}/event_subscriptions?before_id=${ids[1]}&limit=2` : null,
        },
      }),
    );
    const ids: string[] = [];
    for await (const s of h.client.eventSubscriptions.list({ limit: 2 })) ids.push(s.id);
    expect(ids).toEqual(["esb_7", "esb_6", "esb_5", "esb_4", "esb_3", "esb_2", "esb_1"]);
    expect(server.requests.map((r) => r.url)).toEqual([
      "/event_subscriptions?limit=2",
      "/event_subscriptions?before_id=esb_6&limit=2",
      "/event_subscriptions?before_id=esb_4&limit=2",
      "/event_subscriptions?before_id=esb_2&limit=2",
    ]);
  });
});
