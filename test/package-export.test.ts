/**
 * The package's entries as a user's code imports them, by name, from "vob-sandbox" (the built dist/,
 * through the package's own `exports`), as ES modules and with require. One child process per module
 * system loads every entry; the installed-tarball test (test/reliability/package-tarball.e2e.test.ts)
 * goes further: npm pack, npm install in a separate project, node:test, vitest and tsc there.
 */
import { execFileSync } from "node:child_process"
import { createHmac } from "node:crypto"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { describe, expect, it } from "vitest"
// @ts-expect-error: a build script (JavaScript, no declarations of its own)
import { relativeImportsOf } from "../scripts/declarations.mjs"

const secret = `whsec_${"0f".repeat(32)}`
const body = '{"event_type":"patient_created","event_id":"e","timestamp":"2030-01-01T09:00:00.000000"}'
const header = `sha256=${createHmac("sha256", secret.slice(6)).update(body).digest("hex")}`
const args = JSON.stringify([body, header, secret])

const run = (code: string, type: "module" | "commonjs") =>
  execFileSync(process.execPath, [`--input-type=${type}`, "-e", code], { encoding: "utf8" }).trim()

// `vob-sandbox/vitest` only loads inside a vitest run: test/kit-vitest-fixture.test.ts and the tarball test use it.
// The Effect client comes last: it is the one entry that loads Effect (the user's own).
const ENTRIES = JSON.stringify({
  "vob-sandbox": ["startSandbox", "connect", "createApiClient", "SandboxApiError", "verifyWebhookSignature", "EVENT_TYPES"],
  "vob-sandbox/msw": ["createSandboxHandlers"],
  "vob-sandbox/vitest/global-setup": ["default"],
  "vob-sandbox/webhooks": ["verifyWebhookSignature"],
  "vob-sandbox/client": ["makeSandboxClient", "Api"]
})

// Effect keeps its global values in globalThis["effect/GlobalValue"], made as its first module loads:
// whether Effect (and so the app, built on it) has been loaded, with no timing involved.
const EFFECT_LOADED = `"effect/GlobalValue" in globalThis`

/**
 * Prints the names an entry lacks; whether Effect was loaded by the kit's entries, then by the Effect
 * client; then what verifyWebhookSignature answers for a good and a tampered body.
 */
const probe = (load: string) => `const entries = ${ENTRIES}
  const missing = []
  const effectLoaded = []
  for (const [entry, names] of Object.entries(entries)) {
    if (entry === "vob-sandbox/client") effectLoaded.push(${EFFECT_LOADED})
    const m = ${load}
    for (const n of names) if (!(n in m) && !(n === "default" && typeof m === "function")) missing.push(entry + " " + n)
  }
  const { verifyWebhookSignature, createApiClient } = ${load.replace("entry", '"vob-sandbox"')}
  const [b, h, s] = ${args}
  // Building the typed client reaches openapi-fetch's factory through this module system's interop.
  const client = createApiClient("http://127.0.0.1:9")
  effectLoaded.push(${EFFECT_LOADED})
  console.log(JSON.stringify(missing), effectLoaded.join(" "), verifyWebhookSignature(b, h, s), verifyWebhookSignature(b + " ", h, s), typeof client.POST)`

describe("the package's entries", () => {
  // "false true": the kit's entries load no Effect (its in-process server loads its own at the first start).
  it("export their names as ES modules, and verifyWebhookSignature checks a signature", () => {
    expect(run(probe("await import(entry)"), "module")).toBe("[] false true true false function")
  })

  it("export their names with require", () => {
    expect(run(probe("require(entry)"), "commonjs")).toBe("[] false true true false function")
  })

  it("name only built files, with declarations, and `vob-sandbox/webhooks` needs nothing beyond node:crypto", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8"))
    const targets = Object.values<Record<string, string> | string>(pkg.exports).flatMap((t) => typeof t === "string" ? [t] : Object.values(t))
    // The Effect client's declarations come from a whole-program emit at `npm pack` (prepack), not from the bundle step.
    const PREPACK_ONLY = "./dist/types/src/Kit/client.d.ts"
    expect(targets.filter((t) => t !== PREPACK_ONLY && !existsSync(t))).toEqual([])
    expect(pkg.files).toEqual(expect.arrayContaining(["dist", "!dist/*.v8cache", "!dist/compile-cache"]))
    expect(readFileSync("dist/types/src/Kit/index.d.ts", "utf8")).toContain("verifyWebhookSignature")
    const bundled = readFileSync("dist/webhooks.mjs", "utf8")
    expect([...bundled.matchAll(/from\s*"([^"]+)"/g)].map((m) => m[1])).toEqual(["node:crypto"])
  })

  it("ship every declaration file their declarations import (followed from each entry's `types`)", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8"))
    const entries = Object.values<Record<string, string> | string>(pkg.exports).flatMap((t) => typeof t === "string" || t.types === undefined ? [] : [t.types])
    const missing: Array<string> = []
    const seen = new Set<string>()
    const visit = (file: string, from: string) => {
      if (seen.has(file)) return
      seen.add(file)
      if (!existsSync(file)) return void missing.push(`${file} (imported by ${from})`)
      for (const specifier of relativeImportsOf(readFileSync(file, "utf8")) as ReadonlyArray<string>) {
        visit(join(dirname(file), specifier.replace(/\.js$/, ".d.ts")), file)
      }
    }
    // The Effect client's declarations come from the whole-program emit at `npm pack` (the tarball test checks them).
    for (const entry of entries) if (!entry.endsWith("/Kit/client.d.ts")) visit(entry.replace(/^\.\//, ""), "package.json")
    expect(missing).toEqual([])
    expect(seen).toContain("dist/types/src/Kit/StartOptions.d.ts")
    expect(seen).toContain("dist/types/src/Config/StartModes.d.ts")
  })

  it("ship what the README links to (the installed package is where a user reads it)", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8"))
    const links = [...readFileSync("README.md", "utf8").matchAll(/\]\(([^)#\s]+)[^)]*\)/g)].map((m) => m[1]!).filter((l) => !/^[a-z]+:/.test(l))
    expect(links.length).toBeGreaterThan(0)
    const shipped = (path: string) => (pkg.files as ReadonlyArray<string>).some((f) => path === f || path.startsWith(`${f}/`))
    expect(links.filter((l) => !existsSync(l) || !shipped(l))).toEqual([])
  })

  it("load none of the app until a sandbox starts: the kit's server is its own bundle, dist/kit-server.cjs", () => {
    // What each built file was made of, from its source map.
    const sourcesOf = (file: string): ReadonlyArray<string> => JSON.parse(readFileSync(`${file}.map`, "utf8")).sources
    const KIT = ["index", "msw", "vitest", "vitest-global-setup"]
    const kitFiles = [
      ...KIT.flatMap((name) => [`dist/${name}.mjs`, `dist/${name}.cjs`]),
      ...readdirSync("dist/chunks").filter((name) => name.endsWith(".mjs")).map((name) => `dist/chunks/${name}`)
    ]
    const isApp = (source: string) => /node_modules\/(effect|@effect)\//.test(source) || /src\/(Http|Sql)\.ts$/.test(source)
    expect(kitFiles.flatMap((file) => sourcesOf(file).filter(isApp).map((source) => `${file}: ${source}`))).toEqual([])
    for (const name of KIT) expect(readFileSync(`dist/${name}.cjs`, "utf8")).not.toMatch(/require\("(effect|@effect\/[^"]+)"\)/)
    expect(readFileSync("dist/kit-server.cjs", "utf8")).toContain("startWebHandler")
  })

  it("the server's bundles carry no HTTP client: @effect/platform-node's package index would pull undici in (a fifth of the bundle)", () => {
    const cliSources: ReadonlyArray<string> = JSON.parse(readFileSync("dist/vob-sandbox.cjs.map", "utf8")).sources
    expect(cliSources.filter((source) => source.includes("src/Http.ts"))).toHaveLength(1)
    expect(cliSources.filter((source) => /node_modules\/undici\//.test(source))).toEqual([])
    expect(readFileSync("dist/kit-server.cjs", "utf8")).not.toContain("undici")
  })
})
