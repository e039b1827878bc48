/** TLS certificates (`/tls_certificates`): upload, read, list, update descriptive fields, delete. */
import { TlsCertificate, TlsCertificateCreate, TlsCertificateList, TlsCertificateUpdate } from "../wire";
import { paginate, type ListOptions } from "./pages";
import { pathOf } from "./paths";
import { NoContent, type Transport } from "./request";

export type { TlsCertificate, TlsCertificateCreate, TlsCertificateUpdate } from "../wire";

export class TlsCertificates {
  readonly #t: Transport;

  constructor(transport: Transport) {
    this.#t = transport;
  }

  /**
   * Uploads a certificate chain (leaf first) and its private key. The key is sent once and never
   * returned. Not retried after an ambiguous failure (see `ApiError.mayHaveBeenCreated`).
   *
   * @example
   * const cert = await client.tlsCertificates.create({ certificate_pem, private_key_pem, description: "api" });
   */
  create(body: TlsCertificateCreate): Promise<TlsCertificate> {
    return this.#t.request({
      method: "POST",
      path: pathOf("/tls_certificates", {}),
      body: { schema: TlsCertificateCreate, value: body },
      response: TlsCertificate,
    });
  }

  /**
   * Reads one certificate.
   *
   * @example
   * const cert = await client.tlsCertificates.get("cert_123");
   */
  get(id: string): Promise<TlsCertificate> {
    return this.#t.request({ method: "GET", path: pathOf("/tls_certificates/{id}", { id }), response: TlsCertificate });
  }

  /**
   * Every certificate of the account, newest first, fetched page by page as you iterate.
   *
   * @example
   * for await (const cert of client.tlsCertificates.list({ limit: 50 })) console.log(cert.id);
   */
  list(opts: ListOptions = {}): AsyncIterable<TlsCertificate> {
    return paginate({
      request: this.#t.request,
      baseUrl: this.#t.baseUrl,
      path: pathOf("/tls_certificates", {}),
      page: TlsCertificateList,
      items: (p) => p.tls_certificates,
      limit: opts.limit,
    });
  }

  /**
   * Sets `description` and/or `metadata`; a field left out is not modified, `""` clears it.
   *
   * @example
   * await client.tlsCertificates.update("cert_123", { description: "api (renewed)" });
   */
  update(id: string, body: TlsCertificateUpdate): Promise<TlsCertificate> {
    return this.#t.request({
      method: "PATCH",
      path: pathOf("/tls_certificates/{id}", { id }),
      body: { schema: TlsCertificateUpdate, value: body },
      response: TlsCertificate,
    });
  }

  /**
   * Deletes a certificate.
   *
   * @example
   * await client.tlsCertificates.delete("cert_123");
   */
  async delete(id: string): Promise<void> {
    await this.#t.request({ method: "DELETE", path: pathOf("/tls_certificates/{id}", { id }), response: NoContent });
  }
}
