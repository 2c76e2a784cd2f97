// `npm run test:postgres`: the HTTP suites again, every app on its own database of one throwaway
// PostgreSQL (test/support/TestApp.ts reads VOB_TEST_PG_URL). Suites that test SQLite itself (files,
// query plans, the migration of a SQLite file) stay on SQLite: they name their own `db` or open files.
import { defineConfig, mergeConfig } from "vitest/config"
import base from "./vitest.config.js"

export default mergeConfig(base, defineConfig({
  test: {
    // Merged after the base config's own (the CLI build).
    globalSetup: ["test/support/postgresGlobalSetup.ts"],
    // Every statement is a round trip to another process: the slowest suites take two to three times
    // their SQLite time.
    testTimeout: 120_000
  }
}))
