// A TLS certificate uploaded with its private key. The chain and key come from config or from
// files, so the same program runs against the emulator and against a real account.
import * as fs from "node:fs";
import * as pulumi from "@pulumi/pulumi";
import * as ingress from "pulumi-ingress";

const config = new pulumi.Config();

// Config wins (the key set with --secret); otherwise the files next to the program.
const certificatePem = config.get("certificatePem") ?? fs.readFileSync(config.get("certificateFile") ?? "tls.crt", "utf8");
const privateKeyPem = config.getSecret("privateKeyPem") ?? pulumi.secret(fs.readFileSync(config.get("privateKeyFile") ?? "tls.key", "utf8"));

const cert = new ingress.TlsCertificate("site", {
  certificatePem,
  privateKeyPem,
  description: config.get("description") ?? "managed by pulumi-ingress",
  metadata: JSON.stringify({ owner: config.get("owner") ?? "platform" }),
});

// Everything below is read from the leaf by the service: nothing to keep in sync by hand.
export const id = cert.id;
export const subjectCommonName = cert.subjectCommonName;
export const dnsNames = cert.subjectAlternativeNames.dnsNames;
export const notAfter = cert.notAfter;
export const privateKeyType = cert.privateKeyType;
export const issuerCommonName = cert.issuerCommonName;
