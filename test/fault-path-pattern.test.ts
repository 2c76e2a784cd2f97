/**
 * The fault rule's path pattern: the same answers as the anchored expression it replaces (`*` any
 * characters but `/`, `**` any characters) on a seeded sample of patterns and paths, and no blow-up on
 * the patterns that made that expression backtrack for tens of seconds.
 */
import { describe, expect, it } from "vitest"
import { compilePathPattern, matchesPath } from "../src/Faults/PathPattern.js"

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&")
const asExpression = (pattern: string) =>
  new RegExp(`^${pattern.split("**").map((part) => part.split("*").map(escape).join("[^/]*")).join(".*")}$`)

/** A small seeded generator (mulberry32): the same sample on every run. */
const generator = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

describe("fault path patterns", () => {
  it.each([
    ["/v1/tasks", "/v1/tasks", true],
    ["/v1/tasks", "/v1/tasks/", false],
    ["/v1/tasks/*", "/v1/tasks/t_1", true],
    ["/v1/tasks/*", "/v1/tasks/t_1/x", false],
    ["/v1/tasks/*", "/v1/tasks/", true],
    ["/v1/**", "/v1/a/b/c", true],
    ["/v1/**/comments", "/v1/verification-of-benefits/v_1/comments", true],
    ["/v1/*/comments", "/v1/verification-of-benefits/v_1/comments", false],
    ["/v1/a**b*c", "/v1/ab/bc", true],
    ["/v1/a*b*c", "/v1/abx/bc", false],
    ["/v1/***", "/v1/x/y", true],
    ["/v1/{id}", "/v1/{id}", true],
    ["/v1/t.*", "/v1/tx", false]
  ])("%s on %s: %s", (pattern, path, expected) => {
    expect(matchesPath(compilePathPattern(pattern), path)).toBe(expected)
    expect(asExpression(pattern).test(path)).toBe(expected)
  })

  it("answers as the regular expression did on 5,000 seeded patterns and paths", () => {
    const random = generator(27)
    const pick = <T>(items: ReadonlyArray<T>) => items[Math.floor(random() * items.length)]!
    const text = (alphabet: ReadonlyArray<string>, max: number) =>
      Array.from({ length: Math.floor(random() * max) }, () => pick(alphabet)).join("")
    let matched = 0
    const differing: Array<[string, string]> = []
    for (let i = 0; i < 5_000; i++) {
      const pattern = "/v1/" + text(["a", "b", "/", "*", "**", "ab"], 8)
      const path = "/v1/" + text(["a", "b", "/", "ba"], 10)
      const expected = asExpression(pattern).test(path)
      if (expected) matched++
      if (matchesPath(compilePathPattern(pattern), path) !== expected) differing.push([pattern, path])
    }
    expect(differing).toEqual([])
    expect(matched).toBeGreaterThan(250)
  })

  it("the patterns that made the expression backtrack answer at once, on long paths too", () => {
    const started = performance.now()
    for (const wildcard of ["*", "**"]) {
      const pattern = compilePathPattern("/v1/" + `${wildcard}a`.repeat(10))
      for (const length of [35, 1_000, 16_000]) {
        expect(matchesPath(pattern, "/v1/" + "a".repeat(length) + "b")).toBe(false)
        expect(matchesPath(pattern, "/v1/" + "a".repeat(length))).toBe(true)
      }
    }
    // Generous: the expression took tens of seconds on the 35-character path alone.
    expect(performance.now() - started).toBeLessThan(2_000)
  })
})
