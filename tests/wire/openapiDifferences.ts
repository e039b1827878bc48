/**
 * Every difference between ngrok's OpenAPI (tests/fixtures/openapi/ngrok-openapi.yaml) and the wire
 * model that tests/wire/openapiOracle.test.ts finds, each with why it stands and where that is
 * written. A difference fixed in the wire model (or a new spec) fails the test until removed here.
 * `reason` starts with "to fix (#49)" where issue #49 says the wire model must follow the spec.
 */
import type { Difference } from "./openapi";

/** A declared difference: the found one, its reason and a citation (repository and path, or a doc page). */
export interface Declared extends Difference {
  readonly reason: string;
  readonly cite: string;
}

/** Families issue #49 adds that the registry does not have yet: name and collection key. */
export const PENDING_FAMILIES: readonly { readonly family: string; readonly key: string }[] = [];

/** Families of the registry whose collection the spec lacks: each one's calls are declared "missing in spec" below. */
export const NOT_IN_SPEC: readonly string[] = ["AiGatewayApiKey"];

const TF = "ngrok/terraform-provider-ngrok internal/provider/";
const DOCS = "ngrok/ngrok-docs ";

/** Collections of the spec this package serves no family for, none of them a resource it declares. */
const UNSERVED: readonly [path: string, reason: string, cite: string][] = [
  ["/app/sessions", "dashboard users' sessions: read and delete only, nothing a program declares", `${DOCS}api-reference/applicationsessions/list.mdx`],
  ["/app/users", "dashboard users: read and delete only, nothing a program declares", `${DOCS}api-reference/applicationusers/list.mdx`],
  ["/tunnel_sessions", "running agents' sessions: read, restart, stop; made by agents, not the API", `${DOCS}api-reference/tunnelsessions/list.mdx`],
  ["/tunnels", "running agents' tunnels: read only", `${DOCS}api-reference/tunnels/list.mdx`],
  ["/backends/failover", "the edges' backends: the package serves HTTPS edge routes alone of the edge API, their backend module naming a backend by id", `${DOCS}api-reference/failoverbackends/create.mdx`],
  ["/backends/http_response", "as /backends/failover: an edge backend", `${DOCS}api-reference/httpresponsebackends/create.mdx`],
  ["/backends/static", "as /backends/failover: an edge backend", `${DOCS}api-reference/staticbackends/create.mdx`],
  ["/backends/tunnel_group", "as /backends/failover: an edge backend", `${DOCS}api-reference/tunnelgroupbackends/create.mdx`],
  ["/backends/weighted", "as /backends/failover: an edge backend", `${DOCS}api-reference/weightedbackends/create.mdx`],
  ["/bot_users", "the old name of /service_users, which ServiceUser serves (\"Service Users were previously called Bot Users\")", `${DOCS}api-reference/service-users.mdx`],
  ["/edges/https", "the edges themselves: the package serves routes under an existing HTTPS edge only", `${DOCS}api-reference/edgeshttps/create.mdx`],
  ["/edges/tcp", "TCP edges: not served (cloud endpoints on TCP addresses instead)", `${DOCS}api-reference/edgestcp/create.mdx`],
  ["/edges/tls", "TLS edges: not served (cloud endpoints instead)", `${DOCS}api-reference/edgestls/create.mdx`],
  ["/ssh_host_certificates", "SSH host certificates signed by an SSH CA: not served yet", `${DOCS}api-reference/sshhostcertificates/create.mdx`],
  ["/ssh_user_certificates", "SSH user certificates signed by an SSH CA: not served yet", `${DOCS}api-reference/sshusercertificates/create.mdx`],
];

export const DIFFERENCES: readonly Declared[] = [
  // HTTPS edge routes
  {
    family: "HttpsEdgeRoute",
    where: "item",
    member: "policy",
    kind: "extra in wire",
    reason: "the service's route responses carry `\"policy\": null`, which the spec's HTTPSEdgeRoute omits; the wire model only tolerates it (optional unknown)",
    cite: `${DOCS}snippets/api/resources/examples/_edges_https_routes_get_response.mdx`,
  },
  // Event subscriptions
  {
    family: "EventSubscription",
    where: "create",
    member: "sources",
    kind: "required in wire only",
    reason: "a subscription without a source sends nothing: the package requires one, as the Terraform provider does (sources Required: true)",
    cite: `${TF}resource_event_subscription.go`,
  },
  {
    family: "EventSubscription",
    where: "create",
    member: "destination_ids",
    kind: "required in wire only",
    reason: "a subscription without a destination sends nowhere: the package requires one (the spec marks nothing of EventSubscriptionCreate required)",
    cite: `${TF}resource_event_subscription.go`,
  },
  // Cloud endpoints
  {
    family: "CloudEndpoint",
    where: "create",
    member: "type",
    kind: "required in spec only",
    reason: "the family always sends `type: \"cloud\"` (provider/resources/cloudEndpoint/family.ts createBody); the wire body lets it out because the user never gives it, as the Terraform provider makes it Computed",
    cite: `${TF}resource_cloud_endpoint.go`,
  },
  ...["tunnel", "tunnel_session"].map(
    (member): Declared => ({
      family: "CloudEndpoint",
      where: "item",
      member,
      kind: "missing in wire",
      reason: "references of agent endpoints (the tunnel and agent session serving them); a cloud endpoint has neither, and the Terraform provider drops both from its cloud endpoint",
      cite: `${TF}resource_cloud_endpoint.go`,
    }),
  ),
  // Event destinations
  {
    family: "EventDestination",
    where: "create",
    member: "format",
    kind: "required in wire only",
    reason: "the service refuses a missing format (ERR_NGROK_235 \"missing or is not a valid Event Destination Format\"); the spec marks nothing required",
    cite: `${DOCS}errors/err_ngrok_235.mdx`,
  },
  {
    family: "EventDestination",
    where: "create",
    member: "target",
    kind: "required in wire only",
    reason: "the service refuses a destination without a target (ERR_NGROK_5100); the spec marks nothing required",
    cite: `${DOCS}errors/err_ngrok_5100.mdx`,
  },
  // Reserved domains
  {
    family: "ReservedDomain",
    where: "create",
    member: "domain",
    kind: "required in wire only",
    reason: "what is reserved is the domain: a create without one reserves nothing the package could name; the spec marks nothing of ReservedDomainCreate required",
    cite: `${TF}resource_domain.go`,
  },
  // Vaults and secrets
  {
    family: "Vault",
    where: "path",
    member: "GET /vaults/{id}/secrets",
    kind: "missing in wire",
    reason: "a vault's secrets are listed through /vault_secrets (the Secret family), not under the vault",
    cite: `${DOCS}api-reference/vaults/`,
  },
  {
    family: "Vault",
    where: "create",
    member: "name",
    kind: "required in wire only",
    reason: "\"The vault name cannot be empty\" (ERR_NGROK_23001); the Terraform provider overrides the generated Optional to Required",
    cite: `${DOCS}errors/err_ngrok_23001.mdx`,
  },
  {
    family: "Secret",
    where: "create",
    member: "name",
    kind: "required in wire only",
    reason: "\"The secret name cannot be empty\" (ERR_NGROK_24001); the Terraform provider overrides the generated Optional to Required",
    cite: `${DOCS}errors/err_ngrok_24001.mdx`,
  },
  {
    family: "Secret",
    where: "create",
    member: "value",
    kind: "required in wire only",
    reason: "a secret's value may not be empty (ERR_NGROK_24003); the Terraform provider makes it Required",
    cite: `${DOCS}errors/err_ngrok_24003.mdx`,
  },
  // Service users
  {
    family: "ServiceUser",
    where: "create",
    member: "name",
    kind: "required in wire only",
    reason: "\"Service User name must not be empty\" (ERR_NGROK_4109); the Terraform provider overrides the generated Optional to Required",
    cite: `${DOCS}errors/err_ngrok_4109.mdx`,
  },
  // AI gateway API keys: in ngrok-api-go (2026-03), not in this spec (2026-06)
  ...["POST /ai_gateway_api_keys", "GET /ai_gateway_api_keys", "GET /ai_gateway_api_keys/{id}", "PATCH /ai_gateway_api_keys/{id}", "DELETE /ai_gateway_api_keys/{id}"].map(
    (member): Declared => ({
      family: "AiGatewayApiKey",
      where: "path",
      member,
      kind: "missing in spec",
      reason: "a call ngrok's Go client makes (create, get, list, update, delete) that the Terraform provider's spec does not have: the wire model follows the Go client",
      cite: "ngrok/ngrok-api-go ai_gateway_api_keys/client.go",
    }),
  ),
  ...UNSERVED.map(([member, reason, cite]): Declared => ({ family: "-", where: "path", member, kind: "no family", reason, cite })),
];
