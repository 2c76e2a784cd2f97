/**
 * The sandbox card reader: readings registered per file (a new reading replaces the last), read
 * by VOB requests waiting on their files. Registering one wakes the requests that wait.
 */
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { newId } from "../Domain/StableId.js"
import { Files } from "../Files/Files.js"
import { SqlLive } from "../Sql.js"
import { makeDocumentTable } from "../Store/DocumentTable.js"
import { CardReading, type CardReadingInput } from "./CardReading.js"

const readingsTable = makeDocumentTable({
  table: "card_readings",
  resource: "card reading",
  schema: CardReading,
  columns: (reading) => ({ file_id: reading.file_id }),
  plainJson: true
})

export type ReadingRegistered = (companyId: string, fileId: string) => Effect.Effect<void>

export class CardReadings extends Effect.Service<CardReadings>()("vob-sandbox/CardReadings", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const table = yield* readingsTable
    const files = yield* Files
    const clock = yield* SandboxClock
    const listeners: Array<ReadingRegistered> = []

    const register = (companyId: string, fileId: string, input: CardReadingInput) =>
      sql.withTransaction(Effect.gen(function*() {
        yield* files.get(companyId, fileId)
        const reading: CardReading = {
          id: newId(),
          file_id: fileId,
          outcome: input.outcome,
          cards: input.outcome === "read" ? input.cards : [],
          created_at: yield* clock.timestamp(companyId)
        }
        const previous = yield* table.all(companyId, [sql`file_id = ${fileId}`])
        for (const old of previous) yield* Effect.orDie(table.remove(companyId, old.id))
        yield* table.insert(companyId, reading.id, reading)
        for (const listener of listeners) yield* listener(companyId, fileId)
        return reading
      })).pipe(Effect.catchTag("SqlError", Effect.die))

    /** The latest reading of each file that has one. */
    const ofFiles = (companyId: string, fileIds: ReadonlyArray<string>) =>
      Effect.map(
        fileIds.length === 0 ? Effect.succeed([]) : table.all(companyId, [sql.in("file_id", [...fileIds])]),
        (readings) => new Map(readings.map((r) => [r.file_id, r]))
      )

    return {
      register,
      ofFiles,
      ofFile: (companyId: string, fileId: string) =>
        Effect.map(ofFiles(companyId, [fileId]), (m) => Option.fromNullable(m.get(fileId))),
      onRegistered: (listener: ReadingRegistered) => Effect.sync(() => void listeners.push(listener))
    } as const
  }),
  dependencies: [SqlLive, Files.Default, SandboxClock.Default]
}) {}
