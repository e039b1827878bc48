/**
 * Issue #26: updates of TLS certificates through the real provider functions (check, diff,
 * create, update, read, remove) against the emulator in process, for random pairs of programs
 * (old, new): one of four certificates (two ECDSA chains, one Ed25519 chain, a leaf without its
 * CA), each in a random whitespace form (tests/support/arbitraries/pem.ts), with a description
 * and metadata unset, cleared or set. The engine's part is played as it plays it: a replacement
 * creates the new certificate, then deletes the old one (diff says deleteBeforeReplace false).
 * For each pair:
 * - a whitespace form of the same certificate is the same certificate: no replacement;
 * - another certificate is replaced, new before old: after each call the service holds the old
 *   certificate or the new one, never neither;
 * - the calls are the fewest: none when nothing differs, one PATCH of exactly the texts that
 *   differ, or the upload and the delete of a replacement;
 * - the service then holds the new program (blocks compared without whitespace);
 * - a refresh right after (read) returns the outputs the update returned, and diff then sees no change.
 *
 * Runs: 500, or PROPERTY_RUNS; the seed is PROPERTY_SEED when set, printed either way.
 */
import fc from "fast-check";
import type { RequestLogEntry, StoredTlsCertificate } from "../../../emulator/types";
import * as tls from "../../../provider/resources/tlsCertificate/family";
import { makeChain } from "../../support/certs";
import { pemFormArb, samePem } from "../../support/arbitraries/pem";
import { useProviderService } from "../../support/providerService";

const RUNS = process.env.PROPERTY_RUNS ? Number(process.env.PROPERTY_RUNS) : 500;
const SEED = process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : Date.now() ^ (Math.random() * 0x7fffffff);
const TEXTS = [undefined, "", "first", "zweite ✓"] as const;

interface Upload {
  certificatePem: string;
  privateKeyPem: string;
}
interface Program extends Upload {
  description?: string;
  metadata?: string;
}

let uploads: Upload[] = [];
let onCall: ((entry: RequestLogEntry) => void) | undefined;
const service = useProviderService({ onRequest: (entry) => onCall?.(entry) });

beforeAll(async () => {
  const a = await makeChain({ keyType: "ecdsa", commonName: "a.example.com", dnsNames: ["a.example.com"] });
  const b = await makeChain({ keyType: "ecdsa", commonName: "b.example.com", dnsNames: ["b.example.com"] });
  const c = await makeChain({ keyType: "ed25519", commonName: "c.example.com", dnsNames: ["c.example.com"] });
  uploads = [a, b, c, { certificatePem: a.leafPem, privateKeyPem: a.privateKeyPem }].map(({ certificatePem, privateKeyPem }) => ({ certificatePem, privateKeyPem }));
});

const clean = (p: Record<string, unknown>): Program => Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)) as unknown as Program;

/** A program: one of the certificates, its PEM texts in a random form, and the texts. */
const programArb = (index: number): fc.Arbitrary<Program> => {
  const u = uploads[index] as Upload;
  return fc
    .record({ certificatePem: pemFormArb(u.certificatePem), privateKeyPem: pemFormArb(u.privateKeyPem), description: fc.constantFrom(...TEXTS), metadata: fc.constantFrom(...TEXTS) })
    .map(clean);
};

/** Pairs (old, new): the same certificate half the time (in another form or the same), another one otherwise. */
const pairArb = (): fc.Arbitrary<[Program, Program]> =>
  fc
    .record({ old: fc.nat(uploads.length - 1), same: fc.boolean(), other: fc.nat(uploads.length - 1) })
    .chain(({ old, same, other }) => fc.tuple(programArb(old), programArb(same ? old : other)));

const text = (v: string | undefined | null): string => v ?? "";
const held = (): StoredTlsCertificate[] => Object.values(service.emulator.snapshot().tls_certificates);

/** Which programs' certificates the service holds, in the order stored: `old`, `new` or `other`. */
const heldAs = (old: Program, next: Program): string[] =>
  held().map((c) => (samePem(c.certificate_pem, next.certificatePem) ? "new" : samePem(c.certificate_pem, old.certificatePem) ? "old" : "other"));

async function updateHolds(old: Program, next: Program): Promise<void> {
  for (const c of held()) await tls.remove(c.id);
  const checkedOld = await tls.check({}, { ...old });
  expect(checkedOld.failures).toEqual([]);
  const created = await tls.create(checkedOld.inputs as tls.TlsInputs);
  const createdOuts = created.outs as tls.TlsOutputs;

  const checked = await tls.check(checkedOld.inputs ?? {}, { ...next });
  expect(checked.failures).toEqual([]);
  const news = checked.inputs as tls.TlsInputs;
  const replace = !samePem(old.certificatePem, next.certificatePem);
  const patch: Record<string, string> = {};
  for (const f of ["description", "metadata"] as const) if (text(old[f]) !== text(next[f])) patch[f] = text(next[f]);
  const patched = !replace && Object.keys(patch).length > 0;
  expect(await tls.diff(created.id, createdOuts, news)).toEqual({
    changes: replace || patched,
    replaces: replace ? ["certificatePem"] : [],
    deleteBeforeReplace: false,
  });

  const states: string[][] = [];
  onCall = () => states.push(heldAs(old, next));
  const start = service.emulator.log.length;
  let id = created.id;
  let outs = createdOuts;
  try {
    if (replace) {
      const replacement = await tls.create(news);
      await tls.remove(created.id);
      ({ id } = replacement);
      outs = replacement.outs as tls.TlsOutputs;
    } else if (patched) {
      outs = (await tls.update(id, createdOuts, news)).outs as tls.TlsOutputs;
    }
  } finally {
    onCall = undefined;
  }
  const calls = service.emulator.log.slice(start).map((e) => ({ call: `${e.method} ${e.path} ${e.status}`, body: e.requestBody === "" ? undefined : (JSON.parse(e.requestBody) as unknown) }));
  if (replace) {
    expect(calls).toEqual([
      { call: "POST /tls_certificates 201", body: { certificate_pem: next.certificatePem, private_key_pem: next.privateKeyPem, ...textsSet(next) } },
      { call: `DELETE /tls_certificates/${created.id} 204`, body: undefined },
    ]);
    expect(states).toEqual([["old", "new"], ["new"]]);
  } else {
    expect(calls).toEqual(patched ? [{ call: `PATCH /tls_certificates/${id} 200`, body: patch }] : []);
  }

  const final = held();
  expect(final.map((c) => ({ id: c.id, same: samePem(c.certificate_pem, next.certificatePem), description: text(c.description), metadata: text(c.metadata) }))).toEqual([
    { id, same: true, description: text(next.description), metadata: text(next.metadata) },
  ]);
  const refreshed = await tls.read(id);
  expect(refreshed).toEqual({ id, props: outs });
  expect((await tls.diff(id, refreshed.props as tls.TlsOutputs, news)).changes).toBe(false);
  await tls.remove(id);
}

/** The texts a create sends: those the program sets, `""` included. */
const textsSet = (p: Program): Record<string, string> =>
  Object.fromEntries((["description", "metadata"] as const).flatMap((f) => (p[f] === undefined ? [] : [[f, p[f]]])));

test(`certificate updates: whitespace is no change, replacements upload before they delete (${RUNS} runs, seed ${SEED})`, async () => {
  console.log(`certificateUpdates: runs=${RUNS} seed=${SEED}`);
  await fc.assert(
    fc.asyncProperty(pairArb(), ([old, next]) => updateHolds(old, next)),
    { numRuns: RUNS, seed: SEED },
  );
}, Math.max(60_000, RUNS * 200));
