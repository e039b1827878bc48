export * from "../dist/policy/src/rules";
