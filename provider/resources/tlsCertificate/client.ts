/**
 * TLS certificates (`/tls_certificates`): upload a chain (leaf first) with its private key, which
 * is sent once and never returned; read, list, update `description` and `metadata`, delete.
 *
 * @example
 * const cert = await client.tlsCertificates.create({ certificate_pem, private_key_pem, description: "api" });
 * for await (const c of client.tlsCertificates.list({ limit: 50 })) console.log(c.id);
 */
import { TLS_CERTIFICATES } from "./wire";
import { Collection } from "../../client/collection";
import type { Transport } from "../../client/request";

export type { TlsCertificate, TlsCertificateCreate, TlsCertificateUpdate } from "./wire";

export class TlsCertificates extends Collection<typeof TLS_CERTIFICATES["key"], typeof TLS_CERTIFICATES["item"], typeof TLS_CERTIFICATES["create"], typeof TLS_CERTIFICATES["update"]> {
  constructor(transport: Transport) {
    super(transport, TLS_CERTIFICATES);
  }
}
