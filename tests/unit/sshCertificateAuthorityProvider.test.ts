// The SshCertificateAuthority provider's check, diff, create, update and delete against the emulator
// in process: the key fields' refusals before any call, the public key as output with the curve or
// size read from it, and what replaces.
import { UNKNOWN } from "../../provider/inputs/unknowns";
import * as ca from "../../provider/resources/sshCertificateAuthority/family";
import { useProviderService } from "../support/providerService";

const TIME = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
const service = useProviderService();
const { mark, calls, bodies } = service;
/** The program's inputs as the engine hands them (unknowns included). */
const program = (inputs: object): ca.SshCaInputs => inputs as ca.SshCaInputs;

test("check refuses a curve or size with the wrong key type in one line each, naming the field; no call", async () => {
  mark();
  expect((await ca.check({}, { privateKeyType: "rsa", ellipticCurve: "p256" })).failures).toEqual([
    { property: "ellipticCurve", reason: 'ellipticCurve is only for an ecdsa key; the key type is "rsa": remove the curve, or make the key type "ecdsa"' },
  ]);
  expect((await ca.check({}, { keySize: 4096 })).failures).toEqual([
    { property: "keySize", reason: 'keySize is only for an rsa key; the key type is none (the service\'s default): remove the size, or make the key type "rsa"' },
  ]);
  expect((await ca.check({}, { privateKeyType: "rsa", keySize: 3072 })).failures).toEqual([{ property: "keySize", reason: "keySize must be 2048 or 4096; got 3072" }]);
  expect((await ca.check({}, { privateKeyType: "ecdsa", ellipticCurve: "p384" })).failures).toEqual([]);
  // No public source lists the curves (ERR_NGROK_1941 names them at run time): the service judges one.
  expect((await ca.check({}, { privateKeyType: "ecdsa", ellipticCurve: "secp256k1" })).failures).toEqual([]);
  expect(calls()).toEqual([]);
});

describe("lifecycle", () => {
  let id = "";
  let outs: ca.SshCaOutputs;

  test("create: one POST; the public key in OpenSSH form, its type and curve as outputs", async () => {
    mark();
    const r = await ca.create(program({ privateKeyType: "ecdsa", ellipticCurve: "p521", description: "hosts" }));
    id = r.id;
    outs = r.outs as ca.SshCaOutputs;
    expect(calls()).toEqual(["POST /ssh_certificate_authorities 201"]);
    expect(bodies()).toEqual([{ private_key_type: "ecdsa", elliptic_curve: "p521", description: "hosts" }]);
    expect(outs).toEqual({
      uri: `${service.emulator.baseUrl}/ssh_certificate_authorities/${id}`,
      createdAt: TIME,
      description: "hosts",
      metadata: null,
      publicKey: expect.stringMatching(/^ecdsa-sha2-nistp521 AAAAE2VjZHNhLXNoYTItbmlzdHA1MjEAAAAIbmlzdHA1MjEAAACFBA[A-Za-z0-9+/]+={0,2}$/),
      keyType: "ecdsa",
      ellipticCurve: "p521",
      keySize: null,
    });
  });

  test("diff: a new key type, curve or size replaces; one left out is not a change; the description is in place", async () => {
    const same = { privateKeyType: "ecdsa", ellipticCurve: "p521", description: "hosts" };
    expect(await ca.diff(id, outs, program(same))).toEqual({ changes: false, replaces: [], deleteBeforeReplace: false });
    expect(await ca.diff(id, outs, program({ description: "hosts" }))).toEqual({ changes: false, replaces: [], deleteBeforeReplace: false });
    expect(await ca.diff(id, outs, program({ ...same, ellipticCurve: "p256" }))).toEqual({ changes: true, replaces: ["ellipticCurve"], deleteBeforeReplace: false });
    expect(await ca.diff(id, outs, program({ privateKeyType: "rsa", keySize: 2048 }))).toEqual({ changes: true, replaces: ["privateKeyType", "keySize"], deleteBeforeReplace: false });
    expect((await ca.diff(id, outs, program({ ...same, privateKeyType: UNKNOWN }))).replaces).toEqual(["privateKeyType"]);
    expect(await ca.diff(id, outs, program({ ...same, description: "staging" }))).toEqual({ changes: true, replaces: [], deleteBeforeReplace: false });
  });

  test("update: one PATCH of the description; the key stays", async () => {
    mark();
    const r = await ca.update(id, outs, program({ privateKeyType: "ecdsa", ellipticCurve: "p521" }));
    expect(calls()).toEqual([`PATCH /ssh_certificate_authorities/${id} 200`]);
    expect(bodies()).toEqual([{ description: "" }]);
    expect((r.outs as ca.SshCaOutputs).publicKey).toBe(outs.publicKey);
  });

  test("an rsa authority's size is read from its key; delete is one DELETE", async () => {
    const r = await ca.create(program({ privateKeyType: "rsa", keySize: 2048 }));
    expect(r.outs).toMatchObject({ keyType: "rsa", keySize: 2048, ellipticCurve: null });
    mark();
    await ca.remove(r.id);
    expect(calls()).toEqual([`DELETE /ssh_certificate_authorities/${r.id} 204`]);
  });
});
