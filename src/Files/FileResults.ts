/**
 * What the sandbox plays for an uploaded file, one store for every kind: the card reader's readings
 * (VOB requests) and document extractions (prior-authorization requests). A new result of a kind
 * replaces the file's last one of that kind (the requests waiting on the file are woken by
 * Orchestration/FileReactions.ts, in the same transaction).
 * `awaitResults` is the wait both request processors share: every file's result in file order, none
 * yet (keep waiting), or the request's failure when a file is gone or unreadable.
 */
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { RecordIds } from "../Companies/RecordIds.js"
import { inTransaction } from "../Store/Transaction.js"
import { filesUnreadable, type IntakeFailed, validationFailed } from "../Intake/IntakeFailure.js"
import { type FileResult, type FileResultKind, makeFileResultsRepo } from "./FileResultsRepo.js"
import { Files } from "./Files.js"

export type { FileResult }

/** How a request names its files and their results in its failure messages. */
export interface ResultWords {
  /** "card file", "document" */
  readonly file: string
  /** "read", "extracted" */
  readonly done: string
  /** Whether the result says the file could not be used. */
  readonly unreadable: (result: any) => boolean
}

export const makeFileResults = <A extends FileResult, I>(spec: FileResultKind<A, I>) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const files = yield* Files
    const clock = yield* SandboxClock
    const ids = yield* RecordIds
    const repo = yield* makeFileResultsRepo(spec)

    const register = (companyId: string, fileId: string, build: (base: FileResult) => A) =>
      inTransaction(sql, Effect.gen(function*() {
        yield* files.get(companyId, fileId)
        const id = yield* ids.next(companyId, spec.kind)
        const result = build({ id, file_id: fileId, created_at: yield* clock.timestamp(companyId) })
        yield* repo.replace(companyId, result)
        return result
      }))

    /** The latest result of each file that has one. */
    const ofFiles = repo.ofFiles

    /**
     * Every file's result, in file order, once all are in; none while some file has none. A file
     * removed before its result, or an unreadable one: files_unreadable; removed after: validation_failed.
     */
    const awaitResults = (
      companyId: string,
      fileIds: ReadonlyArray<string>,
      words: ResultWords
    ): Effect.Effect<Option.Option<ReadonlyArray<A>>, IntakeFailed> =>
      Effect.gen(function*() {
        const byFile = yield* ofFiles(companyId, fileIds)
        const done: Array<A> = []
        for (const [i, fileId] of fileIds.entries()) {
          const path = `file_ids.${i}`
          const removed = [{ path, code: "file_removed", message: `File '${fileId}' was removed.` }]
          const active = Option.isSome(yield* Effect.option(files.get(companyId, fileId)))
          const result = byFile.get(fileId)
          if (!active) {
            return yield* Effect.fail(
              result === undefined
                ? filesUnreadable(`A ${words.file} was removed before it was ${words.done}.`, removed)
                : validationFailed(`A ${words.file} was removed after it was ${words.done}.`, removed)
            )
          }
          if (result === undefined) return Option.none()
          if (words.unreadable(result)) {
            return yield* Effect.fail(filesUnreadable(
              `A ${words.file === "card file" ? "card" : words.file} could not be read.`,
              [{ path, code: "unreadable", message: `File '${fileId}' could not be read.` }]
            ))
          }
          done.push(result)
        }
        return Option.some(done)
      })

    return {
      register,
      ofFiles,
      awaitResults,
      ofFile: (companyId: string, fileId: string) =>
        Effect.map(ofFiles(companyId, [fileId]), (m) => Option.fromNullable(m.get(fileId)))
    } as const
  })
