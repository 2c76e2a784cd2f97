/** Which stage moves announce that a patient's insurance is being verified. Pure. */
import type { ReferenceRecord } from "../Domain/ReferenceRecords.js"

type Stage = ReferenceRecord<"workflow_stage">

/** How a patient entered a stage: created in it, moved by staff or a patient write, or moved by a VOB request. */
export type StageEntry = "created" | "moved" | "vob_request"

/**
 * patient_insurance_verification (spec, Events): entering the Insurance Verification stage, created
 * in it or moved into it from whatever stage; or a VOB request's move to Needs VOB when that stage
 * verifies insurance. Other moves, also into other stages that verify insurance, send nothing.
 */
export const sendsInsuranceVerification = (next: Stage, via: StageEntry): boolean =>
  next.key === "insurance_verification" || (via === "vob_request" && next.key === "needs_vob" && next.verifies_insurance)
