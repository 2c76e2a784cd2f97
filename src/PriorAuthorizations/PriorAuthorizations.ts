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
import { makeActiveCredentialCheck } from "../Credentialing/ActiveCredential.js"
import { externalIdTaken, invalidParameter, invalidState, notFound, unknownField } from "../Domain/Errors.js"
import type { Page } from "../Domain/Pagination.js"
import { Files } from "../Files/Files.js"
import { makeActivePatientCheck } from "../Patients/ActivePatient.js"
import { patientsTable } from "../Patients/PatientsRepo.js"
import { Payors } from "../Payors/Payors.js"
import { policiesTable } from "../Policies/PatientPoliciesRepo.js"
import { Releases } from "../Releases/Releases.js"
import { OPEN_STATUSES } from "../Vobs/VobStateMachine.js"
import { VobOpening } from "../Vobs/VobOpening.js"
import { VobsRepo } from "../Vobs/VobsRepo.js"
import type {
  PriorAuthorization,
  PriorAuthorizationCreate,
  PriorAuthorizationRecord,
  PriorAuthorizationUpdate,
  PriorAuthorizationWrite,
  StoredVobBlock
} from "./PriorAuthorization.js"
import {
  applyWrite,
  blankRecord,
  creatableStatuses,
  decideVob,
  withStatusDates,
  reconsidersVob,
  recordViolation,
  type RuleViolation,
  statusMoveViolation,
  vobSpecialtiesOf
} from "./PriorAuthorizationRules.js"
import { type PriorAuthorizationFilter, PriorAuthorizationsRepo } from "./PriorAuthorizationsRepo.js"
import { inTransaction } from "../Store/Transaction.js"
import { RecordIds } from "../Companies/RecordIds.js"

const notRequested: StoredVobBlock = { state: "not_requested", vob_id: null, missing: [] }

const violationError = (violation: RuleViolation) =>
  violation.conflict === true
    ? invalidState(violation.message, undefined, violation.param)
    : invalidParameter(violation.param, violation.message)

export class PriorAuthorizations extends Effect.Service<PriorAuthorizations>()("vob-sandbox/PriorAuthorizations", {
  effect: Effect.gen(function*() {
    const ids = yield* RecordIds
    const sql = yield* SqlClient.SqlClient
    const repo = yield* PriorAuthorizationsRepo
    const clock = yield* SandboxClock
    const reference = yield* ReferenceData
    const releases = yield* Releases

    /**
     * Whether the company has the prior-authorization VOB request release; without it these fields do not exist: refused as the strict
     * body refuses any undeclared field.
     */
    const vobRequestRelease = (companyId: string, body: object) => {
      if (releases.statesOf(companyId).prior_authorization_vob_request) return Effect.succeed(true)
      const sent = ["request_vob", "vob_specialties"].find((name) => name in body)
      return sent === undefined
        ? Effect.succeed(false)
        : Effect.fail(unknownField(sent, `'${sent}' is not a field of this request.`))
    }
    const files = yield* Files
    const payors = yield* Payors
    const opening = yield* VobOpening
    const vobs = yield* VobsRepo
    const policies = yield* policiesTable
    const patients = yield* patientsTable
    const activePatient = yield* makeActivePatientCheck
    const table = repo.table

    const credentialCheck = yield* makeActiveCredentialCheck
    const activeCredential = (companyId: string, id: string | null | undefined, param: string) =>
      id == null ? Effect.void : Effect.asVoid(credentialCheck(companyId, id, param))

    /** An attached file: an active PDF or image of the company, the patient's or nobody's. */
    const checkFiles = (companyId: string, patientId: string, ids: ReadonlyArray<string> | null | undefined) =>
      Effect.gen(function*() {
        if (ids == null) return
        if (new Set(ids).size !== ids.length) {
          return yield* Effect.fail(invalidParameter("file_ids", "file_ids names a file more than once."))
        }
        for (const [index, id] of ids.entries()) {
          const param = `file_ids.${index}`
          const file = yield* files.get(companyId, id, param)
          if (file.patient_id !== null && file.patient_id !== patientId) {
            return yield* Effect.fail(invalidParameter(param, `File '${id}' belongs to another patient.`))
          }
          if (!file.attachable) {
            return yield* Effect.fail(
              invalidParameter(param, `File '${id}' is ${file.content_type}; attach a PDF or an image (PNG, JPEG).`)
            )
          }
        }
      })

    /** The references a write sends, each resolved within the company (404 naming the field). */
    const checkReferences = (companyId: string, patientId: string, write: PriorAuthorizationWrite) =>
      Effect.gen(function*() {
        if (write.patient_policy_id != null && Option.isNone(yield* policies.find(companyId, write.patient_policy_id))) {
          return yield* Effect.fail(notFound("patient policy", write.patient_policy_id, "patient_policy_id"))
        }
        if (write.payor_id != null) {
          const payor = yield* payors.get(companyId, write.payor_id).pipe(
            Effect.mapError(() => notFound("payor", write.payor_id!, "payor_id"))
          )
          if (payor.patient_id !== patientId) {
            return yield* Effect.fail(invalidParameter("payor_id", `Payor '${payor.id}' is another patient's coverage.`))
          }
        }
        yield* activeCredential(companyId, write.requesting_provider_id, "requesting_provider_id")
        yield* activeCredential(companyId, write.servicing_provider_id, "servicing_provider_id")
        yield* reference.requireActive(companyId, "location", write.servicing_location_id, "servicing_location_id")
        yield* reference.requireActive(companyId, "organization", write.organization_id, "organization_id")
        yield* checkFiles(companyId, patientId, write.file_ids)
      })

    const checkRecord = (companyId: string, record: PriorAuthorizationRecord) =>
      Effect.gen(function*() {
        const violation = recordViolation(record)
        if (violation !== undefined) return yield* Effect.fail(violationError(violation))
        if (record.external_id !== null) {
          const holders = (yield* repo.withExternalId(companyId, record.external_id)).filter((id) => id !== record.id)
          if (holders.length > 0) {
            return yield* Effect.fail(externalIdTaken({
              message: `Another prior authorization already has external_id '${record.external_id}'.`,
              param: "external_id"
            }))
          }
        }
      })

    /** The `vob` block after a write, opening the VOB when it is due (in the write's transaction). */
    const vobBlock = (caller: Caller, before: PriorAuthorizationRecord | undefined, after: PriorAuthorizationRecord, write: PriorAuthorizationWrite) =>
      Effect.gen(function*() {
        if (!reconsidersVob(before, after, write)) {
          if (after.request_vob || before === undefined || !before.request_vob) return after.vob
          return { ...notRequested, vob_id: before.vob.state === "requested" ? before.vob.vob_id : null }
        }
        const companyId = caller.companyId
        const specialties = vobSpecialtiesOf(after)
        const policy = after.patient_policy_id === null ? Option.none() : yield* policies.find(companyId, after.patient_policy_id)
        const openVobs = Option.isNone(policy)
          ? []
          : (yield* vobs.ofPolicy(companyId, policy.value.id)).filter((v) => OPEN_STATUSES.includes(v.status))
        const newest = openVobs[openVobs.length - 1]
        const decision = decideVob({
          requestVob: after.request_vob,
          patientPolicyId: after.patient_policy_id,
          specialties: specialties.length,
          policyOnPatient: Option.isSome(policy) && policy.value.patient_id === after.patient_id &&
            (yield* patients.exists(companyId, after.patient_id)),
          openVob: newest === undefined ? null : { id: newest.id, ours: newest.prior_authorization_id === after.id }
        })
        if (decision.state === "requested" || decision.state === "already_open") {
          if (decision.vobId !== null) return { state: decision.state, vob_id: decision.vobId, missing: [] }
          const vob = yield* opening.open(companyId, {
            policy: Option.getOrThrow(policy),
            specialties: yield* opening.resolveSpecialties(companyId, specialties, "vob_specialties"),
            priority: false,
            notes: null,
            priorAuthorizationId: after.id,
            createdBy: caller.userId,
            createdById: caller.userId ?? caller.via
          })
          return { state: "requested" as const, vob_id: vob.id, missing: [] }
        }
        return { state: decision.state, vob_id: null, missing: decision.missing }
      })

    const detail = (companyId: string, record: PriorAuthorizationRecord) =>
      Effect.gen(function*() {
        const vob = record.vob.vob_id === null ? Option.none() : yield* vobs.table.find(companyId, record.vob.vob_id)
        return {
          ...record,
          vob: {
            state: record.vob.state,
            vob: Option.match(vob, { onNone: () => null, onSome: (v) => ({ id: v.id, status: v.status }) }),
            missing: record.vob.missing
          }
        } satisfies PriorAuthorization
      })

    /** Creates the record in the caller's transaction (prior-authorization requests write it with the patient). */
    const createInTransaction = (caller: Caller, body: PriorAuthorizationCreate) =>
      Effect.gen(function*() {
        const companyId = caller.companyId
        const vobRequests = yield* vobRequestRelease(companyId, body)
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
        yield* vobRequestRelease(companyId, body)
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
    VobsRepo.Default,
    Releases.Default
  ]
}) {}
