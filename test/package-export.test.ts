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

  it("ships type declarations and no dependency beyond node:crypto", () => {
    expect(readFileSync("dist/webhooks.d.ts", "utf8")).toContain("export declare const verifyWebhookSignature")
    const bundled = readFileSync("dist/webhooks.mjs", "utf8")
    expect([...bundled.matchAll(/from\s*"([^"]+)"/g)].map((m) => m[1])).toEqual(["node:crypto"])
  })
})
