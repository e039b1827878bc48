// A stack written by an earlier release of the package (a fixture under tests/fixtures/state-N:
// its `pulumi stack export`, stack and project files, and the emulator's state file), imported
// into a fresh file:// backend next to the user project, against an emulator holding that state.
// The tests in tests/packaging/oldState*.test.ts then run refresh, update and destroy on it with
// the package as it is now.
import { randomBytes } from "node:crypto";
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { type Deployment, LocalWorkspace, PulumiCommand, Stack } from "@pulumi/pulumi/automation";
import { startEmulator } from "../../emulator";
import type { Emulator } from "../../emulator/types";
import { line, pulumiBin, REPO_ROOT, type StateResource, userProject } from "./engine";

/** What a fixture is and what its README says about it. */
export interface OldStateFixture {
  /** Its folder under tests/fixtures (`state-0`). */
  folder: string;
  /** The stack its state belongs to: the config file is `Pulumi.<stack>.yaml`. */
  stack: string;
  /** The emulator's address when the fixture was made; the state records it. */
  baseUrl: string;
  /** How often `checkpoint.json` holds that address (none inside an encrypted value). */
  baseUrlCount: number;
  /** Its secrets passphrase (test-only). */
  passphrase: string;
}

/** The type prefix of the package's dynamic resources. */
const DYNAMIC_TYPE = "pulumi-nodejs:dynamic/ingress:";

export interface OldState {
  emulator: Emulator;
  stack: Stack;
  /** The project folder: the fixture's Pulumi.yaml and stack config, beside which a program can be written. */
  project: string;
  /** The imported deployment, its base URL rewritten to the emulator's. */
  checkpoint: Deployment;
  resources(): StateResource[];
  /** Every call the emulator answered since `from` (an index into its log), as `METHOD /path status`, sorted (the engine runs steps in parallel). */
  callsSince(from: number): string[];
  /** Stops the emulator and removes the folder (kept when PULUMI_INGRESS_KEEP_ENGINE_DIR is set). */
  dispose(): Promise<void>;
}

/**
 * Imports the fixture's state into a new stack in a folder of the user project (so a program run
 * there loads the installed package), with the emulator serving a copy of the fixture's emulator
 * state. The recorded base URL is replaced by the emulator's wherever the state and config hold it:
 * the same service at another address (see tests/fixtures/state-0/README.md).
 */
export async function importOldState(fixture: OldStateFixture): Promise<OldState> {
  const source = path.join(REPO_ROOT, "tests", "fixtures", fixture.folder);
  const dir = path.join(await userProject(), "engine", `${fixture.folder}-${process.pid}-${randomBytes(4).toString("hex")}`);
  const project = path.join(dir, "project");
  await fs.mkdir(path.join(dir, ".pulumi-home"), { recursive: true });
  await fs.mkdir(path.join(dir, ".state"), { recursive: true });
  await fs.mkdir(project, { recursive: true });

  // A copy: the emulator rewrites its state file.
  const emulatorState = path.join(dir, "emulator-state.json");
  await fs.copyFile(path.join(source, "emulator-state.json"), emulatorState);
  const emulator = await startEmulator({ statePath: emulatorState });
  const dispose = async () => {
    await emulator.close();
    if (!process.env["PULUMI_INGRESS_KEEP_ENGINE_DIR"]) await fs.rm(dir, { recursive: true, force: true });
  };

  try {
    const rebase = (text: string) => text.split(fixture.baseUrl).join(emulator.baseUrl);
    const text = await fs.readFile(path.join(source, "checkpoint.json"), "utf8");
    const found = text.split(fixture.baseUrl).length - 1;
    if (found !== fixture.baseUrlCount) throw new Error(`${fixture.folder}/checkpoint.json holds ${fixture.baseUrl} ${found} times, not ${fixture.baseUrlCount}`);
    const checkpoint = JSON.parse(rebase(text)) as Deployment;
    // Without its own package.json the program would be taken for the user project's package.
    await fs.writeFile(path.join(project, "package.json"), JSON.stringify({ name: `${fixture.folder}-program`, private: true }, null, 2));
    await fs.copyFile(path.join(source, "Pulumi.yaml"), path.join(project, "Pulumi.yaml"));
    // Its encryptionsalt, with the passphrase, decrypts the state's secrets and the config's.
    const config = `Pulumi.${fixture.stack}.yaml`;
    await fs.writeFile(path.join(project, config), rebase(await fs.readFile(path.join(source, config), "utf8")));

    const bin = await pulumiBin();
    const ws = await LocalWorkspace.create({
      workDir: project,
      pulumiCommand: await PulumiCommand.get({ root: path.dirname(bin) }),
      secretsProvider: "passphrase",
      envVars: {
        PATH: [bin, process.env["PATH"] ?? ""].join(path.delimiter),
        PULUMI_HOME: path.join(dir, ".pulumi-home"),
        PULUMI_BACKEND_URL: `file://${path.join(dir, ".state")}`,
        PULUMI_CONFIG_PASSPHRASE: fixture.passphrase,
        PULUMI_SKIP_UPDATE_CHECK: "true",
        PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true",
      },
    });
    const stack = await Stack.create(fixture.stack, ws);
    await stack.importStack(checkpoint);
    return {
      emulator,
      stack,
      project,
      checkpoint,
      resources: () => (checkpoint.deployment as { resources: StateResource[] }).resources,
      callsSince: (from) => emulator.log.slice(from).map(line).sort(),
      dispose,
    };
  } catch (err) {
    await dispose();
    throw err;
  }
}

export interface ProviderRequires {
  type: string;
  id: string | undefined;
  inputs: string[];
  outputs: string[];
}

/**
 * The package's dynamic resources of the state, each with its type name (`TlsCertificate`), id, and
 * the modules its `__provider` requires, in its inputs and in its outputs: the closure Pulumi
 * serialized when the release ran, which refresh, update and destroy load.
 */
export function providerRequires(resources: StateResource[]): ProviderRequires[] {
  const requires = (props: Record<string, unknown> | undefined) => String(props?.["__provider"]).match(/require\("[^"]*"\)/g) ?? [];
  return resources
    .filter((r) => r.type.startsWith(DYNAMIC_TYPE))
    .map((r) => ({ type: r.type.slice(DYNAMIC_TYPE.length), id: r.id, inputs: requires(r.inputs), outputs: requires(r.outputs) }));
}

/**
 * What {@link providerRequires} reads from a state 0.1.0 wrote, for `[type, id, file]` rows (`file`:
 * the module under dist/provider/providers/, `route` for HttpsEdgeRoute): one require of
 * `pulumi-ingress/dist/provider/providers/<file>.js` in its inputs and in its outputs.
 */
export const providersOf010 = (rows: [type: string, id: string, file: string][]): ProviderRequires[] =>
  rows.map(([type, id, file]) => {
    const requires = [`require("pulumi-ingress/dist/provider/providers/${file}.js")`];
    return { type, id, inputs: requires, outputs: requires };
  });

/** The line of `pulumi destroy`'s diagnostics for an abuse report it only forgot. */
export const forgottenReport = (name: string, id: string): string =>
  `  ${DYNAMIC_TYPE}AbuseReport (${name}):\n` +
  `    warning: ${id}: abuse reports cannot be withdrawn: the report stays filed with the service; it was only removed from the stack\n`;
