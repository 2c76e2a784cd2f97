/**
 * The build's stamp (scripts/build-stamp.mjs): the suite's global setup skips the build only while every
 * file it reads and writes stands as the last build left it. Checked on a directory of its own.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { isBuildCurrent, writeBuildStamp } from "../scripts/build-stamp.mjs"

const roots: Array<string> = []
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true })
})

const built = () => {
  const root = mkdtempSync(join(tmpdir(), "vob-build-stamp-"))
  roots.push(root)
  for (const dir of ["src/Domain", "simulator", "dist/console", "node_modules/dep"]) mkdirSync(join(root, dir), { recursive: true })
  writeFileSync(join(root, "src/Domain/Paths.ts"), "export const a = 1\n")
  writeFileSync(join(root, "simulator/Api.ts"), "export const b = 2\n")
  writeFileSync(join(root, "node_modules/dep/index.js"), "module.exports = 3\n")
  writeFileSync(join(root, "package.json"), "{}\n")
  writeFileSync(join(root, "dist/vob-sandbox.cjs"), "built\n")
  writeFileSync(join(root, "dist/console/app.js"), "built\n")
  writeBuildStamp(["node_modules/dep/index.js", "src/Domain/Paths.ts", "<define:import.meta.url>", "virtual:thing"], root)
  return root
}

const later = (root: string, path: string) => utimesSync(join(root, path), new Date(Date.UTC(2031, 0, 1)), new Date(Date.UTC(2031, 0, 1)))

describe("the build's stamp", () => {
  it("is current right after a build, and while only the compile caches change", () => {
    const root = built()
    expect(isBuildCurrent(root)).toBe(true)
    writeFileSync(join(root, "dist/vob-sandbox.cjs.v8cache"), "cache")
    mkdirSync(join(root, "dist/compile-cache"))
    writeFileSync(join(root, "dist/compile-cache/x"), "cache")
    expect(isBuildCurrent(root)).toBe(true)
  })

  it("is stale once a source, a bundled dependency or a build file changes", () => {
    for (const path of ["src/Domain/Paths.ts", "simulator/Api.ts", "node_modules/dep/index.js", "package.json"]) {
      const root = built()
      later(root, path)
      expect(isBuildCurrent(root), path).toBe(false)
    }
  })

  it("is stale once a source is added or removed, an output is removed or edited, or there is no stamp", () => {
    const edits: Record<string, (root: string) => void> = {
      "a source added": (root) => writeFileSync(join(root, "src/Domain/New.ts"), "export {}\n"),
      "a source removed": (root) => rmSync(join(root, "simulator/Api.ts")),
      "an output removed": (root) => rmSync(join(root, "dist/console/app.js")),
      "an output edited": (root) => writeFileSync(join(root, "dist/vob-sandbox.cjs"), "edited by hand\n"),
      "no stamp": (root) => rmSync(join(root, "dist/.build-stamp.json"))
    }
    for (const [edit, apply] of Object.entries(edits)) {
      const root = built()
      apply(root)
      expect(isBuildCurrent(root), edit).toBe(false)
    }
  })
})
