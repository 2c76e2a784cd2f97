/** A prior-authorization request's data over extracted values: one test per merge rule. */
import { describe, expect, it } from "vitest"
import { ambiguousProviders, bothOfAPair, combineExtractions, mergedDataProblems, mergeRequestData } from "../src/PriorAuthorizations/RequestDataMerge.js"

const extracted = {
  patient_data: { first_name: "Riley", last_name: "Chen", date_of_birth: "1985-04-12" },
  policy_data: { insurance_name: "Aetna", member_number: "W1" },
  service: {
    specialty: "psychotherapy",
    service_type_codes: ["psychotherapy"],
    start_date: "2030-02-01",
    end_date: "2030-05-01",
    cpt_codes: [{ code: "90834", units: "12" }],
    requested_visits: 12
  },
  notes: "Extracted from the referral."
}

describe("mergeRequestData", () => {
  it("rule 1: omitted fields keep extracted values", () => {
    expect(mergeRequestData(extracted, {})).toEqual(extracted)
  })

  it("rule 2: explicit values override", () => {
    expect(mergeRequestData(extracted, { notes: "Caller's note" }).notes).toBe("Caller's note")
  })

  it("rule 3: nested objects merge field by field", () => {
    const merged = mergeRequestData(extracted, { service: { requested_visits: 20 }, patient_data: { first_name: "Rylee" } })
    expect(merged.service).toEqual({ ...extracted.service, requested_visits: 20 })
    expect(merged.patient_data).toEqual({ ...extracted.patient_data, first_name: "Rylee" })
  })

  it("rule 4: arrays replace (no element-wise merge)", () => {
    const merged = mergeRequestData(extracted, { service: { cpt_codes: [{ code: "90837", units: "4" }] } }) as any
    expect(merged.service.cpt_codes).toEqual([{ code: "90837", units: "4" }])
  })

  it("rule 5: explicit null clears, at the top and inside a nested object", () => {
    const merged = mergeRequestData(extracted, { notes: null, service: { end_date: null } }) as any
    expect(merged.notes).toBeNull()
    expect(merged.service.end_date).toBeNull()
    expect(merged.service.start_date).toBe("2030-02-01")
  })

  it("rule 5: clearing a required value fails validation, naming the field", () => {
    expect(mergedDataProblems(mergeRequestData(extracted, {}))).toEqual([])
    expect(mergedDataProblems(mergeRequestData(extracted, { service: { service_type_codes: null } }))).toEqual([
      expect.objectContaining({ path: "service.service_type_codes", code: "required" })
    ])
    expect(mergedDataProblems(mergeRequestData(extracted, { patient_data: { date_of_birth: null } }))).toEqual([
      expect.objectContaining({ path: "patient_data.date_of_birth", code: "required" })
    ])
  })

  it("a patient named in any script is named; punctuation alone names nobody", () => {
    expect(mergedDataProblems(mergeRequestData(extracted, { patient_data: { first_name: "Иван", last_name: "王" } }))).toEqual([])
    expect(mergedDataProblems(mergeRequestData(extracted, { patient_data: { first_name: "-", last_name: "'" } }))).toEqual([
      expect.objectContaining({ path: "patient_data.first_name", code: "required" }),
      expect.objectContaining({ path: "patient_data.last_name", code: "required" })
    ])
  })

  it("rule 6: patient_id replaces extracted patient_data; patient_policy_id replaces extracted policy_data", () => {
    const merged = mergeRequestData(extracted, { patient_id: "p-1", patient_policy_id: "pp-1" })
    expect(merged.patient_data).toBeUndefined()
    expect(merged.policy_data).toBeUndefined()
    expect(merged).toMatchObject({ patient_id: "p-1", patient_policy_id: "pp-1" })
    expect(mergedDataProblems(merged)).toEqual([])
  })

  it("sending both halves of a pair is refused", () => {
    expect(bothOfAPair({ patient_id: "p-1", patient_data: { first_name: "A" } })).toEqual(["patient_id", "patient_data"])
    expect(bothOfAPair({ patient_policy_id: "pp", policy_data: {} })).toEqual(["patient_policy_id", "policy_data"])
    expect(bothOfAPair({ patient_id: "p-1", policy_data: {} })).toBeUndefined()
    expect(bothOfAPair({ patient_id: null, patient_data: { first_name: "A" } })).toBeUndefined()
  })

  it("dates out of order after the merge are invalid", () => {
    expect(mergedDataProblems(mergeRequestData(extracted, { service: { end_date: "2030-01-01" } }))).toEqual([
      expect.objectContaining({ path: "service.end_date", code: "invalid" })
    ])
  })
})

describe("combineExtractions (several documents, in file order)", () => {
  it("the first document giving a field wins, field by field inside nested objects", () => {
    const combined = combineExtractions([
      { notes: "first", service: { requested_visits: 12 } },
      { notes: "second", external_id: "EXT-2", service: { requested_visits: 20, specialty: "PT" } }
    ])
    expect(combined).toEqual({ notes: "first", external_id: "EXT-2", service: { requested_visits: 12, specialty: "PT" } })
  })

  it("a null extracted is no value: it never clears another document's", () => {
    expect(combineExtractions([{ notes: null, service: { start_date: null } }, { notes: "n", service: { start_date: "2030-02-01" } }]))
      .toEqual({ notes: "n", service: { start_date: "2030-02-01" } })
  })

  it("a selection on an earlier document replaces what later documents say about that record", () => {
    expect(combineExtractions([{ patient_id: "p-1" }, { patient_data: { first_name: "Riley" } }])).toEqual({ patient_id: "p-1" })
  })

  it("no documents, nothing extracted", () => {
    expect(combineExtractions([])).toEqual({})
  })
})

describe("rule 7: an ambiguous provider needs an explicit id", () => {
  const documents = [{ servicing_provider_id: "c-1" }, { servicing_provider_id: "c-2", requesting_provider_id: "c-3" }]

  it("documents naming different providers for one role are a problem, naming the field", () => {
    expect(ambiguousProviders(documents, {})).toEqual([
      expect.objectContaining({ path: "servicing_provider_id", code: "ambiguous" })
    ])
  })

  it("an explicit id (or null) settles it; one provider named everywhere is no ambiguity", () => {
    expect(ambiguousProviders(documents, { servicing_provider_id: "c-2" })).toEqual([])
    expect(ambiguousProviders(documents, { servicing_provider_id: null })).toEqual([])
    expect(ambiguousProviders([{ servicing_provider_id: "c-1" }, { servicing_provider_id: "c-1" }], {})).toEqual([])
  })
})
