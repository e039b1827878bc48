/** The IpPolicy provider: this module's whole export, serialized as one require (see ./provider.ts). */
import * as family from "../resources/ipPolicy";
import { providerOf } from "./provider";

export = providerOf(family);
