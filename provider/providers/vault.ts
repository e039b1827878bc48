/** The Vault provider: this module's whole export, serialized as one require (see ./provider.ts). */
import * as family from "../resources/vault";
import { providerOf } from "./provider";

export = providerOf(family);
