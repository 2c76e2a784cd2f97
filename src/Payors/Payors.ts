/**
 * Payor records (a patient's coverage as verified) and their payor services, as the API reads and
 * creates them: by id with a field subset, a payor service, and the sandbox's payor on a patient. The
 * writes of batches and verifications are PayorUpserts.
 */
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { RecordIds } from "../Companies/RecordIds.js"
import { ReferenceData } from "../Companies/ReferenceData.js"
import { invalidParameter, missingParameter, notFound, type NotFound } from "../Domain/Errors.js"
import { resolveInsurance } from "../Domain/InsuranceResolution.js"
import { makeActivePatientCheck } from "../Patients/ActivePatient.js"
import { inTransaction } from "../Store/Transaction.js"
import { type Payor, payorFieldNames, type PayorInput, type PayorRecord } from "./Payor.js"
import { unresolvedMessage } from "./PayorResolution.js"
import type { PayorServiceCreate, PayorServiceRecord } from "./PayorService.js"
import { payorServicesOf, payorsTable, servicesTable } from "./PayorsRepo.js"
import { PayorUpserts } from "./PayorUpserts.js"

export class Payors extends Effect.Service<Payors>()("vob-sandbox/Payors", {
  effect: Effect.gen(function*() {
    const ids = yield* RecordIds
    const upserts = yield* PayorUpserts
    const { withRateIds } = upserts
    const sql = yield* SqlClient.SqlClient
    const payors = yield* payorsTable
    const services = yield* servicesTable
    const clock = yield* SandboxClock
    const reference = yield* ReferenceData
    const activePatient = yield* makeActivePatientCheck

    const servicesOf = yield* payorServicesOf

    const withRelations = (companyId: string, record: PayorRecord) =>
      Effect.gen(function*() {
        const insurance = yield* reference.get(companyId, "insurance", record.insurance_id)
        return {
          ...record,
          insurance: Option.getOrNull(insurance),
          services: yield* servicesOf(companyId, record.id)
        } satisfies Payor
      })

    const get = (companyId: string, id: string): Effect.Effect<Payor, NotFound> =>
      Effect.flatMap(payors.get(companyId, id), (record) => withRelations(companyId, record))

    /** The payor as JSON, restricted to `fields` (plus `id`) when given: 422 naming an unknown field. */
    const getFields = (companyId: string, id: string, fields: string | undefined) =>
      Effect.gen(function*() {
        const wanted = fields?.split(",").map((f) => f.trim()).filter((f) => f !== "")
        const unknown = wanted?.filter((f) => !payorFieldNames.includes(f))
        if (unknown !== undefined && unknown.length > 0) {
          return yield* Effect.fail(invalidParameter(
            "fields",
            `Unknown payor field${unknown.length > 1 ? "s" : ""} ${unknown.map((f) => `'${f}'`).join(", ")} in fields.`
          ))
        }
        const payor = yield* get(companyId, id)
        if (wanted === undefined || wanted.length === 0) return payor as Record<string, unknown>
        return Object.fromEntries(["id", ...wanted].map((f) => [f, payor[f as keyof Payor]]))
      })

    /** The sandbox's way to put a payor on a patient (as a verification would). */
    const createForPatient = (companyId: string, raw: { readonly patient_id: string } & PayorInput) =>
      Effect.gen(function*() {
        yield* activePatient(companyId, raw.patient_id)
        const insurances = yield* reference.list(companyId, "insurance")
        const resolution = resolveInsurance(insurances, raw)
        if (resolution._tag === "Unresolved") {
          const message = unresolvedMessage(resolution.reason, raw, insurances)
          if (resolution.reason === "missing") return yield* Effect.fail(missingParameter("insurance_id", message))
          if (raw.insurance_id === undefined) return yield* Effect.fail(invalidParameter("insurance_name", message))
          return yield* Effect.fail(
            resolution.reason === "not_found"
              ? notFound("insurance", raw.insurance_id, "insurance_id")
              : invalidParameter("insurance_id", message)
          )
        }
        const { patient_id, insurance_id: _, insurance_name: __, ...fields } = raw
        const record = yield* upserts.insert(companyId, patient_id, resolution.insurance.id, fields)
        return yield* withRelations(companyId, record)
      })

    const createService = (companyId: string, body: PayorServiceCreate) =>
      inTransaction(sql, Effect.gen(function*() {
        const payor = yield* payors.get(companyId, body.payor_id, "payor_id")
        const now = yield* clock.timestamp(companyId)
        const record: PayorServiceRecord = {
          ...body,
          location_rates: yield* withRateIds(companyId, body.location_rates),
          id: yield* ids.next(companyId, "payor_service"),
          created_at: now,
          updated_at: now,
          version: 1
        }
        yield* services.insert(companyId, record.id, record)
        return { ...record, payor }
      }))

    return { get, getFields, createForPatient, createService } as const
  }),
  dependencies: [PayorUpserts.Default]
}) {}

