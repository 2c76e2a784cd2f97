/**
 * The payor writes that verifications and batches make: a patient's payor created or updated at an
 * insurance and responsibility (`upsertAt`), the payor and services a completed VOB verified
 * (`recordVerification`), and the payors of a patient batch item (`upsertFromBatch`).
 */
import { SqlClient } from "@effect/sql"
import { Effect, Either, Schema } from "effect"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { RecordIds } from "../Companies/RecordIds.js"
import { ReferenceData } from "../Companies/ReferenceData.js"
import { stableUuid } from "../Domain/StableId.js"
import { validationFailedOf } from "../Domain/ValidationFailure.js"
import { type PayorBatchResult, PayorInput, PayorRecord, payorWritableFields } from "./Payor.js"
import { invalidPayor, planPayor } from "./PayorResolution.js"
import { PayorServiceCreate, type PayorServiceRecord } from "./PayorService.js"
import { payorServicesOf, payorsTable, servicesTable } from "./PayorsRepo.js"

const decodeInput = Schema.decodeUnknownEither(PayorInput)
const decodeService = Schema.decodeSync(PayorServiceCreate)
const writableKeys = Object.keys(payorWritableFields) as Array<keyof typeof payorWritableFields>

/** Only the keys the caller sent (decoding fills defaults for the rest, which must not overwrite). */
const sentFields = (raw: unknown, decoded: PayorInput) =>
  Object.fromEntries(
    writableKeys.filter((k) => typeof raw === "object" && raw !== null && k in raw).map((k) => [k, decoded[k]])
  ) as Partial<PayorRecord>

export class PayorUpserts extends Effect.Service<PayorUpserts>()("vob-sandbox/PayorUpserts", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const ids = yield* RecordIds
    const payors = yield* payorsTable
    const services = yield* servicesTable
    const clock = yield* SandboxClock
    const reference = yield* ReferenceData

    const servicesOf = yield* payorServicesOf

    /** Location rates, each with an id (a rate sent without one gets the company's next). */
    const withRateIds = <Rate extends { readonly id?: string | null | undefined }>(
      companyId: string,
      rates: ReadonlyArray<Rate> | null | undefined
    ) =>
      rates == null ? Effect.succeed(null) : Effect.forEach(rates, (rate) =>
        rate.id == null
          ? Effect.map(ids.next(companyId, "location_rate"), (id) => ({ ...rate, id }))
          : Effect.succeed({ ...rate, id: rate.id }))

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
        const { outcome, payorId } = yield* upsertAt(companyId, input.patientId, input.insuranceId, input.fields)
        // A payor created here has no services yet (a first completion): nothing to read.
        const existing = outcome === "created" ? [] : yield* servicesOf(companyId, payorId)
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

    return { insert, withRateIds, upsertAt, recordVerification, upsertFromBatch } as const
  })
}) {}
