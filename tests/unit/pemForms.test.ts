// Found by tests/unit/properties/certificateUpdates.test.ts (seed 1905385335): the same
// certificate with its base64 wrapped at another width (40, 76 columns, or one line) read as
// another certificate, so diff replaced it. Any PEM reader takes every width.
import { diff, normalizePem, type TlsOutputs } from "../../provider/resources/tlsCertificate/family";
import { layOut, blocksOf } from "../support/arbitraries/pem";
import { makeChain, type TestChain } from "../support/certs";

let chain: TestChain;
let other: TestChain;
beforeAll(async () => {
  chain = await makeChain({ keyType: "ecdsa", commonName: "forms.example.com", variant: "forms" });
  other = await makeChain({ keyType: "ecdsa", commonName: "forms-next.example.com", variant: "forms-next" });
});

const outs = (certificatePem: string) => ({ certificatePem, description: null, metadata: null }) as unknown as TlsOutputs;
const layout = { eol: "\n", width: 64, indent: "", trailing: "", leadingBlankLines: 0, blankLinesBetween: 0, trailingNewlines: 1 } as const;

test("normalizePem joins the base64 lines of each block and keeps the markers on their own lines", () => {
  const pem = "  -----BEGIN CERTIFICATE-----\r\nAAAA\r\nBBBB \r\n-----END CERTIFICATE-----\n\n-----BEGIN CERTIFICATE-----\nCC==\n-----END CERTIFICATE-----\n\n";
  expect(normalizePem(pem)).toBe("-----BEGIN CERTIFICATE-----\nAAAABBBB\n-----END CERTIFICATE-----\n-----BEGIN CERTIFICATE-----\nCC==\n-----END CERTIFICATE-----");
});

test("the same chain wrapped at 40 or 76 columns, or not at all, is no change", async () => {
  const blocks = blocksOf(chain.certificatePem);
  for (const width of [40, 76, Number.POSITIVE_INFINITY]) {
    const rewrapped = layOut(blocks, { ...layout, width });
    expect(rewrapped).not.toBe(chain.certificatePem);
    expect(await diff("cert_1", outs(chain.certificatePem), { certificatePem: rewrapped })).toEqual({ changes: false, replaces: [], deleteBeforeReplace: false });
  }
});

test("another chain, or the leaf without its CA, is still replaced", async () => {
  for (const certificatePem of [other.certificatePem, chain.leafPem]) {
    expect(await diff("cert_1", outs(chain.certificatePem), { certificatePem })).toEqual({ changes: true, replaces: ["certificatePem"], deleteBeforeReplace: false });
  }
});
