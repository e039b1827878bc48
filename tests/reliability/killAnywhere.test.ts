// Kill anywhere, two points of it: scripts/kill-anywhere.ts kills an `up` of 40 resources with
// SIGKILL (every process of the run) at a moment drawn from a seed, runs the flow of docs/recovery.md after an
// interrupted `up` (cancel, pulumi-ingress-recover --yes, up; and, when the kill left a file
// backend's sidecar empty, its removal) and checks the service against the state. The script runs 20 points; here seeds 1 and 14 kill at 0.63 and 0.45 of the window (one
// unkilled `up`); whether that is before or among the creates depends on how long the engine takes
// to start on the machine, so the assertions hold for any phase.
import { calibrate, describePoint, killFraction, killPoint, type PointResult, RECOVERY_STEPS, RESOURCES } from "../../scripts/kill-anywhere";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS } from "../support/engine";
import { Figures } from "./figures";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const figures = new Figures("killAnywhere");
const SEEDS = [1, 14];
let windowMs = 0;
const points: PointResult[] = [];

beforeAll(async () => {
  windowMs = await calibrate();
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  figures.set("duplicates", points.reduce((n, p) => n + p.duplicates, 0));
  figures.set("orphans", points.reduce((n, p) => n + p.orphans, 0));
  figures.detail("kill points (`npm run test:kill` runs 20)", points.length);
  figures.detail("window: one unkilled up of 40 resources, 1 s service latency", `${(windowMs / 1000).toFixed(1)} s`);
  for (const p of points) {
    figures.detail(
      `seed ${p.seed}: killed at`,
      `${(p.killMs / 1000).toFixed(1)} s, ${p.phase}: ${p.createsSent} creates sent, ${p.createsAnswered} answered, ${p.checkpointed} checkpointed; ${p.found} found by recover, ${p.madeNothing} made nothing`,
    );
  }
  figures.detail("processes killed per point (CLI, language host, providers)", points.map((p) => p.processesKilled).join(", "));
  figures.detail("file backend sidecars left empty by a kill, removed as docs/recovery.md says", points.reduce((n, p) => n + p.tornSidecars, 0));
  figures.detail("steps to converge after each kill", `${RECOVERY_STEPS.length} (${RECOVERY_STEPS.join(", ")})`);
  figures.detail("converged (preview with no change) and state ids equal the service's", `${points.filter((p) => p.converged && p.idsMatch).length} of ${points.length}`);
  await figures.write();
});

test.each(SEEDS)("seed %i: the up killed at a seeded moment; after cancel, recover and up, one item per resource, none orphaned, converged", async (seed) => {
  const p = await killPoint(seed, windowMs);
  points.push(p);
  // The point's own line first, so a failure says where the kill landed.
  expect(describePoint(p, windowMs)).not.toContain("FAILED");
  expect(p.plannedMs).toBe(Math.floor(killFraction(seed) * windowMs));
  expect(p.recoverExit).toBe(0);
  // Every pending create settled, and every create the service completed is held: checkpointed or found.
  expect(p.found + p.madeNothing).toBe(p.pendingCreates);
  expect(p.createsCommitted).toBe(p.checkpointed + p.found);
  const held = p.checkpointed + p.found;
  expect(p.finalUp).toEqual(held < RESOURCES ? { create: RESOURCES - held, same: held + 1 } : { same: RESOURCES + 1 });
  expect({ duplicates: p.duplicates, orphans: p.orphans, converged: p.converged, idsMatch: p.idsMatch }).toEqual({ duplicates: 0, orphans: 0, converged: true, idsMatch: true });
  figures.passed();
});
