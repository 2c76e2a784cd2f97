/**
 * Opening VOBs: resolving requested specialties against the company's credentialing records, and
 * writing a new VOB with its vob_created event and autopilot steps. Shared by the create and
 * resolve operations and (later) by VOB requests.
 */
import { Effect, Option } from "effect"
import { ReferenceData } from "../Companies/ReferenceData.js"
import { makeActiveCredentialCheck } from "../Credentialing/ActiveCredential.js"
import type { NotFound } from "../Domain/Errors.js"
import { EventLog } from "../Events/EventLog.js"
import type { Specialty, SpecialtyInput } from "./Vob.js"
import { VobsRepo } from "./VobsRepo.js"
import { VobEffects } from "./VobEffects.js"
import { newVobRecord, type NewVob } from "./VobRecords.js"
import { VobWriter } from "./VobWriter.js"
import { RecordIds } from "../Companies/RecordIds.js"

export class VobOpening extends Effect.Service<VobOpening>()("vob-sandbox/VobOpening", {
  effect: Effect.gen(function*() {
    const ids = yield* RecordIds
    const repo = yield* VobsRepo
    const writer = yield* VobWriter
    const effects = yield* VobEffects
    const events = yield* EventLog
    const reference = yield* ReferenceData
    const activeCredential = yield* makeActiveCredentialCheck

    /** Each requested specialty with its credential (active, of this company) and the NPI stored with it. */
    const resolveSpecialties = (
      companyId: string,
      inputs: ReadonlyArray<SpecialtyInput>,
      param = "specialties"
    ): Effect.Effect<ReadonlyArray<Specialty>, NotFound> =>
      Effect.gen(function*() {
        const locations = yield* reference.list(companyId, "location")
        return yield* Effect.forEach(inputs, (input, index) =>
          Effect.gen(function*() {
            let credentialing: Specialty["credentialing"] = null
            if (input.credentialing_id !== undefined) {
              const record = yield* activeCredential(companyId, input.credentialing_id, `${param}.${index}.credentialing_id`)
              const location = locations.find((l) => l.id === record.location_id && l.is_active)
              credentialing = {
                id: record.id,
                name: record.name,
                npi: record.npi,
                tax_id: record.tax_id,
                ptan: null,
                location: location === undefined ? null : {
                  id: location.id,
                  name: location.name,
                  address: location.address,
                  address_2: location.address_2,
                  city: location.city,
                  state: location.state,
                  zip_code: location.zip_code
                },
                organization: null
              }
            }
            return {
              id: yield* ids.next(companyId, "vob_specialty"),
              service_type: input.service_type,
              credentialing_id: input.credentialing_id ?? null,
              npi: input.npi ?? credentialing?.npi ?? null,
              cpt_codes: input.cpt_codes ?? [],
              service_locations: input.service_locations ?? ["standard"],
              icd_codes: input.icd_codes ?? [],
              credentialing
            } satisfies Specialty
          }))
      })

    /** Writes a new pending VOB, in the caller's transaction: vob_created, and autopilot when the policy asks for it. */
    const open = (companyId: string, input: NewVob) =>
      Effect.gen(function*() {
        const at = yield* writer.now(companyId)
        const vob = newVobRecord(companyId, input, at, yield* ids.next(companyId, "vob"))
        yield* repo.table.insert(companyId, vob.id, vob)
        yield* events.emit(companyId, "vob_created", {
          vob: { id: vob.id },
          patient: { id: vob.patient_id },
          patient_policy: { id: vob.patient_policy_id },
          created_by: input.createdBy
        })
        yield* effects.scheduleAutopilot(companyId, vob, "created", at, Option.some(input.policy))
        return vob
      })

    /** The service's own comment on a VOB it opened (a request's notes): no vob_comment_created. */
    const serviceComment = (companyId: string, vobId: string, content: string) =>
      writer.addComment(companyId, vobId, { content, source: "service", by: null })

    return { resolveSpecialties, open, serviceComment } as const
  }),
  dependencies: [VobsRepo.Default, VobWriter.Default, VobEffects.Default, EventLog.Default]
}) {}
