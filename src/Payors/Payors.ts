/**
 * Payor records (a patient's coverage as verified) and their payor services: created from batch
 * items' `payors` (and, later, from completed VOB results), read by id with a field subset.
 */
import { SqlClient } from "@effect/sql"
import { Effect, Either, Option, Schema } from "effect"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { ReferenceData } from "../Companies/ReferenceData.js"
import { invalidParameter, missingParameter, notFound, type NotFound } from "../Domain/Errors.js"
import { stableUuid } from "../Domain/StableId.js"
import { validationFailedOf } from "../Domain/ValidationFailure.js"
import { makeActivePatientCheck } from "../Patients/ActivePatient.js"
import { resolveInsurance } from "../Domain/InsuranceResolution.js"
import { invalidPayor, planPayor, unresolvedMessage } from "./PayorResolution.js"
import {
  type Payor,
  type PayorBatchResult,
  payorFieldNames,
  PayorInput,
  PayorRecord,
  payorWritableFields
} from "./Payor.js"
import { PayorServiceCreate, PayorServiceRecord } from "./PayorService.js"
import { payorsTable, servicesTable } from "./PayorsRepo.js"
import { inTransaction } from "../Store/Transaction.js"
import { RecordIds } from "../Companies/RecordIds.js"

const decodeInput = Schema.decodeUnknownEither(PayorInput)
const decodeService = Schema.decodeSync(PayorServiceCreate)
const writableKeys = Object.keys(payorWritableFields) as Array<keyof typeof payorWritableFields>

/** Only the keys the caller sent (decoding fills defaults for the rest, which must not overwrite). */
const sentFields = (raw: unknown, decoded: PayorInput) =>
  Object.fromEntries(
    writableKeys.filter((k) => typeof raw === "object" && raw !== null && k in raw).map((k) => [k, decoded[k]])
  ) as Partial<PayorRecord>

export class Payors extends Effect.Service<Payors>()("vob-sandbox/Payors", {
  effect: Effect.gen(function*() {
    const ids = yield* RecordIds
    /** Location rates, each with an id (a rate sent without one gets the company's next). */
    const withRateIds = <Rate extends { readonly id?: string | null | undefined }>(
      companyId: string,
      rates: ReadonlyArray<Rate> | null | undefined
    ) =>
      rates == null ? Effect.succeed(null) : Effect.forEach(rates, (rate) =>
        rate.id == null
          ? Effect.map(ids.next(companyId, "location_rate"), (id) => ({ ...rate, id }))
          : Effect.succeed({ ...rate, id: rate.id }))
    const sql = yield* SqlClient.SqlClient
    const payors = yield* payorsTable
    const services = yield* servicesTable
    const clock = yield* SandboxClock
    const reference = yield* ReferenceData
    const activePatient = yield* makeActivePatientCheck

    const servicesOf = (companyId: string, payorId: string) =>
      services.list(companyId, { page: 1, limit: 1000 }, [sql`payor_id = ${payorId}`]).pipe(Effect.map((l) => l.data))

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

    /** A new payor record, not stored yet. */
    const newRecord = (companyId: string, patientId: string, insuranceId: string, fields: Partial<PayorRecord>) =>
      Effect.gen(function*() {
        const now = yield* clock.timestamp(companyId)
        return Schema.decodeUnknownSync(PayorRecord)({
          ...fields,
          id: yield* ids.next(companyId, "payor"),
          created_at: now,
          updated_at: now,
          patient_id: patientId,
          insurance_id: insuranceId,
          version: 1
        })
      })

    const insert = (companyId: string, patientId: string, insuranceId: string, fields: Partial<PayorRecord>) =>
      Effect.tap(newRecord(companyId, patientId, insuranceId, fields), (record) => payors.insert(companyId, record.id, record))

    /** Creates the patient's payor for this insurance and responsibility, or updates the one there. */
    const upsertAt = (companyId: string, patientId: string, insuranceId: string, fields: Partial<PayorRecord>) =>
      Effect.gen(function*() {
        // One statement (a page of the list would count them first): the oldest one there.
        const existing = (yield* payors.all(companyId, [
          sql`patient_id = ${patientId}`,
          sql`payor_responsibility = ${fields.payor_responsibility ?? "primary"}`,
          sql`insurance_id = ${insuranceId}`
        ]))[0]
        if (existing === undefined) {
          const created = yield* insert(companyId, patientId, insuranceId, fields)
          return { outcome: "created", payorId: created.id } as const
        }
        const now = yield* clock.timestamp(companyId)
        const { changed } = yield* payors.update(companyId, existing.id, {}, (current) => {
          const next = { ...current, ...fields }
          return Effect.succeed(JSON.stringify(next) === JSON.stringify(current) ? current : { ...next, updated_at: now })
        })
        return { outcome: changed ? "updated" : "unchanged", payorId: existing.id } as const
      })

    /**
     * What a completed verification writes: the patient's payor for the insurance and responsibility,
     * and one payor service per verified service type (updating the payor's service of that type).
     */
    const recordVerification = (
      companyId: string,
      input: {
        readonly patientId: string
        readonly insuranceId: string
        readonly fields: Partial<PayorRecord>
        /** Services as a writer sends them (defaults applied here). */
        readonly services: ReadonlyArray<Omit<typeof PayorServiceCreate.Encoded, "payor_id">>
      }
    ) =>
      Effect.gen(function*() {
        const { payorId } = yield* upsertAt(companyId, input.patientId, input.insuranceId, input.fields)
        const existing = yield* servicesOf(companyId, payorId)
        const now = yield* clock.timestamp(companyId)
        const written: Array<PayorServiceRecord> = []
        for (const service of input.services) {
          const decoded = decodeService({ ...service, payor_id: payorId })
          const fields = {
            ...decoded,
            location_rates: yield* withRateIds(companyId, decoded.location_rates)
          }
          const same = existing.find((s) => s.service_type === service.service_type)
          if (same === undefined) {
            const id = yield* ids.next(companyId, "payor_service")
            const record: PayorServiceRecord = { ...fields, id, created_at: now, updated_at: now, version: 1 }
            yield* services.insert(companyId, record.id, record)
            written.push(record)
          } else {
            const { after } = yield* services.update(companyId, same.id, {}, (current) => Effect.succeed({ ...current, ...fields, updated_at: now }))
            written.push(after)
          }
        }
        return { payorId, services: written }
      }).pipe(Effect.catchTag("NotFound", Effect.die))

    /**
     * The payors of a batch item, in order: each resolves its insurance, then is created or updates the
     * patient's payor at that insurance and responsibility. A patient the item created holds no payor
     * but those made here (nobody else sees it before it commits): those are stored together in one
     * statement, unless two of the item's payors name the same place (the second then updates the first).
     */
    const upsertFromBatch = (
      companyId: string,
      patientId: string,
      raws: ReadonlyArray<unknown>,
      createdPatient: boolean
    ): Effect.Effect<Array<PayorBatchResult>> =>
      Effect.gen(function*() {
        const results: Array<PayorBatchResult> = []
        if (raws.length === 0) return results
        const insurances = yield* reference.list(companyId, "insurance")
        const coverageChainId = stableUuid(companyId, patientId, "coverage_chain")
        const unstored = payors.heldInserts(companyId)
        for (const raw of raws) {
          const decoded = decodeInput(raw)
          if (Either.isLeft(decoded)) {
            // Worded like the API's 422 bodies: the first offending field and what it must be.
            results.push(invalidPayor(raw, validationFailedOf(decoded.left.issue).message))
            continue
          }
          const input = decoded.right
          const plan = planPayor(insurances, raw, input, coverageChainId)
          if (plan._tag === "Settled") {
            results.push(plan.result)
            continue
          }
          const fields = sentFields(raw, input)
          const responsibility = fields.payor_responsibility ?? "primary"
          const taken = unstored.held().some((p) => p.insurance_id === plan.insuranceId && p.payor_responsibility === responsibility)
          if (createdPatient && !taken) {
            const record = yield* newRecord(companyId, patientId, plan.insuranceId, fields)
            unstored.add(record.id, record)
            results.push({ ...plan.result, outcome: "created", payor_id: record.id })
            continue
          }
          yield* unstored.flush
          const { outcome, payorId } = yield* upsertAt(companyId, patientId, plan.insuranceId, fields)
          results.push({ ...plan.result, outcome, payor_id: payorId })
        }
        yield* unstored.flush
        return results
      }).pipe(Effect.catchAll(Effect.die))

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
        const record = yield* insert(companyId, patient_id, resolution.insurance.id, fields)
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

    return { get, getFields, upsertFromBatch, createForPatient, createService, recordVerification, upsertAt } as const
  })
}) {}

