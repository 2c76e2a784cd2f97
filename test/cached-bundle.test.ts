/**
 * The loader of a code-cached bundle (bin/cached-bundle.js), used by the CLI launcher and the kit's
 * in-process server: a cache made for an earlier build is never run in place of the bundle.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { runCachedBundle } from "../bin/cached-bundle.js"

const folder = mkdtempSync(join(tmpdir(), "cached-bundle-"))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

const answerOf = (bundle: string) => (runCachedBundle(bundle).exports as () => number)()

describe("runCachedBundle", () => {
  it("writes the cache once asked, then runs the bundle from it", () => {
    const bundle = join(folder, "first.cjs")
    writeFileSync(bundle, "module.exports = () => 1 + 1")
    const run = runCachedBundle(bundle)
    expect((run.exports as () => number)()).toBe(2)
    expect(existsSync(`${bundle}.v8cache`)).toBe(false)
    run.saveCache()
    expect(existsSync(`${bundle}.v8cache`)).toBe(true)
    expect(answerOf(bundle)).toBe(2)
  })

  it("runs a rebuilt bundle, not the cache of the build before it, even at the same length", () => {
    const bundle = join(folder, "rebuilt.cjs")
    writeFileSync(bundle, "module.exports = () => 1 + 1")
    const first = runCachedBundle(bundle)
    // Called before the cache is written, so the cache holds the function's code too (as a start-up's does).
    expect((first.exports as () => number)()).toBe(2)
    first.saveCache()
    // V8 accepts that cache for another source of the same length: the loader must not offer it.
    writeFileSync(bundle, "module.exports = () => 2 + 2")
    const later = new Date(Date.now() + 60_000)
    utimesSync(bundle, later, later)
    expect(answerOf(bundle)).toBe(4)
  })

  it("runs without a cache it cannot write, and leaves no temporary file behind", () => {
    const bundle = join(folder, "unwritable.cjs")
    writeFileSync(bundle, "module.exports = () => 3")
    // A folder where the cache would go: the rename fails, as on a read-only install.
    mkdirSync(`${bundle}.v8cache`)
    writeFileSync(join(`${bundle}.v8cache`, "taken"), "")
    const run = runCachedBundle(bundle)
    expect((run.exports as () => number)()).toBe(3)
    run.saveCache()
    expect(readdirSync(folder).filter((name) => name.startsWith("unwritable.cjs.v8cache."))).toEqual([])
  })

  it("writes no cache for a bundle rebuilt while it ran (the cache would hold the old code)", () => {
    const bundle = join(folder, "replaced.cjs")
    writeFileSync(bundle, "module.exports = () => 5 + 5")
    const running = runCachedBundle(bundle)
    expect((running.exports as () => number)()).toBe(10)
    writeFileSync(bundle, "module.exports = () => 6 + 6")
    const later = new Date(Date.now() + 60_000)
    utimesSync(bundle, later, later)
    running.saveCache()
    expect(existsSync(`${bundle}.v8cache`)).toBe(false)
    expect(answerOf(bundle)).toBe(12)
  })
})
