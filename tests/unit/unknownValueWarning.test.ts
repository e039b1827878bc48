// A value of the service's item the package does not know (provider/wire/liberal.ts) reaches the
// user as one warning of the lifecycle call that read it (provider/lifecycle/reportUnknown.ts):
// outside the engine, a stack warning on stderr; never twice for the same value in a process.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import * as tls from "../../provider/resources/tlsCertificate/family";
import { ENV_API_KEY, ENV_BASE_URL } from "../../provider/process/settings";
import { tlsCertificateJson } from "../client/support";

const env = { ...process.env };
let server: Server;

beforeAll(async () => {
  // Every read answers the same certificate, whose key type no version of the wire model knows.
  server = createServer((_req, res) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(tlsCertificateJson("cert_1", { private_key_type: "ml-dsa", subject_country: undefined }))));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env[ENV_API_KEY] = "key_unknown_value_test";
  process.env[ENV_BASE_URL] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  process.env = env;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test("a read keeps the unknown key type as text and an absent subject field as empty, with one warning over two reads", async () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  try {
    const first = await tls.read("cert_1", {});
    const second = await tls.read("cert_1", {});
    expect([first?.props?.["privateKeyType"], first?.props?.["subjectCountry"]]).toEqual(["ml-dsa", ""]);
    expect(second?.props?.["privateKeyType"]).toBe("ml-dsa");
    expect(warn.mock.calls).toEqual([['warning: a TLS certificate\'s private_key_type is "ml-dsa", which this package does not know (it knows rsa, ecdsa, ed25519); read as text']]);
  } finally {
    warn.mockRestore();
  }
});
