// The shared-state suite (sharedState.ts) on an S3-compatible backend: moto's server (scripts/moto.ts).
import { startS3Backend } from "../../scripts/moto";
import { sharedStateSuite } from "./sharedState";

sharedStateSuite("S3", "s3", () => startS3Backend());
