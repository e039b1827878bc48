// ReservedDomain's dynamic provider in process against the emulator, step by step as the engine drives
// it (tests/support/providerSteps.ts): every call, every body, the outputs, the refusals. Moved from
// tests/engine/reservedDomain.test.ts, each test under its name there. What only the engine proves
// went to the engine suites: the domain's `domain`, an Output, put into an endpoint's URL through
// pulumi.interpolate, and destroy releasing the domain only after the endpoint, which the service
// requires (ERR_NGROK_446) (tests/engine/wholeAccount.test.ts); a replacement made before the old
// item is deleted, as the diff's deleteBeforeReplace: false asks (tests/engine/replacementOrders.test.ts,
// the rule moved to a new policy); check's failures as the engine prints them
// (tests/reliability/badInput.test.ts). Of the bad inputs, tests/unit/reservedDomainProvider.test.ts
// ("check refuses bad inputs…") already has an over-long name (308 characters; the engine suite's
// was 255), an underscore, both certificate choices and an unknown point of presence, each with no
// call: only the one it lacks is here.
import * as cloudEndpoint from "../../provider/resources/cloudEndpoint/family";
import * as reservedDomain from "../../provider/resources/reservedDomain/family";
import { policyCarried } from "../../sdk/policyCarried";
import { useProviderService } from "../support/providerService";
import { stepsOf } from "../support/providerSteps";

const service = useProviderService();
const { mark, calls, bodies } = service;
const domain = stepsOf(reservedDomain);
let id = "";

/** A step's check failures as one message (`property: reason` lines), or "" when it passed. */
const refusal = (step: Promise<unknown>): Promise<string> =>
  step.then(
    () => "",
    (e: Error) => e.message,
  );

test("up reserves the domain with exactly one API call; a custom domain's certificate is managed by default", async () => {
  mark();
  expect(await domain.up({ domain: "App.Example.com", description: "app", resolvesTo: ["eu", "us-cal-1"] })).toBe("create");
  id = domain.id;
  expect(id).toMatch(/^rd_[A-Za-z0-9]+$/);
  expect(calls()).toEqual(["POST /reserved_domains 201"]);
  expect(domain.outputs["domain"]).toBe("app.example.com");
  expect(domain.outputs["cnameTarget"]).toMatch(/^[a-z]{17}\.emu7ingress2acct\.ngrok-cname\.com$/);
  expect(domain.outputs["certificateManagementPolicy"]).toEqual({ authority: "letsencrypt", privateKeyType: "ecdsa" });
  // The service leaves out what is empty (omitempty): no renewsAt, errorCode or retriesAt while provisioning.
  expect(domain.outputs["certificateManagementStatus"]).toEqual({
    provisioningJob: { msg: "Managed certificate provisioning in progress.", startedAt: expect.stringMatching(/Z$/) },
  });
  expect(domain.outputs["resolvesTo"]).toEqual(["eu", "us-cal-1"]);
});

test("a second preview reports no changes and makes no API call: the name's case, the default policy and resolvesTo's order are not changes", async () => {
  mark();
  expect(await domain.preview({ domain: "app.example.com.", description: "app", resolvesTo: ["us-cal-1", "eu"], certificateManagementPolicy: { privateKeyType: "ecdsa" } })).toBe("same");
  expect(calls()).toEqual([]);
});

test("a changed description and resolution are one PATCH with only what changed, the same id", async () => {
  mark();
  expect(await domain.up({ domain: "app.example.com", description: "v2", resolvesTo: ["eu"] })).toBe("update");
  expect(domain.id).toBe(id);
  expect(calls()).toEqual([`PATCH /reserved_domains/${id} 200`]);
  expect(bodies()).toEqual([{ description: "v2", resolves_to: [{ value: "eu" }] }]);
});

test("refresh reads the domain with one GET and finds no drift", async () => {
  const before = domain.outputs;
  mark();
  expect(await domain.refresh()).toEqual(before);
  expect(calls()).toEqual([`GET /reserved_domains/${id} 200`]);
  // What refresh also asks: do the program's inputs still match what was read (diff, no call)?
  mark();
  expect(await domain.preview({ domain: "app.example.com", description: "v2", resolvesTo: ["eu"] })).toBe("same");
  expect(calls()).toEqual([]);
});

test("another domain replaces the reservation: the new one is reserved, then the old one released", async () => {
  mark();
  expect(await domain.up({ domain: "www.example.com", description: "v2", resolvesTo: ["eu"] })).toBe("replace");
  const next = domain.id;
  expect(next).not.toBe(id);
  expect(calls()).toEqual(["POST /reserved_domains 201", `DELETE /reserved_domains/${id} 204`]);
  expect(Object.values(service.emulator.snapshot().reserved_domains).map((d) => d.domain)).toEqual(["www.example.com"]);
  id = next;
  expect(domain.outputs["domain"]).toBe("www.example.com");
});

describe("bad inputs fail at preview, naming the field and the rule, with no API call", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    [
      "an uploaded certificate on ngrok's domain",
      { domain: "me.ngrok.app", certificateId: "cert_1" },
      "certificateId: certificateId must not be set for me.ngrok.app: uploaded certificates are not allowed for domains owned by ngrok (ERR_NGROK_440)",
    ],
  ];
  test.each(cases)("%s", async (_name, args, message) => {
    mark();
    expect(await refusal(domain.preview(args))).toBe(message);
    expect(calls()).toEqual([]);
  });
});

test("destroy releases the domain with one DELETE", async () => {
  mark();
  await domain.destroy();
  expect(calls()).toEqual([`DELETE /reserved_domains/${id} 204`]);
  expect(service.emulator.snapshot().reserved_domains).toEqual({});
});

test("an endpoint whose URL is built from the domain names it, and destroy releases the domain after the endpoint", async () => {
  const wildcard = stepsOf(reservedDomain);
  const endpoint = stepsOf(cloudEndpoint);
  await wildcard.up({ domain: "*.apps.example.com" });
  // The program's URL: `https://shop.${domain.slice(2)}` of the domain the service returned.
  await endpoint.up({
    url: `https://shop.${String(wildcard.outputs["domain"]).slice(2)}`,
    trafficPolicy: policyCarried({ on_http_request: [{ actions: [{ type: "deny" }] }] }).text,
  });
  expect(endpoint.outputs["domain"]).toEqual({ id: wildcard.id, uri: `${service.emulator.baseUrl}/reserved_domains/${wildcard.id}` });
  const [domainId, endpointId] = [wildcard.id, endpoint.id];
  mark();
  await endpoint.destroy();
  await wildcard.destroy();
  expect(calls()).toEqual([`DELETE /endpoints/${endpointId} 204`, `DELETE /reserved_domains/${domainId} 204`]);
  expect(endpointId).toMatch(/^ep_\w+$/);
});
