/**
 * `up` of 100 mixed resources through pulumi-ingress against the emulator, against the engine's
 * own floor: the same program over bench-noop (bench/noopPackage.ts), pulumi-ingress's classes over providers
 * that do no I/O, installed in node_modules like pulumi-ingress. Rounds alternate the two so that
 * machine noise hits both alike; medians are compared.
 *
 * Then the state: `pulumi stack export` bytes per resource at 100 and (after an `up` down to) 50
 * resources, and the length of each family's serialized provider (`__provider`).
 */
import type { Emulator } from "../emulator/types";
import { emulatorConfig, type Engine } from "../scripts/engine";
import type { FamilyName } from "../provider/families";
import { writeNoopPackage } from "./noopPackage";
import {
  benchStack,
  bytes,
  childrenCpuMs,
  EDGE,
  type ExportedResource,
  median,
  ownCpuMs,
  progress,
  ratio,
  resourcesOf,
  type Row,
  seconds,
  timed,
} from "./support";

const RESOURCES = 100;
const SMALL = 50;
const ROUNDS = 5;
const OVERHEAD_GOAL = 1.15;
const PROVIDER_GOAL_BYTES = 4096;
/** State per resource at two sizes may differ by the fixed part (stack, default provider, header) only. */
const LINEAR_TOLERANCE = 0.05;

/** The families mixedProgram declares, in its order. */
export const MIXED_FAMILIES = ["TlsCertificate", "HttpsEdgeRoute", "EventSubscription", "AbuseReport", "CloudEndpoint"] as const satisfies readonly FamilyName[];

/**
 * `n` resources cycling through MIXED_FAMILIES, from `pkg` (pulumi-ingress or bench-noop). The
 * routes match paths under `/<scope>/`: the stacks of a run share one edge, where a match must be
 * unique across all routes.
 */
export const mixedProgram = (pkg: string, n: number, scope: string): string => `"use strict";
const fs = require("node:fs");
const ingress = require(${JSON.stringify(pkg)});
const pem = fs.readFileSync("cert.pem", "utf8");
const key = fs.readFileSync("key.pem", "utf8");
for (let i = 0; i < ${n}; i++) {
  switch (i % 5) {
    case 0:
      new ingress.TlsCertificate("cert-" + i, { certificatePem: pem, privateKeyPem: key, description: "certificate " + i });
      break;
    case 1:
      new ingress.HttpsEdgeRoute("route-" + i, { edgeId: "${EDGE}", matchType: "path_prefix", match: "/${scope}/r" + i, backend: { backendId: "bkdtg_bench" }, ipRestriction: { ipPolicyIds: ["ipp_bench"] }, compression: {} });
      break;
    case 2:
      new ingress.EventSubscription("esb-" + i, { sources: ["ip_policy_created.v0", "ip_policy_updated.v0"], destinationIds: ["ed_bench"], description: "subscription " + i });
      break;
    case 3:
      new ingress.AbuseReport("abuse-" + i, { urls: ["https://phish-" + i + ".evil.test/login"] });
      break;
    default:
      new ingress.CloudEndpoint("ep-" + i, { url: "https://ep-" + i + ".${scope}.bench.test", trafficPolicy: { on_http_request: [{ actions: [{ type: "forward-internal", config: { url: "https://ep-" + i + ".internal" } }] }] }, description: "endpoint " + i });
  }
}
`;

const isIngress = (r: ExportedResource) => r.type.startsWith("pulumi-nodejs:dynamic/ingress:");

export async function measureScale(engine: Engine, emulator: Emulator): Promise<Row[]> {
  await engine.installPackage("bench-noop", await writeNoopPackage());
  const config = emulatorConfig(emulator);
  const noop: number[] = [];
  const ingress: number[] = [];
  // CPU time per up of the engine's processes, and of this process (the emulator and the Automation API's event stream).
  const noopCpu: number[] = [];
  const ingressCpu: number[] = [];
  const noopOwn: number[] = [];
  const ingressOwn: number[] = [];
  let measured: { stack: Awaited<ReturnType<typeof benchStack>>; scope: string } | undefined;
  for (let round = 1; round <= ROUNDS; round++) {
    for (const pkg of ["bench-noop", "pulumi-ingress"] as const) {
      const stack = await benchStack(engine, `${pkg}-${round}`, mixedProgram(pkg, RESOURCES, `${pkg}-${round}`), config);
      progress(`up of ${RESOURCES} resources, ${pkg}, round ${round}/${ROUNDS}`);
      const [cpu0, own0] = [childrenCpuMs(), ownCpuMs()];
      const { ms, value } = await timed(() => stack.up());
      const [cpu1, own1] = [childrenCpuMs(), ownCpuMs()];
      if (value.summary.create !== RESOURCES + 1) throw new Error(`${pkg} up created ${JSON.stringify(value.summary)}`);
      (pkg === "bench-noop" ? noop : ingress).push(ms);
      if (cpu0 !== undefined && cpu1 !== undefined) (pkg === "bench-noop" ? noopCpu : ingressCpu).push(cpu1 - cpu0);
      (pkg === "bench-noop" ? noopOwn : ingressOwn).push(own1 - own0);
      if (pkg === "pulumi-ingress" && measured === undefined) measured = { stack, scope: `${pkg}-${round}` };
    }
  }
  const overhead = median(ingress) / median(noop);

  // State at two sizes, from the first pulumi-ingress stack.
  if (measured === undefined) throw new Error("no pulumi-ingress stack was measured");
  progress("state size at 100 resources, then after an up down to 50");
  const big = await measured.stack.exportState();
  const bigBytes = Buffer.byteLength(JSON.stringify(big));
  await measured.stack.setProgram(mixedProgram("pulumi-ingress", SMALL, measured.scope));
  await measured.stack.up();
  const small = await measured.stack.exportState();
  const smallBytes = Buffer.byteLength(JSON.stringify(small));
  if (resourcesOf(big).filter(isIngress).length !== RESOURCES || resourcesOf(small).filter(isIngress).length !== SMALL) {
    throw new Error("the exported states do not hold the expected resource counts");
  }
  const perBig = bigBytes / RESOURCES;
  const perSmall = smallBytes / SMALL;
  const marginal = (bigBytes - smallBytes) / (RESOURCES - SMALL);
  const linear = Math.abs(perSmall / perBig - 1) <= LINEAR_TOLERANCE;

  // Per family of the mixed program: bytes of one resource's state entry, and its serialized provider.
  const byFamily = MIXED_FAMILIES.map((f) => {
    const r = resourcesOf(big).find((x) => x.type.endsWith(`:${f}`));
    const provider = r?.inputs?.["__provider"];
    if (r === undefined || typeof provider !== "string") throw new Error(`no ${f} with a serialized provider in the state`);
    return { family: f, entry: Buffer.byteLength(JSON.stringify(r)), provider: provider.length };
  });
  const largestProvider = Math.max(...byFamily.map((b) => b.provider));

  return [
    {
      measure: `up of ${RESOURCES} mixed resources / up of ${RESOURCES} no-I/O dynamic resources (median of ${ROUNDS})`,
      measured:
        `${ratio(overhead)} (${seconds(median(ingress))} / ${seconds(median(noop))}; rounds ${ingress.map(seconds).join(", ")} vs ${noop.map(seconds).join(", ")}` +
        (ingressCpu.length === ROUNDS && noopCpu.length === ROUNDS
          ? `; CPU time: engine processes ${seconds(median(ingressCpu))} vs ${seconds(median(noopCpu))}, this process (emulator, event stream) ${seconds(median(ingressOwn))} vs ${seconds(median(noopOwn))})`
          : ")"),
      goal: `<= ${OVERHEAD_GOAL}`,
      met: overhead <= OVERHEAD_GOAL ? "yes" : "no",
    },
    {
      measure: "state bytes per resource (stack export / resources)",
      measured:
        `${bytes(perBig)} at ${RESOURCES}, ${bytes(perSmall)} at ${SMALL}; ${bytes(marginal)} per added resource ` +
        `(one entry: ${byFamily.map((b) => `${b.family} ${bytes(b.entry)}`).join(", ")})`,
      goal: "linear",
      met: linear ? "yes" : "no",
    },
    {
      measure: "serialized provider (__provider length), per family of the mixed program",
      measured: byFamily.map((b) => `${b.family} ${bytes(b.provider)}`).join(", "),
      goal: `< ${bytes(PROVIDER_GOAL_BYTES)}`,
      met: largestProvider < PROVIDER_GOAL_BYTES ? "yes" : "no",
    },
  ];
}
