/**
 * The build bundles its dependencies as published (scripts/published-dependencies.mjs, applied to every
 * bundle by scripts/bundle.mjs, which the suite's global setup runs: a violation fails it). Each kind of
 * violation is planted here and must be caught: a plugin rewriting a dependency's file in memory (the
 * retired edit of Effect's layer builder), a plugin sending a package's import to another file, a read
 * whose size differs from the file on disk, and a file under node_modules written, added or removed.
 */
import * as esbuild from "esbuild"
import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import {
  changedFiles,
  publishedDependenciesOnly,
  rewrittenInputs,
  snapshotFiles
} from "../scripts/published-dependencies.mjs"

const LAYER_BUILDER = /[\\/]effect[\\/]dist[\\/]esm[\\/]internal[\\/]layer\.js$/

/** What the retired scripts/sequential-layers.mjs did: Effect's layer builder, edited as it is loaded. */
const editsEffect: esbuild.Plugin = {
  name: "planted-edit",
  setup(build) {
    build.onLoad({ filter: LAYER_BUILDER }, (args) => ({
      contents: readFileSync(args.path, "utf8").replace("concurrent: true", "concurrent: false"),
      loader: "js"
    }))
  }
}

const scratch = mkdtempSync(join(tmpdir(), "vob-build-integrity-"))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const bundleLayer = (options: esbuild.BuildOptions) =>
  esbuild.build({
    stdin: { contents: `import { Layer } from "effect"; console.log(Layer.mergeAll)`, resolveDir: process.cwd() },
    bundle: true,
    write: false,
    platform: "node",
    format: "esm",
    logLevel: "silent",
    ...options
  })

describe("the build bundles dependencies as published", () => {
  it("refuses a plugin that rewrites a dependency's file as it is loaded", async () => {
    await expect(bundleLayer(publishedDependenciesOnly({ plugins: [editsEffect] }))).rejects.toThrow(
      /the esbuild plugin "planted-edit" rewrites .*node_modules\/effect\/dist\/esm\/internal\/layer\.js/
    )
  })

  it("refuses a plugin that sends a package's import to another file", async () => {
    const patched = join(scratch, "effect.js")
    writeFileSync(patched, "export const Layer = {}\n")
    const redirects: esbuild.Plugin = {
      name: "planted-redirect",
      setup(build) {
        build.onResolve({ filter: /^effect$/ }, () => ({ path: patched }))
      }
    }
    await expect(bundleLayer(publishedDependenciesOnly({ plugins: [redirects] }))).rejects.toThrow(
      /the esbuild plugin "planted-redirect" redirects "effect"/
    )
  })

  it("names an input read with another size than its file, and none when read as published", async () => {
    const edited = await bundleLayer({ plugins: [editsEffect], metafile: true })
    expect(rewrittenInputs(edited.metafile!)).toEqual(["node_modules/effect/dist/esm/internal/layer.js"])
    const published = await bundleLayer(publishedDependenciesOnly({}))
    expect(rewrittenInputs(published.metafile!)).toEqual([])
  })

  it("names the files written, added and removed in a directory between two snapshots", () => {
    const dir = join(scratch, "node_modules")
    rmSync(dir, { recursive: true, force: true })
    const write = (name: string, text: string) => {
      const path = join(dir, "pkg", name)
      mkdirSync(join(dir, "pkg"), { recursive: true })
      writeFileSync(path, text)
    }
    write("kept.js", "kept")
    write("edited.js", "one")
    write("removed.js", "gone")
    const before = snapshotFiles(dir)
    expect(changedFiles(before, snapshotFiles(dir))).toEqual([])
    write("edited.js", "two, longer")
    write("added.js", "new")
    unlinkSync(join(dir, "pkg", "removed.js"))
    // A test run's cache beside the build (vitest keeps its results under node_modules/.vite) is not a dependency.
    mkdirSync(join(dir, ".vite", "vitest"), { recursive: true })
    writeFileSync(join(dir, ".vite", "vitest", "results.json"), "{}")
    expect(changedFiles(before, snapshotFiles(dir)).sort()).toEqual(["pkg/added.js", "pkg/edited.js", "pkg/removed.js"])
  })
})
