/**
 * The package's names outside npm, each stated once: where it is published, and what each
 * language's SDK is called. The schema's header (scripts/pluginSchema/header.ts), the release and
 * the docs' tests read them from here.
 */
import { PACKAGE } from "../../provider/tokens";

/** The repository the package's sources, releases and Go module are at. */
export const REPOSITORY = "https://github.com/pulumi-ingress/pulumi-ingress";

/** Who publishes the package, as the Registry shows it. */
export const PUBLISHER = "pulumi-ingress";

/** The package's name as the Registry shows it. */
export const DISPLAY_NAME = "Ingress";

/** The package's logo: an SVG in the repository, served raw from its default branch. */
export const LOGO_URL = "https://raw.githubusercontent.com/pulumi-ingress/pulumi-ingress/main/docs/logo.svg";

/**
 * Where the engine downloads the plugin's archives (`pulumi-resource-ingress-v<ver>-<os>-<arch>.tar.gz`)
 * unless a release says otherwise: the repository's GitHub releases.
 */
export const PLUGIN_DOWNLOAD_URL = `github://api.github.com/${new URL(REPOSITORY).pathname.slice(1)}`;

/**
 * The Go module of the SDK: the repository's `sdk/go` folder, as Pulumi's Go generator derives it
 * from the schema's `repository` when it links a package (ExtractModulePath, "support pack" form).
 */
const GO_MODULE = `${new URL(REPOSITORY).host}${new URL(REPOSITORY).pathname}/sdk/go`;

/** Each language's SDK by its name there. */
export const SDK_NAMES = {
  /** The Python distribution and module (`pip install pulumi_ingress`, `import pulumi_ingress`). */
  python: "pulumi_ingress",
  /** The Go module, tagged `sdk/go/v<ver>` in the repository. */
  goModule: GO_MODULE,
  /** The Go package programs import: the module's folder named after the package. */
  goImport: `${GO_MODULE}/${PACKAGE}`,
  /** The C# root namespace; the classes are in `PulumiIngress.Ingress`. */
  csharpRootNamespace: "PulumiIngress",
  /** The Java base package; the classes are in `com.pulumiingress.ingress`. */
  javaBasePackage: "com.pulumiingress",
} as const;

/** The Java package the classes are in: the base package, then the package's name. */
export const JAVA_PACKAGE = `${SDK_NAMES.javaBasePackage}.${PACKAGE}`;

/** The C# namespace the classes are in: the root namespace, then the package's name capitalised. */
export const CSHARP_NAMESPACE = `${SDK_NAMES.csharpRootNamespace}.${PACKAGE[0]?.toUpperCase() ?? ""}${PACKAGE.slice(1)}`;
