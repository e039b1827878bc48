/**
 * jwt-validation (traffic-policy/actions/jwt-validation.mdx): every token named in `http.tokens`
 * must be present (else 401), signed with an allowed algorithm by a key of the JWKS at one of
 * `jws.keys.sources.additional_jkus` (given offline as `context.jwks[url]`, or `context.jwks["*"]`),
 * with `iss` exactly one of `issuer.allow_list` and, when `audience` is set, `aud` holding one of
 * its values; `exp` and `nbf` are checked against the request's time. A token that does not
 * validate is refused with 401. Signatures are checked with node:crypto (RSA PKCS#1 v1.5, RSA-PSS,
 * ECDSA, EdDSA).
 */
import { createPublicKey, verify as verifySignature, type JsonWebKey, type KeyObject } from "node:crypto";
import { answer, type ActionCall, type Handler } from "../exchange/exchange";

interface TokenSpec {
  type?: string;
  method?: string;
  name?: string;
  prefix?: string;
}

const HASH: Record<string, string> = { "256": "sha256", "384": "sha384", "512": "sha512" };

/** Whether the JWS signature holds for `alg` with `key`. */
function signatureHolds(alg: string, key: KeyObject, signed: string, signature: Buffer): boolean {
  const data = Buffer.from(signed);
  if (alg === "EdDSA") return verifySignature(null, data, key, signature);
  const hash = HASH[alg.slice(2)];
  if (hash === undefined) return false;
  if (alg.startsWith("RS")) return verifySignature(hash, data, key, signature);
  if (alg.startsWith("PS")) return verifySignature(hash, data, { key, padding: 6, saltLength: Number(alg.slice(2)) / 8 }, signature);
  if (alg.startsWith("ES")) return verifySignature(hash, data, { key, dsaEncoding: "ieee-p1363" }, signature);
  return false;
}

/** The token the request carries for one spec, or null. */
function tokenOf(call: ActionCall, spec: TokenSpec): string | null {
  const req = call.ex.request;
  const name = spec.name ?? "Authorization";
  let raw: string | undefined;
  if ((spec.method ?? "header") === "header") raw = req.headers.get(name.toLowerCase())?.[0];
  else if (spec.method === "query") raw = req.url.searchParams.get(name) ?? undefined;
  else if (spec.method === "body") {
    const type = req.headers.get("content-type")?.[0] ?? "";
    if (type.includes("json")) {
      try {
        const v = (JSON.parse(req.body) as Record<string, unknown>)[name];
        raw = typeof v === "string" ? v : undefined;
      } catch {
        raw = undefined;
      }
    } else raw = new URLSearchParams(req.body).get(name) ?? undefined;
  }
  if (raw === undefined) return null;
  const prefix = spec.prefix ?? "";
  if (!raw.startsWith(prefix)) return null;
  return raw.slice(prefix.length).trim();
}

const decode = (part: string) => JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as Record<string, unknown>;

/** Why the token does not validate, or null when it does. */
function problem(call: ActionCall, token: string, keys: readonly Record<string, unknown>[]): { why: string | null; header: unknown; payload: unknown } {
  const parts = token.split(".");
  if (parts.length !== 3) return { why: "not a JWS compact token", header: null, payload: null };
  let header: Record<string, unknown>;
  let payload: Record<string, unknown>;
  try {
    header = decode(parts[0] ?? "");
    payload = decode(parts[1] ?? "");
  } catch {
    return { why: "header or payload is not base64url JSON", header: null, payload: null };
  }
  const alg = String(header.alg ?? "");
  const jws = (call.config.jws ?? {}) as { allowed_algorithms?: string[] };
  if (!(jws.allowed_algorithms ?? []).includes(alg)) return { why: `algorithm ${alg} is not allowed`, header, payload };
  const candidates = keys.filter((k) => header.kid === undefined || k.kid === undefined || k.kid === header.kid);
  const signature = Buffer.from(parts[2] ?? "", "base64url");
  const ok = candidates.some((k) => {
    try {
      return signatureHolds(alg, createPublicKey({ key: k as JsonWebKey, format: "jwk" }), `${parts[0]}.${parts[1]}`, signature);
    } catch {
      return false;
    }
  });
  if (!ok) return { why: "signature does not verify with the JWKS", header, payload };
  const issuers = (((call.config.issuer ?? {}) as { allow_list?: { value: unknown }[] }).allow_list ?? []).map((x) => call.text(x.value));
  if (!issuers.includes(String(payload.iss))) return { why: `issuer ${String(payload.iss)} is not allowed`, header, payload };
  const audiences = (((call.config.audience ?? {}) as { allow_list?: { value: unknown }[] }).allow_list ?? []).map((x) => call.text(x.value));
  const aud = Array.isArray(payload.aud) ? payload.aud.map(String) : payload.aud === undefined ? [] : [String(payload.aud)];
  if (audiences.length > 0 && !aud.some((a) => audiences.includes(a))) return { why: "audience is not allowed", header, payload };
  const now = call.ex.now.getTime() / 1000;
  if (typeof payload.exp === "number" && now >= payload.exp) return { why: "token expired", header, payload };
  if (typeof payload.nbf === "number" && now < payload.nbf) return { why: "token not valid yet", header, payload };
  return { why: null, header, payload };
}

export const jwtValidation: Handler = (call) => {
  const jwks = call.ex.context.jwks ?? {};
  const sources = (((call.config.jws ?? {}) as { keys?: { sources?: { additional_jkus?: unknown[] } } }).keys?.sources?.additional_jkus ?? []).map((u) => call.text(u));
  const keys = [...sources.flatMap((u) => jwks[u]?.keys ?? []), ...(jwks["*"]?.keys ?? [])];
  const specs = (((call.config.http ?? {}) as { tokens?: TokenSpec[] }).tokens ?? []);
  const seen: Record<string, unknown>[] = [];
  let why: string | null = null;
  for (const spec of specs) {
    const token = tokenOf(call, spec);
    if (token === null) {
      why = `no ${spec.type ?? "token"} in ${spec.method ?? "header"} ${spec.name ?? "Authorization"}`;
      break;
    }
    const p = problem(call, token, keys);
    seen.push({ header: p.header, payload: p.payload, location: spec.method ?? "header", location_property: spec.name ?? "", verified: p.why === null });
    if (p.why !== null) {
      why = p.why;
      break;
    }
  }
  call.setActionVars("jwt_validation", { tokens: seen, ...(why === null ? {} : { error: { code: "", message: why } }) });
  if (why === null) {
    call.did(`validated ${seen.length} token${seen.length === 1 ? "" : "s"}`);
    return "continue";
  }
  call.ex.ending = { kind: "response", response: answer(401) };
  call.did`refused 401: ${why}`;
  return "stop";
};
