// A Java program through Pulumi's own Java language host (pulumi-language-java, built by
// `scripts/install-languages.sh --sdk-hosts`), as a Java user gets the package: the Java SDK
// released as a Maven artifact (scripts/release/javaSdk.ts: generated from the installed plugin's schema, built with
// Maven), installed into the Maven repository the program builds with, and the plugin named in
// Pulumi.yaml. The host builds and runs the program with `mvn compile exec:java` at every step.
// Against the emulator: up creates the resource with one POST, a preview then makes no call,
// destroy deletes it. Heavy (Maven at every step): `npm run test:languages`, not `npm test`.
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { FAMILIES } from "../../provider/families";
import { buildJavaSdk, DEFAULT_BASE_PACKAGE, mavenRepository } from "../../scripts/release/javaSdk";
import { callsByFamily } from "../support/callsByFamily";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Run, startRun } from "../support/engine";
import { pluginSchema, run as runCommand, writeProgram } from "../support/languages";
import { installedPlugin, pluginStanza } from "../support/plugin";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

/** The program, importing the SDK's classes from `javaPackage` (the schema's language.java.basePackage, then the package's name). */
const appJava = (javaPackage: string): string => `package app;

import com.pulumi.Pulumi;
import ${javaPackage}.IpPolicy;
import ${javaPackage}.IpPolicyArgs;

public class App {
    public static void main(String[] args) {
        Pulumi.run(ctx -> {
            var office = new IpPolicy("office", IpPolicyArgs.builder().description("java office").build());
            ctx.export("IpPolicy", office.id());
            ctx.export("description", office.description());
        });
    }
}
`;

/** The program's pom: the SDK artifact, and the exec plugin the Java host runs (`-DmainClass`/`-DmainArgs` as its executor passes them). */
const programPom = (sdk: { groupId: string; artifactId: string; version: string }): string => `<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <groupId>app</groupId>
  <artifactId>java-program</artifactId>
  <version>1.0</version>
  <properties>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
    <maven.compiler.release>11</maven.compiler.release>
    <mainClass>app.App</mainClass>
    <mainArgs/>
  </properties>
  <dependencies>
    <dependency>
      <groupId>${sdk.groupId}</groupId>
      <artifactId>${sdk.artifactId}</artifactId>
      <version>${sdk.version}</version>
    </dependency>
  </dependencies>
  <build>
    <plugins>
      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-resources-plugin</artifactId><version>3.3.1</version></plugin>
      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-compiler-plugin</artifactId><version>3.13.0</version></plugin>
      <plugin>
        <groupId>org.codehaus.mojo</groupId>
        <artifactId>exec-maven-plugin</artifactId>
        <version>3.5.0</version>
        <configuration>
          <mainClass>\${mainClass}</mainClass>
          <commandlineArgs>\${mainArgs}</commandlineArgs>
        </configuration>
      </plugin>
    </plugins>
  </build>
</project>
`;

let run: Run;
let artifacts: string[];
let coordinates: { groupId: string; artifactId: string; version: string };
/** The schema's language.java.basePackage, or the one the build uses without it. */
let basePackage: string;
let version: string;

beforeAll(async () => {
  run = await startRun("java", { body: "" });
  const plugin = await installedPlugin();
  const schemaFile = path.join(run.engine.dir, "schema.json");
  const schema = (await pluginSchema(run.stack, plugin)) as { version: string; language?: { java?: { basePackage?: string } } };
  await fs.writeFile(schemaFile, JSON.stringify(schema));
  version = schema.version;
  basePackage = schema.language?.java?.basePackage ?? DEFAULT_BASE_PACKAGE;
  artifacts = await buildJavaSdk({ schemaPath: schemaFile, outDir: path.join(run.engine.dir, "java-release"), version });
  const pom = artifacts.find((file) => file.endsWith(".pom")) ?? "";
  const text = await fs.readFile(pom, "utf8");
  const tag = (name: string): string => new RegExp(`^  <${name}>([^<]+)</${name}>$`, "m").exec(text)?.[1] ?? "";
  coordinates = { groupId: tag("groupId"), artifactId: tag("artifactId"), version: tag("version") };
  // The released artifact into the Maven repository the program builds with (the build's cache, so
  // Pulumi's Java SDK and Maven's plugins come from there), as `mvn install` of a downloaded jar does.
  const jar = artifacts.find((file) => file.endsWith(`${coordinates.version}.jar`)) ?? "";
  await runCommand(
    "mvn",
    ["-B", "-q", `-Dmaven.repo.local=${mavenRepository()}`, "org.apache.maven.plugins:maven-install-plugin:3.1.2:install-file", `-Dfile=${jar}`, `-DpomFile=${pom}`],
    { cwd: run.engine.dir },
  );
  await writeProgram(run.stack, {
    "Pulumi.yaml": `name: java\nruntime: java\n${pluginStanza(plugin)}`,
    "pom.xml": programPom(coordinates),
    // Read by every mvn the host starts in the program's folder.
    ".mvn/maven.config": `-Dmaven.repo.local=${mavenRepository()}\n`,
    "src/main/java/app/App.java": appJava(`${basePackage}.ingress`),
  });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await run?.dispose();
});

test("the Java SDK is a Maven artifact: jar, sources jar and pom, named by the schema", () => {
  expect(coordinates).toEqual({ groupId: basePackage, artifactId: "ingress", version });
  const base = `ingress-${version}`;
  expect(artifacts.map((file) => path.basename(file))).toEqual([`${base}.jar`, `${base}-sources.jar`, `${base}.pom`]);
});

test("up creates the Java program's IP policy with one POST", async () => {
  run.mark();
  const up = await run.stack.up();
  expect(up.summary).toEqual({ create: 2 });
  expect(callsByFamily(run.entries(), "POST")).toEqual({ IpPolicy: 1 });
  expect(String(up.outputs["IpPolicy"]?.value).startsWith(FAMILIES.IpPolicy.wire.idPrefix)).toBe(true);
  expect(up.outputs["description"]?.value).toBe("java office");
});

test("a preview then makes no call and shows no change", async () => {
  run.mark();
  expect((await run.stack.preview()).summary).toEqual({ same: 2 });
  expect(run.calls()).toEqual([]);
});

test("destroy deletes it with one DELETE", async () => {
  run.mark();
  expect((await run.stack.destroy()).summary).toEqual({ delete: 2 });
  expect(callsByFamily(run.entries(), "DELETE")).toEqual({ IpPolicy: 1 });
});
