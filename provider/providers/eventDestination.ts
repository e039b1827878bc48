/** The EventDestination provider: this module's whole export, serialized as one require (see ./provider.ts). */
import * as family from "../resources/eventDestination";
import { providerOf } from "./provider";

export = providerOf(family);
