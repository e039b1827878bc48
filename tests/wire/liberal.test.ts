/**
 * Liberal reading of the service's items (issue #49, provider/wire/liberal.ts): every member but
 * the id may be absent or null, unknown members are dropped, unknown enum values read as text with
 * one warning each.
 */
import { z } from "zod";
import { FAMILIES } from "../../provider/families";
import { liberalItem } from "../../provider/wire/liberal";
import { children } from "../../provider/wire/schemaChildren";
import { takeUnknownValueWarnings } from "../../provider/wire/unknownValues";
import { reportUnknownValues } from "../../provider/lifecycle/reportUnknown";
import { TLS_CERTIFICATES } from "../../provider/resources/tlsCertificate/wire";
import { ABUSE_REPORTS } from "../../provider/resources/abuseReport/wire";
import { IP_RESTRICTIONS } from "../../provider/resources/ipRestriction/wire";

const families = Object.entries(FAMILIES);
/** Every family's item members but the id, from its schema. */
const members = families.flatMap(([name, f]) => children(f.wire.item).flatMap(([key]) => (key === undefined || key === "id" ? [] : [[name, key] as const])));

afterEach(() => takeUnknownValueWarnings());

describe("an item read liberally", () => {
  it("walks every family's members", () => {
    expect(members.length).toBeGreaterThan(families.length * 3);
  });

  it.each(families)("%s reads from its id alone", (_name, f) => {
    const r = f.wire.item.safeParse({ id: "x_1" });
    expect(r.success).toBe(true);
  });

  it.each(members)("%s reads with %s absent as with every member absent", (name, key) => {
    const item = FAMILIES[name as keyof typeof FAMILIES].wire.item;
    const empty = item.parse({ id: "x_1" }) as Record<string, unknown>;
    const { [key]: _, ...without } = { ...empty };
    expect(item.parse(without)).toEqual(empty);
  });

  it.each(members)("%s reads with %s null", (name, key) => {
    const item = FAMILIES[name as keyof typeof FAMILIES].wire.item;
    const empty = item.parse({ id: "x_1" }) as Record<string, unknown>;
    const read = item.parse({ ...empty, [key]: null }) as Record<string, unknown>;
    // Members that always read a value read their empty one; the others (description) read null.
    expect(read[key]).toEqual(empty[key] === undefined ? null : empty[key]);
  });

  it("reads a TLS certificate's absent members as their empty values", () => {
    expect(TLS_CERTIFICATES.item.parse({ id: "cert_1" })).toEqual({
      id: "cert_1",
      uri: "",
      created_at: "",
      certificate_pem: "",
      subject_common_name: "",
      subject_alternative_names: { dns_names: [], ips: [] },
      issued_at: null,
      not_before: "",
      not_after: "",
      key_usages: [],
      extended_key_usages: [],
      private_key_type: "",
      issuer_common_name: "",
      serial_number: "",
      subject_organization: "",
      subject_organizational_unit: "",
      subject_locality: "",
      subject_province: "",
      subject_country: "",
    });
    expect(takeUnknownValueWarnings()).toEqual([]);
  });

  it("reads an IP restriction's absent enforced, type and policies as false, empty text and no policies", () => {
    expect(IP_RESTRICTIONS.item.parse({ id: "ipx_1", enforced: null })).toEqual({ id: "ipx_1", uri: "", created_at: "", enforced: false, type: "", ip_policies: [] });
  });

  it("reads a required number as null, a record as {}, and a member behind a preprocess as its schema's empty", () => {
    const item = liberalItem(z.object({ id: z.string(), port: z.number(), labels: z.record(z.string(), z.string()), owner: z.preprocess((v) => v, z.object({ name: z.string() })) }), "a widget");
    expect(item.parse({ id: "w_1" })).toEqual({ id: "w_1", port: null, labels: {}, owner: { name: "" } });
    expect(item.parse({ id: "w_1", port: 8080, labels: { a: "b" }, owner: { name: "n", extra: 1 } })).toEqual({ id: "w_1", port: 8080, labels: { a: "b" }, owner: { name: "n" } });
  });

  it("refuses an item without its id", () => {
    expect(TLS_CERTIFICATES.item.safeParse({ uri: "https://api.ngrok.com/tls_certificates/cert_1" }).success).toBe(false);
  });

  it.each(families)("%s drops a member it does not know", (_name, f) => {
    const read = f.wire.item.parse({ id: "x_1", member_of_tomorrow: { a: 1 } }) as Record<string, unknown>;
    expect(read).toEqual(f.wire.item.parse({ id: "x_1" }));
    expect("member_of_tomorrow" in read).toBe(false);
  });
});

describe("an enum value the wire model does not know", () => {
  it("reads as text, with one warning for each item kind, member and value", () => {
    const read = TLS_CERTIFICATES.item.parse({ id: "cert_1", private_key_type: "dsa" }) as { private_key_type: string };
    expect(read.private_key_type).toBe("dsa");
    TLS_CERTIFICATES.item.parse({ id: "cert_2", private_key_type: "dsa" });
    expect(takeUnknownValueWarnings()).toEqual(['a TLS certificate\'s private_key_type is "dsa", which this package does not know (it knows rsa, ecdsa, ed25519); read as text']);
    TLS_CERTIFICATES.item.parse({ id: "cert_3", private_key_type: "dsa" });
    expect(takeUnknownValueWarnings()).toEqual([]);
  });

  it("reads as text in a list's items, named by its path", () => {
    const read = ABUSE_REPORTS.item.parse({ id: "abrp_1", status: "PENDING", hostnames: [{ hostname: "a.example.com", status: "QUARANTINED" }] }) as { hostnames: { status: string }[] };
    expect(read.hostnames).toEqual([{ hostname: "a.example.com", status: "QUARANTINED" }]);
    expect(takeUnknownValueWarnings()).toEqual(['an abuse report\'s hostnames[].status is "QUARANTINED", which this package does not know (it knows PENDING, BANNED, UNBANNED, IGNORE); read as text']);
  });

  it("is reported once, as a warning of the stack where no resource URN is known", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      ABUSE_REPORTS.item.parse({ id: "abrp_1", status: "ESCALATED" });
      await reportUnknownValues({});
      await reportUnknownValues({});
      expect(warn.mock.calls).toEqual([['warning: an abuse report\'s status is "ESCALATED", which this package does not know (it knows PENDING, PROCESSED, PARTIALLY_PROCESSED); read as text']]);
    } finally {
      warn.mockRestore();
    }
  });
});
