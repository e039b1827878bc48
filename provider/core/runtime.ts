/**
 * Kept for stacks written by pulumi-ingress 0.1.0: their state holds serialized providers that
 * `require("pulumi-ingress/dist/provider/core/runtime")`, and `refresh` and `destroy` load those.
 * The module lives in provider/process/runtime.ts now.
 */
export * from "../process/runtime";
