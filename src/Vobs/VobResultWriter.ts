/**
 * A VOB's result as written: generated (deterministic per VOB) or given by staff, and recorded where
 * the rest of the API reads it too: the patient's payor for the policy's insurance and tier with one
 * payor service per verified service type, and the policy's current version.
 */
import { Effect, Option } from "effect"
import type { Caller } from "../Auth/CurrentCaller.js"
import { benefitAmountNames } from "../Domain/BenefitAmounts.js"
import { toIsoDate } from "../Domain/Scalars.js"
import { PayorUpserts } from "../Payors/PayorUpserts.js"
import { PatientPolicies } from "../Policies/PatientPolicies.js"
import type { PatientPolicy } from "../Policies/PatientPolicy.js"
import type { VobRecord } from "./Vob.js"
import { generateResult, type VobResult, type WrittenResult } from "./VobResult.js"
import type { Now } from "./VobWriter.js"
import { shapeResult } from "./TestMemberResults.js"
import { parseTestMember } from "./TestMembers.js"
import { RecordIds } from "../Companies/RecordIds.js"

/** The payor service a verified service becomes, one location rate per requested service location. */
const payorServiceOf = (vob: VobRecord, service: WrittenResult["services"][number], at: Now) => {
  const specialty = vob.specialties.find((s) => s.id === service.specialty_id)
  const both = <V>(name: string, value: V) => ({ [`${name}_in_network`]: value, [`${name}_out_network`]: value })
  return {
    service_type: service.service_type,
    verification_benefits_status: "completed" as const,
    verification_dates: [at.iso],
    verification_benefits_comment: service.comment,
    location_rates: (specialty?.service_locations ?? ["standard"]).map((location) => ({
      service_location: location,
      covered_in_network: service.covered_in_network,
      copay_in_network: service.copay_in_network,
      co_insurance_in_network: service.co_insurance_in_network,
      covered_out_network: service.covered_out_network,
      copay_out_network: service.copay_out_network,
      co_insurance_out_network: service.co_insurance_out_network,
      ...both("auth_required", service.auth_required),
      ...both("deductible_apply", service.deductible_apply),
      ...both("visit_limit", service.visit_limit),
      ...both("visit_limit_remaining", service.visit_limit_remaining)
    }))
  }
}

/** The deductible and out-of-pocket amounts, as payors and policy versions carry them. */
const amountsOf = (written: WrittenResult) => Object.fromEntries(benefitAmountNames.map((name) => [name, written[name]]))

export class VobResultWriter extends Effect.Service<VobResultWriter>()("vob-sandbox/VobResultWriter", {
  effect: Effect.gen(function*() {
    const ids = yield* RecordIds
    const payors = yield* PayorUpserts
    const policies = yield* PatientPolicies

    /**
     * The result as written: the payor and its services, and the policy's current version. `held`: the
     * VOB's policy as the caller read it in the same transaction, else read here.
     */
    const record = (
      companyId: string,
      vob: VobRecord,
      written: WrittenResult,
      previous: VobResult | null,
      at: Now,
      held?: Option.Option<PatientPolicy>
    ) =>
      Effect.gen(function*() {
        const policy = held ?? (yield* policies.find(companyId, vob.patient_policy_id))
        let payorId: string | null = previous?.payor_id ?? null
        let services = written.services
        if (Option.isSome(policy)) {
          const { insurance_id, coverage_tier, member_number } = policy.value
          const recorded = yield* payors.recordVerification(companyId, {
            patientId: vob.patient_id,
            insuranceId: insurance_id,
            fields: {
              payor_responsibility: coverage_tier,
              insured_member_id: member_number,
              group_number: written.group_number,
              plan_name: written.plan_name,
              plan_type: written.plan_type,
              plan_funding_type: written.plan_funding_type,
              plan_renewal_date_type: written.plan_renewal_date_type,
              provider_network_status: written.provider_network_status,
              coverage_from: written.coverage_from,
              coverage_to: written.coverage_to,
              deductible_apply_to_oop: written.deductible_apply_to_oop,
              eligibility_check_status: written.eligibility_status,
              eligibility_check_date: at.iso,
              ...amountsOf(written)
            },
            services: written.services.map((service) => payorServiceOf(vob, service, at))
          })
          payorId = recorded.payorId
          services = written.services.map((service, i) => ({ ...service, payor_service_id: recorded.services[i]?.id ?? null }))
          const caller: Caller = { companyId, via: "api_key", userId: null }
          yield* policies.writeCurrentVersion(caller, policy.value.id, {
            billing_credentialing_id: vob.specialties.find((s) => s.credentialing_id !== null)?.credentialing_id ?? null,
            provider_network_status: written.provider_network_status,
            plan_funding_type: written.plan_funding_type,
            plan_renewal_date_type: written.plan_renewal_date_type,
            benefit_period_end_date: written.coverage_to,
            deductible_apply_to_oop: written.deductible_apply_to_oop,
            eligibility_check_status: written.eligibility_status,
            eligibility_check_date: at.iso,
            ai_summary: null,
            ai_summary_generated_at: null,
            // The spec's current version lists payor services: the ones this verification wrote.
            services: recorded.services,
            ...amountsOf(written)
          }).pipe(Effect.catchTag("NotFound", () => Effect.void))
        }
        const result: VobResult = {
          ...written,
          services,
          id: previous?.id ?? (yield* ids.next(companyId, "vob_result")),
          created_at: previous?.created_at ?? at.iso,
          updated_at: at.iso,
          payor_id: payorId,
          // A corrected result keeps the summary it had until the new one is written.
          ai_summary: previous?.ai_summary ?? null,
          ai_summary_generated_at: previous?.ai_summary_generated_at ?? null
        }
        return result
      })

    /** A plausible result for the VOB, given its policy; a test member policy's shapes (SBX-...-OON...) set parts of it. */
    const generated = (vob: VobRecord, policy: Option.Option<PatientPolicy>, at: Now) => {
      const base = generateResult(
        vob.id,
        vob.specialties.map((s) => ({ service_type: s.service_type, specialty_id: s.id })),
        {
          plan_name: Option.getOrNull(Option.flatMap(policy, (p) => Option.fromNullable(p.plan_name))),
          group_number: Option.getOrNull(Option.flatMap(policy, (p) => Option.fromNullable(p.group_number))),
          today: toIsoDate(at.ms)
        }
      )
      const member = Option.isSome(policy) ? parseTestMember(policy.value.member_number) : null
      return member === null ? base : shapeResult(base, member.shape)
    }

    return { generated, record } as const
  }),
  dependencies: [PayorUpserts.Default, PatientPolicies.Default]
}) {}
