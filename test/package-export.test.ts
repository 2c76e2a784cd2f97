/**
 * The package's export for integrators: `verifyWebhookSignature`, imported by name from "vob-sandbox" as
 * ES module and as CommonJS (built into dist/ by the bundle step, like the CLI), with type declarations.
 */
import { execFileSync } from "node:child_process"
import { createHmac } from "node:crypto"
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"

const secret = `whsec_${"0f".repeat(32)}`
const body = '{"event_type":"patient_created","event_id":"e","timestamp":"2030-01-01T09:00:00.000000"}'
const header = `sha256=${createHmac("sha256", secret.slice(6)).update(body).digest("hex")}`
const args = JSON.stringify([body, header, secret])

const run = (code: string, type: "module" | "commonjs") =>
  execFileSync(process.execPath, [`--input-type=${type}`, "-e", code], { encoding: "utf8" }).trim()

describe('import { verifyWebhookSignature } from "vob-sandbox"', () => {
  it("works as an ES module", () => {
    const code = `import { verifyWebhookSignature } from "vob-sandbox"
      const [b, h, s] = ${args}
      console.log(verifyWebhookSignature(b, h, s), verifyWebhookSignature(b + " ", h, s))`
    expect(run(code, "module")).toBe("true false")
  })

  it("works with require", () => {
    const code = `const { verifyWebhookSignature } = require("vob-sandbox")
      const [b, h, s] = ${args}
      console.log(verifyWebhookSignature(Buffer.from(b), h, s), verifyWebhookSignature(b, h, "whsec_other"))`
    expect(run(code, "commonjs")).toBe("true false")
  })

  it("ships type declarations, and `vob-sandbox/webhooks` needs nothing beyond node:crypto", () => {
    expect(readFileSync("dist/types/src/Webhooks/verifyWebhookSignature.d.ts", "utf8")).toContain("export declare const verifyWebhookSignature")
    expect(readFileSync("dist/webhooks.d.ts", "utf8")).toContain("export declare const verifyWebhookSignature")
    const bundled = readFileSync("dist/webhooks.mjs", "utf8")
    expect([...bundled.matchAll(/from\s*"([^"]+)"/g)].map((m) => m[1])).toEqual(["node:crypto"])
  })
})

// `vob-sandbox/vitest` only loads inside a vitest run: test/kit-vitest-fixture.test.ts and the tarball test use it.
const ENTRIES = {
  "vob-sandbox": ["startSandbox", "connect", "createApiClient", "SandboxApiError", "verifyWebhookSignature", "EVENT_TYPES"],
  "vob-sandbox/msw": ["createSandboxHandlers"],
  "vob-sandbox/vitest/global-setup": ["default"],
  "vob-sandbox/client": ["makeSandboxClient", "Api"],
  "vob-sandbox/webhooks": ["verifyWebhookSignature"]
}

describe("the package's entries", () => {
  const entries = JSON.stringify(ENTRIES)
  it("export their names as ES modules", () => {
    const code = `const entries = ${entries}
      const missing = []
      for (const [entry, names] of Object.entries(entries)) {
        const m = await import(entry)
        for (const n of names) if (!(n in m)) missing.push(entry + " " + n)
      }
      console.log(JSON.stringify(missing))`
    expect(run(code, "module")).toBe("[]")
  })

  it("export their names with require", () => {
    const code = `const entries = ${entries}
      const missing = []
      for (const [entry, names] of Object.entries(entries)) {
        const m = require(entry)
        for (const n of names) if (n !== "default" && !(n in m)) missing.push(entry + " " + n)
      }
      console.log(JSON.stringify(missing))`
    expect(run(code, "commonjs")).toBe("[]")
  })

  it("packs every file its exports name, and no machine-specific code cache", () => {
    const packed = JSON.parse(execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { encoding: "utf8" }))[0]
    const files = new Set((packed.files as Array<{ path: string }>).map((f) => f.path))
    const pkg = JSON.parse(readFileSync("package.json", "utf8"))
    const targets = Object.values<Record<string, string> | string>(pkg.exports).flatMap((t) => typeof t === "string" ? [t] : Object.values(t))
    // The Effect client's declarations are emitted by `prepack` (a whole-program emit), not by the bundle step.
    const PREPACK_ONLY = "./dist/types/src/Kit/client.d.ts"
    for (const target of targets.filter((t) => t !== PREPACK_ONLY)) expect(files, target).toContain(target.replace(/^\.\//, ""))
    expect([...files].filter((f) => f.endsWith(".v8cache"))).toEqual([])
  })
})
