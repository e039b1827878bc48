import type * as pulumi from "@pulumi/pulumi";
import { FAMILIES } from "../provider/families";
import { collect, type LookupOptions } from "./lookup";
import type { CertificateManagementPolicy, CertificateManagementStatus } from "./reservedDomain";
import { IngressResource } from "./resource";
import { typeToken } from "../provider/tokens";

/** How the service obtains an agent ingress's certificate from Let's Encrypt, with a key of the type given. */
export interface AgentIngressCertificatePolicyArgs {
  /** The certificate authority: `letsencrypt`, the only one and the default. */
  authority?: pulumi.Input<"letsencrypt">;
  /** The type of the certificate's private key: `rsa` (the default) or `ecdsa`. */
  privateKeyType?: pulumi.Input<"ecdsa" | "rsa">;
}

/** Inputs of an {@link AgentIngress}. Every input is checked before any API call. */
export interface AgentIngressArgs {
  /**
   * A domain of your own that your agents will connect to (`connect.example.com`), under which the
   * service makes the regional names agents use. Not a domain ngrok controls, not a wildcard; a
   * domain's name rules as for a reserved domain. Case and a final dot are not a change. A change
   * replaces the ingress (the old one is deleted first: agents on it lose their connect URL).
   */
  domain: pulumi.Input<string>;
  /** Human-readable description, at most 255 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  description?: pulumi.Input<string>;
  /** Machine-readable user data, at most 4096 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  metadata?: pulumi.Input<string>;
  /**
   * Let the service obtain the ingress's certificate from Let's Encrypt. Changed in place. Removing
   * it leaves the service's policy as it is (no public source says how to remove one). Default:
   * none (ngrok's own CA issues the certificate).
   */
  certificateManagementPolicy?: pulumi.Input<AgentIngressCertificatePolicyArgs>;
  /**
   * Id (`agin_…`) of an agent ingress already on the account to take over instead of creating one;
   * read only when the resource is created. Its domain must be `domain`. Default: none (create one).
   */
  adoptId?: pulumi.Input<string>;
}

/**
 * An agent ingress: a domain of your own that the account's agents connect to, instead of ngrok's
 * (their connect URL). Delegate the domain to ngrok with NS records naming `nsTargets`, then point
 * agents at one of `regionDomains`. The resource's `id` is the ingress's id (`agin_…`). Details:
 * docs/resources/agentIngress.md.
 *
 * @example
 * const devices = new ingress.AgentIngress("devices", { domain: "connect.example.com" });
 * export const nsTargets = devices.nsTargets;
 */
export class AgentIngress extends IngressResource {
  /** The engine's type token of this class's resources (what `isInstance` compares). */
  static readonly __pulumiType = typeToken("AgentIngress");

  /** Absolute address of the ingress on the API: `<base URL>/agent_ingresses/<id>`. */
  declare readonly uri: pulumi.Output<string>;
  /** When the ingress was created: an RFC 3339 timestamp in UTC. */
  declare readonly createdAt: pulumi.Output<string>;
  /** Human-readable description. Null when never set; `""` once removed from the program. */
  declare readonly description: pulumi.Output<string | null>;
  /** Machine-readable user data. Null when never set; `""` once removed from the program. */
  declare readonly metadata: pulumi.Output<string | null>;
  /** The domain, as the service holds it (lowercase, no final dot). */
  declare readonly domain: pulumi.Output<string>;
  /** The targets of the NS records that delegate the domain to ngrok: create them at your DNS provider. */
  declare readonly nsTargets: pulumi.Output<string[]>;
  /** The regional names under the domain that agents connect to (`tunnel.us.connect.example.com`); more as regions are added. */
  declare readonly regionDomains: pulumi.Output<string[]>;
  /** The Let's Encrypt policy, defaults filled in; null when ngrok's own CA issues the certificate. */
  declare readonly certificateManagementPolicy: pulumi.Output<CertificateManagementPolicy | null>;
  /** The state of the managed certificate; null without a policy. */
  declare readonly certificateManagementStatus: pulumi.Output<CertificateManagementStatus | null>;

  /**
   * Declares an agent ingress. Its inputs are checked before any API call.
   *
   * @param name - The resource's logical name, unique among the stack's agent ingresses of the same parent.
   * @param args - The domain and its certificate policy.
   * @param opts - Pulumi resource options (`parent`, `dependsOn`, `protect`, …).
   */
  constructor(name: string, args: AgentIngressArgs, opts?: pulumi.CustomResourceOptions) {
    super(FAMILIES.AgentIngress, name, args, opts);
  }

  /**
   * A read-only reference to an existing agent ingress by id: nothing is created, changed or deleted.
   *
   * @param name - The resource's logical name in the stack.
   * @param id - The ingress's id (`agin_…`).
   * @param opts - Pulumi resource options.
   * @returns A resource whose outputs are the ingress as `pulumi refresh` reads it.
   */
  static get(name: string, id: pulumi.Input<string>, opts?: pulumi.CustomResourceOptions): AgentIngress {
    return new AgentIngress(name, undefined as unknown as AgentIngressArgs, { ...opts, id });
  }
}

/** An agent ingress of the account, as {@link getAgentIngresses} returns it: an {@link AgentIngress}'s outputs, plain values, and its `id`. */
export interface AgentIngressInfo {
  /** The ingress's id (`agin_…`). */
  id: string;
  /** Absolute address of the ingress on the API. */
  uri: string;
  /** When the ingress was created (RFC 3339). */
  createdAt: string;
  /** Human-readable description. Null when never set; `""` once cleared. */
  description?: string | null;
  /** Machine-readable user data. Null when never set; `""` once cleared. */
  metadata?: string | null;
  /** The domain. */
  domain: string;
  /** The NS records' targets. */
  nsTargets: string[];
  /** The regional names agents connect to. */
  regionDomains: string[];
  /** The Let's Encrypt policy; null when ngrok's own CA issues the certificate. */
  certificateManagementPolicy?: CertificateManagementPolicy | null;
  /** The state of the managed certificate; null without a policy. */
  certificateManagementStatus?: CertificateManagementStatus | null;
}

/**
 * Every agent ingress of the account, newest first, read page by page when the program runs
 * (`pulumi preview` included). Needs the API key and base URL, from `opts` or as the resources find them.
 *
 * @param opts - Where to look and the page size; by default the stack config, then the environment.
 * @returns The agent ingresses.
 */
export function getAgentIngresses(opts: LookupOptions = {}): Promise<AgentIngressInfo[]> {
  return collect("agentIngresses", opts);
}
