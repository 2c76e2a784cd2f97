/**
 * `--log-format json`: every line is one object of one shape, whatever the log call: `message` a
 * string (a call's several parts joined), the instance named, a cause or annotations only when there are
 * some. A pipeline that reads `message` as text must never meet an array.
 */
import { Effect } from "effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import { flushLogs, stderrLoggerLayer } from "../src/Logging.js"

const linesOf = async (effect: Effect.Effect<void>) => {
  flushLogs()
  const written: Array<string> = []
  vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk))
    return true
  })
  await Effect.runPromise(effect.pipe(Effect.provide(stderrLoggerLayer({ logFormat: "json", instanceId: "sandbox-2" }))))
  flushLogs()
  return written.join("").split("\n").filter((line) => line !== "").map((line) => JSON.parse(line) as Record<string, unknown>)
}

afterEach(() => void vi.restoreAllMocks())

describe("JSON log lines", () => {
  it("join a log call's parts into one message string, and carry no fiber ids or empty fields", async () => {
    const [line] = await linesOf(Effect.logWarning("store unavailable", "Failed to acquire connection: ECONNREFUSED"))
    expect(line).toEqual({
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      level: "WARN",
      message: "store unavailable: Failed to acquire connection: ECONNREFUSED",
      instance: "sandbox-2"
    })
  })

  it("keep a cause and annotations when there are some", async () => {
    const [line] = await linesOf(
      Effect.logError("job failed", new Error("boom")).pipe(Effect.annotateLogs("company", "co_1"))
    )
    expect(line).toMatchObject({ level: "ERROR", message: expect.stringContaining("job failed"), annotations: { company: "co_1" } })
    expect(typeof line!["message"]).toBe("string")
    expect(line).not.toHaveProperty("fiberId")
    expect(line).not.toHaveProperty("spans")
  })
})
