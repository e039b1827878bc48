import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { emptySidecars, fileBackendDir, saysEof, TORN_SIDECAR_ERROR, tornSidecarAdvice } from "../../recover/tornSidecar";

test("fileBackendDir: the folder of a file:// URL, query dropped, ~ the home folder; undefined for other backends", () => {
  expect(fileBackendDir("file:///var/pulumi")).toBe("/var/pulumi");
  expect(fileBackendDir("file:///var/pulumi%20state?metadata=skip")).toBe("/var/pulumi state");
  expect(fileBackendDir("file://~")).toBe(os.homedir());
  expect(fileBackendDir("file://~/state")).toBe(path.join(os.homedir(), "state"));
  expect(fileBackendDir("s3://bucket/state")).toBeUndefined();
  expect(fileBackendDir("https://api.pulumi.com")).toBeUndefined();
});

test("emptySidecars: the empty *.attrs files anywhere under .pulumi, sorted; none when there is no .pulumi", async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "torn-"));
  try {
    expect(await emptySidecars(dir)).toEqual([]);
    const stacks = path.join(dir, ".pulumi", "stacks", "proj");
    const history = path.join(dir, ".pulumi", "history", "proj", "dev");
    await fs.mkdir(stacks, { recursive: true });
    await fs.mkdir(history, { recursive: true });
    await fs.writeFile(path.join(stacks, "dev.json"), "{}");
    await fs.writeFile(path.join(stacks, "dev.json.attrs"), "");
    await fs.writeFile(path.join(stacks, "dev.json.bak.attrs"), '{"user.content_type":"application/octet-stream"}\n');
    await fs.writeFile(path.join(stacks, "empty.json"), "");
    await fs.writeFile(path.join(history, "dev-1.history.json.attrs"), "");
    expect(await emptySidecars(dir)).toEqual([path.join(history, "dev-1.history.json.attrs"), path.join(stacks, "dev.json.attrs")]);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});

test("tornSidecarAdvice: names each sidecar and the command that removes it, quoted for the shell", () => {
  expect(tornSidecarAdvice(["/s/.pulumi/stacks/p/dev.json.attrs"])).toBe(
    [
      "the file backend's sidecar is empty: the kill cut the Pulumi CLI while it rewrote it in place (the state files themselves are written whole, by rename).",
      "A sidecar holds only its file's content type and checksum: remove it, then run the recovery again from `pulumi cancel --yes`:",
      "  rm '/s/.pulumi/stacks/p/dev.json.attrs'",
    ].join("\n"),
  );
  expect(tornSidecarAdvice(["/s/it's/a.attrs", "/s/b.attrs"]).split("\n")).toEqual([
    "the file backend's sidecars are empty: the kill cut the Pulumi CLI while it rewrote them in place (the state files themselves are written whole, by rename).",
    "A sidecar holds only its file's content type and checksum: remove it, then run the recovery again from `pulumi cancel --yes`:",
    "  rm '/s/it'\\''s/a.attrs' '/s/b.attrs'",
  ]);
});

test("saysEof: a read that failed on an empty sidecar, as the recover command and the Automation API word it", () => {
  expect(saysEof(`\`pulumi stack export\` failed: error: ${TORN_SIDECAR_ERROR}`)).toBe(true);
  expect(saysEof("Command failed with exit code 255: pulumi stack history --json\nerror: EOF\n")).toBe(true);
  expect(saysEof("error: failed to load checkpoint: unexpected end of JSON input")).toBe(false);
  expect(saysEof("error: GEOFENCE denied")).toBe(false);
});
