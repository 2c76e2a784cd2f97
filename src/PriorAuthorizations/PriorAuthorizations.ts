/**
 * Prior authorization records (/v1/prior-authorizations): create, read, list, update, soft delete.
 * Every write checks the references it sends (within the company), the record's rules, and, when
 * `request_vob` asks for it, opens a VOB on the record's policy linked to the record (one
 * transaction). The `vob` block shows the VOB's status as it is when read. No events: the spec
 * names none for these records.
 */
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import type { Caller } from "../Auth/CurrentCaller.js"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { ReferenceData } from "../Companies/ReferenceData.js"
import { invalidParameter, unknownField } from "../Domain/Errors.js"
import type { Page } from "../Domain/Pagination.js"
import { Files } from "../Files/Files.js"
import { makeActivePatientCheck } from "../Patients/ActivePatient.js"
import { Payors } from "../Payors/Payors.js"
import { releasedView, unshownSent } from "../Releases/ReleaseMembership.js"
import { Releases } from "../Releases/Releases.js"
import { VobOpening } from "../Vobs/VobOpening.js"
import { VobReads } from "../Vobs/VobReads.js"
import { PolicyReads } from "../Policies/PolicyReads.js"
import {
  PriorAuthorization,
  PriorAuthorizationCreate,
  type PriorAuthorizationRecord,
  PriorAuthorizationUpdate
} from "./PriorAuthorization.js"
import {
  applyWrite,
  blankRecord,
  creatableStatuses,
  withStatusDates,
  statusMoveViolation
} from "./PriorAuthorizationRules.js"
import { type PriorAuthorizationFilter, PriorAuthorizationsRepo } from "./PriorAuthorizationsRepo.js"
import { inTransaction } from "../Store/Transaction.js"
import { priorAuthorizationChecks, violationError } from "./PriorAuthorizationChecks.js"
import { priorAuthorizationVob } from "./PriorAuthorizationVob.js"
import { RecordIds } from "../Companies/RecordIds.js"

/** A prior authorization as a caller reads it: the fields the company's releases show, as declared on `PriorAuthorization`. */
const priorAuthorizationView = releasedView(PriorAuthorization)
const unshownInCreate = unshownSent(PriorAuthorizationCreate)
const unshownInUpdate = unshownSent(PriorAuthorizationUpdate)

export class PriorAuthorizations extends Effect.Service<PriorAuthorizations>()("vob-sandbox/PriorAuthorizations", {
  effect: Effect.gen(function*() {
    const ids = yield* RecordIds
    const sql = yield* SqlClient.SqlClient
    const repo = yield* PriorAuthorizationsRepo
    const clock = yield* SandboxClock
    const reference = yield* ReferenceData
    const releases = yield* Releases

    /** A body's fields the company's releases do not show are refused, as the strict body refuses any undeclared field. */
    const refuseUnshown = (unshown: ReturnType<typeof unshownSent>, companyId: string, body: object) => {
      const sent = unshown(releases.statesOf(companyId), body)
      return sent === undefined ? Effect.void : Effect.fail(unknownField(sent, `'${sent}' is not a field of this request.`))
    }
    const opening = yield* VobOpening
    const vobs = yield* VobReads
    const activePatient = yield* makeActivePatientCheck
    const table = repo.table
    const { checkReferences, checkRecord } = yield* priorAuthorizationChecks
    const vobBlock = yield* priorAuthorizationVob

    const detail = (companyId: string, record: PriorAuthorizationRecord) =>
      Effect.gen(function*() {
        const vob = record.vob.vob_id === null ? Option.none() : yield* vobs.find(companyId, record.vob.vob_id)
        return priorAuthorizationView(releases.statesOf(companyId), {
          ...record,
          vob: {
            state: record.vob.state,
            vob: Option.match(vob, { onNone: () => null, onSome: (v) => ({ id: v.id, status: v.status }) }),
            missing: record.vob.missing
          }
        } satisfies PriorAuthorization)
      })

    /** Creates the record in the caller's transaction (prior-authorization requests write it with the patient). */
    const createInTransaction = (caller: Caller, body: PriorAuthorizationCreate) =>
      Effect.gen(function*() {
        const companyId = caller.companyId
        yield* refuseUnshown(unshownInCreate, companyId, body)
        // Without the prior-authorization VOB request release a prior authorization never asks for a VOB.
        const vobRequests = releases.statesOf(companyId).prior_authorization_vob_request
        const { patient_id, vob_specialties, ...write } = body
        yield* activePatient(companyId, patient_id)
        if (write.status !== undefined && !creatableStatuses.includes(write.status)) {
          return yield* Effect.fail(invalidParameter(
            "status",
            `A prior authorization is created ${creatableStatuses.join(", ")}; not ${write.status}.`
          ))
        }
        yield* checkReferences(companyId, patient_id, write)
        if (vob_specialties !== undefined) yield* opening.resolveSpecialties(companyId, vob_specialties, "vob_specialties")
        const nowMs = yield* clock.nowMs(companyId)
        const blank = blankRecord({
          id: yield* ids.next(companyId, "prior_authorization"),
          companyId,
          patientId: patient_id,
          createdById: caller.userId ?? caller.via,
          now: new Date(nowMs).toISOString(),
          requestVob: vobRequests && (yield* reference.settings(companyId)).prior_authorization_request_vob_default,
          vobSpecialties: vob_specialties ?? []
        })
        const written = withStatusDates(undefined, applyWrite(blank, write), nowMs)
        yield* checkRecord(companyId, written)
        const created = { ...written, vob: yield* vobBlock(caller, undefined, written, write) }
        yield* table.insert(companyId, created.id, created)
        return created
      })

    const create = (caller: Caller, body: PriorAuthorizationCreate) =>
      Effect.flatMap(inTransaction(sql, createInTransaction(caller, body)), (record) => detail(caller.companyId, record))

    const update = (caller: Caller, id: string, body: PriorAuthorizationUpdate) =>
      Effect.gen(function*() {
        const { version, ...write } = body
        const companyId = caller.companyId
        yield* refuseUnshown(unshownInUpdate, companyId, body)
        const { after } = yield* inTransaction(sql, table.update(companyId, id, { expectedVersion: version }, (current) =>
          Effect.gen(function*() {
            const move = write.status === undefined ? undefined : statusMoveViolation(current.status, write.status)
            if (move !== undefined) return yield* Effect.fail(violationError(move))
            yield* checkReferences(companyId, current.patient_id, write)
            const nowMs = yield* clock.nowMs(companyId)
            const written = withStatusDates(current, applyWrite(current, write), nowMs)
            yield* checkRecord(companyId, written)
            const next = { ...written, vob: yield* vobBlock(caller, current, written, write) }
            return JSON.stringify(next) === JSON.stringify(current) ? current : { ...next, updated_at: new Date(nowMs).toISOString() }
          })))
        return yield* detail(companyId, after)
      })

    const remove = (caller: Caller, id: string) =>
      Effect.flatMap(table.remove(caller.companyId, id), (record) => detail(caller.companyId, record))

    const get = (caller: Caller, id: string) =>
      Effect.flatMap(table.get(caller.companyId, id), (record) => detail(caller.companyId, record))

    const list = (caller: Caller, filter: PriorAuthorizationFilter, page: Page) =>
      Effect.gen(function*() {
        const listed = yield* repo.list(caller.companyId, filter, page)
        return {
          data: yield* Effect.forEach(listed.data, (record) => detail(caller.companyId, record)),
          pagination: listed.pagination
        }
      })

    /** A deleted file leaves the records that attached it. */
    const detachFile = (companyId: string, fileId: string) =>
      Effect.gen(function*() {
        const now = yield* clock.timestamp(companyId)
        for (const record of yield* repo.withFile(companyId, fileId)) {
          yield* table.update(companyId, record.id, {}, (current) =>
            Effect.succeed({ ...current, file_ids: current.file_ids.filter((f) => f !== fileId), updated_at: now }))
        }
      }).pipe(Effect.catchAll(Effect.die))

    return { create, createInTransaction, update, remove, get, list, detachFile } as const
  }),
  dependencies: [
    PriorAuthorizationsRepo.Default,
    Files.Default,
    Payors.Default,
    VobOpening.Default,
    VobReads.Default,
    PolicyReads.Default,
    Releases.Default
  ]
}) {}
