/** What a prior authorization's write must hold: its references within the company, its files, its rules. */
import { Effect, Option } from "effect"
import { ReferenceData } from "../Companies/ReferenceData.js"
import { makeActiveCredentialCheck } from "../Credentialing/ActiveCredential.js"
import { externalIdTaken, invalidParameter, invalidState, notFound } from "../Domain/Errors.js"
import { Files } from "../Files/Files.js"
import { Payors } from "../Payors/Payors.js"
import { PolicyReads } from "../Policies/PolicyReads.js"
import type { PriorAuthorizationRecord, PriorAuthorizationWrite } from "./PriorAuthorization.js"
import { recordViolation, type RuleViolation } from "./PriorAuthorizationRules.js"
import { PriorAuthorizationsRepo } from "./PriorAuthorizationsRepo.js"

export const violationError = (violation: RuleViolation) =>
  violation.conflict === true
    ? invalidState(violation.message, undefined, violation.param)
    : invalidParameter(violation.param, violation.message)

export const priorAuthorizationChecks = Effect.gen(function*() {
  const repo = yield* PriorAuthorizationsRepo
  const reference = yield* ReferenceData
  const files = yield* Files
  const payors = yield* Payors
  const policies = yield* PolicyReads
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

  return { checkReferences, checkRecord } as const
})
