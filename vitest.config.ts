import { availableParallelism } from "node:os"
import { defineConfig } from "vitest/config"
import { SlowFirstSequencer } from "./test/support/SlowFirstSequencer.js"

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
    // A fresh clone (CI) has no timings of an earlier run: start the known long files first.
    sequence: { sequencer: SlowFirstSequencer },
    testTimeout: 20_000,
    hookTimeout: 30_000
  }
})
