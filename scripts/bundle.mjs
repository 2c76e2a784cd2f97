// Builds the CLI into one minified CommonJS file. Start-up is dominated by loading and compiling
// JavaScript: one file loads several times faster than the few hundred files of the dependency
// graph, and as a classic script it can use V8's code cache (see bin/vob-sandbox.js), which Node 20
// offers no way to use for ES modules.
import { build } from "esbuild"

await build({
  entryPoints: { "vob-sandbox": "src/main.ts" },
  outdir: "dist",
  outExtension: { ".js": ".cjs" },
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  minify: true,
  sourcemap: "linked",
  // Native addon: loaded from node_modules at run time.
  external: ["better-sqlite3"],
  define: { "import.meta.url": "__vobImportMetaUrl" },
  banner: { js: "var __vobImportMetaUrl = require(\"node:url\").pathToFileURL(__filename).href;" },
  logLevel: "warning"
})
