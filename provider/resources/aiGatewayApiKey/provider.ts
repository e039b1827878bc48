/** The AiGatewayApiKey provider: this module's whole export, serialized as one require (see provider/lifecycle/dynamicProvider.ts). */
import * as family from "./family";
import { providerOf } from "../../lifecycle/dynamicProvider";

export = providerOf(family);
