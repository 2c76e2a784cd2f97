// Builds the CLI into one CommonJS file (whitespace and syntax minified, names kept). Start-up is dominated by loading and compiling
// JavaScript: one file loads several times faster than the few hundred files of the dependency
// graph, and as a classic script it can use V8's code cache (see bin/vob-sandbox.js), which Node 20
// offers no way to use for ES modules.
// Also builds the package's own export for integrators, `verifyWebhookSignature` (node:crypto only),
// as ES module, CommonJS and type declarations.
import * as esbuild from "esbuild"
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join, resolve, sep } from "node:path"
import { pathToFileURL } from "node:url"
import { isBuildCurrent, writeBuildStamp } from "./build-stamp.mjs"
import { writeDeclaration, writePublicDeclarations } from "./declarations.mjs"
import { changedFiles, publishedDependenciesOnly, rewrittenInputs, snapshotFiles } from "./published-dependencies.mjs"

// Nothing a build reads or writes changed since the last: dist/ is already what it would write.
if (!process.argv.includes("--force") && isBuildCurrent()) {
  console.log("dist/ is up to date (scripts/build-stamp.mjs)")
  process.exit(0)
}

// Dependencies are bundled as published (see published-dependencies.mjs): checked from here to the end.
const dependenciesBefore = snapshotFiles("node_modules")
const DIST = resolve("dist")
// Every file a bundle read, for the build's stamp.
const bundledInputs = new Set()

/**
 * esbuild's build, writing only the files whose content changed: an unchanged bundle keeps its
 * modification time, so the code cache beside it stays valid (bin/cached-bundle.js ignores a cache older
 * than its bundle). The test suite rebuilds before every run; the CLIs it spawns then start from the cache.
 * Every output is in dist/, and every dependency's file is read as published.
 */
const build = async (options) => {
  const result = await esbuild.build({ ...publishedDependenciesOnly(options), write: false })
  for (const input of Object.keys(result.metafile.inputs)) bundledInputs.add(input)
  const rewritten = rewrittenInputs(result.metafile)
  if (rewritten.length > 0) throw new Error(`the build read dependencies' files not as published: ${rewritten.join(", ")}`)
  for (const file of result.outputFiles) {
    if (!file.path.startsWith(DIST + sep)) throw new Error(`the build writes ${file.path}, outside dist/`)
    if (existsSync(file.path) && readFileSync(file.path).equals(file.contents)) continue
    mkdirSync(dirname(file.path), { recursive: true })
    writeFileSync(file.path, file.contents)
  }
  return result
}

// A CommonJS bundle has no `import.meta.url`: each file computes it from its own path.
const importMetaUrlInCommonJs = {
  define: { "import.meta.url": "__vobImportMetaUrl" },
  banner: { js: "var __vobImportMetaUrl = require(\"node:url\").pathToFileURL(__filename).href;" }
}

/** A command-line program: one CommonJS file in dist/ that the launcher (bin/vob-sandbox.js) runs. */
const commandLineBundle = {
  outdir: "dist",
  outExtension: { ".js": ".cjs" },
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: "warning"
}

const cli = build({
  ...commandLineBundle,
  entryPoints: { "vob-sandbox": "src/main.ts" },
  // Identifiers are not mangled and every frame maps back to src/ (bin/source-mapped-stacks.js), so
  // a logged stack names the source file and function; unmangled costs no measurable start-up.
  // The map leaves out the sources' text: the package ships src/ itself.
  sourcemap: "linked",
  sourcesContent: false,
  // Native addon: loaded from node_modules at run time.
  external: ["better-sqlite3"],
  ...importMetaUrlInCommonJs
})

// `vob-sandbox tail` is an HTTP client of a few kilobytes: its own bundle starts in a fraction of the
// server's start-up (the launcher picks it for the `tail` subcommand).
const tailCli = build({ ...commandLineBundle, entryPoints: { "vob-sandbox-tail": "src/Tail/tailMain.ts" } })

const CONSOLE_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>vob-sandbox console</title>
    <link rel="stylesheet" href="/console/app.css" />
  </head>
  <body>
    <div id="app"><noscript>The console needs JavaScript.</noscript></div>
    <script type="module" src="/console/app.js"></script>
  </body>
</html>
`

const WEBHOOKS_ENTRY = "src/Webhooks/verifyWebhookSignature.ts"
const webhooks = ["esm", "cjs"].map((format) =>
  build({
    entryPoints: [WEBHOOKS_ENTRY],
    outfile: `dist/webhooks.${format === "esm" ? "mjs" : "cjs"}`,
    bundle: true,
    platform: "node",
    format,
    target: "node20",
    logLevel: "warning"
  })
)

// The package's entries for integrators' tests (startSandbox, msw handlers, the vitest fixture) are the
// kit's small client side; the in-process server they start is one CommonJS bundle of the app,
// dist/kit-server.cjs, compiled with V8's code cache (src/Kit/BundledServerModule.ts), for the ES-module
// and the CommonJS entries alike: as ES-module chunks the app compiled at every start (Node 20 caches no
// ES module), and as CommonJS with external dependencies it loaded a few hundred files of node_modules.
const kitServer = build({
  ...commandLineBundle,
  entryPoints: { "kit-server": "src/Kit/InProcessServer.ts" },
  // No source map: nothing would read it (mapping stacks means replacing Error.prepareStackTrace for the
  // whole process, which in the kit is the user's), and it would be 2.8 MB of the package. Names are kept.
  external: ["better-sqlite3"],
  ...importMetaUrlInCommonJs
})

/**
 * dist/schema.sqlite: every migration run on an empty database, which the server's `:memory:` store starts
 * as a copy of (src/Store/MigratedImage.ts). Made by the kit's bundle itself, so it is the bundle's own
 * migrations; made again only when that bundle changed (an unchanged bundle keeps its modification time).
 */
const MIGRATED_IMAGE = "dist/schema.sqlite"
const writeMigratedImage = async () => {
  if (existsSync(MIGRATED_IMAGE) && statSync(MIGRATED_IMAGE).mtimeMs >= statSync("dist/kit-server.cjs").mtimeMs) return
  const { makeMigratedImage } = createRequire(import.meta.url)("../dist/kit-server.cjs")
  const temporary = `${MIGRATED_IMAGE}.${process.pid}`
  writeFileSync(temporary, await makeMigratedImage())
  renameSync(temporary, MIGRATED_IMAGE)
}

/**
 * dist/docs.html: the `/docs` page (src/Http/DocsPage.ts), rendered here so that the server only serves a
 * file. Its module is bundled with its dependencies external (they resolve from this package's
 * node_modules, read as published), run once, and removed.
 */
const DOCS_PAGE = "dist/docs.html"
const writeDocsPage = async () => {
  const renderer = `dist/docs-page.${process.pid}.mjs`
  await build({
    entryPoints: ["src/Http/DocsPage.ts"],
    outfile: renderer,
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20",
    logLevel: "warning"
  })
  try {
    const { renderDocsPage } = await import(pathToFileURL(resolve(renderer)).href)
    const page = Buffer.from(await renderDocsPage())
    if (!(existsSync(DOCS_PAGE) && readFileSync(DOCS_PAGE).equals(page))) writeFileSync(DOCS_PAGE, page)
  } finally {
    rmSync(renderer, { force: true })
  }
}

/** In the kit's entries the server comes from that bundle: ServerModule.ts is replaced by its bundled variant. */
const serverFromBundle = {
  name: "server-from-bundle",
  setup(build) {
    build.onResolve({ filter: /\/ServerModule\.js$/ }, (args) =>
      args.importer.endsWith(join("src", "Kit", "BundledServerModule.ts"))
        ? undefined
        : { path: resolve(dirname(args.importer), "BundledServerModule.ts") })
  }
}

// As ES modules the entries share their code through chunks; as CommonJS, which cannot split, each holds
// its own (small) copy. The Effect client (`vob-sandbox/client`) keeps its dependencies external in both:
// its values are the user's Effect programs, so its `effect` must be the user's.
const KIT_ENTRIES = {
  index: "src/Kit/index.ts",
  msw: "src/Kit/msw.ts",
  vitest: "src/Kit/vitest.ts",
  "vitest-global-setup": "src/Kit/vitestGlobalSetup.ts"
}
// A bundled CommonJS dependency may `require` a Node built-in: in an ES module that needs a `require`.
const requireInEsm = {
  banner: { js: "import { createRequire as __vobCreateRequire } from \"node:module\"; const require = __vobCreateRequire(import.meta.url);" }
}
// Chunk names carry a content hash: the chunks of an earlier build would stay beside the new ones and
// ship in `npm pack`.
rmSync("dist/chunks", { recursive: true, force: true })
const kitBuild = (format, entryPoints, dependencies) =>
  build({
    entryPoints,
    outdir: "dist",
    outExtension: { ".js": format === "esm" ? ".mjs" : ".cjs" },
    ...(format === "esm" ? { splitting: true, chunkNames: "chunks/[name]-[hash]" } : {}),
    bundle: true,
    ...(dependencies === "bundled" ? { external: ["better-sqlite3", "msw", "vitest", "vitest/*"] } : { packages: "external" }),
    platform: "node",
    format,
    target: "node20",
    sourcemap: "linked",
    sourcesContent: false,
    ...(format === "cjs" ? importMetaUrlInCommonJs : dependencies === "bundled" ? requireInEsm : {}),
    plugins: [serverFromBundle],
    logLevel: "warning"
  })
const kit = [
  kitBuild("esm", KIT_ENTRIES, "bundled"),
  kitBuild("esm", { client: "src/Kit/client.ts" }, "external"),
  kitBuild("cjs", { ...KIT_ENTRIES, client: "src/Kit/client.ts" }, "external")
]

// The console (/console): browser code, one minified script and one stylesheet, served by the server
// from dist/console. Nothing is fetched from elsewhere at run time.
const CONSOLE_DIR = "dist/console"
const consoleApp = build({
  entryPoints: { app: "src/Console/main.tsx" },
  outdir: CONSOLE_DIR,
  bundle: true,
  platform: "browser",
  format: "esm",
  target: "es2022",
  minify: true,
  jsx: "automatic",
  jsxImportSource: "preact",
  tsconfig: "tsconfig.console.json",
  legalComments: "none",
  logLevel: "warning"
}).then(() => {
  mkdirSync(CONSOLE_DIR, { recursive: true })
  writeFileSync(`${CONSOLE_DIR}/index.html`, CONSOLE_PAGE)
})

await Promise.all([cli, tailCli, kitServer, ...webhooks, ...kit, consoleApp])
await Promise.all([writeMigratedImage(), writeDocsPage()])
writeDeclaration(WEBHOOKS_ENTRY, "dist/webhooks.d.ts")
writePublicDeclarations()

const written = changedFiles(dependenciesBefore, snapshotFiles("node_modules"))
if (written.length > 0) throw new Error(`the build changed files under node_modules: ${written.slice(0, 20).join(", ")}`)
writeBuildStamp([...bundledInputs])
