/**
 * Which compile cache the built CLI and the built kit start from. Node 22.1+ has its own
 * (module.enableCompileCache): the CLI keeps it in dist/compile-cache and writes no V8 code cache; the kit
 * uses it when the user's process has it on, and writes none of its own. Node 20 has none: both compile
 * their bundle with V8's code cache (bin/cached-bundle.js), written beside the bundle. CI runs this file on
 * Node 20, 22 and 24 (scripts/test-on-node.sh); `NODE_DEBUG_NATIVE=COMPILE_CACHE` makes Node say what its
 * cache does.
 */
import { spawn } from "node:child_process"
import { mkdtempSync, rmSync, statSync } from "node:fs"
import * as NodeModule from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"

const nodeHasCompileCache = "enableCompileCache" in NodeModule
const folder = mkdtempSync(join(tmpdir(), "vob-sandbox-compile-cache-"))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** When `file` was last written, or undefined when it does not exist. */
const writtenAt = (file: string) => {
  try {
    return statSync(file).mtimeMs
  } catch {
    return undefined
  }
}

/** Runs node with `args` until it prints a URL, asks it /healthz, stops it; its stderr. Bounded: 30 s. */
const firstAnswer = (args: ReadonlyArray<string>, env: Record<string, string>) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] })
    let stdout = ""
    let stderr = ""
    let answered = false
    const deadline = setTimeout(() => child.kill("SIGKILL"), 30_000)
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()))
    child.stdout.on("data", async (chunk: Buffer) => {
      stdout += chunk.toString()
      const url = /(http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1]
      if (url === undefined || answered) return
      answered = true
      const health = await fetch(`${url}/healthz`)
      if (health.status !== 200) reject(new Error(`healthz ${health.status}`))
      child.kill("SIGTERM")
    })
    child.once("exit", () => {
      clearTimeout(deadline)
      if (answered) resolve(stderr)
      else reject(new Error(`ended before answering:\n${stdout}${stderr}`))
    })
  })

describe("the compile cache of the built bundles", () => {
  it(`CLI: ${nodeHasCompileCache ? "Node's own, in dist/compile-cache, and no V8 code cache" : "V8's code cache beside the bundle (Node 20)"}`, async () => {
    const v8Cache = "dist/vob-sandbox.cjs.v8cache"
    const before = writtenAt(v8Cache)
    const stderr = await firstAnswer(["bin/vob-sandbox.js", "--port", "0", "--log-level", "none"], { NODE_DEBUG_NATIVE: "COMPILE_CACHE" })
    if (nodeHasCompileCache) {
      expect(stderr).toMatch(/\[compile cache\] .*\/dist\/compile-cache\/.* for CommonJS \S*\/dist\/vob-sandbox\.cjs/)
      expect(writtenAt(v8Cache)).toBe(before)
    } else {
      expect(stderr).not.toContain("[compile cache]")
      expect(writtenAt(v8Cache)).toBeDefined()
    }
  })

  it(`kit: ${nodeHasCompileCache ? "Node's own when the user's process has it on, and no V8 code cache" : "V8's code cache beside the bundle (Node 20)"}`, async () => {
    const v8Cache = "dist/kit-server.cjs.v8cache"
    const before = writtenAt(v8Cache)
    const kitStart = `
      const { startSandbox } = await import(${JSON.stringify(new URL("../dist/index.mjs", import.meta.url).href)})
      const sandbox = await startSandbox()
      console.log(sandbox.url)
      process.once("SIGTERM", () => sandbox.close())`
    const stderr = await firstAnswer(["--input-type=module", "-e", kitStart], {
      NODE_DEBUG_NATIVE: "COMPILE_CACHE",
      NODE_COMPILE_CACHE: join(folder, "users-cache")
    })
    if (nodeHasCompileCache) {
      expect(stderr).toMatch(/\[compile cache\] .*\/users-cache\/.* for CommonJS \S*\/dist\/kit-server\.cjs/)
      expect(writtenAt(v8Cache)).toBe(before)
    } else {
      expect(stderr).not.toContain("[compile cache]")
      expect(writtenAt(v8Cache)).toBeDefined()
    }
  })
})
