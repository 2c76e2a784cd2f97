/**
 * Which of the company's insurances a submitted insurance names: by id, else by exact name (case
 * aside), else by payer id. Pure; several matches or none leave it unresolved.
 */
import type { ReferenceRecord } from "./ReferenceRecords.js"

type Insurance = ReferenceRecord<"insurance">

export type Resolution =
  | { readonly _tag: "Resolved"; readonly insurance: Insurance; readonly method: "insurance_id" | "name" | "payer_id" }
  | { readonly _tag: "Unresolved"; readonly reason: "not_found" | "ambiguous" | "inactive" | "missing" }

export const resolveInsurance = (
  insurances: ReadonlyArray<Insurance>,
  submitted: { readonly insurance_id?: string | undefined; readonly insurance_name?: string | undefined }
): Resolution => {
  if (submitted.insurance_id !== undefined) {
    const byId = insurances.find((i) => i.id === submitted.insurance_id)
    if (byId === undefined) return { _tag: "Unresolved", reason: "not_found" }
    return byId.is_active ? { _tag: "Resolved", insurance: byId, method: "insurance_id" } : { _tag: "Unresolved", reason: "inactive" }
  }
  const name = submitted.insurance_name?.trim().toLowerCase()
  if (name === undefined || name === "") return { _tag: "Unresolved", reason: "missing" }
  const active = insurances.filter((i) => i.is_active)
  for (const [method, matches] of [
    ["name", active.filter((i) => i.name.toLowerCase() === name)],
    ["payer_id", active.filter((i) => i.payer_id.toLowerCase() === name)]
  ] as const) {
    if (matches.length === 1) return { _tag: "Resolved", insurance: matches[0]!, method }
    if (matches.length > 1) return { _tag: "Unresolved", reason: "ambiguous" }
  }
  return { _tag: "Unresolved", reason: "not_found" }
}
