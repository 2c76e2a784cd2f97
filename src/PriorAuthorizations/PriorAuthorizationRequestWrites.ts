/**
 * The writes of a prior-authorization request whose documents are extracted, in the request job's
 * transaction: the merged data validated, then the patient (selected, or matched or created), the policy,
 * the payor and the prior authorization with the files attached. Any refusal is the request's
 * validation_failed naming the field, and rolls all of it back.
 */
import { Effect, Option } from "effect"
import type { Caller } from "../Auth/CurrentCaller.js"
import { ReferenceData } from "../Companies/ReferenceData.js"
import type { ApiError } from "../Domain/Errors.js"
import { personConflict } from "../Domain/PersonIdentity.js"
import { Files } from "../Files/Files.js"
import type { EmbeddedPolicy, Patient } from "../Patients/Patient.js"
import { Patients } from "../Patients/Patients.js"
import { PayorUpserts } from "../Payors/PayorUpserts.js"
import { PatientPolicies } from "../Policies/PatientPolicies.js"
import { type IntakeFailed, validationFailed } from "../Intake/IntakeFailure.js"
import type { RequestError } from "../Domain/RequestRecord.js"
import type { PriorAuthorizationCreate } from "./PriorAuthorization.js"
import type { PriorAuthorizationRequestData } from "./PriorAuthorizationRequest.js"
import { PriorAuthorizations } from "./PriorAuthorizations.js"
import { priorAuthorizationsTable } from "./PriorAuthorizationsRepo.js"
import { ambiguousProviders, combineExtractions, type DataObject, mergedDataProblems, mergeRequestData } from "./RequestDataMerge.js"

type Field = RequestError["fields"][number]

/** A rule of the record's creation refused the merged data: the request's validation_failed, naming the field. */
const refused = (error: ApiError, prefix = ""): IntakeFailed => {
  const path = `${prefix}${error.param ?? ""}` || "data"
  const code = error.code === "resource_not_found" ? "not_found" : error.code
  return validationFailed("The merged data cannot make a prior authorization.", [{ path, code, message: error.message }])
}

const defined = <A extends object>(value: A): Partial<A> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as Partial<A>

export class PriorAuthorizationRequestWrites extends Effect.Service<PriorAuthorizationRequestWrites>()(
  "vob-sandbox/PriorAuthorizationRequestWrites",
  {
    effect: Effect.gen(function*() {
      const records = yield* priorAuthorizationsTable
      const files = yield* Files
      const patients = yield* Patients
      const policies = yield* PatientPolicies
      const payors = yield* PayorUpserts
      const reference = yield* ReferenceData
      const priorAuthorizations = yield* PriorAuthorizations

      /** The selected patient (still active; the documents must not name another person), or the one matched or created. */
      const patientOf = (caller: Caller, data: PriorAuthorizationRequestData, extracted: DataObject) =>
        Effect.gen(function*() {
          if (data.patient_id != null) {
            const patient = yield* Effect.mapError(patients.get(caller.companyId, data.patient_id), () =>
              validationFailed("The selected patient is not an active patient.", [
                { path: "patient_id", code: "not_found", message: `Patient '${data.patient_id}' is not an active patient.` }
              ]))
            const documented = extracted.patient_data as PriorAuthorizationRequestData["patient_data"]
            const conflict = documented == null ? undefined : personConflict(patient, documented)
            if (conflict !== undefined) {
              return yield* Effect.fail(validationFailed(conflict.message, [
                { path: `patient_data.${conflict.field === "name" ? "last_name" : "date_of_birth"}`, code: "other_person", message: conflict.message }
              ]))
            }
            return patient
          }
          const sent = data.patient_data ?? {}
          const outcome = yield* patients.upsertInTransaction(caller, defined(sent), "prior_authorization_request").pipe(
            // The polled resource carries no patient data: the error names fields, never the values.
            Effect.mapError((error) =>
              validationFailed(
                "No patient could be matched or created from patient_data.",
                (error.dropped_fields ?? [error.param ?? ""]).map((field): Field => ({
                  path: `patient_data${field === "" ? "" : `.${field}`}`,
                  code: "unusable",
                  message: `patient_data${field === "" ? "" : `.${field}`} is not usable.`
                }))
              ))
          )
          return outcome.patient
        })

      /** Documents associated with a patient must belong to the patient finally selected. */
      const checkFileOwners = (companyId: string, patient: Patient, fileIds: ReadonlyArray<string>) =>
        Effect.forEach(fileIds, (fileId, i) =>
          Effect.flatMap(Effect.option(files.get(companyId, fileId)), (file) =>
            Option.isSome(file) && file.value.patient_id !== null && file.value.patient_id !== patient.id
              ? Effect.fail(validationFailed("A document belongs to another patient.", [
                { path: `file_ids.${i}`, code: "other_patient", message: `File '${fileId}' belongs to another patient.` }
              ]))
              : Effect.void), { discard: true })

      const policyOf = (caller: Caller, patient: Patient, data: PriorAuthorizationRequestData) =>
        Effect.gen(function*() {
          if (data.patient_policy_id != null || data.policy_data == null) return data.patient_policy_id ?? null
          const [outcome] = yield* policies.applyEmbedded(caller, patient.id, [defined(data.policy_data) as EmbeddedPolicy]).pipe(Effect.mapError((error) => refused(error, "policy_data.")))
          if (outcome!.policy_id === null) {
            return yield* Effect.fail(validationFailed("policy_data matches no policy of the patient and makes none.", [
              { path: "policy_data", code: outcome!.reason ?? "skipped", message: `policy_data was not stored (${outcome!.reason}).` }
            ]))
          }
          return outcome!.policy_id
        })

      const payorOf = (companyId: string, patient: Patient, data: PriorAuthorizationRequestData) =>
        Effect.gen(function*() {
          if (data.payor_id != null || data.payor_data == null) return data.payor_id ?? null
          const insuranceId = data.payor_data.insurance_id
          if (insuranceId == null) {
            return yield* Effect.fail(validationFailed("payor_data needs an insurance.", [
              { path: "payor_data.insurance_id", code: "required", message: "payor_data.insurance_id is required to match or create a payor." }
            ]))
          }
          yield* Effect.mapError(reference.requireActive(companyId, "insurance", insuranceId, "insurance_id"), (e) => refused(e, "payor_data."))
          const memberId = data.payor_data.member_id
          const { payorId } = yield* payors.upsertAt(companyId, patient.id, insuranceId, memberId == null ? {} : { insured_member_id: memberId })
            .pipe(Effect.mapError((e) => refused(e, "payor_data.")))
          return payorId
        })

      /** Files of the record a request copies from, then the request's documents (each once). */
      const filesOf = (companyId: string, data: PriorAuthorizationRequestData, fileIds: ReadonlyArray<string>) =>
        Effect.gen(function*() {
          const source = data.copy_files_from_prior_authorization_id
          if (source == null) return fileIds
          const found = yield* records.find(companyId, source)
          if (Option.isNone(found)) {
            return yield* Effect.fail(validationFailed("The prior authorization to copy files from is not an active one.", [
              { path: "copy_files_from_prior_authorization_id", code: "not_found", message: `Prior authorization '${source}' was not found.` }
            ]))
          }
          return [...new Set([...found.value.file_ids, ...fileIds])]
        })

      /** Every write of the request, in the request job's transaction: any failure rolls all of them back. */
      const write = (caller: Caller, fileIds: ReadonlyArray<string>, sentData: DataObject, documents: ReadonlyArray<DataObject>) =>
        Effect.gen(function*() {
          const { companyId } = caller
          const extracted = combineExtractions(documents)
          const merged = mergeRequestData(extracted, sentData)
          const problems = [...ambiguousProviders(documents, sentData), ...mergedDataProblems(merged)]
          if (problems.length > 0) {
            return yield* Effect.fail(validationFailed("The merged data cannot make a prior authorization.", [...problems]))
          }
          const data = merged as PriorAuthorizationRequestData
          const patient = yield* patientOf(caller, data, extracted)
          yield* checkFileOwners(companyId, patient, fileIds)
          const body: PriorAuthorizationCreate = {
            patient_id: patient.id,
            patient_policy_id: yield* policyOf(caller, patient, data),
            payor_id: yield* payorOf(companyId, patient, data),
            file_ids: yield* filesOf(companyId, data, fileIds),
            ...defined({
              service: data.service,
              requesting_provider_id: data.requesting_provider_id,
              servicing_provider_id: data.servicing_provider_id,
              servicing_location_id: data.servicing_location_id,
              organization_id: data.organization_id,
              notes: data.notes,
              external_id: data.external_id,
              scheduled_submission_date: data.scheduled_submission_date
            })
          }
          const record = yield* priorAuthorizations.createInTransaction(caller, body).pipe(Effect.mapError((e) => refused(e)))
          return record.id
        })

      return { write } as const
    }),
    dependencies: [Files.Default, Patients.Default, PatientPolicies.Default, PayorUpserts.Default, PriorAuthorizations.Default]
  }
) {}
