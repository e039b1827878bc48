// The plugin's twin of tests/provider/faults.test.ts's "every create's answer lost": the same program, its
// resources declared by type token through the provider plugin (plugin/), every create's answer
// lost after the service committed it (the emulator's lost-response fault). The plugin runs the
// families' own lost-response recovery: one POST per resource, the certificate, subscription and
// route found by a search and kept, the abuse report's one line saying how to adopt it.
import { ENGINE_TEST_TIMEOUT_MS } from "../support/engine";
import { everyAnswerLost } from "./everyAnswerLost";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

everyAnswerLost("plugin");
