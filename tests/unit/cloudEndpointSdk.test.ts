// The SDK's part of CloudEndpoint: a policy object becomes its text before the provider sees it
// (so state and diffs hold the string), secret when the policy holds a secret.
import * as pulumi from "@pulumi/pulumi";
import { policyInput } from "../../sdk/cloudEndpoint";

/** The value and secretness of an Output, read outside a deployment. */
async function settle(input: pulumi.Input<unknown>): Promise<{ value: unknown; secret: boolean }> {
  const out = pulumi.output(input) as pulumi.Output<unknown>;
  return { value: await (out as unknown as { promise(): Promise<unknown> }).promise(), secret: await pulumi.isSecret(out) };
}

const FORWARD = { on_http_request: [{ actions: [{ type: "forward-internal" as const, config: { url: "https://app.internal" } }] }] };

test("an object becomes its JSON text, in the schema's key order", async () => {
  expect(await settle(policyInput({ on_http_response: [{ actions: [{ config: { headers: ["server"] }, type: "remove-headers" }] }], ...FORWARD } as never))).toEqual({
    value: '{"on_http_request":[{"actions":[{"type":"forward-internal","config":{"url":"https://app.internal"}}]}],"on_http_response":[{"actions":[{"type":"remove-headers","config":{"headers":["server"]}}]}]}',
    secret: false,
  });
});

test("text passes unchanged", async () => {
  expect(await settle(policyInput("on_http_request: []\n"))).toEqual({ value: "on_http_request: []\n", secret: false });
});

test("a policy holding a client secret, a webhook secret or basic-auth credentials is made secret, object or text", async () => {
  const oauth = { on_http_request: [{ actions: [{ type: "oauth" as const, config: { provider: "google", client_id: "id", client_secret: "s3cret" } }] }] };
  expect(await settle(policyInput(oauth as never))).toEqual({ value: JSON.stringify(oauth), secret: true });
  const webhook = "on_http_request:\n  - actions:\n      - type: verify-webhook\n        config:\n          provider: github\n          secret: s3cret\n";
  expect(await settle(policyInput(webhook))).toEqual({ value: webhook, secret: true });
  const basic = { on_http_request: [{ actions: [{ type: "basic-auth" as const, config: { credentials: ["ops:correct-horse"] } }] }] };
  expect(await settle(policyInput(basic))).toEqual({ value: JSON.stringify(basic), secret: true });
});

test("an invalid object is passed on as it is, for the provider's check to name its faults", async () => {
  const bad = { on_http_request: [{ actions: [{ type: "forward-internal", config: { url: "" } }] }] };
  expect(await settle(policyInput(bad as never))).toEqual({ value: bad, secret: false });
});

test("an Output policy is followed", async () => {
  expect((await settle(policyInput(pulumi.output(FORWARD as never)))).value).toBe(JSON.stringify(FORWARD));
});
