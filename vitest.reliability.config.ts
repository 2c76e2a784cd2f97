import { defineConfig } from "vitest/config"

// The long reliability suite (kill loops, soaks, large fuzz runs): `npm run test:reliability`.
// Kept out of `npm test`, which stays short; each file here is bounded in time and count.
export default defineConfig({
  test: {
    include: ["test/reliability/**/*.test.ts"],
    globalSetup: ["test/support/buildCli.ts"],
    // Each file in a module graph of its own: lifecycle-codecs.test.ts swaps the store's codecs (vi.mock),
    // which only takes on modules not yet loaded; after another file had loaded the app, it counted nothing.
    isolate: true,
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 60_000
  }
})
