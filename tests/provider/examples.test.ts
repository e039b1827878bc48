// The single-resource examples' preview and destroy, in process: each family's dynamic provider
// answers, against the emulator, exactly the inputs the example registers with the engine for the
// config tests/examples/examples.test.ts gives it (tests/examples/cases.ts; the engine suite proves
// the state holds exactly those). Moved from tests/examples/{abuseReport,eventSubscription,
// httpsEdgeRoute,tlsCertificate}.test.ts, each test under its name there, under the example's name:
// a preview after up is check and diff of those inputs (no change, no call), destroy is delete.
// Their up under the engine (the example as users run it, its outputs, no secret in the state or
// the engine's output) is tests/examples/examples.test.ts's.
import type { Seed } from "../../emulator/types";
import * as abuseReport from "../../provider/resources/abuseReport/family";
import * as eventSubscription from "../../provider/resources/eventSubscription/family";
import * as httpsEdgeRoute from "../../provider/resources/httpsEdgeRoute/family";
import * as tlsCertificate from "../../provider/resources/tlsCertificate/family";
import { type ExampleCase, exampleCases, plainInputs, type SingleExample, TLS_CERTIFICATE_CHAIN } from "../examples/cases";
import { makeChain } from "../support/certs";
import { useProviderService } from "../support/providerService";
import { type ProviderSteps, stepsOf } from "../support/providerSteps";

let cases: Record<SingleExample, ExampleCase>;

// One emulator holding every example's seed: each test reads only its own collection.
const service = useProviderService(async () => {
  cases = exampleCases(await makeChain(TLS_CERTIFICATE_CHAIN));
  const seeds = Object.values(cases).map((c) => c.seed ?? {});
  return { seed: Object.assign({}, ...seeds) as Seed };
});
const { mark, calls } = service;

/** The example's resource after its up, as the engine holds it. */
async function upOf(example: SingleExample, steps: ProviderSteps): Promise<Record<string, unknown>> {
  const inputs = plainInputs(cases[example].inputs) as Record<string, unknown>;
  expect(await steps.up(inputs)).toBe("create");
  return inputs;
}

describe("examples/abuse-report", () => {
  const report = stepsOf(abuseReport);
  let inputs: Record<string, unknown>;

  test("preview then shows no changes and makes no API call", async () => {
    inputs = await upOf("abuse-report", report);
    mark();
    expect(await report.preview(inputs)).toBe("same");
    expect(calls()).toEqual([]);
  });

  test("destroy forgets the report without any API call", async () => {
    const id = report.id;
    const before = Object.keys(service.emulator.snapshot().abuse_reports);
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    mark();
    try {
      await report.destroy();
      // The warning the engine shows under the report (tests/engine/leftWithoutDelete.test.ts).
      expect(warn.mock.calls).toEqual([[`warning: ${id}: ${abuseReport.ABUSE_REPORT_NOT_WITHDRAWN}`]]);
    } finally {
      warn.mockRestore();
    }
    expect(calls()).toEqual([]);
    expect(Object.keys(service.emulator.snapshot().abuse_reports)).toEqual(before);
  });
});

describe("examples/event-subscription", () => {
  const subscription = stepsOf(eventSubscription);
  let inputs: Record<string, unknown>;

  test("preview then shows no changes and makes no API call", async () => {
    inputs = await upOf("event-subscription", subscription);
    mark();
    expect(await subscription.preview(inputs)).toBe("same");
    expect(calls()).toEqual([]);
  });

  test("destroy deletes the subscription with one DELETE", async () => {
    const id = subscription.id;
    mark();
    await subscription.destroy();
    expect(calls()).toEqual([`DELETE /event_subscriptions/${id} 204`]);
    expect(service.emulator.snapshot().event_subscriptions).toEqual({});
  });
});

describe("examples/https-edge-route", () => {
  const route = stepsOf(httpsEdgeRoute);
  let inputs: Record<string, unknown>;

  test("preview then shows no changes and makes no API call", async () => {
    inputs = await upOf("https-edge-route", route);
    mark();
    expect(await route.preview(inputs)).toBe("same");
    expect(calls()).toEqual([]);
  });

  test("destroy deletes the route with one DELETE", async () => {
    const id = route.id;
    mark();
    await route.destroy();
    expect(calls()).toEqual([`DELETE /edges/https/edghts_example/routes/${id} 204`]);
    expect(service.emulator.snapshot().routes).toEqual({});
  });
});

describe("examples/tls-certificate", () => {
  const cert = stepsOf(tlsCertificate);
  let inputs: Record<string, unknown>;

  test("preview then shows no changes and makes no API call", async () => {
    inputs = await upOf("tls-certificate", cert);
    mark();
    expect(await cert.preview(inputs)).toBe("same");
    expect(calls()).toEqual([]);
  });

  test("destroy deletes the certificate with one DELETE", async () => {
    const id = cert.id;
    mark();
    await cert.destroy();
    expect(calls()).toEqual([`DELETE /tls_certificates/${id} 204`]);
    expect(service.emulator.snapshot().tls_certificates).toEqual({});
  });
});
