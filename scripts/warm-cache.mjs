// Starts the built server once (and on Node 20 the test kit's in-process server once), so the compile
// caches exist before the first real start (npm ci runs this after bundling):
// - Node 22.1+: Node's own compile cache in dist/compile-cache, the bin's (bin/vob-sandbox.js). The kit
//   has none to warm: it uses Node's cache only when the user's process has it on.
// - Node 20: V8's code caches beside the bundles (bin/cached-bundle.js), the CLI's and the kit's.
// Best effort and bounded: each process is killed after 15 s, and a failure or a stall only means the
// first start compiles.
import { spawn } from "node:child_process"
import { existsSync, readdirSync, rmSync } from "node:fs"
import Module from "node:module"

const nodeHasCompileCache = typeof Module.enableCompileCache === "function"

// Removed first: the waits below look for the new ones, and no earlier build's cache lingers.
const compileCache = new URL("../dist/compile-cache", import.meta.url)
const cache = new URL("../dist/vob-sandbox.cjs.v8cache", import.meta.url)
const kitCache = new URL("../dist/kit-server.cjs.v8cache", import.meta.url)
for (const stale of [compileCache, cache, kitCache]) rmSync(stale, { recursive: true, force: true })

/** Ends `child` by SIGKILL after 15 s. */
const bounded = (child) => {
  const deadline = setTimeout(() => child.kill("SIGKILL"), 15_000)
  child.once("exit", () => clearTimeout(deadline))
  return child
}

/**
 * Once the server has announced itself: stopped as soon as `written()` (its cache is on disk). The poll
 * ends with the server, cache or not: a server that writes none must not keep `prepare` (npm ci) running.
 */
const stopOnceWritten = (server, written) =>
  server.stdout.once("data", () => {
    const poll = setInterval(() => written() && server.kill("SIGTERM"), 10)
    server.once("exit", () => clearInterval(poll))
  })

const server = bounded(
  spawn(process.execPath, ["bin/vob-sandbox.js", "--port", "0", "--log-level", "none"], { stdio: ["ignore", "pipe", "inherit"] })
)
stopOnceWritten(
  server,
  nodeHasCompileCache
    ? () => existsSync(compileCache) && readdirSync(compileCache, { recursive: true, withFileTypes: true }).some((entry) => entry.isFile())
    : () => existsSync(cache)
)

// The kit writes its cache once its first server has started (src/Kit/BundledServerModule.ts).
if (!nodeHasCompileCache) {
  const kitStart = `
    const { startSandbox } = await import(${JSON.stringify(new URL("../dist/index.mjs", import.meta.url).href)})
    const sandbox = await startSandbox()
    await new Promise((resolve) => setTimeout(resolve, 20))
    await sandbox.close()`
  bounded(spawn(process.execPath, ["--input-type=module", "-e", kitStart], { stdio: ["ignore", "ignore", "inherit"] }))
}
