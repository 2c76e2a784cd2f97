// Starts the built server once, so V8's code cache exists before the first real start (npm ci runs
// this after bundling). Best effort: a failure here only means the first start compiles.
import { spawn } from "node:child_process"
import { existsSync, rmSync } from "node:fs"

const cache = new URL("../dist/vob-sandbox.cjs.v8cache", import.meta.url)
// A cache from an earlier build would be rejected anyway; remove it so the wait below sees the new one.
rmSync(cache, { force: true })
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
