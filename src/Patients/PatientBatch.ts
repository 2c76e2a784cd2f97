/**
 * `POST /v1/patients/batch`: up to 500 patient writes, each matched or created by the upsert rules,
 * with its payors. Rows are independent: a bad row is reported and leaves nothing while the others
 * commit. Rows commit together in short slices rather than in one transaction: SQLite (better-sqlite3)
 * is synchronous and has one connection, so a 500-row transaction held every other company's requests
 * until it ended; between slices they are served.
 *
 * A slice runs its rows without a savepoint each (a savepoint per row was a tenth of the batch, docs/scaling.md):
 * when a row fails after writing, the whole slice is rolled back, the rows before it are run again in
 * their own transaction, and the failed row is reported.
 */
import { SqlClient } from "@effect/sql"
import { Data, Effect, Either, Schema } from "effect"
import type { Caller } from "../Auth/CurrentCaller.js"
import { type ErrorBody, errorBody, insufficientStorage, isApiError } from "../Domain/Errors.js"
import { validationFailedOf } from "../Domain/ValidationFailure.js"
import { PayorUpserts } from "../Payors/PayorUpserts.js"
import { yieldToEventLoop } from "../Store/Slices.js"
import { causeIsStoreFull } from "../Store/StoreFull.js"
import { type PatientBatchItem, PatientBatchItem as ItemSchema, type PatientWrite } from "./Patient.js"
import { Patients } from "./Patients.js"
import { type InsuranceStatus, insuranceStatuses, type PatientBatchResponse, type PatientBatchRow } from "./BatchBodies.js"
import { withTransaction } from "../Store/Transaction.js"

/**
 * How long one slice of rows may hold the database (real time, checked after each row): short enough
 * that another company's request waits little, long enough that the commits stay few.
 */
const SLICE_MS = 5

type Row = typeof PatientBatchRow.Type

/** A batch item as an upsert write: the flat external id becomes the typed one. */
const toWrite = (item: PatientBatchItem): PatientWrite => {
  const { external_id_type, external_id, created_from: _, payors: __, ...rest } = item
  return {
    ...rest,
    ...(external_id_type != null && external_id != null && external_id !== ""
      ? { external_id: { type_id: external_id_type, value: external_id } }
      : {})
  }
}

/** The row's insurance outcome: the most telling of its payors' outcomes. */
const insuranceStatusOf = (outcomes: ReadonlyArray<string>): InsuranceStatus => {
  if (outcomes.length === 0) return "not_provided"
  for (const status of ["failed", "unresolved", "incomplete", "created", "updated"] as const) {
    if (outcomes.includes(status)) return status
  }
  return "unchanged"
}

const failedRow = (row: number, error: ErrorBody, hasPayors: boolean): Row => ({
  row,
  patient_id: null,
  created: false,
  matched: false,
  match_reason: null,
  dropped_fields: error.dropped_fields ?? [],
  insurance_status: hasPayors ? "not_processed" : "not_provided",
  payor_results: [],
  error: { type: error.type, code: error.code, message: error.message, ...(error.param === undefined ? {} : { param: error.param }) }
})

const decodeItem = Schema.decodeUnknownEither(ItemSchema)

/**
 * The store ran out of space part-way: the slices before committed (their rows' results say what each
 * stored), the failed slice rolled back, and the rest never ran. The answer names the split.
 */
const storedBeforeFull = (results: ReadonlyArray<Row>, total: number) =>
  insufficientStorage(
    results.length === 0
      ? "The sandbox's database is full (no disk space, or its size limit reached): none of the rows was stored. " +
        "Retry the batch after Retry-After."
      : `The sandbox's database is full (no disk space, or its size limit reached): rows 0 to ${results.length - 1} were ` +
        `processed and committed (meta.results gives each one's result, as the batch's answer would), rows ${results.length} ` +
        `to ${total - 1} were not stored. Retry those after Retry-After.`,
    { rows_processed: results.length, results }
  )

/** A row failed after it may have written: its slice must be rolled back. */
class RowFailed extends Data.TaggedError("RowFailed")<{ readonly result: Row }> {}

export class PatientBatch extends Effect.Service<PatientBatch>()("vob-sandbox/PatientBatch", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const patients = yield* Patients
    const payors = yield* PayorUpserts

    /**
     * One row, in the slice's transaction. A row that fails once it may have written fails with its
     * result as `RowFailed`: only rolling the slice back removes what it wrote.
     */
    const runRow = (caller: Caller, raw: unknown, row: number): Effect.Effect<Row, RowFailed> =>
      Effect.gen(function*() {
        const hasPayors = typeof raw === "object" && raw !== null && Array.isArray((raw as { payors?: unknown }).payors) &&
          (raw as { payors: Array<unknown> }).payors.length > 0
        const decoded = decodeItem(raw)
        if (Either.isLeft(decoded)) {
          return failedRow(row, errorBody(validationFailedOf(decoded.left.issue)), hasPayors)
        }
        const item = decoded.right
        const attempt = yield* Effect.gen(function*() {
          const outcome = yield* patients.upsertInTransaction(caller, toWrite(item), item.created_from ?? "batch")
          const payorResults = yield* payors.upsertFromBatch(caller.companyId, outcome.patient.id, item.payors ?? [], outcome.created)
          return { outcome, payorResults }
        }).pipe(Effect.either)
        if (Either.isLeft(attempt)) {
          const error = attempt.left
          if (isApiError(error)) return yield* Effect.fail(new RowFailed({ result: failedRow(row, errorBody(error), hasPayors) }))
          return yield* Effect.die(error)
        }
        const { outcome, payorResults } = attempt.right
        return {
          row,
          patient_id: outcome.patient.id,
          created: outcome.created,
          matched: outcome.matched,
          match_reason: outcome.match_reason,
          dropped_fields: outcome.dropped_fields,
          insurance_status: insuranceStatusOf(payorResults.map((r) => r.outcome)),
          payor_results: payorResults,
          error: null
        } satisfies Row
      })

    /**
     * The rows from `from` on, in one transaction: those that fit in one slice, or exactly those before
     * `until`. A failed row rolls the transaction back; the rows before it run again (bounded by it),
     * and its result follows theirs.
     */
    const runSlice = (caller: Caller, items: ReadonlyArray<unknown>, from: number, until?: number): Effect.Effect<Array<Row>> =>
      withTransaction(sql, Effect.gen(function*() {
        const started = performance.now()
        const rows: Array<Row> = []
        const more = (row: number) =>
          until === undefined ? row < items.length && (row === from || performance.now() - started < SLICE_MS) : row < until
        for (let row = from; more(row); row++) {
          rows.push(yield* runRow(caller, items[row], row))
        }
        return rows
      })).pipe(
        Effect.catchTag("RowFailed", ({ result }) =>
          result.row === from
            ? Effect.succeed([result])
            : Effect.map(runSlice(caller, items, from, result.row), (rows) => [...rows, result])),
        Effect.orDie
      )

    const run = (caller: Caller, items: ReadonlyArray<unknown>) =>
      Effect.gen(function*() {
        const results: Array<Row> = []
        while (results.length < items.length) {
          if (results.length > 0) yield* yieldToEventLoop
          results.push(...yield* runSlice(caller, items, results.length).pipe(
            Effect.catchAllCause((cause) =>
              causeIsStoreFull(cause) ? Effect.fail(storedBeforeFull(results, items.length)) : Effect.failCause(cause)
            )
          ))
        }
        return results
      }).pipe(
        Effect.map((results): PatientBatchResponse => {
          const count = (status: InsuranceStatus) => results.filter((r) => r.insurance_status === status).length
          return {
            created_count: results.filter((r) => r.created).length,
            updated_count: results.filter((r) => r.matched).length,
            failed_count: results.filter((r) => r.error !== null).length,
            patient_ids: results.filter((r) => r.created).map((r) => r.patient_id!),
            updated_patient_ids: results.filter((r) => r.matched).map((r) => r.patient_id!),
            results,
            ...Object.fromEntries(insuranceStatuses.map((s) => [`insurance_${s}_count`, count(s)])) as {
              [K in InsuranceStatus as `insurance_${K}_count`]: number
            }
          }
        })
      )

    return { run } as const
  }),
  dependencies: [Patients.Default, PayorUpserts.Default]
}) {}
