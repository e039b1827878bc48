// The CLI's commands run in process against the emulator, as the command tests run them: items
// made on the service as another tool would make them, a new folder and the environment for each
// test, and a command line run with what it printed caught.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import * as path from "node:path";
import type { Io } from "../../cli/import/command";
import { main } from "../../cli/main";
import type { Emulator } from "../../emulator/types";
import { ENV_API_KEY, ENV_BASE_URL } from "../../provider/process/settings";
import { apiFor } from "../emulator/helpers";

/** The versions a written project asks for, fixed so that its package.json can be asserted. */
export const VERSIONS = { pulumi: "^3.248.0", pulumiIngress: "^0.1.0", typesNode: "^20.19.0", typescript: "^5.9.3" };

/** Creates an item through the service's API (not the package's client); its id. Anything but a 201 throws. */
export async function createdId(emulator: Emulator, pathname: string, body: unknown): Promise<string> {
  const reply = await apiFor(emulator).post(pathname, body);
  if (reply.status !== 201) throw new Error(`${pathname}: ${reply.status} ${reply.text}`);
  return (reply.body as { id: string }).id;
}

/** A command's exit status and what it printed. */
export interface CommandRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `pulumi-ingress <argv>` in process, where `io` says (its folder, a new project's versions). */
export async function runCommand(argv: readonly string[], io: Omit<Io, "stdout" | "stderr">): Promise<CommandRun> {
  let stdout = "";
  let stderr = "";
  const code = await main(argv, { ...io, stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) });
  return { code, stdout, stderr };
}

/**
 * Gives each test of the file a new empty folder, named `prefix…` (the function returned reads
 * it), and the CLI pointed at `emulator()` by its environment variables, the emulator's log
 * cleared; after each test, the folder is removed and the variables are as they were.
 */
export function newFolderEachTest(prefix: string, emulator: () => Emulator): () => string {
  const names = [ENV_BASE_URL, ENV_API_KEY];
  const before = names.map((name) => process.env[name]);
  let dir = "";
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), prefix));
    process.env[ENV_BASE_URL] = emulator().baseUrl;
    process.env[ENV_API_KEY] = emulator().apiKey;
    emulator().clearLog();
  });
  afterEach(async () => {
    names.forEach((name, i) => {
      const value = before[i];
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    });
    await rm(dir, { recursive: true, force: true });
  });
  return () => dir;
}
