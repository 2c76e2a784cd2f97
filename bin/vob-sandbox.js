#!/usr/bin/env node
// Runs the bundled server (dist/vob-sandbox.cjs), or for `tail` its own small bundle (dist/vob-sandbox-tail.cjs). Most of start-up is compiling JavaScript, so the
// bundle is compiled from a cache when one exists:
// - Node >= 22.1 has its own compile cache (module.enableCompileCache): the bundle is required as is, with
//   the cache in dist/compile-cache (warmed by `prepare`, gone with the package; Node's default folder
//   under the system's temporary folder when dist/ cannot be written). Node writes it at exit; a server is
//   more often killed than stopped, so the launcher also writes it once the server listens.
// - Node 20 has none, so the launcher compiles the bundle with V8's code cache (bin/cached-bundle.js,
//   loaded on Node 20 only), written once the server listens (so it holds the functions start-up
//   compiled; what it saves is in docs/scaling.md).
// Any failure just means compiling. Either way, stack traces name the source files
// (bin/source-mapped-stacks.js), from once the bundle has been evaluated: Effect probes a stack while its
// modules load, which must not cost reading the map.
import Module, { createRequire } from "node:module"
import { fileURLToPath } from "node:url"
import { mapStackTracesOf, wrapperPrefixLength } from "./source-mapped-stacks.js"

const bundle = fileURLToPath(new URL("../dist/vob-sandbox.cjs", import.meta.url))
const require = createRequire(bundle)

if (process.argv[2] === "tail") {
  // The tail is a small client with a bundle of its own: nothing of the server is loaded.
  require(fileURLToPath(new URL("../dist/vob-sandbox-tail.cjs", import.meta.url)))
} else if (typeof Module.enableCompileCache === "function") {
  const inPackage = Module.enableCompileCache(fileURLToPath(new URL("../dist/compile-cache", import.meta.url)))
  if (inPackage.status === Module.constants.compileCacheStatus.FAILED) Module.enableCompileCache()
  require(bundle)
  // Node 22.10+ (before it, the cache is written at exit only).
  process.once("vob-sandbox:listening", () => setImmediate(() => Module.flushCompileCache?.()))
  mapStackTracesOf(bundle, 0)
} else {
  const { runCachedBundle } = await import("./cached-bundle.js")
  const { saveCache } = runCachedBundle(bundle)
  process.once("vob-sandbox:listening", () => setImmediate(saveCache))
  mapStackTracesOf(bundle, wrapperPrefixLength)
}
