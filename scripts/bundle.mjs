// Builds the CLI into one minified ES module: start-up is dominated by module loading, and one
// file loads several times faster than the few hundred files of the unbundled dependency graph.
import { build } from "esbuild"

await build({
  entryPoints: { "vob-sandbox": "src/main.ts" },
  outdir: "dist",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  minify: true,
  sourcemap: "linked",
  // Native addon: loaded from node_modules at run time.
  external: ["better-sqlite3"],
  // Bundled CommonJS dependencies call require() for Node built-ins.
  banner: { js: "import { createRequire as __vobCreateRequire } from 'node:module'; const require = __vobCreateRequire(import.meta.url);" },
  logLevel: "warning"
})
