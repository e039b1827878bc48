/**
 * Actions on bodies: request-body-find-replace, response-body-find-replace
 * (traffic-policy/actions/*-body-find-replace.mdx: every match of each `from`, in order, replaced by
 * `to`, both interpolated; Content-Length updated when present) and compress-response
 * (snippets/traffic-policy/actions/compress-response/behavior.mdx: the algorithm of the request's
 * Accept-Encoding with the highest q-value among `algorithms` (default br, compress, deflate,
 * gzip); none acceptable or already encoded: unchanged; compressed: Content-Length removed,
 * Content-Encoding and `Vary: Accept-Encoding` added). The body is compressed with node:zlib (gzip,
 * deflate as HTTP's zlib format, br) into the answer's `encoded` bytes, which the traffic plane
 * sends; `body` keeps the text, which a test case compares. `compress` (LZW) has no encoder here:
 * negotiated, it is not simulated. Whether the service has a minimum size is unstated
 * (TRAFFIC-POLICY-NOTES.md item 12): none here.
 */
import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib";
import type { ActionCall, Handler, LiveRequest, LiveResponse } from "../exchange/exchange";
import { refuseNotSimulated } from "../exchange/notSimulated";
import { goRegExp, jsReplacement } from "../base/regex";
import { at, quoted } from "../base/secretMarks";

function findReplace(call: ActionCall, target: LiveRequest | LiveResponse, varName: string): void {
  const done: { replacement_index: number; matched_content: string }[] = [];
  let body = target.body;
  ((call.config.replacements ?? []) as { from?: unknown; to?: unknown }[]).forEach((r, i) => {
    const re = goRegExp(call.text(r.from ?? ""), true);
    const to = r.to === undefined ? "" : call.text(r.to);
    for (const m of body.matchAll(re)) done.push({ replacement_index: i, matched_content: m[0] });
    body = body.replace(re, jsReplacement(to));
  });
  target.body = body;
  if (target.headers.has("content-length")) target.headers.set("content-length", [String(Buffer.byteLength(body))]);
  call.setActionVars(varName, { replacements: done });
  call.did(`replaced ${done.length} match${done.length === 1 ? "" : "es"}`);
}

export const requestBodyFindReplace: Handler = (call) => {
  findReplace(call, call.ex.request, "request_body_find_replace");
  return "continue";
};

export const responseBodyFindReplace: Handler = (call) => {
  if (call.ex.response === null) {
    call.did("no response in this phase: nothing done");
    return "continue";
  }
  findReplace(call, call.ex.response, "response_body_find_replace");
  return "continue";
};

const ALGORITHMS = ["br", "compress", "deflate", "gzip"];

/** The accepted encoding with the highest q-value (RFC 9110 12.5.3), ties in the request's order. */
function negotiate(acceptEncoding: string, allowed: readonly string[]): string | null {
  let best: { name: string; q: number } | null = null;
  let star = -1;
  const named = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.split(";").map((x) => x.trim().toLowerCase());
    if (!name) continue;
    const qp = params.find((p) => p.startsWith("q="));
    const q = qp === undefined ? 1 : Number(qp.slice(2));
    if (name === "*") {
      star = q;
      continue;
    }
    named.add(name);
    if (q > 0 && allowed.includes(name) && (best === null || q > best.q)) best = { name, q };
  }
  if (best === null && star > 0) {
    const other = allowed.find((a) => !named.has(a));
    if (other !== undefined) return other;
  }
  return best?.name ?? null;
}

/** Registered in the phase it runs; the compression itself applies to the answer (engine.ts). */
export const compressResponse: Handler = (call) => {
  const allowed = ((call.config.algorithms ?? ALGORITHMS) as unknown[]).map((a) => call.text(a));
  const accept = (call.ex.request.headers.get("accept-encoding") ?? []).join(",");
  const chosen = negotiate(accept, allowed);
  if (chosen === null) {
    if (accept) call.did`no acceptable algorithm in ${quoted(at("req.headers.accept-encoding", accept))}: not compressed`;
    else call.did("no Accept-Encoding: not compressed");
    return "continue";
  }
  if (!Object.hasOwn(ENCODERS, chosen)) return refuseNotSimulated(call, `the ${chosen} encoding is not simulated (simulated: ${Object.keys(ENCODERS).join(", ")})`);
  call.ex.compress = chosen;
  call.did(`compresses the answer with ${chosen}`);
  return "continue";
};

/** The encoders of the algorithms simulated, by their Content-Encoding name. */
const ENCODERS: Readonly<Record<string, (body: Buffer) => Buffer>> = {
  gzip: (b) => gzipSync(b),
  deflate: (b) => deflateSync(b),
  br: (b) => brotliCompressSync(b),
};

/** Applies a negotiated compression to an answer the upstream gave. */
export function applyCompression(response: LiveResponse, algorithm: string): boolean {
  const encode = ENCODERS[algorithm];
  if (response.headers.has("content-encoding") || encode === undefined) return false;
  response.encoded = encode(Buffer.from(response.body, "utf8"));
  response.headers.delete("content-length");
  response.headers.set("content-encoding", [algorithm]);
  response.headers.set("vary", [...(response.headers.get("vary") ?? []), "Accept-Encoding"]);
  return true;
}
