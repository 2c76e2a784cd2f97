// What the last build read and wrote, each file by its size and modification time (dist/.build-stamp.json).
// A build whose inputs and outputs all stand as they were would write the very same dist/, so the suite's
// global setup (which bundles before every run) skips it: about 7 s of every `npm test` and of every
// single-file vitest run. Inputs are every file of src/ and simulator/ (the declarations follow type-only
// imports, which no bundle's metafile names), every file a bundle read (its dependencies' too), the build's
// own scripts and configuration, and node_modules/.package-lock.json (any install); outputs are dist/'s
// files but for the compile caches, which start-up rewrites.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { join, relative } from "node:path"

const STAMP = "dist/.build-stamp.json"

const BUILD_FILES = [
  "scripts/bundle.mjs",
  "scripts/build-stamp.mjs",
  "scripts/declarations.mjs",
  "scripts/published-dependencies.mjs",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "tsconfig.console.json",
  "node_modules/.package-lock.json"
]

const isCache = (path) => path === STAMP || path.startsWith("dist/compile-cache") || path.endsWith(".v8cache")

/** The files under `dir` of `root`, each named relative to `root`. */
const filesUnder = (root, dir) => {
  let entries
  try {
    entries = readdirSync(join(root, dir), { withFileTypes: true })
  } catch {
    return []
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(root, path) : [path]
  })
}

const stateOf = (root, path) => {
  try {
    const stat = statSync(join(root, path))
    return `${stat.size}:${stat.mtimeMs}`
  } catch {
    return "missing"
  }
}

const sourceFiles = (root) => [...filesUnder(root, "src"), ...filesUnder(root, "simulator")]
const outputFiles = (root) => filesUnder(root, "dist").filter((path) => !isCache(path))

const statesOf = (root, paths) => Object.fromEntries([...new Set(paths)].sort().map((path) => [path, stateOf(root, path)]))

const sameStates = (recorded, now) => {
  const keys = Object.keys(recorded)
  return keys.length === Object.keys(now).length && keys.every((key) => recorded[key] === now[key])
}

/** Whether `root`'s dist/ is what a build would write now: every input and output as the last build left it. */
export const isBuildCurrent = (root = ".") => {
  let stamp
  try {
    stamp = JSON.parse(readFileSync(join(root, STAMP), "utf8"))
  } catch {
    return false
  }
  // Listed again, not taken from the stamp: a file of src/ or simulator/ added or removed changes the set.
  const kept = Object.keys(stamp.inputs).filter((path) => !/^(src|simulator)\//.test(path))
  return sameStates(stamp.inputs, statesOf(root, [...kept, ...sourceFiles(root)])) &&
    sameStates(stamp.outputs, statesOf(root, outputFiles(root)))
}

/** Records a finished build of `root`: `bundled` are the files its bundles read (their metafiles' inputs, relative to `root`). */
export const writeBuildStamp = (bundled, root = ".") => {
  // A plugin's virtual input (`namespace:path`) is no file.
  const files = bundled.filter((path) => !path.includes(":")).map((path) => relative(root, join(root, path)))
  const inputs = statesOf(root, [...BUILD_FILES, ...sourceFiles(root), ...files])
  writeFileSync(join(root, STAMP), JSON.stringify({ inputs, outputs: statesOf(root, outputFiles(root)) }))
}
