/**
 * What the recover command reads of a stack through the Pulumi CLI (provider/stack/pulumiCli.ts):
 * its interrupted creates, and, when a kill tore a file backend's sidecar, which sidecars to remove.
 */
import { pulumiOutput, type PulumiCli } from "../provider/stack/pulumiCli";
import { lastUpdateStart, type PendingCreate, pendingCreates } from "./pendingCreates";
import { emptySidecars, fileBackendDir, saysEof, tornSidecarAdvice } from "./tornSidecar";

/**
 * The checkpoint (`pulumi stack export`, secrets left encrypted), its pending creates of this
 * package, and, only when there are some, when the stack's last recorded `up` began (epoch ms;
 * 0 when none is recorded or nothing is pending).
 */
export async function readInterrupted(cli: PulumiCli): Promise<{ exported: unknown; pending: PendingCreate[]; since: number }> {
  const exported: unknown = JSON.parse(await stateOutput(cli, ["stack", "export"]));
  const pending = pendingCreates(exported);
  const since = pending.length === 0 ? 0 : lastUpdateStart(JSON.parse(await stateOutput(cli, ["stack", "history", "--json"])));
  return { exported, pending, since };
}

/**
 * The output of a command that reads the stack's state; when it fails with `EOF` because a kill
 * left a file backend's sidecar empty, the error names the sidecars and how to remove them.
 */
async function stateOutput(cli: PulumiCli, args: string[]): Promise<string> {
  try {
    return await pulumiOutput(cli, args);
  } catch (e) {
    if (!(e instanceof Error) || !saysEof(e.message)) throw e;
    const { url } = JSON.parse(await pulumiOutput({ command: cli.command, cwd: cli.cwd }, ["whoami", "--json"])) as { url?: unknown };
    const dir = typeof url === "string" ? fileBackendDir(url) : undefined;
    const torn = dir === undefined ? [] : await emptySidecars(dir);
    if (torn.length === 0) throw e;
    throw new Error(`${e.message}\n${tornSidecarAdvice(torn)}`, { cause: e });
  }
}
