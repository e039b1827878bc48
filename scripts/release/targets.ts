/** The operating systems and architectures the plugin's executable is built for. */

/** One OS and architecture the plugin is built for, named as Go (and so Pulumi's plugin archives) names them. */
export interface PluginTarget {
  os: "linux" | "darwin" | "windows";
  arch: "amd64" | "arm64";
}

/** Every platform Pulumi's own CLI ships for (its releases' archives): the plugin is built for each. */
export const PLUGIN_TARGETS: readonly PluginTarget[] = [
  { os: "linux", arch: "amd64" },
  { os: "linux", arch: "arm64" },
  { os: "darwin", arch: "amd64" },
  { os: "darwin", arch: "arm64" },
  { os: "windows", arch: "amd64" },
  { os: "windows", arch: "arm64" },
];

/** `os-arch`, as archives and the `--targets` option name a target. */
export const targetName = (target: PluginTarget): string => `${target.os}-${target.arch}`;

/** Whether `target` is this machine. */
export const isHost = (target: PluginTarget): boolean =>
  target.os === ({ linux: "linux", darwin: "darwin", win32: "windows" } as Record<string, string>)[process.platform] &&
  target.arch === ({ x64: "amd64", arm64: "arm64" } as Record<string, string>)[process.arch];

/** This machine's target, when it is one the plugin is built for. */
export const hostTarget = (): PluginTarget | undefined => PLUGIN_TARGETS.find(isHost);
