// Runs a CommonJS bundle compiled with V8's code cache (`<bundle>.v8cache` beside it). Most of a start
// is compiling JavaScript, and Node 20 has no compile cache of its own (nor may a library switch one on
// in a process that is not its own). `saveCache()` writes the cache once the caller's start-up has
// compiled what it needs, and only when it was missing or stale: atomically, so processes and threads
// starting at once never read half a file, and best effort (a read-only install just compiles). Used by
// the CLI launcher and by the test kit's in-process server.
//
// Stale is another Node version (V8 rejects the cache) or an older cache than the bundle: V8 checks
// little more than the source's length, so a cache of an earlier build of the same length would run
// that build's code.
import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs"
import Module, { createRequire } from "node:module"
import { dirname } from "node:path"
import vm from "node:vm"
import { threadId } from "node:worker_threads"

/**
 * @param {string} bundle absolute path of the CommonJS bundle
 * @returns {{ exports: unknown, saveCache: () => void }}
 */
export const runCachedBundle = (bundle) => {
  const cacheFile = `${bundle}.v8cache`
  const bundleMtimeMs = statSync(bundle).mtimeMs
  let cachedData
  try {
    if (statSync(cacheFile).mtimeMs >= bundleMtimeMs) cachedData = readFileSync(cacheFile)
  } catch {
    cachedData = undefined
  }
  const script = new vm.Script(Module.wrap(readFileSync(bundle, "utf8")), { filename: bundle, cachedData })
  let saved = cachedData !== undefined && !script.cachedDataRejected
  const module = { exports: {} }
  script.runInThisContext()(module.exports, createRequire(bundle), module, bundle, dirname(bundle))
  return {
    exports: module.exports,
    saveCache: () => {
      if (saved) return
      saved = true
      const temporary = `${cacheFile}.${process.pid}.${threadId}`
      try {
        // Rebuilt since this process loaded it: a cache of the old code, written after the new bundle,
        // would pass for the new one's.
        if (statSync(bundle).mtimeMs !== bundleMtimeMs) return
        writeFileSync(temporary, script.createCachedData())
        renameSync(temporary, cacheFile)
      } catch {
        // A read-only install: run without a cache, and leave no temporary file behind (it would ship
        // in `npm pack`: only `*.v8cache` is left out).
        rmSync(temporary, { force: true })
      }
    }
  }
}
