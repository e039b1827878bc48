// The shapes of Pulumi's package schema that scripts/plugin-schema.ts writes (plugin/schema.json).

/** A property of the schema (Pulumi's package schema, PropertySpec). */
export interface PropertySpec {
  type?: string;
  $ref?: string;
  items?: PropertySpec;
  additionalProperties?: PropertySpec;
  description?: string;
  secret?: boolean;
  default?: unknown;
  replaceOnChanges?: boolean;
}

/** An object type of the schema's `types`. */
export interface ObjectSpec {
  type: "object";
  description?: string;
  properties: Record<string, PropertySpec>;
  required?: string[];
}

/** An enum type of the schema's `types`: a string of a few values. */
export interface EnumSpec {
  type: "string";
  description?: string;
  enum: { value: string }[];
}

/** A resource of the schema: its inputs and its outputs. */
export interface ResourceSpec {
  description: string;
  inputProperties: Record<string, PropertySpec>;
  requiredInputs?: string[];
  properties: Record<string, PropertySpec>;
  required?: string[];
}

/** A function of the schema (a lookup of the SDK). */
export interface FunctionSpec {
  description: string;
  inputs?: ObjectSpec;
  outputs: ObjectSpec;
}

/** The package schema. */
export interface Schema {
  name: string;
  version: string;
  /** Where the engine downloads the plugin from (plugin/src/packageNames.ts; a release may set another). */
  pluginDownloadURL: string;
  resources: Record<string, ResourceSpec>;
  types: Record<string, ObjectSpec | EnumSpec>;
  functions: Record<string, FunctionSpec>;
  config: { variables: Record<string, PropertySpec> };
  provider: { description: string; inputProperties: Record<string, PropertySpec> };
  [key: string]: unknown;
}

/**
 * Paths to the secret properties under one property, with the SDK's names (`["clientSecret"]`
 * under `oidc`); an empty path marks the property itself.
 */
export type SecretPaths = readonly (readonly string[])[];
