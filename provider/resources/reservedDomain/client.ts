/**
 * Reserved domains (`/reserved_domains`): create, read, list, update and delete, and detach a
 * domain's certificate or its certificate management policy.
 *
 * @example
 * await client.reservedDomains.create({ domain: "app.example.com", certificate_management_policy: { private_key_type: "ecdsa" } });
 */
import { RESERVED_DOMAINS } from "./wire";
import { Collection } from "../../client/collectionCalls";
import { pathOf } from "../../client/paths";
import { NoContent, type Transport } from "../../client/request";

export type { ReservedDomain, ReservedDomainCreate, ReservedDomainUpdate } from "./wire";

export class ReservedDomains extends Collection<typeof RESERVED_DOMAINS["key"], typeof RESERVED_DOMAINS["item"], typeof RESERVED_DOMAINS["create"], typeof RESERVED_DOMAINS["update"]> {
  constructor(transport: Transport) {
    super(transport, RESERVED_DOMAINS);
  }

  /**
   * Detaches the domain's uploaded certificate (`DELETE /reserved_domains/{id}/certificate`). The
   * service refuses it for a domain whose certificate it manages (ERR_NGROK_436): detach the policy.
   */
  async deleteCertificate(id: string): Promise<void> {
    await this.t.request({ method: "DELETE", path: pathOf("/reserved_domains/{id}/certificate", { id }), response: NoContent });
  }

  /** Detaches the domain's certificate management policy (`DELETE /reserved_domains/{id}/certificate_management_policy`). */
  async deleteCertificateManagementPolicy(id: string): Promise<void> {
    await this.t.request({ method: "DELETE", path: pathOf("/reserved_domains/{id}/certificate_management_policy", { id }), response: NoContent });
  }
}
