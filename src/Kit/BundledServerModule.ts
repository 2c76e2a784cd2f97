/**
 * ServerModule.ts as the built package has it (scripts/bundle.mjs swaps it in): the in-process server
 * from `dist/kit-server.cjs`. Without a cache a start compiles the app's few megabytes of JavaScript.
 * - Node 22.1+ has a compile cache of its own: the bundle is required as is, and compiled from that cache
 *   when the user's process has it on (`NODE_COMPILE_CACHE`, `module.enableCompileCache()`). The kit does
 *   not switch it on: it is process-wide, and the process is the user's.
 * - Node 20 has none: the bundle is compiled with V8's code cache (bin/cached-bundle.js, loaded on Node 20
 *   only), written after the first server of the process has started (or the first web handler has
 *   answered), so it holds what start-up compiled.
 */
import { existsSync } from "node:fs"
import * as NodeModule from "node:module"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import type { ServerModule } from "./ServerModule.js"

export type { ServerModule } from "./ServerModule.js"

/** The bundle beside this entry (dist/index.cjs) or one folder up (an ES-module chunk in dist/chunks). */
const bundlePath = () => {
  const here = dirname(fileURLToPath(import.meta.url))
  const candidates = [join(here, "kit-server.cjs"), join(here, "..", "kit-server.cjs")]
  const found = candidates.find((path) => existsSync(path))
  if (found === undefined) throw new Error(`vob-sandbox: the in-process server's bundle is missing (looked for ${candidates.join(", ")})`)
  return found
}

const load = async (): Promise<ServerModule> => {
  const bundle = bundlePath()
  if ("enableCompileCache" in NodeModule) return NodeModule.createRequire(bundle)(bundle) as ServerModule
  const { runCachedBundle } = await import("../../bin/cached-bundle.js")
  const { exports, saveCache } = runCachedBundle(bundle)
  const server = exports as ServerModule
  // Once per process: later starts and answers find it scheduled (saveCache itself writes at most once).
  let scheduled = false
  const saveSoon = <T>(value: T): T => {
    if (!scheduled) {
      scheduled = true
      setImmediate(saveCache)
    }
    return value
  }
  return {
    startServer: (settings) => server.startServer(settings).then(saveSoon),
    startWebHandler: (settings) => {
      const started = server.startWebHandler(settings)
      return { handler: (request) => started.handler(request).then(saveSoon), dispose: started.dispose }
    }
  }
}

let loaded: Promise<ServerModule> | undefined

export const loadServerModule = (): Promise<ServerModule> => (loaded ??= load())
