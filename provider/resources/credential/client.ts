/**
 * Credentials (`/credentials`, authtokens): create, read, list, update, delete.
 *
 * @example
 * await client.credentials.create({ description: "edge agents", acl: ["bind:*.example.com"] });
 */
import { CREDENTIALS } from "./wire";
import { Collection } from "../../client/collection";
import type { Transport } from "../../client/request";

export type { Credential, CredentialCreate, CredentialUpdate } from "./wire";

export class Credentials extends Collection<typeof CREDENTIALS["key"], typeof CREDENTIALS["item"], typeof CREDENTIALS["create"], typeof CREDENTIALS["update"]> {
  constructor(transport: Transport) {
    super(transport, CREDENTIALS);
  }
}
