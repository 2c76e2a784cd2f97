// The build uses its dependencies as published (scripts/bundle.mjs): it writes nothing under node_modules,
// no esbuild plugin hands the bundler other contents for a dependency's file or sends a package's import
// elsewhere, and every input esbuild read from node_modules has the size of the file on disk. A violation
// fails the build, naming the file; test/build-integrity.test.ts plants each kind.
import { readdirSync, statSync } from "node:fs"
import { isAbsolute, join, relative, resolve, sep } from "node:path"

const isDependencyPath = (path) => resolve(path).split(sep).includes("node_modules")
const isPackageSpecifier = (specifier) => !specifier.startsWith(".") && !isAbsolute(specifier)

/**
 * `plugin` with its onLoad and onResolve callbacks checked: loading contents for a file under node_modules,
 * or resolving an import made by a dependency or naming a package, throws.
 */
const guarded = (plugin) => ({
  name: plugin.name,
  setup: (build) =>
    plugin.setup(new Proxy(build, {
      get: (target, key) => {
        if (key === "onLoad") {
          return (options, callback) =>
            target.onLoad(options, async (args) => {
              const result = await callback(args)
              if (result?.contents !== undefined && isDependencyPath(args.path)) {
                throw new Error(`the esbuild plugin "${plugin.name}" rewrites ${args.path}: dependencies are bundled as published`)
              }
              return result
            })
        }
        if (key === "onResolve") {
          return (options, callback) =>
            target.onResolve(options, async (args) => {
              const result = await callback(args)
              if (result?.path !== undefined && (isPackageSpecifier(args.path) || isDependencyPath(args.importer))) {
                throw new Error(`the esbuild plugin "${plugin.name}" redirects "${args.path}" (imported by ${args.importer}): dependencies are bundled as published`)
              }
              return result
            })
        }
        const value = Reflect.get(target, key)
        return typeof value === "function" ? value.bind(target) : value
      }
    }))
})

/** esbuild options whose plugins are checked (above) and which report what was read (the metafile). */
export const publishedDependenciesOnly = (options) => ({ ...options, plugins: (options.plugins ?? []).map(guarded), metafile: true })

/** The inputs under node_modules that esbuild read with another size than the file's: contents not as published. */
export const rewrittenInputs = (metafile, cwd = process.cwd()) =>
  Object.entries(metafile.inputs)
    .filter(([path]) => isDependencyPath(path))
    .filter(([path, { bytes }]) => statSync(resolve(cwd, path)).size !== bytes)
    .map(([path]) => path)

// Tools' caches kept under node_modules (vitest's results, a bundler's cache): written by whatever runs
// beside the build (a test run's own build, a watch mode), never part of a dependency.
const TOOL_CACHES = new Set([".vite", ".cache"])

/**
 * Size and modification time of every file under `directory`, by path (links and sockets are not
 * followed), but for the tools' caches at its top.
 */
export const snapshotFiles = (directory) => {
  const files = new Map()
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (dir === directory && TOOL_CACHES.has(entry.name)) continue
      if (entry.isDirectory()) walk(path)
      else if (entry.isFile()) {
        const { size, mtimeMs } = statSync(path)
        files.set(relative(directory, path), `${size}:${mtimeMs}`)
      }
    }
  }
  walk(directory)
  return files
}

/** The files added, removed or written since `before` (a snapshotFiles of the same directory). */
export const changedFiles = (before, after) => [
  ...[...after].filter(([path, stamp]) => before.get(path) !== stamp).map(([path]) => path),
  ...[...before.keys()].filter((path) => !after.has(path))
]
