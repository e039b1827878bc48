/**
 * Issue #24, acceptance 2: for random edges of up to 8 routes and random requests, what the edge
 * does (tests/support/edgeSemantics.ts, an independent model) equals what the translated Traffic
 * Policy does (the product's simulator, trafficPolicy/simulate, through the adapter
 * tests/support/policyEvaluator.ts).
 *
 * Generated: overlapping prefixes (`/`, `/api`, `/api/`, `/api/v1`), exact paths, `host`,
 * `*.host` and `host/path` routes, every module with settings that have an equivalent. SAML, the
 * websocket converter and the route's own traffic_policy module have none: they are generated now
 * and then, always with the translation's `drop` option, and the model ignores them (a dropped
 * module changes nothing the policy claims to do). Edges honour the service's rules:
 * unique matches (ERR_NGROK_7126), authentication on one route at most (ERR_NGROK_7155) and only
 * on path-only routes (ERR_NGROK_7134).
 *
 * Runs: 500, or PROPERTY_RUNS; the seed is PROPERTY_SEED when set, printed either way.
 */
import fc from "fast-check";
import { parsePolicy, policyText, TrafficPolicy } from "../../../trafficPolicy/model/document";
import { translateRoutes } from "../../../provider/resources/httpsEdgeRoute/toPolicy/translate";
import { RouteCreate } from "../../../provider/resources/httpsEdgeRoute/wire";
import { OAUTH_PROVIDERS } from "../../../provider/resources/httpsEdgeRoute/modules";
import { edgeOutcome, splitMatch, type EdgeContext, type EdgeRequest, type EdgeRoute, type IpPolicies, type Outcome } from "../../support/edgeSemantics";
import { evaluatePolicy } from "../../support/policyEvaluator";
import { programPolicy } from "../../../cli/migrate/program";
import { Code, type Value } from "../../../cli/import/literals";
import { migrationRoute, type VaultSecret } from "../../../provider/resources/httpsEdgeRoute/toPolicy/serviceRoute";

const RUNS = process.env.PROPERTY_RUNS ? Number(process.env.PROPERTY_RUNS) : 500;
const SEED = process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : Date.now() ^ (Math.random() * 0x7fffffff);
const DROP = ["saml", "websocket_tcp_converter", "traffic_policy"] as const;
const TERMINATING = ["close-connection", "custom-response", "deny", "forward-internal"];

const PATHS = ["/", "/api", "/api/", "/api/v1", "/apix", "/static", "/a", "/ab"];
const HOSTS = ["a.example.com", "b.example.com", "*.example.com"];
const CIDRS = ["10.0.0.0/8", "10.1.0.0/16", "192.168.0.0/16", "192.168.1.0/24", "172.16.0.0/12", "0.0.0.0/0", "203.0.113.7/32"];
const POLICY_IDS = ["ipp_A1", "ipp_B2", "ipp_C3"];
const EMAILS = ["ann@example.com", "bob@corp.test", "eve@evil.test"];
const HEADER_NAMES = ["X-Env", "x-trace", "X-Api-Version"];

/** A candidate match: `/path`, `host` (prefix only, see the model) or `host/path`. */
const matchArb: fc.Arbitrary<{ match_type: "exact_path" | "path_prefix"; match: string }> = fc.oneof(
  fc.record({ match_type: fc.constantFrom("exact_path" as const, "path_prefix" as const), match: fc.constantFrom(...PATHS) }),
  fc.record({ match_type: fc.constant("path_prefix" as const), match: fc.constantFrom(...HOSTS) }),
  fc.record({
    match_type: fc.constantFrom("exact_path" as const, "path_prefix" as const),
    match: fc.tuple(fc.constantFrom(...HOSTS), fc.constantFrom(...PATHS)).map(([h, p]) => h + p),
  }),
);

const enabledArb = fc.option(fc.boolean(), { nil: undefined, freq: 4 });
/** Drops undefined members, so generated objects fit exactOptionalPropertyTypes and strict schemas. */
const clean = <T extends Record<string, unknown>>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined, freq: 2 });

const headersArb = fc
  .record({
    enabled: enabledArb,
    add: opt(fc.dictionary(fc.constantFrom(...HEADER_NAMES), fc.constantFrom("1", "prod", "a b"), { maxKeys: 3 })),
    remove: opt(fc.uniqueArray(fc.constantFrom("X-Powered-By", "server", "X-Debug"), { maxLength: 3 })),
  })
  .map(clean);

/** Session settings in seconds: they decide nothing about one request, but must translate to valid durations. */
const sessionArb = fc
  .record({
    inactivity_timeout: opt(fc.integer({ min: 0, max: 604_800 })),
    maximum_duration: opt(fc.integer({ min: 0, max: 2_592_000 })),
    cookie_prefix: fc.option(fc.constant("app."), { nil: undefined, freq: 4 }),
  })
  .map(clean);

const authArb = fc.oneof(
  fc
    .record({
      provider: fc.constantFrom(...OAUTH_PROVIDERS),
      own: fc.boolean(),
      email_addresses: opt(fc.subarray(EMAILS.slice(0, 2), { minLength: 1 })),
      email_domains: opt(fc.subarray(["example.com", "corp.test"], { minLength: 1 })),
      options_passthrough: opt(fc.boolean()),
      enabled: enabledArb,
      session: sessionArb,
      auth_check_interval: opt(fc.integer({ min: 0, max: 86_400 })),
    })
    .map(({ provider, own, email_addresses, email_domains, options_passthrough, enabled, session, auth_check_interval }) => ({
      oauth: clean({
        enabled,
        options_passthrough,
        ...session,
        auth_check_interval,
        provider: { [provider]: clean({ email_addresses, email_domains, ...(own ? { client_id: "cid", client_secret: "csecret", scopes: ["email"] } : {}) }) },
      }),
    })),
  fc
    .record({ issuer: fc.constantFrom("https://idp.example.com", "https://login.corp.test/"), options_passthrough: opt(fc.boolean()), enabled: enabledArb, session: sessionArb })
    .map(({ session, ...o }) => ({ oidc: clean({ ...o, ...session, client_id: "cid", client_secret: "csecret", scopes: ["openid", "email"] }) })),
  fc.constant({ saml: { idp_metadata: "<EntityDescriptor/>" } }),
);

/** Modules of one route, the backend excepted; `auth` says whether this route may authenticate. */
const modulesArb = (auth: boolean) =>
  fc
    .record({
      ip_restriction: opt(fc.record({ enabled: enabledArb, ip_policy_ids: fc.subarray(POLICY_IDS, { minLength: 1 }) }).map(clean)),
      circuit_breaker: opt(
        fc
          .record({
            enabled: enabledArb,
            tripped_duration: fc.integer({ min: 1, max: 120 }),
            rolling_window: fc.integer({ min: 1, max: 120 }),
            num_buckets: fc.constant(10),
            volume_threshold: fc.integer({ min: 1, max: 1000 }),
            error_threshold_percentage: fc.integer({ min: 0, max: 100 }).map((n) => n / 100),
          })
          .map(clean),
      ),
      compression: opt(fc.record({ enabled: enabledArb }).map(clean)),
      request_headers: opt(headersArb),
      response_headers: opt(headersArb),
      webhook_verification: opt(fc.record({ enabled: enabledArb, provider: fc.constantFrom("SLACK", "GITHUB", "stripe"), secret: fc.constant("whsecret") }).map(clean)),
      user_agent_filter: opt(
        fc
          .record({
            enabled: enabledArb,
            allow: opt(fc.subarray(["^curl/", "bot", "^$", "Mozilla"], { minLength: 1 })),
            deny: opt(fc.subarray(["bot", "^Go-http-client", "curl"], { minLength: 1 })),
          })
          .map(clean),
      ),
      websocket_tcp_converter: fc.option(fc.constant({}), { nil: undefined, freq: 8 }),
      traffic_policy: fc.option(fc.constant({ value: "on_http_request: []" }), { nil: undefined, freq: 8 }),
      auth: auth ? fc.option(authArb, { nil: undefined, freq: 4 }) : fc.constant(undefined),
    })
    .map(({ auth: a, ...m }) => clean({ ...m, ...(a ?? {}) }));

const ipPoliciesArb: fc.Arbitrary<IpPolicies> = fc
  .tuple(...POLICY_IDS.map(() => fc.record({ allow: fc.subarray(CIDRS), deny: fc.subarray(CIDRS, { maxLength: 2 }) })))
  .map((ps) => Object.fromEntries(ps.map((p, i) => [POLICY_IDS[i]!, p])));

interface Edge {
  routes: EdgeRoute[];
  ctx: EdgeContext;
}

const edgeArb: fc.Arbitrary<Edge> = fc
  .record({
    matches: fc.uniqueArray(matchArb, { minLength: 1, maxLength: 8, selector: (m) => m.match }),
    ipPolicies: ipPoliciesArb,
    authRoute: fc.nat(7),
  })
  .chain(({ matches, ipPolicies, authRoute }) => {
    // ERR_NGROK_7155 and 7134: at most one route authenticates, and only a path-only one.
    const pathOnly = matches.map((m, i) => (m.match.startsWith("/") ? i : -1)).filter((i) => i >= 0);
    const authIndex = pathOnly.length ? pathOnly[authRoute % pathOnly.length] : -1;
    return fc.tuple(...matches.map((m, i) => modulesArb(i === authIndex).map((mods) => ({ ...m, ...mods })))).map((rs) => {
      const routes = rs.map((r, i) => RouteCreate.parse({ ...r, backend: { backend_id: `bkdtg_r${i}` } }) as EdgeRoute);
      const backends = Object.fromEntries(routes.map((_, i) => [`bkdtg_r${i}`, `https://r${i}.internal`]));
      return { routes, ctx: { backends, ipPolicies } };
    });
  });

const HOST_POOL = ["a.example.com", "b.example.com", "c.example.com", "x.a.example.com", "example.com"];
const PATH_POOL = ["/", "/api", "/api/", "/api/v1", "/api/v1/x", "/apix", "/ap", "/static/app.js", "/a", "/ab", "/b"];

/**
 * Requests aimed at the edge: mostly at one of its routes (its host, or a name under a wildcard;
 * its path, with a trailing slash, a segment more, a character more or one less), else anywhere.
 * Client IPs fall inside and outside the generated CIDRs; identities and signatures are mostly
 * present, so requests get past the refusing modules to the ones after them.
 */
const requestArb = (edge: Edge): fc.Arbitrary<EdgeRequest> => {
  // The authenticating route, when there is one, gets as many requests as all others together.
  const auth = edge.routes.filter((r) => r.oauth || r.oidc);
  const routeArb = auth.length ? fc.oneof(fc.constantFrom(...edge.routes), fc.constantFrom(...auth)) : fc.constantFrom(...edge.routes);
  const aimed = routeArb.chain((r) => {
    const { host, path } = splitMatch(r.match);
    const hostArb = host === null ? fc.constantFrom(...HOST_POOL) : host.startsWith("*.") ? fc.constantFrom("a.example.com", "x.a.example.com", "example.com") : fc.constant(host);
    const base = path ?? "/";
    const pathArb = fc.constantFrom(base, `${base}/`.replace("//", "/"), `${base}x`, `${base}/v1`.replace("//", "/"), base.slice(0, -1) || "/", "/");
    return fc.record({ host: hostArb, path: pathArb });
  });
  const anywhere = fc.record({ host: fc.constantFrom(...HOST_POOL), path: fc.constantFrom(...PATH_POOL) });
  return fc
    .record({
      target: fc.oneof({ arbitrary: aimed, weight: 4 }, { arbitrary: anywhere, weight: 1 }),
      method: fc.constantFrom("GET", "POST", "OPTIONS", "PUT"),
      userAgent: fc.constantFrom(null, "", "curl/8.1", "Mozilla/5.0", "Googlebot/2.1", "Go-http-client/1.1"),
      clientIp: fc.constantFrom("10.0.0.1", "10.1.2.3", "192.168.1.5", "192.168.2.5", "172.16.0.9", "203.0.113.7", "8.8.8.8"),
      identity: fc.option(fc.constantFrom(...EMAILS).map((email) => ({ email })), { nil: null, freq: 3 }),
      webhookSigned: fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, { arbitrary: fc.constant(false), weight: 1 }),
    })
    .map(({ target, ...rest }) => ({ ...target, ...rest }));
};

/** The policy's outcome, or why it cannot run (shown in the diff instead of thrown). */
async function policyOutcome(policy: TrafficPolicy, edge: Edge, req: EdgeRequest): Promise<Outcome | { error: string }> {
  try {
    return await evaluatePolicy(policy, edge.ctx, req);
  } catch (e) {
    return { error: (e as Error).message };
  }
}

/** Both sides for one edge and request. */
async function outcomes(edge: Edge, req: EdgeRequest) {
  const { policy } = translateRoutes(edge.routes, { backends: edge.ctx.backends, drop: DROP });
  return { policy, edge: edgeOutcome(edge.routes, edge.ctx, req), policyOutcome: await policyOutcome(policy, edge, req) };
}

test(`the translated policy does what the edge does (${RUNS} runs, seed ${SEED})`, async () => {
  console.log(`trafficPolicyEquivalence: runs=${RUNS} seed=${SEED}`);
  await fc.assert(
    fc.asyncProperty(edgeArb.chain((edge) => fc.tuple(fc.constant(edge), fc.array(requestArb(edge), { minLength: 1, maxLength: 6 }))), async ([edge, requests]) => {
      const { policy } = translateRoutes(edge.routes, { backends: edge.ctx.backends, drop: DROP });
      // The document is one the service takes: documented configs, and it survives its own text.
      expect(TrafficPolicy.parse(policy)).toEqual(policy);
      expect(parsePolicy(policyText(policy))).toEqual(policy);
      // "All Cloud Endpoint Traffic Policies must end with a terminating action" (traffic-policy/how-it-works.mdx).
      expect(TERMINATING).toContain(policy.on_http_request?.at(-1)?.actions.at(-1)?.type);
      for (const req of requests) {
        expect({ req, outcome: await policyOutcome(policy, edge, req) }).toEqual({ req, outcome: edgeOutcome(edge.routes, edge.ctx, req) });
      }
    }),
    { numRuns: RUNS, seed: SEED },
  );
}, Math.max(60_000, RUNS * 60));

/** The value at a wire path of a route (`oauth`, `provider`, `google`, `client_secret`). */
const at = (route: unknown, path: readonly string[]): unknown => path.reduce<unknown>((v, k) => (v !== null && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), route);

/** Every string of `v` with each vault read replaced by the secret the vault holds under that name. */
function withVault(v: unknown, vault: string, held: ReadonlyMap<string, unknown>): unknown {
  if (typeof v === "string") return v.replace(/\$\{secrets\.get\('([^']*)', '([^']*)'\)\}/g, (all, name: string, secret: string) => (name === vault && held.has(secret) ? String(held.get(secret)) : all));
  if (Array.isArray(v)) return v.map((x) => withVault(x, vault, held));
  if (v !== null && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, withVault(x, vault, held)]));
  return v;
}

/** The program's policy value as it runs: each name (`webInternalUrl`, `ipPolicies.officeIpPolicy`) read from `names`. */
function resolved(v: Value, names: ReadonlyMap<string, string>): unknown {
  if (v instanceof Code) {
    const value = names.get(v.text);
    if (value === undefined) throw new Error(`the program names ${v.text}, which it does not define`);
    return value;
  }
  if (Array.isArray(v)) return v.map((x: Value) => resolved(x, names));
  if (v !== null && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, resolved(x as Value, names)]));
  return v;
}

// Issue #33, point 5: the forms `pulumi-ingress migrate --out` writes. The routes as the service
// holds them read each secret from the vault (serviceRoute.ts); the program names each backend's URL
// by a constant and each IP policy by the adopted resource's id. With the vault holding the routes'
// secrets and the adopted policies' ids resolved, that policy is the direct translation, and does
// what the edge does.
test(`the migrated program's policy, secrets read from the vault and IP policies adopted, does what the edge does (${RUNS} runs, seed ${SEED})`, async () => {
  // The forms did occur: runs whose policy read the vault, and whose policy named adopted IP policies.
  const seen = { vault: 0, adopted: 0 };
  await fc.assert(
    fc.asyncProperty(edgeArb.chain((edge) => fc.tuple(fc.constant(edge), fc.array(requestArb(edge), { minLength: 1, maxLength: 4 }))), async ([edge, requests]) => {
      const direct = translateRoutes(edge.routes, { backends: edge.ctx.backends, drop: DROP }).policy;
      const secrets: (VaultSecret & { value: unknown })[] = [];
      const stored = edge.routes.map((r, i) => {
        const m = migrationRoute({ ...r, id: `edghtsrt_${i}` }, "team-vault");
        secrets.push(...m.secrets.map((x) => ({ ...x, value: at(r, [x.module, ...x.path]) })));
        return m.route;
      });
      const fromVault = translateRoutes(stored, { backends: edge.ctx.backends, drop: DROP }).policy;
      // Every secret the edge holds is read from the vault, none is in the policy.
      for (const x of secrets) expect(JSON.stringify(fromVault)).not.toContain(`"${String(x.value)}"`);
      // The program: URLs and IP policy ids by its names.
      const urls = new Map(Object.values(edge.ctx.backends).map((u, i) => [u as string, `r${i}InternalUrl`]));
      const adopted = new Map(POLICY_IDS.map((id, i) => [id, `ipPolicy${i}`]));
      const program = programPolicy(fromVault, "", urls, adopted);
      if (secrets.length > 0) seen.vault++;
      if (JSON.stringify(program).includes('"ipPolicies.')) seen.adopted++;
      const names = new Map([...[...urls].map(([u, n]): [string, string] => [n, u]), ...[...adopted].map(([id, n]): [string, string] => [`ipPolicies.${n}`, id])]);
      const runs = withVault(resolved(program, names), "team-vault", new Map(secrets.map((x) => [x.name, x.value])));
      expect(runs).toEqual(direct);
      for (const req of requests) {
        expect({ req, outcome: await policyOutcome(runs as TrafficPolicy, edge, req) }).toEqual({ req, outcome: edgeOutcome(edge.routes, edge.ctx, req) });
      }
    }),
    { numRuns: RUNS, seed: SEED },
  );
  expect(seen.vault).toBeGreaterThan(RUNS / 20);
  expect(seen.adopted).toBeGreaterThan(RUNS / 20);
}, Math.max(60_000, RUNS * 60));

// Mismatches found by the property, kept as regular tests (exact edges and requests).
describe("found cases", () => {
  const ctx = (n: number, ipPolicies: IpPolicies = {}): EdgeContext => ({
    backends: Object.fromEntries(Array.from({ length: n }, (_, i) => [`bkdtg_r${i}`, `https://r${i}.internal`])),
    ipPolicies,
  });
  const req = (over: Partial<EdgeRequest>): EdgeRequest => ({
    host: "a.example.com", path: "/", method: "GET", userAgent: "curl/8.1", clientIp: "10.0.0.1", identity: null, webhookSigned: false, ...over,
  });
  const route = (r: Record<string, unknown>, i: number): EdgeRoute => RouteCreate.parse({ ...r, backend: { backend_id: `bkdtg_r${i}` } }) as EdgeRoute;

  test("overlapping prefixes: the longest serves, `/api` also serves `/apix`", async () => {
    const routes = [{ match_type: "path_prefix", match: "/" }, { match_type: "path_prefix", match: "/api" }, { match_type: "exact_path", match: "/api/v1" }].map(route);
    for (const [path, backend] of [["/api/v1", "https://r2.internal"], ["/api/v1/x", "https://r1.internal"], ["/apix", "https://r1.internal"], ["/b", "https://r0.internal"]] as const) {
      const { edge, policyOutcome } = await outcomes({ routes, ctx: ctx(3) }, req({ path }));
      expect(edge).toEqual({ status: "forwarded", backend, applied: [] });
      expect(policyOutcome).toEqual(edge);
    }
  });

  test("host routes: a named host before a wildcard before a path-only route; exact paths count the trailing slash", async () => {
    const routes = [
      { match_type: "path_prefix", match: "/api" },
      { match_type: "path_prefix", match: "*.example.com" },
      { match_type: "path_prefix", match: "a.example.com" },
      { match_type: "exact_path", match: "a.example.com/api/" },
    ].map(route);
    const cases = [
      [{ host: "a.example.com", path: "/api/" }, "https://r3.internal"],
      [{ host: "a.example.com", path: "/api" }, "https://r2.internal"],
      [{ host: "x.a.example.com", path: "/api" }, "https://r1.internal"],
      [{ host: "example.com", path: "/api/v1" }, "https://r0.internal"],
    ] as const;
    for (const [target, backend] of cases) {
      const { edge, policyOutcome } = await outcomes({ routes, ctx: ctx(4) }, req(target));
      expect(edge).toEqual({ status: "forwarded", backend, applied: [] });
      expect(policyOutcome).toEqual(edge);
    }
    expect((await outcomes({ routes, ctx: ctx(4) }, req({ host: "example.com", path: "/b" }))).edge).toEqual({ status: "no-route", backend: null, applied: [] });
  });

  // Seed 2106512745. The module's docs: "Requests without the User-Agent header will be denied by
  // default. To allow these requests, you can add an allow rule for empty strings: ^$"
  // (docs/cloud-edge/modules/user-agent-filter.md, ngrok-docs history, "Rule Evaluation").
  test("user agent filter: a request without User-Agent is denied unless an allow rule matches the empty string", async () => {
    const edge = (filter: Record<string, unknown>) => ({ routes: [route({ match_type: "path_prefix", match: "/", user_agent_filter: filter }, 0)], ctx: ctx(1) });
    const noAgent = req({ userAgent: null });
    for (const filter of [{}, { deny: ["bot"] }, { allow: ["Mozilla"] }]) {
      const { edge: e, policyOutcome } = await outcomes(edge(filter), noAgent);
      expect(e).toEqual({ status: "denied", backend: null, applied: [] });
      expect(policyOutcome).toEqual(e);
    }
    const allowed = await outcomes(edge({ allow: ["^$"], deny: ["bot"] }), noAgent);
    expect(allowed.edge).toEqual({ status: "forwarded", backend: "https://r0.internal", applied: [] });
    expect(allowed.policyOutcome).toEqual(allowed.edge);
  });

  // Seed 246540616. options_passthrough: "Do not enforce authentication on HTTP OPTIONS requests"
  // (API reference of the OAuth module); the policy's e-mail check then reads an identity the
  // skipped oauth action never set.
  test("oauth with options_passthrough and an e-mail allow-list lets a CORS preflight through", async () => {
    const routes = [route({ match_type: "path_prefix", match: "/", oauth: { provider: { github: { email_domains: ["example.com"] } }, options_passthrough: true } }, 0)];
    const { edge, policyOutcome } = await outcomes({ routes, ctx: ctx(1) }, req({ method: "OPTIONS" }));
    expect(edge).toEqual({ status: "forwarded", backend: "https://r0.internal", applied: [] });
    expect(policyOutcome).toEqual(edge);
  });
});
