// The Java SDK as a Maven artifact: generated from the schema by Pulumi's Java language host
// (pulumi-language-java, which `scripts/install-languages.sh --sdk-hosts` builds from
// scripts/java-host), then built with Maven from a pom.xml written here (the generator writes Gradle
// files only). Maven reaches Maven Central alone, into a repository under the cache shared by every
// build.
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { cacheDir, genSdk, languageHostsBin, releasedSchema, REPO_ROOT, runTool, type Schema, type SdkBuildOptions } from "./languageHosts";

/** The Java package prefix when the schema's language.java names none (Pulumi's default, `com.pulumi`, is Pulumi's own). */
export const DEFAULT_BASE_PACKAGE = "com.pulumiingress";

/** The Maven plugins of the build, pinned (these run on Maven 3.6.3 and later). */
const MAVEN_PLUGINS: Record<string, string> = {
  "maven-clean-plugin": "3.4.0",
  "maven-resources-plugin": "3.3.1",
  "maven-compiler-plugin": "3.13.0",
  "maven-surefire-plugin": "3.5.2",
  "maven-jar-plugin": "3.4.2",
  "maven-source-plugin": "3.3.1",
  "maven-install-plugin": "3.1.2",
};

/** The Java release the classes target: the generator's Gradle build asks for 11. */
const JAVA_RELEASE = "11";

/** Maven's coordinates and the dependencies of the artifact, from the schema. */
export interface JavaArtifact {
  groupId: string;
  artifactId: string;
  version: string;
  /** `group:artifact` → version; com.pulumi:pulumi is the Java SDK paired with the host. */
  dependencies: Record<string, string>;
}

/**
 * The version of Pulumi's Java SDK (com.pulumi:pulumi) that the generated code is built against:
 * that of the Java host's module, which scripts/java-host/go.mod pins (the two are released together).
 */
async function javaSdkVersion(): Promise<string> {
  const gomod = await fs.readFile(path.join(REPO_ROOT, "scripts", "java-host", "go.mod"), "utf8");
  const match = /^\s*(?:require\s+)?github\.com\/pulumi\/pulumi-java\/pkg v(\d+\.\d+\.\d+)\s*$/m.exec(gomod);
  if (match?.[1] === undefined) throw new Error("scripts/java-host/go.mod requires no github.com/pulumi/pulumi-java/pkg version");
  return match[1];
}

/** The artifact the schema describes: group = language.java.basePackage, artifact = the package's name, as the generator's Gradle build publishes it. */
function javaArtifact(schema: Schema, sdkVersion: string): JavaArtifact {
  const java = schema.language?.["java"] ?? {};
  const basePackage = typeof java["basePackage"] === "string" && java["basePackage"] !== "" ? java["basePackage"] : DEFAULT_BASE_PACKAGE;
  const declared = (java["dependencies"] ?? {}) as Record<string, string>;
  return {
    groupId: basePackage,
    artifactId: schema.name,
    version: schema.version ?? "0.0.0",
    // The generator's own dependencies (its build.gradle), with the SDK at the host's version.
    dependencies: { "com.google.code.findbugs:jsr305": "3.0.2", "com.google.code.gson:gson": "2.8.9", ...declared, "com.pulumi:pulumi": sdkVersion },
  };
}

const xml = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The pom.xml of the artifact: the generated sources, their dependencies (compile scope), a sources jar. */
function pomXml(artifact: JavaArtifact, schema: Schema): string {
  const optional = (tag: string, value: string | undefined): string => (value === undefined ? "" : `  <${tag}>${xml(value)}</${tag}>\n`);
  const url = schema.homepage ?? schema.repository;
  const dependencies = Object.entries(artifact.dependencies)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([coordinates, version]) => {
      const [groupId = "", artifactId = ""] = coordinates.split(":");
      return `    <dependency>\n      <groupId>${xml(groupId)}</groupId>\n      <artifactId>${xml(artifactId)}</artifactId>\n      <version>${xml(version)}</version>\n    </dependency>\n`;
    })
    .join("");
  const plugins = Object.entries(MAVEN_PLUGINS)
    .map(([artifactId, version]) => {
      const executions =
        artifactId === "maven-source-plugin"
          ? "\n        <executions>\n          <execution>\n            <id>attach-sources</id>\n            <goals><goal>jar-no-fork</goal></goals>\n          </execution>\n        </executions>"
          : "";
      return `      <plugin>\n        <groupId>org.apache.maven.plugins</groupId>\n        <artifactId>${artifactId}</artifactId>\n        <version>${version}</version>${executions}\n      </plugin>\n`;
    })
    .join("");
  const license = schema.license === undefined ? "" : `  <licenses>\n    <license>\n      <name>${xml(schema.license)}</name>\n    </license>\n  </licenses>\n`;
  const scm = schema.repository === undefined ? "" : `  <scm>\n    <url>${xml(schema.repository)}</url>\n  </scm>\n`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<!-- Written by scripts/release/javaSdk.ts for the Java SDK that pulumi-language-java generated. -->
<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <groupId>${xml(artifact.groupId)}</groupId>
  <artifactId>${xml(artifact.artifactId)}</artifactId>
  <version>${xml(artifact.version)}</version>
  <packaging>jar</packaging>
  <name>${xml(artifact.groupId)}.${xml(artifact.artifactId)}</name>
${optional("description", schema.description)}${optional("url", url)}${license}${scm}  <properties>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
    <maven.compiler.release>${JAVA_RELEASE}</maven.compiler.release>
  </properties>
  <dependencies>
${dependencies}  </dependencies>
  <build>
    <plugins>
${plugins}    </plugins>
  </build>
</project>
`;
}

/**
 * Where the generated Utilities class reads its version (`…/version.txt` on the classpath); the
 * plugin's description, plugin.json, goes beside it, where Pulumi's Java SDK looks for the plugins a
 * program needs. The Gradle build writes both at build time; here they go into src/main/resources.
 */
async function writePluginResources(sdkDir: string, schema: Schema): Promise<void> {
  const utilities = (await fs.readdir(sdkDir, { recursive: true })).find((file) => file.endsWith(`${path.sep}Utilities.java`));
  if (utilities === undefined) throw new Error(`the generated Java SDK in ${sdkDir} has no Utilities.java`);
  const source = await fs.readFile(path.join(sdkDir, utilities), "utf8");
  const resource = /var resourceName = "([^"]+)\/version\.txt";/.exec(source)?.[1];
  if (resource === undefined) throw new Error(`${utilities} names no version.txt resource (has the Java generator changed?)`);
  const dir = path.join(sdkDir, "src", "main", "resources", ...resource.split("/"));
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, "version.txt"), schema.version ?? "");
  const plugin = { resource: true, name: schema.name, version: schema.version, ...(schema.pluginDownloadURL ? { server: schema.pluginDownloadURL } : {}) };
  await fs.writeFile(path.join(dir, "plugin.json"), `${JSON.stringify(plugin, null, 2)}\n`);
}

/** The Maven repository the builds download into: the cache, so a second build downloads nothing. */
export function mavenRepository(): string {
  return path.join(cacheDir(), "maven-repository");
}

/**
 * Generates the Java SDK from the schema and builds it with Maven; writes
 * `<artifactId>-<version>.jar`, `-sources.jar` and `.pom` to outDir and returns their paths.
 */
export async function buildJavaSdk(opts: SdkBuildOptions): Promise<string[]> {
  const log = opts.log ?? (() => undefined);
  const bin = await languageHostsBin(log);
  const schema = await releasedSchema(opts.schemaPath, opts.version);
  const java = schema.language?.["java"];
  if (java === undefined || typeof java["basePackage"] !== "string") {
    log(`java: the schema's language.java names no basePackage; using ${DEFAULT_BASE_PACKAGE}`);
    schema.language = { ...schema.language, java: { ...java, basePackage: DEFAULT_BASE_PACKAGE } };
  }
  const artifact = javaArtifact(schema, await javaSdkVersion());
  log(`java: pulumi package gen-sdk --language java (${artifact.groupId}:${artifact.artifactId}:${artifact.version})`);
  const { dir, cleanup } = await genSdk(bin, schema, "java");
  try {
    await writePluginResources(dir, schema);
    await fs.writeFile(path.join(dir, "pom.xml"), pomXml(artifact, schema));
    log(`java: mvn package (Maven repository ${mavenRepository()})`);
    await runTool("mvn", ["-B", "-q", `-Dmaven.repo.local=${mavenRepository()}`, "-Dmaven.test.skip=true", "package"], { cwd: dir });
    await fs.mkdir(opts.outDir, { recursive: true });
    const base = `${artifact.artifactId}-${artifact.version}`;
    const written: string[] = [];
    for (const [from, name] of [
      [path.join(dir, "target", `${base}.jar`), `${base}.jar`],
      [path.join(dir, "target", `${base}-sources.jar`), `${base}-sources.jar`],
      [path.join(dir, "pom.xml"), `${base}.pom`],
    ] as const) {
      const to = path.join(opts.outDir, name);
      await fs.copyFile(from, to);
      written.push(to);
    }
    log(`java: wrote ${written.map((file) => path.basename(file)).join(", ")}`);
    return written;
  } finally {
    await cleanup();
  }
}
