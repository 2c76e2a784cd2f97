/**
 * Submitting and reading VOB requests. A submission is checked synchronously (422s of the spec's
 * list, 404s for anything not an active one of the company), reserved under its Idempotency-Key and
 * stored queued with its processing job, all in one transaction: a rejected submission stores nothing.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Caller } from "../Auth/CurrentCaller.js"
import { ReferenceData } from "../Companies/ReferenceData.js"
import { invalidParameter, missingParameter } from "../Domain/Errors.js"
import type { Page } from "../Domain/Pagination.js"
import { submittedFileIdsOf, withoutSubmission } from "../Domain/RequestRecord.js"
import { Files } from "../Files/Files.js"
import { makeSubmittedFilesCheck } from "../Files/SubmittedFiles.js"
import { IdempotencyKeys } from "../Idempotency/IdempotencyKeys.js"
import { Jobs } from "../Jobs/Jobs.js"
import { makeActivePatientCheck } from "../Patients/ActivePatient.js"
import { VobOpening } from "../Vobs/VobOpening.js"
import { submissionViolation } from "./SubmissionRules.js"
import { listVobRequestsNewestFirst, vobRequestsTable } from "./VobRequestsRepo.js"
import { type VobRequestCreate, VobRequestRecord, type VobRequestResource } from "./VobRequest.js"
import { RecordIds } from "../Companies/RecordIds.js"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { inTransaction } from "../Store/Transaction.js"

export const PROCESS_JOB = "vob_request.process"

/** The polled form: the stored submission and submitter never leave the store. */
const resourceOf = (record: VobRequestRecord): VobRequestResource => withoutSubmission(record)

export class VobRequests extends Effect.Service<VobRequests>()("vob-sandbox/VobRequests", {
  effect: Effect.gen(function*() {
    const ids = yield* RecordIds
    const table = yield* vobRequestsTable
    const newestFirst = yield* listVobRequestsNewestFirst
    const activePatient = yield* makeActivePatientCheck
    const checkFiles = yield* makeSubmittedFilesCheck
    const reference = yield* ReferenceData
    const opening = yield* VobOpening
    const idempotency = yield* IdempotencyKeys
    const jobs = yield* Jobs
    const sql = yield* SqlClient.SqlClient
    const clock = yield* SandboxClock

    /** The checks that need the company's records: 404 for what is not an active one of it, 422 for unusable files. */
    const checkReferences = (companyId: string, body: VobRequestCreate) =>
      Effect.gen(function*() {
        yield* activePatient(companyId, body.patient_id)
        const p = body.patient
        if (p !== undefined) {
          yield* reference.requireActive(companyId, "location", p.location_id, "patient.location_id")
          yield* reference.requireActive(companyId, "organization", p.organization_id, "patient.organization_id")
          yield* reference.requireActive(companyId, "external_id_type", p.external_id?.type_id, "patient.external_id.type_id")
        }
        for (const [i, coverage] of (body.policies ?? []).entries()) {
          yield* reference.requireActive(companyId, "insurance", coverage.insurance_id, `policies.${i}.insurance_id`)
        }
        yield* checkFiles(companyId, body.file_ids ?? [], { purpose: "an insurance card", patientId: body.patient_id })
        yield* opening.resolveSpecialties(companyId, body.specialties ?? [])
      })

    const submit = (caller: Caller, body: VobRequestCreate, idempotencyKey: string | undefined) =>
      Effect.gen(function*() {
        if (idempotencyKey !== undefined && idempotencyKey.trim() === "") {
          return yield* Effect.fail(missingParameter("Idempotency-Key", "The Idempotency-Key header must not be empty."))
        }
        const violation = submissionViolation(body)
        if (violation !== undefined) return yield* Effect.fail(invalidParameter(violation.param, violation.message))
        const { companyId } = caller
        const nowMs = yield* clock.nowMs(companyId)
        const now = { ms: nowMs, iso: new Date(nowMs).toISOString() }
        const create = Effect.gen(function*() {
          yield* checkReferences(companyId, body)
          const record: VobRequestRecord = {
            id: yield* ids.next(companyId, "vob_request"),
            status: "queued",
            patient: null,
            policies: [],
            verifications: [],
            error: null,
            created_at: now.iso,
            updated_at: now.iso,
            completed_at: null,
            submission: body,
            submitted_by: caller.userId,
            submitted_via: caller.via
          }
          yield* table.insert(companyId, record.id, record)
          yield* jobs.schedule(companyId, PROCESS_JOB, now.ms, { requestId: record.id })
          return record.id
        })
        const { resourceId } = yield* inTransaction(sql, idempotency.reserve({
          companyId,
          scope: "vob_request",
          key: idempotencyKey?.trim(),
          body,
          nowIso: now.iso,
          create
        }))
        return resourceOf(yield* table.get(companyId, resourceId))
      })

    const get = (companyId: string, id: string) => Effect.map(table.get(companyId, id), resourceOf)

    /** Every request of the company, newest first, each with the files it named (the sandbox's inspection list). */
    const inspect = (companyId: string, page: Page) =>
      Effect.map(newestFirst(companyId, page), (l) => ({ ...l, data: l.data.map((r) => ({ ...resourceOf(r), file_ids: submittedFileIdsOf(r) })) }))

    return { submit, get, inspect } as const
  }),
  dependencies: [
    Files.Default,
    VobOpening.Default,
    IdempotencyKeys.Default,
    Jobs.Default
  ]
}) {}
