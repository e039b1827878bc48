// ngrok's npm client, @ngrok/ngrok-api (a devDependency, pinned), against the emulator: create, get,
// update, list and delete of every family it has (tests/clients/families.ts).
import { Ngrok } from "@ngrok/ngrok-api";
import type { FamilyName } from "../../provider/families";
import { camelKeys, snakeKeys } from "../../provider/inputs/naming";
import { start, type Api } from "../emulator/helpers";
import type { Emulator } from "../../emulator";
import { CLIENT_FAMILIES, expectSteps, type Steps } from "./families";

/** The methods the test calls on one of the client's services. */
interface Service {
  create(arg: object): Promise<{ id: string }>;
  get(id: string): Promise<object>;
  update(arg: object): Promise<object>;
  list(): Promise<{ id: string }[]>;
  delete(id: string): Promise<unknown>;
}

let emulator: Emulator;
let api: Api;
let ngrok: Ngrok;

beforeAll(async () => {
  ({ emulator, api } = await start());
  ngrok = new Ngrok({ apiToken: emulator.apiKey, baseUrl: emulator.baseUrl });
});
afterAll(() => emulator.close());

/** The status a client's refusal carries (wretch's error has `status`). */
const statusOf = (e: unknown): number => (e as { status?: number; statusCode?: number }).status ?? (e as { statusCode?: number }).statusCode ?? 0;

const covered = Object.entries(CLIENT_FAMILIES).filter(([, f]) => f.npm !== undefined) as [FamilyName, NonNullable<(typeof CLIENT_FAMILIES)[FamilyName]>][];

test.each(covered)("%s: create, get, update, list and delete through @ngrok/ngrok-api", async (name, family) => {
  const service = (ngrok as unknown as Record<string, Service>)[family.npm as string] as Service;
  const bodies = await family.bodies(api);
  const wire = (v: unknown): Record<string, unknown> => snakeKeys(v) as Record<string, unknown>;
  const created = await service.create(camelKeys(bodies.create) as object);
  const steps: Steps = {
    created: wire(created),
    got: wire(await service.get(created.id)),
    updated: wire(await service.update({ id: created.id, ...(camelKeys(bodies.update) as object) })),
    listed: (await service.list()).map((i) => i.id),
    deleted: await service.delete(created.id).then(() => "deleted", (e: Error) => e.message),
    goneStatus: await service.get(created.id).then(() => 200, statusOf),
  };
  // CLIENT_QUIRKS.npmDeleteRejects: the 204 of a delete has no body, which the client parses as
  // JSON; its error handler then parses that error's message ("invalid json response body …") as JSON.
  expect(steps.deleted).toBe(`Unexpected token 'i', "invalid js"... is not valid JSON`);
  expectSteps(name, steps, bodies, expect, family.npmIdPrefix);
});
