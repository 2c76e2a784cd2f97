// Starts the built server once, and the test kit's in-process server once, so V8's code caches exist
// before the first real start (npm ci runs this after bundling). Best effort: a failure here only means
// the first start compiles.
import { spawn } from "node:child_process"
import { existsSync, rmSync } from "node:fs"

// Removed first: the CLI's wait below looks for the new one, and no earlier build's cache lingers.
const cache = new URL("../dist/vob-sandbox.cjs.v8cache", import.meta.url)
const kitCache = new URL("../dist/kit-server.cjs.v8cache", import.meta.url)
rmSync(cache, { force: true })
rmSync(kitCache, { force: true })

const server = spawn(process.execPath, ["bin/vob-sandbox.js", "--port", "0", "--log-level", "none"], {
  stdio: ["ignore", "pipe", "inherit"]
})
const deadline = setTimeout(() => server.kill("SIGKILL"), 15_000)
server.stdout.on("data", () => {
  const waitForCache = setInterval(() => {
    if (existsSync(cache)) {
      clearInterval(waitForCache)
      server.kill("SIGTERM")
    }
  }, 10)
})
server.on("exit", () => clearTimeout(deadline))

// The kit writes its cache once its first server has started (src/Kit/BundledServerModule.ts).
const kitStart = `
  const { startSandbox } = await import(${JSON.stringify(new URL("../dist/index.mjs", import.meta.url).href)})
  const sandbox = await startSandbox()
  await new Promise((resolve) => setTimeout(resolve, 20))
  await sandbox.close()`
const kit = spawn(process.execPath, ["--input-type=module", "-e", kitStart], { stdio: ["ignore", "ignore", "inherit"] })
const kitDeadline = setTimeout(() => kit.kill("SIGKILL"), 15_000)
kit.on("exit", () => clearTimeout(kitDeadline))
