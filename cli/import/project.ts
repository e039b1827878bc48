/**
 * The files of a complete Pulumi project around the generated program (`--out DIR`): as Pulumi's
 * TypeScript template makes them, with this package and `@pulumi/pulumi` as dependencies, and a
 * README saying what to run next.
 */
import { VERSION } from "../../provider/client/version";
import type { ProgramFile } from "./plan";

/** Versions the project's package.json asks for. */
export interface ProjectVersions {
  pulumi: string;
  pulumiIngress: string;
  typesNode: string;
  typescript: string;
}

/** The oldest `@pulumi/pulumi` the package supports, for when none is installed beside it. */
const LOWEST_PULUMI = "3.139.0";

/**
 * The versions a new project asks for: this package's, and the `@pulumi/pulumi` installed beside
 * it (the one its program will run with), else the oldest one it supports.
 */
export function installedVersions(): ProjectVersions {
  let pulumi = LOWEST_PULUMI;
  try {
    const file = require.resolve("@pulumi/pulumi/package.json", { paths: [__dirname] });
    pulumi = (require(file) as { version: string }).version; // eslint-disable-line @typescript-eslint/no-require-imports -- a JSON file found at run time
  } catch {
    // not installed beside this package: the oldest supported
  }
  return { pulumi: `^${pulumi}`, pulumiIngress: `^${VERSION}`, typesNode: "^20.19.0", typescript: "^5.9.3" };
}

/** A project name Pulumi accepts, from a folder's name. */
export function projectName(folder: string): string {
  const name = folder.replace(/[^A-Za-z0-9_.-]+/g, "-").replace(/^[-.]+|[-.]+$/g, "");
  return name === "" ? "ingress" : name;
}

/** What another command says of the project it writes: its description, and its README's text. */
export interface ProjectAbout {
  description: string;
  readme: string;
}

/** The project's files besides the program and its certificates; `about` replaces the import's description and README. */
export function projectFiles(name: string, versions: ProjectVersions, secretKeys: readonly string[], about?: ProjectAbout): ProgramFile[] {
  const json = (v: unknown): string => `${JSON.stringify(v, null, 2)}\n`;
  const description = about?.description ?? "ingress resources brought under code by pulumi-ingress import";
  const secrets = secretKeys.map((k) => `pulumi config set --secret ${k}\n`).join("");
  return [
    {
      path: "Pulumi.yaml",
      content: `name: ${name}\ndescription: ${description}\nruntime:\n  name: nodejs\n  options:\n    typescript: true\n`,
    },
    {
      path: "package.json",
      content: json({
        name,
        private: true,
        description,
        main: "index.ts",
        dependencies: { "@pulumi/pulumi": versions.pulumi, "pulumi-ingress": versions.pulumiIngress },
        devDependencies: { "@types/node": versions.typesNode, typescript: versions.typescript },
      }),
    },
    {
      path: "tsconfig.json",
      content: json({
        compilerOptions: {
          strict: true,
          outDir: "bin",
          target: "es2020",
          module: "commonjs",
          moduleResolution: "node",
          sourceMap: true,
          skipLibCheck: true,
          forceConsistentCasingInFileNames: true,
        },
        files: ["index.ts"],
      }),
    },
    { path: ".gitignore", content: "/bin/\n/node_modules/\n" },
    {
      path: "README.md",
      content:
        about?.readme ??
        `# ${name}\n\n` +
        "The account's resources, written by `pulumi-ingress import`: each resource of `index.ts` takes over an existing item " +
        "with `adoptId`, so the first `pulumi up` only reads them. Next: `npm install`, `pulumi stack init`, the account's settings " +
        "(`pulumi config set ingress:baseUrl <url>` and `pulumi config set --secret ingress:apiKey <key>`, or `INGRESS_BASE_URL` " +
        "and `INGRESS_API_KEY`)" +
        (secrets ? ", the secrets the service does not return (each command asks for its value)" : "") +
        ", then `pulumi preview` and `pulumi up`.\n" +
        (secrets ? `\n\`\`\`sh\n${secrets}\`\`\`\n` : ""),
    },
  ];
}
