// The shared-state suite (sharedState.ts) on a Postgres backend: a throwaway cluster (tests/support/postgres.ts).
import { startPostgresBackend } from "../support/postgres";
import { sharedStateSuite } from "./sharedState";

sharedStateSuite("Postgres", "pg", () => startPostgresBackend());
