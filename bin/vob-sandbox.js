#!/usr/bin/env node
// Runs the bundled server (dist/vob-sandbox.cjs), or for `tail` its own small bundle (dist/vob-sandbox-tail.cjs). Most of start-up is compiling JavaScript, so the
// bundle is compiled from a cache when one exists:
// - Node >= 22.1 has its own compile cache (module.enableCompileCache): the bundle is required as is.
// - Node 20 has none, so the launcher compiles the bundle with vm.Script and V8's code cache, written
//   once the server listens (so it holds the functions start-up compiled), atomically, and only when
//   missing or stale (another Node version). Measured on Node 20: about 400 ms to the first answer
//   with the cache, 470 ms without. Any failure just means compiling as usual.
// Either way, stack traces name the source files (bin/source-mapped-stacks.js), from once the bundle
// has been evaluated: Effect probes a stack while its modules load, which must not cost reading the map.
import { readFileSync, renameSync, writeFileSync } from "node:fs"
import Module, { createRequire } from "node:module"
import { dirname } from "node:path"
import { fileURLToPath } from "node:url"
import vm from "node:vm"
import { mapStackTracesOf, wrapperPrefixLength } from "./source-mapped-stacks.js"

const bundle = fileURLToPath(new URL("../dist/vob-sandbox.cjs", import.meta.url))
const require = createRequire(bundle)

if (process.argv[2] === "tail") {
  // The tail is a small client with a bundle of its own: nothing of the server is loaded.
  require(fileURLToPath(new URL("../dist/vob-sandbox-tail.cjs", import.meta.url)))
} else if (typeof Module.enableCompileCache === "function") {
  Module.enableCompileCache()
  require(bundle)
  mapStackTracesOf(bundle, 0)
} else {
  const cacheFile = `${bundle}.v8cache`
  let cachedData
  try {
    cachedData = readFileSync(cacheFile)
  } catch {
    cachedData = undefined
  }

  const script = new vm.Script(Module.wrap(readFileSync(bundle, "utf8")), { filename: bundle, cachedData })

  if (cachedData === undefined || script.cachedDataRejected) {
    process.once("vob-sandbox:listening", () =>
      setImmediate(() => {
        try {
          const temporary = `${cacheFile}.${process.pid}`
          writeFileSync(temporary, script.createCachedData())
          renameSync(temporary, cacheFile)
        } catch {
          // A read-only install: run without a cache.
        }
      }))
  }

  const module = { exports: {} }
  script.runInThisContext()(module.exports, require, module, bundle, dirname(bundle))
  mapStackTracesOf(bundle, wrapperPrefixLength)
}
