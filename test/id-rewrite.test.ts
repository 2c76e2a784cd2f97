import { describe, expect, it } from "vitest"
import { collectIds, freshIds, rewriteRow, rewriteText } from "../src/Snapshots/IdRewrite.js"

const U = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`

describe("fork id rewriting: which values are ids", () => {
  const doc = JSON.stringify({
    id: U(1),
    patient: { id: U(2) },
    external_id: U(3),
    file_ids: [U(4), U(5)],
    external_message_ids: [U(6)],
    custom_fields: { note: U(7) },
    event_id: `test_${U(9)}`,
    comments: `see ${U(1)}`,
    services: [{ id: U(10), cpt_codes: ["90837"] }]
  })
  const cases: ReadonlyArray<readonly [string, ReadonlyArray<string>, ReadonlyArray<unknown>, ReadonlyArray<string>]> = [
    ["an id column", ["id"], [U(20)], [U(20)]],
    ["a *_id column", ["patient_policy_id"], [U(21)], [U(21)]],
    ["an id_scope and a resource_id", ["id_scope", "resource_id"], [U(22), U(23)], [U(22), U(23)]],
    ["a *_ids column holding a JSON list", ["file_ids"], [JSON.stringify([U(24), U(25)])], [U(24), U(25)]],
    ["a test event id column", ["event_id"], [`test_${U(26)}`], [U(26)]],
    ["not an external_id column", ["external_id"], [U(27)], []],
    ["not company_id", ["company_id"], [U(28)], []],
    ["not a free-text column", ["content"], [`call back about ${U(29)}`], []],
    ["a document: id keys, nested ids, id lists and test ids; not external ids or free text", ["doc"], [doc], [
      U(1),
      U(2),
      U(4),
      U(5),
      U(9),
      U(10)
    ]]
  ]
  for (const [name, columns, row, expected] of cases) {
    it(name, () => {
      expect([...collectIds(columns, [[...row]])].sort()).toEqual([...expected].sort())
    })
  }
})

describe("fork id rewriting: replacing", () => {
  it("replaces every occurrence of a collected id, under any key, and keeps the rest", () => {
    const map = freshIds([U(1), U(2)], U(100))
    const text = JSON.stringify({ id: U(1), note: `about ${U(1)}`, external_id: U(3), other: U(2) })
    const rewritten = JSON.parse(rewriteText(text, map))
    expect(rewritten).toEqual({ id: map.get(U(1)), note: `about ${map.get(U(1))}`, external_id: U(3), other: map.get(U(2)) })
    expect(map.get(U(1))).not.toBe(U(1))
    expect(rewriteRow([U(2), 7, null], map)).toEqual([map.get(U(2)), 7, null])
    // Dates and other dashes before, ids back to back and at the very end.
    expect(rewriteText(`on 2030-01-01 -x- ${U(1)}${U(2)},${U(3)}-${U(1)}`, map))
      .toBe(`on 2030-01-01 -x- ${map.get(U(1))}${map.get(U(2))},${U(3)}-${map.get(U(1))}`)
  })

  it("derives fresh ids from the new company and the old id: the same fork twice gives the same ids, another fork others", () => {
    expect(freshIds([U(1)], U(100)).get(U(1))).toEqual(freshIds([U(1)], U(100)).get(U(1)))
    expect(freshIds([U(1)], U(100)).get(U(2))).toBeUndefined()
    expect(freshIds([U(1)], U(100)).get(U(1))).not.toBe(freshIds([U(1)], U(101)).get(U(1)))
  })
})
