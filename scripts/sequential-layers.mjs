// An esbuild plugin for the server's bundles (the CLI and the kit's in-process server): Effect builds the
// layers of a `Layer.mergeAll` (every `Effect.Service`'s `dependencies`) and of a `Layer.merge` each on a
// fiber of its own, so that slow resources can be acquired side by side. None of ours waits on anything
// but itself (opening SQLite, preparing services), and the app's graph of ~100 services forked about 460
// fibers at every start. Built one after another, in the order they are listed, start-up takes ~75 ms less
// (about a fifth of the kit's start to a first answer; measured in bench/kit.mjs and /tmp probes, see
// docs/scaling.md). Release is untouched: each layer still gets its own scope, closed in parallel.
//
// Only the bundles get it; the test suite runs the sources on Effect as published, and the end-to-end
// suites run the bundles: both orders are exercised. The edit names Effect's exact text and fails the
// build when an upgrade changes it, so it is revisited rather than silently lost.
import { readFileSync } from "node:fs"

const EDITS = [
  // Layer.mergeAll: each layer on its own fiber -> one after another.
  [
    "fiberRuntime.forEachConcurrentDiscard(layers, core.fnUntraced(function* (layer, i) {",
    "core.forEachSequentialDiscard(layers, core.fnUntraced(function* (layer, i) {"
  ],
  ["}), false, false), () => Context.mergeAll(...contexts))", "})), () => Context.mergeAll(...contexts))"],
  // Layer.merge / Layer.zipWith: the two sides side by side -> first, then second.
  ["op.zipK, {\n            concurrent: true\n          }", "op.zipK, {\n            concurrent: false\n          }"]
]

export const sequentialLayers = {
  name: "sequential-layers",
  setup(build) {
    build.onLoad({ filter: /[\\/]effect[\\/]dist[\\/](esm|cjs)[\\/]internal[\\/]layer\.js$/ }, (args) => {
      if (!/[\\/]esm[\\/]/.test(args.path)) throw new Error(`sequential-layers: expected Effect's ES module build, got ${args.path}`)
      let text = readFileSync(args.path, "utf8")
      for (const [from, to] of EDITS) {
        if (text.split(from).length !== 2) {
          throw new Error(`sequential-layers: Effect's layer builder changed (${JSON.stringify(from)} is not in ${args.path} once); revisit scripts/sequential-layers.mjs`)
        }
        text = text.replace(from, to)
      }
      return { contents: text, loader: "js" }
    })
  }
}
