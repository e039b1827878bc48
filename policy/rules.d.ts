export * from "../dist/sdk/policy/rules";
