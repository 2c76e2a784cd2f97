import { readdirSync } from "node:fs"
import { availableParallelism } from "node:os"
import { defineConfig, type Plugin } from "vitest/config"
import { SlowFirstSequencer } from "./test/support/SlowFirstSequencer.js"

/**
 * Transforms the app's modules as soon as vitest's server is up. A worker imports a module, then its
 * imports, one request at a time (the imports are known only once the importer is transformed), so on
 * a cold start each worker waited on the transforms one by one (most of a file's 5 s collect). Warmed,
 * they are transformed while the workers start, and each request is answered from the cache.
 */
const warmTransforms = (folders: ReadonlyArray<string>, except: ReadonlyArray<string>): Plugin => ({
  name: "vob-sandbox:warm-transforms",
  configureServer(server) {
    const files = folders.flatMap((folder) =>
      readdirSync(folder, { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".ts") && !file.endsWith(".d.ts"))
        .map((file) => `/${folder}/${file}`)
    ).filter((file) => !except.some((folder) => file.startsWith(`/${folder}/`)))
    setImmediate(() => {
      for (const file of files) void server.environments.ssr.warmupRequest(file)
    })
  }
})

export default defineConfig({
  // The console's modules run in the browser, not in vitest.
  plugins: [warmTransforms(["src", "test/support"], ["src/Console"])],
  test: {
    include: ["test/**/*.test.ts"],
    // The long probes run with `npm run test:reliability` (vitest.reliability.config.ts).
    exclude: ["test/reliability/**", "node_modules/**"],
    globalSetup: ["test/support/buildCli.ts"],
    // Every suite starts its own app (own in-memory database, own companies), so module isolation
    // between files buys nothing and would re-import Effect and the whole app for each file.
    isolate: false,
    // Worker threads, not child processes: the modules each worker imports (the app, through vitest's
    // transform) cross a MessagePort instead of a pipe. Faster in two of three alternating runs, by about a
    // tenth (docs/scaling.md, "The suite's CPU").
    pool: "threads",
    // vitest keeps a core free by default; the suite's servers are in-process, so use every core.
    maxWorkers: availableParallelism(),
    // A fresh clone (CI) has no timings of an earlier run: start the known long files first.
    sequence: { sequencer: SlowFirstSequencer },
    testTimeout: 20_000,
    hookTimeout: 30_000
  }
})
