/**
 * A policy as a caller reads it, wherever one appears (the policy endpoints, a VOB's patient_policy): the
 * fields the company's releases show (card slots, latest_eligibility_check), as declared on `PatientPolicy`.
 */
import { releasedView } from "../Releases/ReleaseMembership.js"
import { PatientPolicy } from "./PatientPolicy.js"

export const policyView = releasedView(PatientPolicy)
