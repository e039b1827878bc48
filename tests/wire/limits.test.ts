/**
 * Every limit of the spec's Limits table, walked through the wire schemas: the last valid value
 * passes and the first invalid one fails with the exact message, in bytes or characters as the
 * spec says. Then the enums, and the OAuth and webhook rules.
 */
import type { z } from "zod";
import { AbuseReport, AbuseReportCreate } from "../../provider/resources/abuseReport/wire";
import { EventSubscriptionCreate, EventSubscriptionUpdate } from "../../provider/resources/eventSubscription/wire";
import { ModuleRequest, OAUTH_PROVIDERS } from "../../provider/resources/httpsEdgeRoute/modules";
import { parseWire, UINT32_MAX, type FieldProblem } from "../../provider/wire";
import { RouteCreate, RouteUpdate } from "../../provider/resources/httpsEdgeRoute/wire";
import { TlsCertificate, TlsCertificateCreate, TlsCertificateUpdate } from "../../provider/resources/tlsCertificate/wire";
import { tlsCertificateJson } from "../client/support";

type Path = readonly (string | number)[];

/** `base` with the value at `path` replaced (a deep copy). */
function withValue(base: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  path.slice(0, -1).forEach((k) => (node = node[k] as Record<string | number, unknown>));
  node[path[path.length - 1] as string | number] = value;
  return copy;
}

const problemsOf = (schema: z.ZodType, value: unknown): FieldProblem[] => {
  const r = parseWire(schema, value);
  return r.ok ? [] : r.problems;
};

/** A string of `n` copies of `ch`, described for test names. */
const rep = (ch: string, n: number): string => ch.repeat(n);

const TWO = "é"; // 2 UTF-8 bytes, 1 character
const THREE = "€"; // 3 UTF-8 bytes, 1 character
const ASTRAL = "😀"; // 4 UTF-8 bytes, 2 UTF-16 units, 1 character

interface Boundary {
  /** Human name of the value, for the test title. */
  label: string;
  value: unknown;
}
interface LimitRow {
  limit: string;
  schema: z.ZodType;
  schemaName: string;
  base: unknown;
  path: Path;
  valid: Boundary[];
  invalid: (Boundary & { message: string })[];
}

const cert = { certificate_pem: "pem", private_key_pem: "key" };
const route = { match_type: "path_prefix", match: "/api" };
const abuse = { urls: ["https://phish.example.com/"] };
const esb = { sources: [{ type: "ip_policy_created.v0" }], destination_ids: ["ed_1"] };

function bytesRows(field: "description" | "metadata", max: number, targets: [string, z.ZodType, unknown][]): LimitRow[] {
  return targets.map(([schemaName, schema, base]) => ({
    limit: `${field} at most ${max} bytes`,
    schemaName,
    schema,
    base,
    path: [field],
    valid: [
      { label: `${max} ASCII bytes`, value: rep("a", max) },
      { label: `${Math.floor(max / 2)} two-byte characters`, value: rep(TWO, Math.floor(max / 2)) },
      { label: `${Math.floor(max / 3)} three-byte characters`, value: rep(THREE, Math.floor(max / 3)) },
      { label: "empty", value: "" },
    ],
    invalid: [
      { label: `${max + 1} ASCII bytes`, value: rep("a", max + 1), message: `${field} must be at most ${max} bytes (UTF-8); got ${max + 1} bytes` },
      {
        label: `${Math.floor(max / 2) + 1} two-byte characters`,
        value: rep(TWO, Math.floor(max / 2) + 1),
        message: `${field} must be at most ${max} bytes (UTF-8); got ${(Math.floor(max / 2) + 1) * 2} bytes`,
      },
      {
        label: `${Math.floor(max / 3) + 1} three-byte characters`,
        value: rep(THREE, Math.floor(max / 3) + 1),
        message: `${field} must be at most ${max} bytes (UTF-8); got ${(Math.floor(max / 3) + 1) * 3} bytes`,
      },
    ],
  }));
}

function charsRows(field: "description" | "metadata", max: number): LimitRow[] {
  return (
    [
      ["EventSubscriptionCreate", EventSubscriptionCreate, esb],
      ["EventSubscriptionUpdate", EventSubscriptionUpdate, {}],
    ] as const
  ).map(([schemaName, schema, base]) => ({
    limit: `${field} at most ${max} characters`,
    schemaName,
    schema,
    base,
    path: [field],
    valid: [
      { label: `${max} ASCII characters`, value: rep("a", max) },
      { label: `${max} two-byte characters (${max * 2} bytes)`, value: rep(TWO, max) },
      { label: `${max} astral characters (${max * 2} UTF-16 units)`, value: rep(ASTRAL, max) },
    ],
    invalid: [
      { label: `${max + 1} ASCII characters`, value: rep("a", max + 1), message: `${field} must be at most ${max} characters; got ${max + 1}` },
      { label: `${max + 1} two-byte characters`, value: rep(TWO, max + 1), message: `${field} must be at most ${max} characters; got ${max + 1}` },
      { label: `${max + 1} astral characters`, value: rep(ASTRAL, max + 1), message: `${field} must be at most ${max} characters; got ${max + 1}` },
    ],
  }));
}

/** Minimal valid request shapes of the modules that carry limited numbers. */
const MODULE_BASE = {
  circuit_breaker: {},
  oauth: { provider: { google: {} } },
  saml: { idp_metadata: "<EntityDescriptor/>" },
  oidc: { issuer: "https://idp.example.com", client_id: "c", client_secret: "s" },
} as const;
type LimitedModule = keyof typeof MODULE_BASE;

/** A module field checked twice: in the module's own schema (PUT {module}) and inside a route body. */
function moduleRows(module: LimitedModule, field: string, limit: string, valid: Boundary[], invalid: (Boundary & { rule: string })[]): LimitRow[] {
  return [
    {
      limit,
      schemaName: `ModuleRequest.${module}`,
      schema: ModuleRequest[module],
      base: MODULE_BASE[module],
      path: [field],
      valid,
      invalid: invalid.map((i) => ({ ...i, message: `${field} ${i.rule}` })),
    },
    {
      limit,
      schemaName: "RouteCreate",
      schema: RouteCreate,
      base: { ...route, [module]: MODULE_BASE[module] },
      path: [module, field],
      valid,
      invalid: invalid.map((i) => ({ ...i, message: `${module}.${field} ${i.rule}` })),
    },
  ];
}

const uint32 = (module: LimitedModule, field: string): LimitRow[] =>
  moduleRows(
    module,
    field,
    `${field} uint32 seconds`,
    [
      { label: "0", value: 0 },
      { label: String(UINT32_MAX), value: UINT32_MAX },
    ],
    [
      { label: "4294967296", value: 4_294_967_296, rule: "must be a whole number from 0 to 4294967295; got 4294967296" },
      { label: "-1", value: -1, rule: "must be a whole number from 0 to 4294967295; got -1" },
      { label: "1.5", value: 1.5, rule: "must be a whole number from 0 to 4294967295; got 1.5" },
      { label: '"60" (a string)', value: "60", rule: "must be a number; got string" },
    ],
  );

const LIMITS: LimitRow[] = [
  // description length, TLS certificate and edge route: at most 255 bytes.
  ...bytesRows("description", 255, [
    ["TlsCertificateCreate", TlsCertificateCreate, cert],
    ["TlsCertificateUpdate", TlsCertificateUpdate, {}],
    ["RouteCreate", RouteCreate, route],
    ["RouteUpdate", RouteUpdate, {}],
  ]),
  // metadata length, TLS certificate, edge route and abuse report: at most 4096 bytes.
  ...bytesRows("metadata", 4096, [
    ["TlsCertificateCreate", TlsCertificateCreate, cert],
    ["TlsCertificateUpdate", TlsCertificateUpdate, {}],
    ["RouteCreate", RouteCreate, route],
    ["RouteUpdate", RouteUpdate, {}],
    ["AbuseReportCreate", AbuseReportCreate, abuse],
  ]),
  // description and metadata length, event subscription: at most 255 and 4096 characters.
  ...charsRows("description", 255),
  ...charsRows("metadata", 4096),
  // num_buckets: at most 128.
  ...moduleRows(
    "circuit_breaker",
    "num_buckets",
    "num_buckets at most 128",
    [
      { label: "0", value: 0 },
      { label: "128", value: 128 },
    ],
    [
      { label: "129", value: 129, rule: "must be a whole number from 0 to 128; got 129" },
      { label: "-1", value: -1, rule: "must be a whole number from 0 to 128; got -1" },
      { label: "1.5", value: 1.5, rule: "must be a whole number from 0 to 128; got 1.5" },
    ],
  ),
  // error_threshold_percentage: between 0 and 1.0.
  ...moduleRows(
    "circuit_breaker",
    "error_threshold_percentage",
    "error_threshold_percentage between 0 and 1.0",
    [
      { label: "0", value: 0 },
      { label: "0.5", value: 0.5 },
      { label: "1.0", value: 1.0 },
    ],
    [
      { label: "-0.01", value: -0.01, rule: "must be between 0 and 1.0 (a fraction, not a percentage); got -0.01" },
      { label: "1.01", value: 1.01, rule: "must be between 0 and 1.0 (a fraction, not a percentage); got 1.01" },
      { label: "50 (a percentage)", value: 50, rule: "must be between 0 and 1.0 (a fraction, not a percentage); got 50" },
    ],
  ),
  // time values, session and circuit breaker modules: uint32 seconds (volume_threshold, a count, too).
  ...uint32("circuit_breaker", "tripped_duration"),
  ...uint32("circuit_breaker", "rolling_window"),
  ...uint32("circuit_breaker", "volume_threshold"),
  ...uint32("oauth", "inactivity_timeout"),
  ...uint32("oauth", "maximum_duration"),
  ...uint32("oauth", "auth_check_interval"),
  ...uint32("saml", "inactivity_timeout"),
  ...uint32("saml", "maximum_duration"),
  ...uint32("oidc", "inactivity_timeout"),
  ...uint32("oidc", "maximum_duration"),
];

const validCases = LIMITS.flatMap((r) => r.valid.map((v) => [r.limit, r.schemaName, v.label, r, v] as const));
const invalidCases = LIMITS.flatMap((r) => r.invalid.map((v) => [r.limit, r.schemaName, v.label, r, v] as const));

describe("Limits table", () => {
  test("every row of the spec's table is covered", () => {
    const limits = new Set(LIMITS.map((r) => `${r.limit} | ${r.schemaName}`));
    for (const s of ["TlsCertificateCreate", "TlsCertificateUpdate", "RouteCreate", "RouteUpdate"]) expect(limits).toContain(`description at most 255 bytes | ${s}`);
    for (const s of ["TlsCertificateCreate", "TlsCertificateUpdate", "RouteCreate", "RouteUpdate", "AbuseReportCreate"]) expect(limits).toContain(`metadata at most 4096 bytes | ${s}`);
    for (const s of ["EventSubscriptionCreate", "EventSubscriptionUpdate"]) {
      expect(limits).toContain(`description at most 255 characters | ${s}`);
      expect(limits).toContain(`metadata at most 4096 characters | ${s}`);
    }
    expect(limits).toContain("num_buckets at most 128 | ModuleRequest.circuit_breaker");
    expect(limits).toContain("error_threshold_percentage between 0 and 1.0 | ModuleRequest.circuit_breaker");
    expect(LIMITS.filter((r) => r.limit.endsWith("uint32 seconds"))).toHaveLength(20);
  });

  test.each(validCases)("%s, %s: %s is valid", (_l, _s, _v, row, v) => {
    expect(problemsOf(row.schema, withValue(row.base, row.path, v.value))).toEqual([]);
  });

  test.each(invalidCases)("%s, %s: %s is refused", (_l, _s, _v, row, v) => {
    expect(problemsOf(row.schema, withValue(row.base, row.path, v.value))).toEqual([{ path: row.path.join("."), message: v.message }]);
  });

  test("the brief's boundary examples, spelled out", () => {
    expect(problemsOf(RouteCreate, { ...route, description: rep(TWO, 127) })).toEqual([]);
    expect(problemsOf(RouteCreate, { ...route, description: rep(TWO, 128) })).toEqual([
      { path: "description", message: "description must be at most 255 bytes (UTF-8); got 256 bytes" },
    ]);
    expect(problemsOf(EventSubscriptionCreate, { ...esb, description: rep(TWO, 255) })).toEqual([]);
    expect(problemsOf(EventSubscriptionCreate, { ...esb, metadata: rep(TWO, 4096) })).toEqual([]);
    expect(problemsOf(AbuseReportCreate, { ...abuse, metadata: rep(TWO, 2049) })).toEqual([
      { path: "metadata", message: "metadata must be at most 4096 bytes (UTF-8); got 4098 bytes" },
    ]);
  });
});

describe("enums", () => {
  const tlsResponse = tlsCertificateJson("cert_1");
  const abuseResponse = { id: "abrp_1", uri: "u", created_at: "t", urls: [], status: "PENDING", hostnames: [{ hostname: "h", status: "PENDING" }] };

  const ENUMS: [string, z.ZodType, unknown, Path, readonly string[], string, string][] = [
    ["match_type (RouteCreate)", RouteCreate, route, ["match_type"], ["exact_path", "path_prefix"], "prefix", 'match_type must be one of "exact_path", "path_prefix"; got "prefix"'],
    ["match_type (RouteUpdate)", RouteUpdate, {}, ["match_type"], ["exact_path", "path_prefix"], "PATH_PREFIX", 'match_type must be one of "exact_path", "path_prefix"; got "PATH_PREFIX"'],
    [
      "abuse report status",
      AbuseReport,
      abuseResponse,
      ["status"],
      ["PENDING", "PROCESSED", "PARTIALLY_PROCESSED"],
      "DONE",
      'status must be one of "PENDING", "PROCESSED", "PARTIALLY_PROCESSED"; got "DONE"',
    ],
    [
      "abuse report hostname status",
      AbuseReport,
      abuseResponse,
      ["hostnames", 0, "status"],
      ["PENDING", "BANNED", "UNBANNED", "IGNORE"],
      "IGNORED",
      'hostnames[0].status must be one of "PENDING", "BANNED", "UNBANNED", "IGNORE"; got "IGNORED"',
    ],
    ["private_key_type", TlsCertificate, tlsResponse, ["private_key_type"], ["rsa", "ecdsa", "ed25519"], "dsa", 'private_key_type must be one of "rsa", "ecdsa", "ed25519"; got "dsa"'],
  ];

  test.each(ENUMS)("%s: every documented value passes, another fails", (_n, schema, base, path, values, bad, message) => {
    for (const v of values) expect(problemsOf(schema, withValue(base, path, v))).toEqual([]);
    const pathText = path.map((p, i) => (typeof p === "number" ? `[${p}]` : i ? `.${p}` : p)).join("");
    expect(problemsOf(schema, withValue(base, path, bad))).toEqual([{ path: pathText, message }]);
  });
});

describe("OAuth module rules", () => {
  const oauth = (provider: unknown) => problemsOf(ModuleRequest.oauth, { provider });

  test.each(OAUTH_PROVIDERS.map((p) => [p]))("%s alone, with the managed app, is valid", (p) => {
    expect(oauth({ [p]: { email_domains: ["example.com"], email_addresses: ["a@example.com"] } })).toEqual([]);
  });

  test.each(OAUTH_PROVIDERS.map((p) => [p]))("%s: own app with client_id, client_secret and scopes is valid", (p) => {
    expect(oauth({ [p]: { client_id: "id", client_secret: "secret", scopes: ["read:user"] } })).toEqual([]);
  });

  test("client_id needs client_secret", () => {
    expect(oauth({ github: { client_id: "id" } })).toEqual([
      { path: "provider.github.client_secret", message: "provider.github.client_secret is required when client_id is set (your own OAuth app needs both)" },
    ]);
  });

  test("scopes need the own app (both client_id and client_secret)", () => {
    const message = "may be set only with your own OAuth app (client_id and client_secret); the managed app takes no scopes";
    expect(oauth({ google: { scopes: ["email"] } })).toEqual([{ path: "provider.google.scopes", message: `provider.google.scopes ${message}` }]);
    expect(oauth({ google: { client_secret: "s", scopes: ["email"] } })).toEqual([{ path: "provider.google.scopes", message: `provider.google.scopes ${message}` }]);
  });

  test("teams and organizations are for github only", () => {
    expect(oauth({ github: { teams: ["acme/ops"], organizations: ["acme"] } })).toEqual([]);
    for (const p of OAUTH_PROVIDERS.filter((x) => x !== "github")) {
      expect(oauth({ [p]: { teams: ["acme/ops"], organizations: ["acme"] } })).toEqual([
        { path: `provider.${p}.teams`, message: `provider.${p}.teams is allowed only for the github provider` },
        { path: `provider.${p}.organizations`, message: `provider.${p}.organizations is allowed only for the github provider` },
      ]);
    }
  });

  test("one identity provider must be configured; unknown ones and empty ids are refused", () => {
    expect(oauth({})).toEqual([{ path: "provider", message: "provider must configure one identity provider (github, facebook, microsoft, google, linkedin, gitlab, twitch, amazon)" }]);
    expect(oauth({ okta: {} })).toEqual([
      { path: "provider.okta", message: "provider.okta is not a known field (allowed fields are listed in the API reference)" },
      { path: "provider", message: "provider must configure one identity provider (github, facebook, microsoft, google, linkedin, gitlab, twitch, amazon)" },
    ]);
    expect(oauth({ github: { client_id: "", client_secret: "s" } })).toEqual([{ path: "provider.github.client_id", message: "provider.github.client_id must not be empty" }]);
  });

  test("inside a route body the path starts at the module", () => {
    expect(problemsOf(RouteCreate, { ...route, oauth: { provider: { github: { client_id: "id" } } } })).toEqual([
      { path: "oauth.provider.github.client_secret", message: "oauth.provider.github.client_secret is required when client_id is set (your own OAuth app needs both)" },
    ]);
  });
});

describe("webhook verification rules", () => {
  const webhook = (m: unknown) => problemsOf(ModuleRequest.webhook_verification, m);

  test("SNS needs no secret; every other provider does", () => {
    expect(webhook({ provider: "SNS" })).toEqual([]);
    expect(webhook({ provider: "SLACK", secret: "s3cr3t" })).toEqual([]);
    expect(webhook({ provider: "SLACK" })).toEqual([{ path: "secret", message: "secret is required for every provider except SNS" }]);
    expect(webhook({ provider: "GITHUB", secret: "" })).toEqual([{ path: "secret", message: "secret is required for every provider except SNS" }]);
  });

  test("the provider is required and not empty", () => {
    expect(webhook({ secret: "s" })).toEqual([{ path: "provider", message: "provider is required" }]);
    expect(webhook({ provider: "", secret: "s" })).toEqual([{ path: "provider", message: "provider must not be empty" }]);
  });

  test("inside a route body", () => {
    expect(problemsOf(RouteCreate, { ...route, webhook_verification: { provider: "STRIPE" } })).toEqual([
      { path: "webhook_verification.secret", message: "webhook_verification.secret is required for every provider except SNS" },
    ]);
  });
});
