// The platforms the release builds the plugin for, and the runtime each gets
// (scripts/release/pluginArchives.ts; docs/plugin.md says why).
import { PLUGIN_TARGETS, targetName } from "../../scripts/release/targets";
import { archiveName, runtimeOf } from "../../scripts/release/pluginArchives";

test("every platform Pulumi ships, each on Node's SEA where the registry has one, darwin-arm64 on Bun", () => {
  expect(PLUGIN_TARGETS.map((t) => `${targetName(t)} ${runtimeOf(t).name}`)).toEqual([
    "linux-amd64 node-sea",
    "linux-arm64 node-sea",
    "darwin-amd64 node-sea",
    "darwin-arm64 bun",
    "windows-amd64 node-sea",
    "windows-arm64 node-sea",
  ]);
});

test("each archive is named as Pulumi's plugin download names it", () => {
  expect(PLUGIN_TARGETS.map((t) => archiveName("0.3.0", t))).toEqual([
    "pulumi-resource-ingress-v0.3.0-linux-amd64.tar.gz",
    "pulumi-resource-ingress-v0.3.0-linux-arm64.tar.gz",
    "pulumi-resource-ingress-v0.3.0-darwin-amd64.tar.gz",
    "pulumi-resource-ingress-v0.3.0-darwin-arm64.tar.gz",
    "pulumi-resource-ingress-v0.3.0-windows-amd64.tar.gz",
    "pulumi-resource-ingress-v0.3.0-windows-arm64.tar.gz",
  ]);
});
