#!/usr/bin/env node
// Runs the bundled server (dist/vob-sandbox.cjs) through V8's code cache: most of start-up is
// compiling JavaScript, and a cache written by an earlier run skips it. The cache is written once
// the server listens (so it holds the functions start-up compiled), atomically, and only when the
// cache is missing or stale (another Node version); any failure just means compiling as usual.
import { readFileSync, renameSync, writeFileSync } from "node:fs"
import Module, { createRequire } from "node:module"
import { dirname } from "node:path"
import { fileURLToPath } from "node:url"
import vm from "node:vm"

const bundle = fileURLToPath(new URL("../dist/vob-sandbox.cjs", import.meta.url))
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
script.runInThisContext()(module.exports, createRequire(bundle), module, bundle, dirname(bundle))
