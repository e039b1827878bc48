/**
 * `npm run quickstart:config -- <emulator URL>`: configures the current stack of the repository's
 * root project (the quick start) for an emulator started with scripts/quickstart-seed.json: its
 * URL and key, the seeded ids, and a throwaway certificate written under .tmp/quickstart/.
 */
import { execFileSync } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import { makeDemoCertificate } from "./demo-cert";

const root = path.resolve(__dirname, "..");

async function main(): Promise<void> {
  const url = process.argv[2];
  if (url === undefined || !/^https?:\/\/[^/]+/.test(url)) {
    throw new Error("usage: npm run quickstart:config -- <emulator URL, e.g. http://127.0.0.1:8787>");
  }
  const dir = path.join(root, ".tmp", "quickstart");
  fs.mkdirSync(dir, { recursive: true });
  const cert = await makeDemoCertificate("quickstart.example.com");
  fs.writeFileSync(path.join(dir, "api.crt"), cert.certificatePem);
  fs.writeFileSync(path.join(dir, "api.key"), cert.privateKeyPem, { mode: 0o600 });
  const set = (key: string, value: string, secret = false): void => {
    execFileSync("pulumi", ["config", "set", ...(secret ? ["--secret"] : []), key, value], { cwd: root, stdio: "inherit" });
  };
  set("ingress:baseUrl", url);
  set("ingress:apiKey", "ingress-emulator-key", true);
  set("edgeId", "edghts_quickstart");
  set("backendId", "bkdtg_quickstart");
  set("ipPolicyId", "ipp_quickstart");
  set("destinationId", "ed_quickstart");
  set("certificateFile", path.join(dir, "api.crt"));
  set("privateKeyFile", path.join(dir, "api.key"));
  console.log(`configured stack for ${url}; certificate and key in ${path.relative(root, dir)}/`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
