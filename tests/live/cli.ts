// `npm run test:live`: the live suite (./suite.ts) against the account of INGRESS_LIVE_API_KEY, at
// INGRESS_LIVE_BASE_URL (default ngrok's API). Without a key it says so on one line and runs
// nothing, exiting 0 (a README test command without the key must not fail, nor read as a pass).
// `--emulator` runs it against an emulator in process, through the proxy that answers as ngrok's service.
import { randomBytes } from "node:crypto";
import { startEmulator } from "../../emulator";
import { FAMILY_NAMES } from "../../provider/families";
import { startNgrokProxy } from "./proxy";
import { runLive, runPrefix, type LiveSettings } from "./suite";

async function main(): Promise<number> {
  const env = process.env;
  const runId = env["INGRESS_LIVE_RUN_ID"] ?? randomBytes(4).toString("hex");
  const rateLimit = env["INGRESS_LIVE_RATE_LIMIT"] ?? "120/60s";
  let stop = async (): Promise<void> => undefined;
  let settings: LiveSettings;
  if (process.argv.includes("--emulator")) {
    const emulator = await startEmulator({ seed: { edges: [{ id: "edghts_live" }] } });
    const proxy = await startNgrokProxy(emulator.baseUrl);
    stop = async () => {
      await proxy.close();
      await emulator.close();
    };
    settings = { apiKey: emulator.apiKey, baseUrl: proxy.baseUrl, rateLimit, runId, abuseReports: true };
  } else {
    const apiKey = env["INGRESS_LIVE_API_KEY"];
    if (apiKey === undefined || apiKey.trim() === "") {
      console.log("live suite not run: set INGRESS_LIVE_API_KEY to an API key of the account to test (docs/development.md)");
      return 0;
    }
    settings = { apiKey: apiKey.trim(), baseUrl: env["INGRESS_LIVE_BASE_URL"] ?? "https://api.ngrok.com", rateLimit, runId, abuseReports: env["INGRESS_LIVE_ABUSE_REPORTS"] === "1" };
  }
  console.log(`live suite at ${settings.baseUrl}, prefix ${runPrefix(runId)}, paced to ${rateLimit}`);
  try {
    const { outcomes } = await runLive(settings, FAMILY_NAMES, (line) => console.log(line));
    const count = (r: string) => outcomes.filter((o) => o.result === r).length;
    console.log(`tests: ${count("passed")} passed, ${count("failed")} failed, ${count("not run")} not run`);
    return count("failed") > 0 ? 1 : 0;
  } finally {
    await stop();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(`live suite failed: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
