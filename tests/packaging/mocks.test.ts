// A user's unit tests run their program under Pulumi's mocks (no engine, no CLI): the resources
// register the program's inputs, no process is started and nothing is warned; an abuse report
// carries its URN for its delete warning; each class's isInstance knows its own resources. The package and
// @pulumi/pulumi are the user project's: the package as installed from its tarball.
import type * as ChildProcess from "node:child_process";
import * as path from "node:path";
import type * as Pulumi from "@pulumi/pulumi";
import type * as Ingress from "../../sdk";
import { userProject } from "../support/engine";

type Sdk = typeof Ingress;
let pulumi: typeof Pulumi;
let ingress: Sdk;
const registered = new Map<string, Record<string, unknown>>();
/** Every process started: a program's process must start none. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the module object itself, which the package's require gets too
const started = jest.spyOn(require("node:child_process") as typeof ChildProcess, "execFile");
const warned = jest.spyOn(console, "warn");

beforeAll(async () => {
  const modules = path.join(await userProject(), "node_modules");
  /* eslint-disable @typescript-eslint/no-require-imports -- the user project's copies, not this repository's */
  pulumi = require(path.join(modules, "@pulumi", "pulumi")) as typeof Pulumi;
  await pulumi.runtime.setMocks(
    {
      newResource: (args) => {
        registered.set(args.name, args.inputs as Record<string, unknown>);
        return { id: `${args.name}-id`, state: args.inputs };
      },
      call: () => ({}),
    },
    "app",
    "dev",
    false,
    "acme",
  );
  // Loaded after setMocks, as a user's test does.
  ingress = require(path.join(modules, "pulumi-ingress")) as Sdk;
  /* eslint-enable @typescript-eslint/no-require-imports */
});

test("under mocks the inputs are the program's", async () => {
  const sub = new ingress.EventSubscription("audit", { sources: ["ip_policy_created.v0"], destinationIds: ["ed_2jkl"] });
  const report = new ingress.AbuseReport("phish", { urls: ["https://phish.evil.test/"] });
  await new Promise<void>((resolve) => pulumi.all([sub.id, report.id]).apply(() => resolve()));
  const { __provider: _p, ...subInputs } = registered.get("audit") ?? {};
  expect(subInputs).toEqual({ sources: ["ip_policy_created.v0"], destinationIds: ["ed_2jkl"] });
  const { __provider: _q, ...reportInputs } = registered.get("phish") ?? {};
  expect(started).not.toHaveBeenCalled();
  expect(warned).not.toHaveBeenCalled();
  expect(reportInputs).toEqual({ urls: ["https://phish.evil.test/"], __urn: "urn:pulumi:dev::app::pulumi-nodejs:dynamic/ingress:AbuseReport::phish" });
});

test("isInstance tells each class's resources apart, and nothing else is one", async () => {
  const sub = new ingress.EventSubscription("typed", { sources: ["ip_policy_created.v0"], destinationIds: ["ed_2jkl"] });
  const route = new ingress.HttpsEdgeRoute("typed-route", { edgeId: "edghts_2abc", matchType: "path_prefix", match: "/" });
  await new Promise<void>((resolve) => pulumi.all([sub.id, route.id]).apply(() => resolve()));
  expect([ingress.EventSubscription.isInstance(sub), ingress.HttpsEdgeRoute.isInstance(sub), ingress.TlsCertificate.isInstance(sub), ingress.AbuseReport.isInstance(sub)]).toEqual([true, false, false, false]);
  expect([ingress.HttpsEdgeRoute.isInstance(route), ingress.EventSubscription.isInstance(route)]).toEqual([true, false]);
  expect([undefined, null, {}, "x", { __pulumiType: "other" }].map((x) => ingress.EventSubscription.isInstance(x))).toEqual([false, false, false, false, false]);
  expect(ingress.EventSubscription.__pulumiType).toBe("pulumi-nodejs:dynamic/ingress:EventSubscription");
});
