/**
 * The Management API client: one {@link IngressClient} with a member per resource family, composed
 * from the families' wire facts (./members.ts), all of whose calls go through
 * {@link IngressClient.request}.
 */
import type { z } from "zod";
import { resolveConfig, type ClientOptions } from "../client/options";
import { send, type RequestConfig, type RequestSpec } from "../client/request";
import { membersOver, type Members } from "./members";

/** The members of an {@link IngressClient} that hold a collection of the API: the entries of ./members.ts, each documented there. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type -- the constructor assigns every member it declares
export interface IngressClient extends Members {}

/** A client of the Management API. Safe to share; holds no per-call state. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- see the interface above
export class IngressClient {
  /** The base URL, as given. */
  readonly baseUrl: string;
  // Private (#) so inspect and JSON.stringify never reach the key it holds.
  readonly #config: RequestConfig;
  readonly #around: ClientOptions["around"];

  // Each family's member goes by the family's one noun; these are the names programs of earlier releases use.
  /** @deprecated The same collection as {@link IngressClient.cloudEndpoints}. */
  get endpoints(): Members["cloudEndpoints"] {
    return this.cloudEndpoints;
  }

  /** @deprecated The same collection as {@link IngressClient.secrets}. */
  get vaultSecrets(): Members["secrets"] {
    return this.secrets;
  }

  /** @deprecated The same collection as {@link IngressClient.httpsEdgeRoutes}. */
  get routes(): Members["httpsEdgeRoutes"] {
    return this.httpsEdgeRoutes;
  }

  /**
   * @throws TypeError when an option is invalid (the message never quotes the key).
   * @example
   * const client = new IngressClient({ apiKey: process.env.INGRESS_API_KEY ?? "", baseUrl: "https://api.example.com" });
   */
  constructor(opts: ClientOptions) {
    this.#config = resolveConfig(opts);
    this.#around = opts.around;
    this.baseUrl = opts.baseUrl;
    const transport = { request: this.request.bind(this), baseUrl: this.#config.baseUrl };
    Object.assign(this, membersOver(transport));
  }

  /**
   * The one request path every method uses: sends `spec` with auth and version headers, paced,
   * with timeouts and retries, and returns the response parsed by `spec.response`.
   *
   * @throws RequestValidationError when the body or a path parameter breaks a rule (nothing is sent);
   *   an {@link ApiError} subclass when the call fails.
   * @example
   * const cert = await client.request({ method: "GET", path: pathOf("/tls_certificates/{id}", { id }), response: TlsCertificate });
   */
  request<S extends z.ZodType>(spec: RequestSpec<S>): Promise<z.output<S>> {
    const around = this.#around;
    if (around === undefined) return send(this.#config, spec);
    const path = spec.path instanceof URL ? spec.path.pathname : spec.path.template;
    return around(`${spec.method} ${path}`, () => send(this.#config, spec));
  }
}
