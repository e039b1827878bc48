/**
 * A certificate authority's fields (provider/fields/table.ts). The update body has no `ca_pem`
 * (ngrok-openapi `CertificateAuthorityUpdate`): a new CA certificate is a new authority; the same
 * one written with other line endings or spacing is no change. The service reads the rest from it.
 */
import { DESCRIBED_FIELDS } from "../../fields/common";
import { fieldTable } from "../../fields/table";
import { CERTIFICATE_READ_FIELDS, SAME_PEM } from "../tlsCertificate/fields";
import { CERTIFICATE_AUTHORITIES } from "./wire";

export const CERTIFICATE_AUTHORITY_FIELDS = fieldTable(CERTIFICATE_AUTHORITIES)({
  ca_pem: {
    kind: "replaces",
    compare: SAME_PEM,
    imported: (c, _as, t) => t.file(c.ca_pem),
  },
  ...DESCRIBED_FIELDS,
  ...CERTIFICATE_READ_FIELDS,
});
