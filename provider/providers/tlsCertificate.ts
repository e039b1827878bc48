/** The TlsCertificate provider: this module's whole export, serialized as one require (see ./provider.ts). */
import * as family from "../resources/tlsCertificate";
import { providerOf } from "./provider";

export = providerOf(family);
