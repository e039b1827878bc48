// One jest run for every suite: unit, client, emulator contract, providers and real engine.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/tests"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.ts$": ["ts-jest", { tsconfig: "tsconfig.json" }] },
  modulePathIgnorePatterns: ["<rootDir>/dist/", "<rootDir>/.tmp/", "<rootDir>/node_modules/pulumi-ingress/"],
  testTimeout: 60_000,
  maxWorkers: 2,
  reporters: ["default", "<rootDir>/tests/support/summaryReporter.js"],
};
