/**
 * A prior-authorization request's `data` over the values extracted from its documents, as one pure
 * module (issue 8's merge rules, in order):
 * 1 omitted fields keep extracted values; 2 explicit values override; 3 nested objects (patient_data,
 * policy_data, payor_data, service) merge field by field; 4 arrays replace; 5 explicit null clears,
 * and clearing a required value fails validation; 6 patient_id replaces extracted patient_data and
 * patient_policy_id replaces extracted policy_data (payor_id likewise payor_data); sending both of a
 * pair is refused at submission; 7 documents naming different providers for one role need an
 * explicit id. Several documents combine first (`combineExtractions`: file order, first value wins).
 * Values are plain JSON: "omitted" is a missing key, "cleared" an explicit null.
 */
import { hasName } from "../Domain/PersonName.js"

export type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [key: string]: Json }
export type DataObject = { readonly [key: string]: Json }

/** The objects whose fields merge one by one; every other value is replaced whole. */
const NESTED_FIELDS = ["patient_data", "policy_data", "payor_data", "service"] as const

/** An id that selects a record, and the extracted object it replaces. */
export const SELECTION_PAIRS = [
  ["patient_id", "patient_data"],
  ["patient_policy_id", "policy_data"],
  ["payor_id", "payor_data"]
] as const

const isObject = (value: Json | undefined): value is DataObject =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** Rules 1–4: sent over extracted, field by field inside the nested objects. */
const overlay = (extracted: DataObject, sent: DataObject, nested: ReadonlySet<string>): DataObject => {
  const merged: Record<string, Json> = { ...extracted }
  for (const [key, value] of Object.entries(sent)) {
    const base = extracted[key]
    merged[key] = nested.has(key) && isObject(value) && isObject(base) ? overlay(base, value, new Set()) : value
  }
  return merged
}

/** The pair the caller sent both halves of (refused at submission), if any. */
export const bothOfAPair = (sent: DataObject): typeof SELECTION_PAIRS[number] | undefined =>
  SELECTION_PAIRS.find(([id, data]) => sent[id] != null && sent[data] != null)

export const mergeRequestData = (extracted: DataObject, sent: DataObject): DataObject => {
  // Rule 6: a selected record replaces what the documents say about it.
  const kept: Record<string, Json> = { ...extracted }
  for (const [id, data] of SELECTION_PAIRS) if (sent[id] != null) delete kept[data]
  return overlay(kept, sent, new Set(NESTED_FIELDS))
}

interface FieldProblem {
  readonly path: string
  readonly code: "required" | "invalid" | "ambiguous"
  readonly message: string
}

const present = (value: Json | undefined) =>
  value !== undefined && value !== null && !(typeof value === "string" && value.trim() === "") &&
  !(Array.isArray(value) && value.length === 0)

/**
 * Rule 5's other half: what a prior authorization cannot be created without, checked on the merged
 * data (so a value the caller cleared, or one no document gave, is named here): a patient (selected,
 * or named with a date of birth), and a service with at least one service type and dates in order.
 */
export const mergedDataProblems = (data: DataObject): ReadonlyArray<FieldProblem> => {
  const problems: Array<FieldProblem> = []
  const required = (path: string, message: string) => problems.push({ path, code: "required", message })
  if (!present(data.patient_id)) {
    const patient = isObject(data.patient_data) ? data.patient_data : {}
    for (const field of ["first_name", "last_name", "date_of_birth"] as const) {
      // A name must hold a letter or digit of some script (the upsert's rule), not only punctuation.
      const value = patient[field]
      if (!present(value) || (field !== "date_of_birth" && !(typeof value === "string" && hasName(value)))) {
        required(`patient_data.${field}`, `patient_data.${field} is required when no patient_id selects the patient.`)
      }
    }
  }
  const service = isObject(data.service) ? data.service : {}
  if (!present(service.service_type_codes)) {
    required("service.service_type_codes", "service.service_type_codes needs at least one service type.")
  }
  const { end_date, start_date } = service
  if (typeof start_date === "string" && typeof end_date === "string" && end_date < start_date) {
    problems.push({ path: "service.end_date", code: "invalid", message: "service.end_date must not be before service.start_date." })
  }
  return problems
}

// --- Several documents, and the provider rule ----------------------------------------------------

/** Null extracted is "not found on the document": it gives no value (it never clears another document's). */
const withoutNulls = (data: DataObject): DataObject =>
  Object.fromEntries(
    Object.entries(data)
      .filter(([, value]) => value !== null)
      .map(([key, value]) => [key, isObject(value) ? withoutNulls(value) : value])
  )

/**
 * The values of several documents, in file order: the first document giving a field wins (field by
 * field inside the nested objects), and a selection one document makes (patient_id, ...) replaces
 * what later documents say about that record (rule 6 between documents).
 */
export const combineExtractions = (documents: ReadonlyArray<DataObject>): DataObject =>
  documents.map(withoutNulls).reduceRight<DataObject>((later, earlier) => mergeRequestData(later, earlier), {})

/** The provider ids a document may name. */
const PROVIDER_FIELDS = ["requesting_provider_id", "servicing_provider_id"] as const

/**
 * Rule 7: provider ids resolve only within the company (checked when the record is written), and an
 * ambiguous match needs an explicit id: documents naming different providers for one role are a
 * problem unless the request's data sends that id (or null).
 */
export const ambiguousProviders = (documents: ReadonlyArray<DataObject>, sent: DataObject): ReadonlyArray<FieldProblem> =>
  PROVIDER_FIELDS.flatMap((field) => {
    if (field in sent) return []
    const named = new Set(documents.map((d) => d[field]).filter((v): v is string => typeof v === "string"))
    return named.size > 1
      ? [{
        path: field,
        code: "ambiguous" as const,
        message: `The documents name ${named.size} different providers as ${field}; send ${field} to choose one.`
      }]
      : []
  })
