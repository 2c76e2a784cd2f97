import { describe, expect, it } from "vitest"
import { encodeBatch, type EventRow, StreamListener } from "../src/Events/StreamListener.js"

const row = (seq: number, type = "patient_created"): EventRow => ({
  seq,
  id: `e${seq}`,
  type,
  payload: `{"n":${seq}}`,
  created_at: "2030-01-01T09:00:00.000Z"
})

const listen = (cursor: number, wanted?: ReadonlyArray<string>, bounds = { maxBufferedBytes: 1_000_000, maxStallMs: 1_000 }) => {
  const sent: Array<string> = []
  const decoder = new TextDecoder()
  const listener = new StreamListener(cursor, wanted === undefined ? undefined : new Set(wanted), bounds, (bytes) =>
    sent.push(decoder.decode(bytes)))
  const ids = () => [...sent.join("").matchAll(/^id: (\S+)$/gm)].map((m) => m[1])
  return { listener, sent, ids }
}

describe("StreamListener", () => {
  it("sends each event past its cursor once, of the wanted types, the whole batch as one buffer when unfiltered", () => {
    const all = listen(1)
    all.listener.goLive(0)
    expect(all.listener.receive(encodeBatch([row(1), row(2), row(3)]), 0)).toBe(true)
    expect(all.listener.receive(encodeBatch([row(3), row(4)]), 0)).toBe(true)
    expect(all.ids()).toEqual(["e2", "e3", "e4"])
    const batch = encodeBatch([row(5), row(6)])
    all.listener.receive(batch, 0)
    expect(all.sent.at(-1)).toBe(new TextDecoder().decode(batch.all))

    const some = listen(0, ["task_created"])
    some.listener.goLive(0)
    some.listener.receive(encodeBatch([row(1), row(2, "task_created"), row(3)]), 0)
    expect(some.ids()).toEqual(["e2"])
  })

  it("holds what comes during its backlog and sends it after, without what the backlog sent", () => {
    const { listener, sent, ids } = listen(0)
    listener.receive(encodeBatch([row(2), row(3)]), 0)
    expect(sent).toEqual([])
    sent.push(new TextDecoder().decode(listener.backlogPage(encodeBatch([row(1), row(2)]).events, 0)))
    expect(listener.goLive(0)).toBe(true)
    expect(ids()).toEqual(["e1", "e2", "e3"])
  })

  it("is dropped when bytes are still unread past the bound as more come, not for one big batch", () => {
    const { listener } = listen(0, undefined, { maxBufferedBytes: 100, maxStallMs: 60_000 })
    listener.goLive(0)
    const big = encodeBatch([row(1), row(2), row(3)])
    expect(big.all.length).toBeGreaterThan(100)
    expect(listener.receive(big, 0)).toBe(true)
    listener.took(big.all.length, 1)
    expect(listener.receive(encodeBatch([row(4), row(5), row(6)]), 2)).toBe(true)
    expect(listener.receive(encodeBatch([row(7)]), 3)).toBe(false)
  })

  it("is dropped when its oldest unread bytes have waited longer than the stall bound", () => {
    const keepAlive = new TextEncoder().encode(": keep-alive\n\n")
    const { listener } = listen(0, undefined, { maxBufferedBytes: 1_000_000, maxStallMs: 1_000 })
    listener.goLive(0)
    expect(listener.receive(encodeBatch([row(1)]), 0)).toBe(true)
    expect(listener.ping(keepAlive, 1_000)).toBe(true)
    listener.took(10, 1_500)
    expect(listener.ping(keepAlive, 2_400)).toBe(true)
    expect(listener.ping(keepAlive, 2_600)).toBe(false)
  })
})
