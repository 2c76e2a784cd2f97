/** Idempotency-Key on VOB request submissions: replays, reuse with another body, concurrency, scope. */
import { afterAll, describe, expect, it } from "vitest"
import { startApp } from "./support/TestApp.js"
import { AVERY, requestScenario } from "./support/VobRequestScenario.js"

const app = startApp()
afterAll(() => app.dispose())

describe("Idempotency-Key on POST /v1/verification-of-benefits-requests", () => {
  it("the same key and body return the same request with its current status", async () => {
    const s = await requestScenario(app)
    const body = { patient: AVERY, policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W1", coverage_tier: "primary" }] }
    const first = await s.submit(body, "key-1")
    expect(first.status).toBe(202)
    await s.advance(0)
    const replay = await s.submit(body, "key-1")
    expect(replay.status).toBeLessThan(300)
    expect(replay.data.id).toBe(first.data.id)
    expect(replay.data.status).toBe("completed")
    expect(replay.body).toEqual(await s.poll(first.data.id))
    // The same body with its keys in another order is the same body.
    const reordered = await s.submit({ policies: [{ member_number: "W1", insurance_id: s.insurance("Aetna"), coverage_tier: "primary" }], patient: AVERY }, "key-1")
    expect(reordered.status).toBeLessThan(300)
    expect(reordered.data.id).toBe(first.data.id)
    expect((await s.counts()).patients).toBe(1)
    expect((await s.counts()).vobs).toBe(1)
  })

  it("the same key with another body is 409 idempotency_key_reused, storing nothing", async () => {
    const s = await requestScenario(app)
    const aetna = s.insurance("Aetna")
    const first = await s.submit({ patient: AVERY, policies: [{ insurance_id: aetna, member_number: "W1", coverage_tier: "primary" }] }, "key-2")
    expect(first.status).toBe(202)
    await s.advance(0)
    const before = await s.counts()
    const reused = await s.submit({ patient: AVERY, policies: [{ insurance_id: aetna, member_number: "W2", coverage_tier: "primary" }] }, "key-2")
    expect(reused.status).toBe(409)
    expect(reused.body).toMatchObject({ type: "conflict_error", code: "idempotency_key_reused" })
    await s.advance(0)
    expect(await s.counts()).toEqual(before)
  })

  it("20 concurrent identical submissions under one key make exactly one request, one patient, one VOB", async () => {
    const s = await requestScenario(app)
    const body = { patient: AVERY, policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W1", coverage_tier: "primary" }] }
    const replies = await Promise.all(Array.from({ length: 20 }, () => s.submit(body, "key-concurrent")))
    expect(replies.map((r) => r.status).filter((status) => status >= 300)).toEqual([])
    expect(new Set(replies.map((r) => r.data.id)).size).toBe(1)
    await s.advance(0)
    const done = await s.poll(replies[0]!.data.id)
    expect(done.status).toBe("completed")
    const counts = await s.counts()
    expect(counts).toMatchObject({ requests: 1, patients: 1, policies: 1, vobs: 1 })
    expect(await s.events("vob_created")).toHaveLength(1)
  })

  it("without a key every submission is a new request; keys are scoped to the company", async () => {
    const s = await requestScenario(app)
    const other = await requestScenario(app)
    const body = { patient: AVERY, policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W1", coverage_tier: "primary" }] }
    const a = await s.submit(body)
    const b = await s.submit(body)
    expect([a.status, b.status]).toEqual([202, 202])
    expect(a.data.id).not.toBe(b.data.id)
    const mine = await s.submit(body, "shared-key")
    const theirs = await other.submit({ ...body, policies: [{ insurance_id: other.insurance("Aetna"), member_number: "W1", coverage_tier: "primary" }] }, "shared-key")
    expect([mine.status, theirs.status]).toEqual([202, 202])
    expect(theirs.data.id).not.toBe(mine.data.id)
    expect((await other.counts()).requests).toBe(1)
  })

  it("concurrent submissions under one key with two different bodies: one request, the other body 409", async () => {
    const s = await requestScenario(app)
    const aetna = s.insurance("Aetna")
    const bodies = [1, 2].map((n) => ({ patient: AVERY, policies: [{ insurance_id: aetna, member_number: `W${n}`, coverage_tier: "primary" }] }))
    const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => s.submit(bodies[i % 2], "key-race")))
    const accepted = replies.filter((r) => r.status < 300)
    const refused = replies.filter((r) => r.status >= 300)
    expect(new Set(accepted.map((r) => r.data.id)).size).toBe(1)
    expect(accepted).toHaveLength(5)
    expect(refused.map((r) => [r.status, r.error.code])).toEqual(Array.from({ length: 5 }, () => [409, "idempotency_key_reused"]))
    expect((await s.counts()).requests).toBe(1)
  })

  it("concurrent identical submissions without a key are separate requests on one patient: one opens the VOB", async () => {
    const s = await requestScenario(app)
    const body = { patient: AVERY, policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W1", coverage_tier: "primary" }] }
    const replies = await Promise.all(Array.from({ length: 5 }, () => s.submit(body)))
    expect(new Set(replies.map((r) => r.data.id)).size).toBe(5)
    await s.advance(0)
    const done = await Promise.all(replies.map((r) => s.poll(r.data.id)))
    expect(done.map((d) => d.status)).toEqual(Array.from({ length: 5 }, () => "completed"))
    expect(done.map((d) => d.verifications[0].status).sort()).toEqual(["already_open", "already_open", "already_open", "already_open", "opened"])
    expect(await s.counts()).toMatchObject({ patients: 1, policies: 1, vobs: 1 })
  })
})
