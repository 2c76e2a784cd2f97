/**
 * Submitting and reading prior-authorization requests. A submission is checked synchronously (422 for
 * invalid input, both halves of a pair, file counts and kinds; 404 for a file that is not an active
 * one of the company), reserved under its Idempotency-Key and stored queued with its processing job,
 * all in one transaction: a rejected submission stores nothing.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Caller } from "../Auth/CurrentCaller.js"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { invalidParameter, missingParameter } from "../Domain/Errors.js"
import type { Page } from "../Domain/Pagination.js"
import { submittedFileIdsOf, withoutSubmission } from "../Domain/RequestRecord.js"
import { Files } from "../Files/Files.js"
import { makeSubmittedFilesCheck } from "../Files/SubmittedFiles.js"
import { IdempotencyKeys } from "../Idempotency/IdempotencyKeys.js"
import { Jobs } from "../Jobs/Jobs.js"
import { fileIdsViolation } from "../VobRequests/SubmissionRules.js"
import {
  type PriorAuthorizationRequestCreate,
  PriorAuthorizationRequestRecord,
  type PriorAuthorizationRequestResource
} from "./PriorAuthorizationRequest.js"
import { listPriorAuthorizationRequestsNewestFirst, priorAuthorizationRequestsTable } from "./PriorAuthorizationRequestsRepo.js"
import { bothOfAPair, type DataObject } from "./RequestDataMerge.js"
import { inTransaction } from "../Store/Transaction.js"
import { RecordIds } from "../Companies/RecordIds.js"

export const PA_REQUEST_JOB = "prior_authorization_request.process"

/** The polled form: the stored submission (clinical data) and submitter never leave the store. */
const paRequestResourceOf = (record: PriorAuthorizationRequestRecord): PriorAuthorizationRequestResource =>
  withoutSubmission(record)

export class PriorAuthorizationRequests extends Effect.Service<PriorAuthorizationRequests>()(
  "vob-sandbox/PriorAuthorizationRequests",
  {
    effect: Effect.gen(function*() {
      const ids = yield* RecordIds
      const sql = yield* SqlClient.SqlClient
      const table = yield* priorAuthorizationRequestsTable
      const newestFirst = yield* listPriorAuthorizationRequestsNewestFirst
      const checkFiles = yield* makeSubmittedFilesCheck
      const idempotency = yield* IdempotencyKeys
      const jobs = yield* Jobs
      const clock = yield* SandboxClock

      const submit = (caller: Caller, body: PriorAuthorizationRequestCreate, idempotencyKey: string | undefined) =>
        Effect.gen(function*() {
          if (idempotencyKey !== undefined && idempotencyKey.trim() === "") {
            return yield* Effect.fail(missingParameter("Idempotency-Key", "The Idempotency-Key header must not be empty."))
          }
          const files = fileIdsViolation(body.file_ids)
          if (files !== undefined) return yield* Effect.fail(invalidParameter(files.param, files.message))
          const pair = bothOfAPair((body.data ?? {}) as DataObject)
          if (pair !== undefined) {
            return yield* Effect.fail(invalidParameter(
              `data.${pair[1]}`,
              `Send data.${pair[0]} (an existing record) or data.${pair[1]} (to match or create one), not both.`
            ))
          }
          const { companyId } = caller
          const nowMs = yield* clock.nowMs(companyId)
          const nowIso = new Date(nowMs).toISOString()
          const create = Effect.gen(function*() {
            yield* checkFiles(companyId, body.file_ids, {
              purpose: "a prior-authorization document",
              patientId: body.data?.patient_id
            })
            const record: PriorAuthorizationRequestRecord = {
              id: yield* ids.next(companyId, "prior_authorization_request"),
              status: "queued",
              prior_authorization_id: null,
              error: null,
              created_at: nowIso,
              updated_at: nowIso,
              completed_at: null,
              submission: body,
              submitted_by: caller.userId,
              submitted_via: caller.via
            }
            yield* table.insert(companyId, record.id, record)
            yield* jobs.schedule(companyId, PA_REQUEST_JOB, nowMs, { requestId: record.id })
            return record.id
          })
          const { resourceId } = yield* inTransaction(sql, idempotency.reserve({
            companyId,
            scope: "prior_authorization_request",
            key: idempotencyKey?.trim(),
            body,
            nowIso,
            create
          }))
          return paRequestResourceOf(yield* table.get(companyId, resourceId))
        })

      const get = (companyId: string, id: string) => Effect.map(table.get(companyId, id), paRequestResourceOf)

      /** Every request of the company, newest first, each with the files it named (the sandbox's inspection list). */
      const inspect = (companyId: string, page: Page) =>
        Effect.map(newestFirst(companyId, page), (l) => ({
          ...l,
          data: l.data.map((r) => ({ ...paRequestResourceOf(r), file_ids: submittedFileIdsOf(r) }))
        }))

      return { submit, get, inspect } as const
    }),
    dependencies: [Files.Default, IdempotencyKeys.Default, Jobs.Default]
  }
) {}
