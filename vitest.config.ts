import { availableParallelism } from "node:os"
import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The long probes run with `npm run test:reliability` (vitest.reliability.config.ts).
    exclude: ["test/reliability/**", "node_modules/**"],
    globalSetup: ["test/support/buildCli.ts"],
    // Every suite starts its own app (own in-memory database, own companies), so module isolation
    // between files buys nothing and would re-import Effect and the whole app for each file.
    isolate: false,
    // vitest keeps a core free by default; the suite's servers are in-process, so use every core.
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 30_000
  }
})
