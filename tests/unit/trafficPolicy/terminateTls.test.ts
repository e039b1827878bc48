// terminate-tls in the Traffic Policy model: its documented config, each entry of
// mutual_tls_certificate_authorities (a ca_… id, a PEM CA certificate or a CEL interpolation), and
// the ids a policy trusts, which the emulator holds against the account's certificate authorities.
import { certificateAuthorityIds, policyIssues, type TrafficPolicy } from "../../../trafficPolicy/model/document";

const mutualTls = (config: Record<string, unknown>): TrafficPolicy => ({ on_tcp_connect: [{ actions: [{ type: "terminate-tls", config } as never] }] });

test("a valid config passes: ids, PEM, interpolation, versions and strategy", () => {
  const pem = "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----";
  expect(
    policyIssues(
      mutualTls({ min_version: "1.2", max_version: "1.3", mutual_tls_certificate_authorities: ["ca_2abcDEF", pem, "${vars.ca}"], mutual_tls_verification_strategy: "require-any" }),
      "trafficPolicy",
    ),
  ).toEqual([]);
  expect(policyIssues({ on_tcp_connect: [{ actions: [{ type: "terminate-tls" }] }] }, "trafficPolicy")).toEqual([]);
});

test("each bad field: one problem naming it and the rule", () => {
  expect(policyIssues(mutualTls({ mutual_tls_certificate_authorities: ["cert_2abc"] }), "trafficPolicy")).toEqual([
    {
      property: "trafficPolicy.on_tcp_connect[0].actions[0].config.mutual_tls_certificate_authorities[0]",
      reason: 'trafficPolicy.on_tcp_connect[0].actions[0].config.mutual_tls_certificate_authorities[0] must be a certificate authority\'s id (ca_…) or a PEM-encoded CA certificate (-----BEGIN CERTIFICATE-----); got "cert_2abc"',
    },
  ]);
  expect(policyIssues(mutualTls({ min_version: "1.1" }), "trafficPolicy").map((p) => p.reason)).toEqual([
    'trafficPolicy.on_tcp_connect[0].actions[0].config.min_version must be one of "1.2", "1.3"; got "1.1"',
  ]);
  expect(policyIssues(mutualTls({ mutual_tls_certificate_authority: ["ca_1"] }), "trafficPolicy").map((p) => p.reason)).toEqual([
    "trafficPolicy.on_tcp_connect[0].actions[0].config.mutual_tls_certificate_authority is not a known field (allowed fields are listed in the Traffic Policy reference)",
  ]);
});

test("certificateAuthorityIds: every ca_… id trusted, in document order, each once; PEM and interpolations are not ids", () => {
  const policy: TrafficPolicy = {
    on_tcp_connect: [
      { actions: [{ type: "terminate-tls", config: { mutual_tls_certificate_authorities: ["ca_b", "-----BEGIN CERTIFICATE-----\nx\n-----END CERTIFICATE-----", "ca_a"] } }] },
      { actions: [{ type: "terminate-tls", config: { mutual_tls_certificate_authorities: ["ca_a", "${vars.ca}"] } }] },
    ],
  };
  expect(certificateAuthorityIds(policy)).toEqual(["ca_b", "ca_a"]);
});
