/** The IpPolicyRule provider: this module's whole export, serialized as one require (see ./provider.ts). */
import * as family from "../resources/ipPolicyRule";
import { providerOf } from "./provider";

export = providerOf(family);
