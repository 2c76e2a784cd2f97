/**
 * The pages the server serves: the console puts ids into API paths only encoded (apiPath), so an id from
 * the URL hash (a crafted link: `#/vobs/..%2F..%2Fsandbox%2Fv1%2Freset`) stays one path segment and cannot
 * reach another operation; `/docs` is sent with the console's security headers.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { apiPath } from "../src/Console/Api.js"
import { parseRoute } from "../src/Console/HashRoute.js"
import { startApp } from "./support/TestApp.js"

const consoleSources = (dir = "src/Console"): Array<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? consoleSources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : []
  )

describe("the console's API paths", () => {
  it("encodes each value as one segment or query value, and refuses an id of dots", () => {
    expect(apiPath`/v1/verification-of-benefits/${"../../sandbox/v1/reset"}/comments`)
      .toBe("/v1/verification-of-benefits/..%2F..%2Fsandbox%2Fv1%2Freset/comments")
    expect(apiPath`/sandbox/v1/jobs?record_id=${"a&status=done#x"}&limit=100`)
      .toBe("/sandbox/v1/jobs?record_id=a%26status%3Ddone%23x&limit=100")
    expect(apiPath`/v1/x/${"vob_01H"}`).toBe("/v1/x/vob_01H")
    expect(() => apiPath`/v1/x/${".."}`).toThrow()
    expect(() => apiPath`/v1/x/${""}`).toThrow()
  })

  it("a crafted route keeps its id whole; an id of dots or an undecodable one opens the board", () => {
    expect(parseRoute("#/vobs/..%2F..%2Fsandbox%2Fv1%2Freset")).toEqual({ view: "vob", id: "../../sandbox/v1/reset" })
    expect(parseRoute("#/vobs/..")).toEqual({ view: "vobs" })
    expect(parseRoute("#/vobs/%2E%2E")).toEqual({ view: "vobs" })
    expect(parseRoute("#/vobs/%E0%A4%A")).toEqual({ view: "vob", id: "%E0%A4%A" })
  })

  it("no console source builds an API path or a link from a value without encoding it", () => {
    const unencoded = consoleSources().flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/(apiPath)?`(\/(?:sandbox\/)?v1\/|#\/)[^`]*\$\{(?!encodeURIComponent)[^`]*`/g)]
        .filter((match) => match[1] === undefined)
        .map((match) => `${file}: ${match[0]}`))
    // The clock panel's job query is built from encodeURIComponent'd parts, the Logs view's by URLSearchParams.
    expect(unencoded).toEqual([
      "src/Console/views/ClockPanel.tsx: `/sandbox/v1/jobs?${query}`",
      "src/Console/views/LogsView.tsx: `/sandbox/v1/requests?${query}`"
    ])
  })
})

describe("the pages' security headers", () => {
  const app = startApp()
  afterAll(() => app.dispose())

  it("/docs is sent with the console's: a policy keeping it to this server and out of frames, nosniff, no-cache", async () => {
    const docs = await app.request("GET", "/docs")
    expect(docs.status).toBe(200)
    const policy = docs.headers.get("content-security-policy") ?? ""
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(policy).toContain(directive)
    }
    expect(policy).not.toMatch(/\*|https?:|'unsafe-eval'/)
    expect(docs.headers.get("x-content-type-options")).toBe("nosniff")
    expect(docs.headers.get("cache-control")).toBe("no-cache")
    const console = await app.request("GET", "/console")
    if (console.status === 200) {
      for (const header of ["x-content-type-options", "cache-control"]) {
        expect(docs.headers.get(header)).toBe(console.headers.get(header))
      }
      const directives = (value: string | null) => (value ?? "").split(";").map((d) => d.trim().split(" ")[0])
      expect(directives(policy)).toEqual(expect.arrayContaining(directives(console.headers.get("content-security-policy"))))
    }
  })
})
