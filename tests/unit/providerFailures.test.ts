/**
 * A failure of any provider operation reaches the engine once: as the message the dynamic provider
 * host answers with. The host's own print of it (`${e}: ${e.stack}` in check, diff, read and
 * delete; @pulumi/pulumi/cmd/dynamic-provider) is kept off stderr; everything else printed stays.
 */
import { EdgesGoneError, EdgesReadOnlyError, ForbiddenError } from "../../provider/ingressClient";
import { providerOf, type FamilyFunctions } from "../../provider/lifecycle/dynamicProvider";
import { STOP_MANAGING } from "../../provider/lifecycle/sunset";

const refused = new ForbiddenError({ method: "DELETE", path: "/edges/https/edghts_a/routes/edghtsrt_b", status: 403, errorCode: "ERR_NGROK_7196", msg: "read-only" });
const fail = async (): Promise<never> => {
  throw refused;
};
const family: FamilyFunctions<Record<string, unknown>, Record<string, unknown>> = { check: fail, diff: fail, create: fail, read: fail, update: fail, remove: fail };
const provider = providerOf(family);

/** What the host does with an operation's failure (cmd/dynamic-provider/index.js): prints it (not in create and update), then answers with it. */
async function asTheHost(print: boolean, op: () => Promise<unknown>): Promise<string> {
  try {
    await op();
  } catch (e) {
    if (print) console.error(`${e}: ${(e as Error).stack}`);
    return (e as Error).message;
  }
  throw new Error("the operation succeeded");
}

// stderr, as the provider finds it: in place before the first failure, which wraps it.
let printed: unknown[][] = [];
beforeAll(() => jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => void printed.push(args)));
beforeEach(() => {
  printed = [];
});
// A turn passes after each test: what the host would print, it has printed by then.
afterEach(() => new Promise((r) => setImmediate(r)));

test("every operation fails with the service's error, and the host's print of it is kept off stderr", async () => {
  const messages = await Promise.all([
    asTheHost(true, () => provider.check!({}, {})),
    asTheHost(true, () => provider.diff!("edghtsrt_b", {}, {})),
    asTheHost(false, () => provider.create({})),
    asTheHost(true, () => provider.read!("edghtsrt_b", {})),
    asTheHost(false, () => provider.update!("edghtsrt_b", {}, {})),
    asTheHost(true, () => provider.delete!("edghtsrt_b", {})),
  ]);
  expect(messages).toEqual(Array(6).fill("DELETE /edges/https/edghts_a/routes/edghtsrt_b failed: 403 ERR_NGROK_7196 read-only"));
  expect(printed).toEqual([]);
});

test("only the expected prints are kept off: a second print of the same line, and other lines, are printed", async () => {
  await asTheHost(true, () => provider.delete!("edghtsrt_b", {}));
  const line = `${refused}: ${refused.stack}`;
  console.error(line);
  console.error("something else", 1);
  expect(printed).toEqual([[line], ["something else", 1]]);
});

test("a line the host never printed (create, update) is not kept off later", async () => {
  await asTheHost(false, () => provider.create({}));
  await new Promise((r) => setImmediate(r));
  const line = `${refused}: ${refused.stack}`;
  console.error(line);
  expect(printed).toEqual([[line]]);
});

test("a refusal of ngrok's sunset of edges gets the way forward of its operation, on the same line, and its print is kept off too", async () => {
  const at = { method: "DELETE", path: "/edges/https/edghts_a/routes/edghtsrt_b", status: 403, msg: "m", operationId: "op_1" };
  const readOnly = new EdgesReadOnlyError({ ...at, errorCode: "ERR_NGROK_7196" });
  const gone = new EdgesGoneError({ ...at, errorCode: "ERR_NGROK_7008" });
  const throwing = (e: Error) => providerOf<Record<string, unknown>, Record<string, unknown>>({ ...family, create: () => Promise.reject(e), read: () => Promise.reject(e), remove: () => Promise.reject(e) });
  const leave = "move the routes to a CloudEndpoint with trafficPolicyOf or pulumi-ingress migrate";
  expect(
    await Promise.all([
      asTheHost(false, () => throwing(readOnly).create({})),
      asTheHost(true, () => throwing(readOnly).delete!("edghtsrt_b", {})),
      asTheHost(true, () => throwing(gone).read!("edghtsrt_b", {})),
      asTheHost(true, () => throwing(gone).delete!("edghtsrt_b", {})),
    ]),
  ).toEqual([
    `${readOnly.message}; undo the change in the program, or ${leave}`,
    `${readOnly.message}; the route stays at ngrok: ${STOP_MANAGING}`,
    `${gone.message}; ${leave}, and drop each route from the stack: ${STOP_MANAGING}`,
    `${gone.message}; the route stays at ngrok: ${STOP_MANAGING}`,
  ]);
  expect(printed).toEqual([]);
});
