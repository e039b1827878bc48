// plugin/schema.json, the schema the provider plugin serves, held to what it is generated from (its
// Registry metadata and SDK names to plugin/src/packageNames.ts, its version to package.json):
// fresh (scripts/plugin-schema.ts writes the same text now), and true to the wire model for every
// family of the registry: every field of the create body is an input (but a cloud endpoint's `type`,
// always "cloud", which the provider sends itself: tests/types/parity/CloudEndpoint.ts), every output field is an output, the secret marks are exactly
// the wire model's, every input and output described; and every lookup of the SDK a function.
import { readFileSync } from "node:fs";
import { z } from "zod";
import { FAMILIES, FAMILY_NAMES, secretInputs, secretOutputs } from "../../provider/families";
import { toCamel } from "../../provider/inputs/naming";
import { generateSchema, type PropertySpec, type Schema, SCHEMA_FILE, schemaText, schemaWith } from "../../scripts/plugin-schema";
import { LOOKUPS } from "../../plugin/src/functions";
import { CSHARP_NAMESPACE, DISPLAY_NAME, JAVA_PACKAGE, LOGO_URL, PLUGIN_DOWNLOAD_URL, PUBLISHER, REPOSITORY, SDK_NAMES } from "../../plugin/src/packageNames";

const committed = JSON.parse(readFileSync(SCHEMA_FILE, "utf8")) as Schema;

/** The schema inside optional, nullable and pipe wrappers. */
function unwrapped(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (;;) {
    const def = s._zod.def as unknown as { type: string; innerType?: z.ZodType; in?: z.ZodType };
    if ((def.type === "optional" || def.type === "nullable" || def.type === "default") && def.innerType) s = def.innerType;
    else if (def.type === "pipe" && def.in) s = def.in;
    else return s;
  }
}

/**
 * Fields of a create body that are no input: the provider sends them itself (an endpoint's type), or
 * the service takes them from its other clients only (a secret's vault by name, a domain's
 * deprecated region; tests/types/parity/{Secret,ReservedDomain}.ts say why).
 */
const NOT_INPUTS: Partial<Record<string, string[]>> = { CloudEndpoint: ["type"], Secret: ["vaultName"], ReservedDomain: ["region"] };

/** The top-level fields of a create body, camelCase. */
function bodyFields(schema: z.ZodType): string[] {
  const object = unwrapped(schema);
  if (!(object instanceof z.ZodObject)) throw new Error("a create body is an object");
  return Object.keys(object.shape as Record<string, z.ZodType>).map(toCamel);
}

/** Paths of the properties marked secret, following type references into the schema's types. */
function secretMarks(properties: Record<string, PropertySpec>, at: string[] = [], seen = new Set<string>()): string[] {
  return Object.entries(properties).flatMap(([key, p]) => {
    const here = [...at, key];
    if (p.secret) return [here.join(".")];
    const ref = (p.$ref ?? p.items?.$ref ?? p.additionalProperties?.$ref)?.replace("#/types/", "");
    const type = ref === undefined ? undefined : committed.types[ref];
    if (type === undefined || !("properties" in type) || seen.has(ref as string)) return [];
    return secretMarks(type.properties, here, new Set([...seen, ref as string]));
  });
}

test("plugin/schema.json is what scripts/plugin-schema.ts writes now (run npm run docs after changing the SDK or the registry)", () => {
  expect(readFileSync(SCHEMA_FILE, "utf8")).toBe(schemaText(generateSchema()));
}, 60_000);

test("the Registry's metadata, each from plugin/src/packageNames.ts; the version package.json's", () => {
  const { version } = JSON.parse(readFileSync(`${__dirname}/../../package.json`, "utf8")) as { version: string };
  const metadata = { displayName: DISPLAY_NAME, version, homepage: REPOSITORY, license: "Apache-2.0", repository: REPOSITORY, logoUrl: LOGO_URL, pluginDownloadURL: PLUGIN_DOWNLOAD_URL, publisher: PUBLISHER };
  expect(Object.fromEntries(Object.keys(metadata).map((k) => [k, committed[k]]))).toEqual(metadata);
  expect(metadata).toEqual({
    displayName: "Ingress",
    version: "0.3.0",
    homepage: "https://github.com/pulumi-ingress/pulumi-ingress",
    license: "Apache-2.0",
    repository: "https://github.com/pulumi-ingress/pulumi-ingress",
    logoUrl: "https://raw.githubusercontent.com/pulumi-ingress/pulumi-ingress/main/docs/logo.svg",
    pluginDownloadURL: "github://api.github.com/pulumi-ingress/pulumi-ingress",
    publisher: "pulumi-ingress",
  });
  expect(committed["keywords"]).toEqual(["pulumi", "ingress", "category/network", "kind/native"]);
  expect(readFileSync(`${__dirname}/../../docs/logo.svg`, "utf8")).toMatch(/^<svg /);
});

test("each language's SDK named once, in plugin/src/packageNames.ts", () => {
  const language = committed["language"] as Record<string, Record<string, unknown>>;
  expect(SDK_NAMES).toEqual({
    python: "pulumi_ingress",
    goModule: "github.com/pulumi-ingress/pulumi-ingress/sdk/go",
    goImport: "github.com/pulumi-ingress/pulumi-ingress/sdk/go/ingress",
    csharpRootNamespace: "PulumiIngress",
    javaBasePackage: "com.pulumiingress",
  });
  expect([CSHARP_NAMESPACE, JAVA_PACKAGE]).toEqual(["PulumiIngress.Ingress", "com.pulumiingress.ingress"]);
  expect(language["python"]?.["packageName"]).toBe(SDK_NAMES.python);
  expect([language["go"]?.["importBasePath"], language["go"]?.["modulePath"]]).toEqual([SDK_NAMES.goImport, SDK_NAMES.goModule]);
  expect(language["csharp"]?.["rootNamespace"]).toBe(SDK_NAMES.csharpRootNamespace);
  expect(language["java"]?.["basePackage"]).toBe(SDK_NAMES.javaBasePackage);
});

test("the Go import path is the one Pulumi's Go generator derives from the schema's repository when it links the SDK (`pulumi package add`)", () => {
  // pkg/codegen/go/gen.go ExtractImportBasePath, "support pack" form: <host><path>/sdk/go/<name> below major version 2.
  const repository = new URL(committed["repository"] as string);
  expect(`${repository.host}${repository.pathname}/sdk/go/${committed.name}`).toBe(SDK_NAMES.goImport);
});

test("schemaWith: a release's version and plugin download URL, every other key as committed and in its place", () => {
  const released = schemaWith({ version: "0.2.1", pluginDownloadURL: "http://127.0.0.1:8080/releases" });
  expect(Object.keys(released)).toEqual(Object.keys(committed));
  expect({ ...released, version: committed.version, pluginDownloadURL: committed.pluginDownloadURL }).toEqual(committed);
  expect([released.version, released.pluginDownloadURL]).toEqual(["0.2.1", "http://127.0.0.1:8080/releases"]);
  expect(schemaWith({})).toEqual(committed);
});

test("a resource for every family of the registry, as ingress:index:<Class>, and nothing else", () => {
  expect(Object.keys(committed.resources)).toEqual(FAMILY_NAMES.map((f) => `ingress:index:${f}`));
});

describe.each(FAMILY_NAMES)("%s", (family) => {
  const spec = () => committed.resources[`ingress:index:${family}`] as Schema["resources"][string];

  test("every field of the wire model's create body is an input; every output field is an output", () => {
    const inputs = Object.keys(spec().inputProperties);
    expect(bodyFields(FAMILIES[family].wire.create).filter((f) => !inputs.includes(f))).toEqual(NOT_INPUTS[family] ?? []);
    const outputs = Object.keys(spec().properties);
    expect([...FAMILIES[family].outputFields].filter((f) => !outputs.includes(f))).toEqual([]);
  });

  test("the inputs marked secret are exactly the wire model's secret fields; the outputs marked secret, its item's (a token)", () => {
    expect(secretMarks(spec().inputProperties).sort()).toEqual(secretInputs(FAMILIES[family]).map((p) => p.join(".")).sort());
    const secretOuts = secretOutputs(FAMILIES[family]).map((p) => p.join("."));
    expect(secretMarks(spec().properties).filter((p) => !secretInputs(FAMILIES[family]).some((s) => s.join(".") === p)).sort()).toEqual(secretOuts.sort());
  });

  test("the resource, every input and every output carry their TSDoc", () => {
    expect(spec().description).not.toBe("");
    const undescribed = [...Object.entries(spec().inputProperties), ...Object.entries(spec().properties)].filter(([, p]) => !p.description).map(([k]) => k);
    expect(undescribed).toEqual([]);
  });
});

test("what replaces, as the SDK's TSDoc says: a certificate's chain, a route's edge, a rule's policy and action, a secret's vault", () => {
  const replacing = Object.fromEntries(
    Object.entries(committed.resources).map(([token, r]) => [token, Object.entries(r.inputProperties).filter(([, p]) => p.replaceOnChanges).map(([k]) => k)]),
  );
  expect(replacing["ingress:index:TlsCertificate"]).toEqual(["certificatePem"]);
  expect(replacing["ingress:index:HttpsEdgeRoute"]).toEqual(["edgeId"]);
  expect(replacing["ingress:index:IpPolicyRule"]).toEqual(["ipPolicyId", "action"]);
  expect(replacing["ingress:index:Secret"]).toEqual(["vaultId"]);
});

test("the config: apiKey (secret), baseUrl and rateLimit, also the provider's inputs", () => {
  expect(Object.keys(committed.config.variables)).toEqual(["apiKey", "baseUrl", "rateLimit"]);
  expect(committed.config.variables["apiKey"]?.secret).toBe(true);
  expect(committed.provider.inputProperties).toEqual(committed.config.variables);
});

test("a function ingress:index:get<…> for every lookup the SDK exports", () => {
  expect(Object.keys(committed.functions).sort()).toEqual(LOOKUPS.map((l) => `ingress:index:${l.name}`).sort());
  expect(committed.functions["ingress:index:getHttpsEdge"]?.inputs?.required).toEqual(["id"]);
  expect(Object.keys(committed.functions["ingress:index:getTlsCertificates"]?.outputs.properties ?? {})).toEqual(["items"]);
});

test("no type name ends in Args, which Python's and Go's SDKs add to input types; the one that would collide ends in Input", () => {
  const names = Object.keys(committed.types).map((t) => t.replace("ingress:index:", ""));
  expect(names.filter((n) => n.endsWith("Args"))).toEqual([]);
  expect(names.filter((n) => n.endsWith("Input"))).toEqual(["CertificateManagementPolicyInput"]);
  expect(names).toContain("CertificateManagementPolicy");
  expect(committed.resources["ingress:index:HttpsEdgeRoute"]?.inputProperties["backend"]?.$ref).toBe("#/types/ingress:index:BackendModule");
});
