/**
 * SSH credentials (`/ssh_credentials`): create, read, list, update, delete.
 *
 * @example
 * const created = await client.sshCredentials.create({ public_key: "ssh-ed25519 AAAA… device@example.com", acl: ["bind:device.example.com"] });
 */
import { SSH_CREDENTIALS } from "./wire";
import { Collection } from "../../client/collection";
import type { Transport } from "../../client/request";

export type { SshCredential, SshCredentialCreate, SshCredentialUpdate } from "./wire";

export class SshCredentials extends Collection<typeof SSH_CREDENTIALS["key"], typeof SSH_CREDENTIALS["item"], typeof SSH_CREDENTIALS["create"], typeof SSH_CREDENTIALS["update"]> {
  constructor(transport: Transport) {
    super(transport, SSH_CREDENTIALS);
  }
}
