// Smoke test of the real Pulumi engine, offline: the CLI built by scripts/install-pulumi.sh, our
// language host, and a dynamic provider loaded through node_modules, against a local HTTP server.
// One stack: up, export, preview, refresh, destroy, then a failing program on it. A TypeScript
// program run through ts-node is no longer given a stack of its own here: the programs that
// `pulumi-ingress import` and `migrate` write are index.ts files the engine runs that way, checked
// by their outputs and calls (tests/engine/import.test.ts's README seed example, tests/engine/migrateProgram.test.ts),
// as are the examples (tests/examples/, startExample).
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { type AddressInfo } from "node:net";
import * as path from "node:path";
import { unexpectedWarnings } from "../support/runtimeWarnings";
import {
  createEngine,
  type Engine,
  ENGINE_SETUP_TIMEOUT_MS,
  ENGINE_TEST_TIMEOUT_MS,
  type EngineStack,
  findResource,
} from "../support/engine";

interface Item {
  id: string;
  name: string;
  value: string;
}

/** An in-memory `/items` API, recording every request. */
class ItemServer {
  readonly items = new Map<string, Item>();
  readonly requests: { method: string; url: string; body: unknown }[] = [];
  private nextId = 1;
  private readonly server: Server = createServer((req, res) => {
    void readJson(req).then((body) => {
      this.requests.push({ method: req.method ?? "", url: req.url ?? "", body });
      const [status, reply] = this.handle(req.method ?? "", req.url ?? "", body as Partial<Item> | undefined);
      res.writeHead(status, { "content-type": "application/json" });
      res.end(reply === undefined ? undefined : JSON.stringify(reply));
    });
  });
  url = "";

  async start(): Promise<void> {
    this.server.listen(0, "127.0.0.1");
    await once(this.server, "listening");
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private handle(method: string, url: string, body: Partial<Item> | undefined): [number, unknown] {
    const id = /^\/items\/([^/]+)$/.exec(url)?.[1];
    if (method === "POST" && url === "/items") {
      const item = { id: String(this.nextId++), name: String(body?.name), value: String(body?.value) };
      this.items.set(item.id, item);
      return [201, item];
    }
    const item = id === undefined ? undefined : this.items.get(id);
    if (item === undefined) return [404, { error: "not found" }];
    if (method === "GET") return [200, item];
    if (method === "PUT") {
      Object.assign(item, { name: String(body?.name), value: String(body?.value) });
      return [200, item];
    }
    if (method === "DELETE") {
      this.items.delete(item.id);
      return [204, undefined];
    }
    return [405, { error: "method not allowed" }];
  }
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  let text = "";
  for await (const chunk of req) text += String(chunk);
  return text === "" ? undefined : JSON.parse(text);
}

const program = `
const pulumi = require("@pulumi/pulumi");
const { Item } = require("smoke-fixture");
const config = new pulumi.Config("smoke");
const item = new Item("first", { baseUrl: config.require("baseUrl"), name: "alpha", value: "one" });
exports.itemId = item.id;
exports.value = item.value;
exports.token = config.requireSecret("token");
`;

const TOKEN = "smoke-secret-7f3a9c";

const ITEM_TYPE = "pulumi-nodejs:dynamic/smoke:Item";

describe("real Pulumi engine (smoke)", () => {
  let engine: Engine;
  let server: ItemServer;

  beforeAll(async () => {
    server = new ItemServer();
    await server.start();
    engine = await createEngine();
    await engine.installPackage("smoke-fixture", path.join(__dirname, "programs", "smoke-fixture"));
  }, ENGINE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await engine?.dispose();
    await server?.stop();
  });

  describe("a dynamic resource through up, preview, refresh, export and destroy", () => {
    let stack: EngineStack;

    beforeAll(async () => {
      stack = await engine.stack("smoke", {
        program,
        config: { "smoke:baseUrl": { value: server.url }, "smoke:token": { value: TOKEN, secret: true } },
      });
    }, ENGINE_TEST_TIMEOUT_MS);

    test(
      "up creates the item on the server",
      async () => {
        const r = await stack.up();
        expect(r.summary).toEqual({ create: 2 }); // the stack and the item
        expect(unexpectedWarnings(r.stdout)).toEqual([]); // e.g. a plugin taken from PATH instead of beside the CLI
        expect(server.requests.map((q) => [q.method, q.url, q.body])).toEqual([
          ["POST", "/items", { name: "alpha", value: "one" }],
        ]);
        expect([...server.items.values()]).toEqual([{ id: "1", name: "alpha", value: "one" }]);
        expect(r.outputs).toEqual({
          itemId: { value: "1", secret: false },
          value: { value: "one", secret: false },
          token: { value: TOKEN, secret: true },
        });
      },
      ENGINE_TEST_TIMEOUT_MS,
    );

    test(
      "the provider is serialized into state as require() of the fixture package",
      async () => {
        const state = await stack.exportState();
        const item = findResource(state, "first", ITEM_TYPE);
        expect(item.id).toBe("1");
        const code = item.inputs?.["__provider"];
        expect(typeof code).toBe("string");
        expect(code as string).toMatch(/require\("smoke-fixture\/provider(\.js)?"\)/);
        expect(code as string).not.toContain("HTTP"); // the provider's own code is not inlined
        expect((code as string).length).toBeLessThan(2_000);
        expect(item.outputs?.["__provider"]).toBe(code);
        expect(item.outputs).toMatchObject({ baseUrl: server.url, name: "alpha", value: "one" });
        // The export keeps secrets encrypted.
        const text = JSON.stringify(state);
        expect(text).not.toContain(TOKEN);
        expect(findResource(state, "smoke-smoke", "pulumi:pulumi:Stack").outputs?.["token"]).toMatchObject({
          "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270",
          ciphertext: expect.any(String),
        });
      },
      ENGINE_TEST_TIMEOUT_MS,
    );

    test(
      "preview reports no changes and calls nothing on the server",
      async () => {
        const before = server.requests.length;
        const r = await stack.preview();
        expect(r.summary).toEqual({ same: 2 });
        expect(server.requests.length).toBe(before);
      },
      ENGINE_TEST_TIMEOUT_MS,
    );

    test(
      "refresh sees a change made on the server",
      async () => {
        const item = server.items.get("1");
        if (item === undefined) throw new Error("item 1 missing on the server");
        item.value = "changed-on-server";
        const r = await stack.refresh();
        expect(r.summary).toEqual({ same: 1, update: 1 });
        expect(server.requests.at(-1)).toEqual({ method: "GET", url: "/items/1", body: undefined });
        const state = await stack.exportState();
        expect(findResource(state, "first", ITEM_TYPE).outputs).toMatchObject({ value: "changed-on-server" });
      },
      ENGINE_TEST_TIMEOUT_MS,
    );

    test(
      "destroy removes the item from the server",
      async () => {
        const r = await stack.destroy();
        expect(r.summary).toEqual({ delete: 2 });
        expect(server.requests.at(-1)).toEqual({ method: "DELETE", url: "/items/1", body: undefined });
        expect(server.items.size).toBe(0);
        const state = await stack.exportState();
        expect((state.deployment as { resources?: unknown[] }).resources ?? []).toEqual([]);
        // The transcript holds every step's output, events included.
        expect(stack.allOutput()).toContain("Destroying (smoke)");
        expect(stack.allOutput()).toContain('"resourcePreEvent"');
        expect(stack.allOutput()).not.toContain(TOKEN);
      },
      ENGINE_TEST_TIMEOUT_MS,
    );

    test(
      "a failing program fails the step with the program's error in the message",
      async () => {
        // The destroyed stack of the tests above, its program now one that throws.
        await stack.setProgram(`throw new Error("boom from the program");\n`);
        await expect(stack.up()).rejects.toThrow(/pulumi up failed on stack smoke:\n[\s\S]*boom from the program/);
        expect(stack.allOutput()).toContain("boom from the program");
      },
      ENGINE_TEST_TIMEOUT_MS,
    );
  });
});
