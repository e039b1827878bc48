/** The wire model of the Management API: one zod schema per shape, shared by client, providers and emulator. */
export * from "./rules";
export * from "./collection";
export * from "./common";
export * from "./tlsCertificates";
export * from "./routeModules";
export * from "./routes";
export * from "./abuseReports";
export * from "./eventSubscriptions";
export * from "./supporting";
export * from "./eventDestinations";
export * from "./ipPolicies";
export * from "./ipPolicyRules";
