// A certificate's check on when the private key is needed: only to upload (a create without
// adoptId, or a replacement that adopts nothing else), never to adopt or to update description
// and metadata.
import { KEY_REQUIRED, check } from "../../provider/resources/tlsCertificate/family";
import { UNKNOWN } from "../../provider/inputs/unknowns";
import { makeChain, type TestChain } from "../support/certs";

let chain: TestChain;
let other: TestChain;
beforeAll(async () => {
  chain = await makeChain({ keyType: "ecdsa", commonName: "keyless.example.com", variant: "keyless" });
  other = await makeChain({ keyType: "ecdsa", commonName: "next.example.com", variant: "keyless-next" });
});

const KEY_FAILURE = [{ property: "", reason: KEY_REQUIRED }];

test("the message", () => {
  expect(KEY_REQUIRED).toBe("privateKeyPem is required to upload a certificate (a certificate adopted with adoptId may leave it out until its certificatePem changes)");
});

test("a create without adoptId needs the key: one failure, against the resource as a whole", async () => {
  expect(await check({}, { certificatePem: chain.certificatePem })).toEqual({ inputs: { certificatePem: chain.certificatePem }, failures: KEY_FAILURE });
  expect((await check({}, { certificatePem: chain.certificatePem, privateKeyPem: null })).failures).toEqual(KEY_FAILURE);
  expect((await check({}, { certificatePem: chain.certificatePem, adoptId: "" })).failures).toEqual([
    ...KEY_FAILURE,
    { property: "adoptId", reason: 'adoptId must be a TLS certificate id of the form cert_<id>; got ""' },
  ]);
});

test("a create that adopts needs no key, and passes its inputs on as they are", async () => {
  const news = { adoptId: "cert_1", certificatePem: chain.certificatePem, description: "d" };
  expect(await check({}, news)).toEqual({ inputs: news, failures: [] });
});

test("an adoptId unknown in preview leaves the key's need open: no failure yet", async () => {
  expect((await check({}, { adoptId: UNKNOWN, certificatePem: chain.certificatePem })).failures).toEqual([]);
});

test("an update of the same certificate (whitespace aside) needs no key, adoptId kept or removed", async () => {
  const olds = { adoptId: "cert_1", certificatePem: chain.certificatePem };
  const reflowed = `\r\n${chain.certificatePem.replaceAll("\n", "\r\n  ")}\n\n`;
  expect(await check(olds, { adoptId: "cert_1", certificatePem: reflowed, metadata: "m" })).toEqual({ inputs: { adoptId: "cert_1", certificatePem: reflowed, metadata: "m" }, failures: [] });
  expect((await check(olds, { certificatePem: chain.certificatePem })).failures).toEqual([]);
});

test("a replacement needs the key, and adoptId out of the way: the engine would create it from the same inputs", async () => {
  const olds = { adoptId: "cert_1", certificatePem: chain.certificatePem };
  const ADOPT_FAILURE = { property: "adoptId", reason: "adoptId cert_1 names the certificate that this change of certificatePem replaces; remove adoptId to upload the new certificate" };
  expect((await check(olds, { certificatePem: other.certificatePem })).failures).toEqual(KEY_FAILURE);
  expect((await check(olds, { adoptId: "cert_1", certificatePem: other.certificatePem })).failures).toEqual([...KEY_FAILURE, ADOPT_FAILURE]);
  expect((await check(olds, { adoptId: "cert_1", certificatePem: other.certificatePem, privateKeyPem: other.privateKeyPem })).failures).toEqual([ADOPT_FAILURE]);
  const news = { certificatePem: other.certificatePem, privateKeyPem: other.privateKeyPem };
  expect(await check(olds, news)).toEqual({ inputs: news, failures: [] });
});

test("a replacement that adopts another certificate needs no key", async () => {
  expect((await check({ adoptId: "cert_1", certificatePem: chain.certificatePem }, { adoptId: "cert_2", certificatePem: other.certificatePem })).failures).toEqual([]);
  expect((await check({ certificatePem: chain.certificatePem, privateKeyPem: chain.privateKeyPem }, { adoptId: "cert_2", certificatePem: other.certificatePem })).failures).toEqual([]);
});

test("a certificate unknown in preview on an update leaves the key's need open", async () => {
  expect((await check({ certificatePem: chain.certificatePem }, { certificatePem: UNKNOWN })).failures).toEqual([]);
});

test("without a key the chain is still checked: malformed or expired is refused", async () => {
  const expired = await makeChain({ keyType: "ecdsa", validity: "expired", variant: "keyless-expired" });
  expect((await check({}, { adoptId: "cert_1", certificatePem: "not a pem" })).failures).toEqual([
    { property: "certificatePem", reason: "certificatePem must contain a PEM-encoded certificate (-----BEGIN CERTIFICATE-----); found none" },
  ]);
  expect((await check({}, { adoptId: "cert_1", certificatePem: expired.certificatePem })).failures).toEqual([
    { property: "certificatePem", reason: `certificatePem has expired: the leaf certificate was valid until ${expired.notAfter.toISOString().replace(".000Z", "Z")}` },
  ]);
});

test("a key that is given is still checked against the leaf, adopted or not", async () => {
  expect((await check({}, { adoptId: "cert_1", certificatePem: chain.certificatePem, privateKeyPem: other.privateKeyPem })).failures).toEqual([
    { property: "", reason: "privateKeyPem does not match the public key of the leaf certificate (the first certificate of certificatePem)" },
  ]);
  expect((await check({}, { certificatePem: chain.certificatePem, privateKeyPem: "" })).failures).toEqual([{ property: "", reason: "privateKeyPem must not be empty" }]);
});
